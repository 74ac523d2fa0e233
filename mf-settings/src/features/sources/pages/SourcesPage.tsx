import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail } from 'shared-auth';
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

/**
 * /operator/sources (exposed as './SourcesPage'; platform operators only): what Parcelwatch reads, each source's
 * state and last read, and the operators' controls. Changes reach every instance and worker without a restart.
 */
export default function SourcesPage() {
  const { message } = App.useApp();
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
            Sources
          </Typography.Title>
          <Typography.Text type="secondary">
            What Parcelwatch reads on its schedule. Changes reach every instance and worker without a restart.
          </Typography.Text>
        </Flex>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding({})}>
          Add eSCRIBE portal
        </Button>
      </Flex>
      {sources.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorDetail(sources.error, 'The sources could not be loaded.')}
          action={
            <Button size="small" onClick={() => void sources.refetch()}>
              Retry
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
                  if (!outcome.ok) throw { status: 200, data: { detail: `${source} failed: ${outcome.error}` } };
                  return `${source} read: ${outcome.records} records, ${outcome.changed_agenda_items} agenda items new or changed`;
                },
                `${source} could not be run.`,
              ),
            onPause: (source) =>
              void act(source, async () => (await pause(source).unwrap(), `${source} paused`), 'Could not pause it.'),
            onResume: (source) =>
              void act(
                source,
                async () => (await resume(source).unwrap(), `${source} resumed`),
                'Could not resume it.',
              ),
            onRemove: (source) =>
              void act(
                source,
                async () => (await remove(source).unwrap(), `${source} removed`),
                'Could not remove it.',
              ),
          }}
        />
      )}
      <Typography.Title level={3} style={{ marginTop: 32 }}>
        Coverage requests
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Municipalities whose council agendas users asked Parcelwatch to read, the most properties waiting first.
      </Typography.Paragraph>
      {requests.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorDetail(requests.error, 'The coverage requests could not be loaded.')}
          action={
            <Button size="small" onClick={() => void requests.refetch()}>
              Retry
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
          message.success(`${source} added: it is read on the next schedule, or now with Run now`);
        }}
      />
    </section>
  );
}
