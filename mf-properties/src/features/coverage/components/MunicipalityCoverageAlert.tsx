import { Alert, Flex, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { useT } from 'shared-auth';
import { useCoverageDetailQuery } from '../api/coverageApi';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { RequestCoverageButton } from './RequestCoverageButton';

/**
 * The chosen municipality's coverage, before the user commits a property there: the server's sentence, and when its
 * council is not (fully) read, Request coverage and a link to the detail (in a new tab: the wizard keeps its values).
 * Nothing when the coverage cannot be read: the wizard works without it.
 */
export function MunicipalityCoverageAlert({ municipalityId }: { municipalityId: number }) {
  const t = useT(PROPERTIES_NAMESPACE);
  const { data, isFetching, isError } = useCoverageDetailQuery(municipalityId);
  if (isFetching && data?.municipality.id !== municipalityId) {
    return <Skeleton.Input active size="small" block aria-label={t('Checking the coverage')} />;
  }
  if (isError || !data) return null;
  const full = data.coverage === 'full';
  return (
    <Alert
      type={full ? 'info' : 'warning'}
      showIcon
      data-testid="wizard-coverage"
      title={data.message}
      action={
        full ? undefined : (
          <Flex vertical gap={6} align="flex-end">
            <RequestCoverageButton
              municipalityId={municipalityId}
              municipalityName={data.municipality.name}
              requested={data.requested}
              size="small"
            />
            <Link to={`/coverage/${municipalityId}`} target="_blank" rel="noopener">
              {t('See coverage')}
            </Link>
          </Flex>
        )
      }
    />
  );
}
