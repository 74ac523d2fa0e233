import { Alert, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import type { LegalDecision } from '../api/types';
import { ActsChartCard } from '../components/ActsChartCard';
import { DecisionDetailModal } from '../components/DecisionDetailModal';
import { DecisionsTable } from '../components/DecisionsTable';
import { PrecedentsHeader } from '../components/PrecedentsHeader';
import { PrecedentsToolbar } from '../components/PrecedentsToolbar';
import type { ChartType } from '../components/ShareChart';
import { SectionsChartCard } from '../components/SectionsChartCard';
import { SummaryCards } from '../components/SummaryCards';
import { useDecisionBrowser } from '../hooks/useDecisionBrowser';
import { usePrecedentsStats } from '../hooks/usePrecedentsStats';
import { Pager, useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';
import { LegalAreaNav } from '../../../shared/LegalAreaNav';

/** /precedents: tribunal cases by act and section, and the decisions. */
export default function PrecedentsPage() {
  const t = useT(LEGAL_NAMESPACE);
  const [chartType, setChartType] = useState<ChartType>('pie');
  const [autoRefresh, setAutoRefresh] = useState(true);
  const decisions = useDecisionBrowser();
  const stats = usePrecedentsStats({ date: decisions.date, autoRefresh });
  const [opened, setOpened] = useState<LegalDecision | null>(null);

  return (
    <section data-testid="mf_legal-PrecedentsPage">
      <LegalAreaNav />
      <Flex vertical gap={16}>
        <PrecedentsHeader />
        <PrecedentsToolbar
          onSearch={decisions.setSearch}
          initialQuery={decisions.initialQuery}
          date={decisions.date}
          onDate={decisions.setDate}
          sort={decisions.sort}
          onSort={decisions.setSort}
          chartType={chartType}
          onChartType={setChartType}
          autoRefresh={autoRefresh}
          onAutoRefresh={setAutoRefresh}
          onRefresh={() => {
            stats.refresh();
            void decisions.refetch();
          }}
          refreshing={false}
        />
        {stats.loading ? (
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', padding: 48 }}>
            {t('Loading precedents statistics...')}
          </Typography.Paragraph>
        ) : (
          <>
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <ActsChartCard acts={stats.acts} chartType={chartType} onSelectAct={stats.chooseAct} />
              </Col>
              <Col xs={24} xl={12}>
                <SectionsChartCard
                  acts={stats.acts}
                  selectedAct={stats.selectedAct}
                  sections={stats.sections}
                  loading={stats.sectionsLoading}
                  chartType={chartType}
                  onChooseAct={stats.chooseAct}
                />
              </Col>
            </Row>
            <SummaryCards acts={stats.acts} sections={stats.sections} autoRefresh={autoRefresh} />
          </>
        )}
        <div>
          <Typography.Title level={2} style={{ fontSize: 20 }}>
            {t('Decisions')}
          </Typography.Title>
          {decisions.isError ? (
            <Alert
              type="error"
              showIcon
              title={t('Failed to load precedents decisions')}
              style={{ marginBottom: 12 }}
            />
          ) : null}
          <DecisionsTable
            decisions={decisions.decisions}
            loading={decisions.isLoading}
            failed={decisions.isError}
            onOpen={setOpened}
          />
          {decisions.total > 6 ? (
            <Pager
              page={decisions.page}
              pageCount={decisions.pageCount}
              onChange={decisions.setPage}
              label={t('Decision pages')}
            />
          ) : null}
        </div>
      </Flex>
      <DecisionDetailModal decision={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
