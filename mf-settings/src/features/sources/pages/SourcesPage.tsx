import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail, useT } from 'shared-auth';
import {
  usePauseSourceMutation,
  useRemoveSourceMutation,
  useResumeSourceMutation,
  useRunSourceMutation,
  useCoverageRequestsQuery,
  useSourcesQuery,
} from '../api/sourcesApi';
import { CoverageRequestsTable } from '../components/CoverageRequestsTable';
import { AddPortalModal } from '../components/AddPortalModal';
import { SourcesTable } from '../components/SourcesTable';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

/**
 * /operator/sources (exposed as './SourcesPage'; platform operators only): what Parcelwatch reads, each source's
 * state and last read, and the operators' controls. Changes reach every instance and worker without a restart.
 */
export default function SourcesPage() {
  const { message } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const sources = useSourcesQuery();
  const [run] = useRunSourceMutation();
  const [pause] = usePauseSourceMutation();
  const [resume] = useResumeSourceMutation();
  const [remove] = useRemoveSourceMutation();
  const requests = useCoverageRequestsQuery();
  // Add eSCRIBE portal is open: for no municipality yet (true) or for a coverage request's.
  const [adding, setAdding] = useState<false | { municipalityId?: number }>(false);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (source: string, action: () => Promise<string>, failed: string) => {
    setBusy(source);
    try {
      message.success(await action());
    } catch (err) {
      message.error(errorDetail(err, failed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section data-testid="mf_settings-SourcesPage">
      <Flex justify="space-between" align="start" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('Sources')}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('What Parcelwatch reads on its schedule. Changes reach every instance and worker without a restart.')}
          </Typography.Text>
        </Flex>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding({})}>
          {t('Add eSCRIBE portal')}
        </Button>
      </Flex>
      {sources.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorDetail(sources.error, t('The sources could not be loaded.'))}
          action={
            <Button size="small" onClick={() => void sources.refetch()}>
              {t('Retry')}
            </Button>
          }
        />
      ) : (
        <SourcesTable
          sources={sources.data ?? []}
          loading={sources.isLoading}
          actions={{
            busy,
            onRun: (source) =>
              void act(
                source,
                async () => {
                  const outcome = await run(source).unwrap();
                  if (!outcome.ok)
                    throw {
                      status: 200,
                      data: { detail: t('{{source}} failed: {{error}}', { source, error: outcome.error }) },
                    };
                  return t('{{source}} read: {{records}} records, {{items}} agenda items new or changed', {
                    source,
                    records: outcome.records,
                    items: outcome.changed_agenda_items,
                  });
                },
                t('{{source}} could not be run.', { source }),
              ),
            onPause: (source) =>
              void act(
                source,
                async () => (await pause(source).unwrap(), t('{{source}} paused', { source })),
                t('Could not pause it.'),
              ),
            onResume: (source) =>
              void act(
                source,
                async () => (await resume(source).unwrap(), t('{{source}} resumed', { source })),
                t('Could not resume it.'),
              ),
            onRemove: (source) =>
              void act(
                source,
                async () => (await remove(source).unwrap(), t('{{source}} removed', { source })),
                t('Could not remove it.'),
              ),
          }}
        />
      )}
      <Typography.Title level={3} style={{ marginTop: 32 }}>
        {t('Coverage requests')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('Municipalities whose council agendas users asked Parcelwatch to read, the most properties waiting first.')}
      </Typography.Paragraph>
      {requests.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorDetail(requests.error, t('The coverage requests could not be loaded.'))}
          action={
            <Button size="small" onClick={() => void requests.refetch()}>
              {t('Retry')}
            </Button>
          }
        />
      ) : (
        <CoverageRequestsTable
          requests={requests.data ?? []}
          sources={sources.data ?? []}
          loading={requests.isLoading}
          onAddPortal={(request) => setAdding({ municipalityId: request.municipality_id })}
        />
      )}
      <AddPortalModal
        key={adding ? (adding.municipalityId ?? 'new') : 'closed'}
        open={adding !== false}
        municipalityId={adding ? adding.municipalityId : undefined}
        onClose={() => setAdding(false)}
        onAdded={(source) => {
          setAdding(false);
          message.success(t('{{source}} added: it is read on the next schedule, or now with Run now', { source }));
        }}
      />
    </section>
  );
}
