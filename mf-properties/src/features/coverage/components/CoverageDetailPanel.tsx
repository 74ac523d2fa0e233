import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { errorDetail, errorStatus, useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { useCoverageDetailQuery } from '../api/coverageApi';
import { kindLabel } from '../lib/coverage';
import { CoverageSourcesTable } from './CoverageSourcesTable';
import { CoverageTag } from './CoverageTag';
import { RequestCoverageButton } from './RequestCoverageButton';

/** One municipality's coverage: the server's sentence, the request button, and every source that reaches it. */
export function CoverageDetailPanel({ municipalityId }: { municipalityId: number }) {
  const t = useT(PROPERTIES_NAMESPACE);
  const { data, isLoading, error, refetch, isFetching } = useCoverageDetailQuery(municipalityId);
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error || !data) {
    const missing = errorStatus(error) === 404;
    return (
      <Alert
        type="error"
        showIcon
        title={
          missing
            ? t('This municipality is not in Parcelwatch.')
            : errorDetail(error, t('The coverage could not be loaded. Please try again.'))
        }
        action={
          missing ? undefined : (
            <Button size="small" loading={isFetching} onClick={() => void refetch()}>
              {t('Retry')}
            </Button>
          )
        }
      />
    );
  }
  const { municipality } = data;
  const requests =
    data.request_count > 0
      ? data.request_count === 1
        ? t('1 company has asked for it.')
        : t('{{count}} companies have asked for it.', { count: data.request_count })
      : null;
  return (
    <Flex vertical gap={16} data-testid="coverage-detail">
      <div>
        <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4, fontSize: 22 }}>
          {municipality.name}
        </Typography.Title>
        <Flex gap={8} align="center" wrap>
          <CoverageTag coverage={data.coverage} />
          <Typography.Text type="secondary">
            {kindLabel(municipality.kind)}
            {municipality.upper_tier ? ` ${t('in {{place}}', { place: municipality.upper_tier })}` : ''}
            {municipality.property_count > 0
              ? ` · ${t('Your properties here: {{count}}', { count: municipality.property_count })}`
              : ''}
          </Typography.Text>
        </Flex>
      </div>
      <Alert
        type={data.coverage === 'full' ? 'info' : 'warning'}
        showIcon
        title={data.message}
        description={data.coverage === 'full' ? undefined : requests}
        action={
          data.coverage === 'full' ? undefined : (
            <RequestCoverageButton
              municipalityId={municipality.id}
              municipalityName={municipality.name}
              requested={data.requested}
              size="small"
            />
          )
        }
      />
      <div>
        <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
          {t('Sources')}
        </Typography.Title>
        <CoverageSourcesTable sources={data.sources} />
      </div>
    </Flex>
  );
}
