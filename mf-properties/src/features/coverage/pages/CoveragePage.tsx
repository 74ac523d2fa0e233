import { Alert, Button, Card, Checkbox, Col, Drawer, Flex, Input, Row, Segmented, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorDetail, useDebouncedValue, useSiteMapQuery, useT } from 'shared-auth';
import { useCoverageQuery } from '../api/coverageApi';
import type { CoverageLevel } from '../api/types';
import { CoverageDetailPanel } from '../components/CoverageDetailPanel';
import { CoverageMap } from '../components/CoverageMap';
import { CoverageTable } from '../components/CoverageTable';
import { COVERAGE_ORDER, coverageLabel, filterCoverage } from '../lib/coverage';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';

const SEARCH_DEBOUNCE_MS = 300;
const MAP_HEIGHT = 'max(360px, calc(100vh - 360px))';
type LevelChoice = CoverageLevel | 'all';

/** /coverage and /coverage/:id: what Parcelwatch reads for each Ontario municipality, as a table and a map. */
export default function CoveragePage() {
  const t = useT(PROPERTIES_NAMESPACE);
  const navigate = useNavigate();
  const { id } = useParams();
  const selectedId = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  const { data, isLoading, error, refetch, isFetching } = useCoverageQuery();
  // The basemap, when one is configured, comes with the map's answer (the property cards' request, cached).
  const { data: siteMap } = useSiteMapQuery({});
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState<LevelChoice>('all');
  const [mine, setMine] = useState(false);
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  const rows = useMemo(
    () => filterCoverage(data?.municipalities ?? [], { search: query, levels: level === 'all' ? [] : [level], mine }),
    [data, query, level, mine],
  );
  const open = (municipalityId: number) => navigate(`/coverage/${municipalityId}`);
  const totals = data?.totals;
  const total = data?.municipalities.length ?? 0;

  return (
    <section data-testid="mf_properties-CoveragePage">
      <div style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
          {t('Coverage')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t(
            'What Parcelwatch reads for each Ontario municipality: its council, its region, its conservation authority, the province and the tribunal.',
          )}
        </Typography.Text>
      </div>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : error || !data ? (
        <Alert
          type="error"
          showIcon
          title={errorDetail(error, t('The coverage could not be loaded. Please try again.'))}
          action={
            <Button size="small" loading={isFetching} onClick={() => void refetch()}>
              {t('Retry')}
            </Button>
          }
        />
      ) : (
        <Flex vertical gap={12}>
          <Card size="small">
            <Flex gap={12} wrap align="center">
              <Input.Search
                aria-label={t('Search municipalities')}
                placeholder={t('Search municipalities')}
                title={t("Words of a municipality's name or of its county, region or district")}
                allowClear
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                style={{ width: 320, maxWidth: '100%' }}
              />
              <Segmented<LevelChoice>
                aria-label={t('Coverage')}
                value={level}
                onChange={setLevel}
                options={[
                  { value: 'all', label: t('All ({{count}})', { count: total }) },
                  ...COVERAGE_ORDER.map((l) => ({ value: l, label: `${coverageLabel(l)} (${totals?.[l] ?? 0})` })),
                ]}
              />
              <Checkbox checked={mine} onChange={(e) => setMine(e.target.checked)}>
                {t('Only where I have properties')}
              </Checkbox>
            </Flex>
          </Card>
          <Typography.Text type="secondary" aria-live="polite" data-testid="coverage-summary">
            {rows.length === total
              ? t('{{count}} municipalities', { count: total })
              : t('{{shown}} of {{count}} municipalities', { shown: rows.length, count: total })}
          </Typography.Text>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <CoverageTable rows={rows} selectedId={selectedId} onSelect={open} />
            </Col>
            <Col xs={24} xl={10}>
              <CoverageMap
                rows={rows}
                tiles={siteMap?.tiles ?? null}
                height={MAP_HEIGHT}
                selectedId={selectedId}
                onSelect={open}
              />
            </Col>
          </Row>
        </Flex>
      )}
      <Drawer
        open={selectedId !== null}
        onClose={() => navigate('/coverage')}
        size={720}
        title={t('Coverage')}
        destroyOnHidden
      >
        {selectedId !== null ? <CoverageDetailPanel municipalityId={selectedId} /> : null}
      </Drawer>
    </section>
  );
}
