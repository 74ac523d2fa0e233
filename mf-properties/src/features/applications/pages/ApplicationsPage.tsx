import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorDetail, formatNumber, PageTitle, Pager, useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { useMunicipalitiesQuery, usePropertiesQuery } from '../../properties/api/propertiesApi';
import { useApplicationsQuery } from '../api/applicationsApi';
import { ApplicationCard } from '../components/ApplicationCard';
import { ApplicationFiltersBar } from '../components/ApplicationFiltersBar';
import {
  apiQuery,
  EMPTY_FILTERS,
  filtersFromSearch,
  isFiltered,
  PAGE_SIZE,
  searchFromFilters,
  withFilter,
  type ApplicationFilters,
} from '../lib/filters';

/** /applications: development applications, searched and filtered, newest filing first (nearest first by distance). */
export default function ApplicationsPage() {
  const t = useT(PROPERTIES_NAMESPACE);
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const { data, isLoading, isFetching, error, refetch } = useApplicationsQuery(apiQuery(filters));
  const { data: municipalities } = useMunicipalitiesQuery();
  const { data: properties } = usePropertiesQuery();
  const apply = (next: ApplicationFilters) => setSearch(searchFromFilters(next), { replace: true });
  const pageCount = data ? Math.ceil(data.total / PAGE_SIZE) : 0;

  return (
    <section data-testid="mf_properties-ApplicationsPage">
      <div style={{ marginBottom: 16 }}>
        <PageTitle>{t('Applications')}</PageTitle>
        <Typography.Text type="secondary">
          {t(
            'Development applications from the day they are filed to the last appeal: search by file number, address or words, and filter by type, status, municipality, date and distance from a property.',
          )}
        </Typography.Text>
      </div>
      <Flex vertical gap={12}>
        <ApplicationFiltersBar
          filters={filters}
          onChange={apply}
          municipalities={municipalities ?? []}
          properties={properties ?? []}
        />
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : error || !data ? (
          <Alert
            type="error"
            showIcon
            title={errorDetail(error, t('The applications could not be loaded. Please try again.'))}
            action={
              <Button size="small" loading={isFetching} onClick={() => void refetch()}>
                {t('Retry')}
              </Button>
            }
          />
        ) : data.items.length === 0 ? (
          <Empty
            description={
              isFiltered(filters)
                ? t('No application matches these filters.')
                : t('No applications have been read yet.')
            }
          >
            {isFiltered(filters) ? (
              <Button size="large" onClick={() => apply(EMPTY_FILTERS)}>
                {t('Clear filters')}
              </Button>
            ) : null}
          </Empty>
        ) : (
          <>
            <Typography.Text type="secondary" aria-live="polite">
              {data.total === 1 ? t('1 application') : t('{{count}} applications', { count: formatNumber(data.total) })}
              {isFetching ? ` · ${t('updating…')}` : ''}
            </Typography.Text>
            <Flex vertical gap={8} role="list" aria-label={t('Applications')}>
              {data.items.map((a) => (
                <ApplicationCard key={a.id} application={a} />
              ))}
            </Flex>
            <Pager
              page={filters.page}
              pageCount={pageCount}
              label={t('Application pages')}
              onChange={(page) => apply(withFilter(filters, 'page', page))}
            />
          </>
        )}
      </Flex>
    </section>
  );
}
