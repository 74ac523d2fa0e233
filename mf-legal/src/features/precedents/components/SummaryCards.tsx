import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';
import type { ActStat, SectionStat } from '../api/types';

export interface SummaryCardsProps {
  acts: ActStat[];
  sections: SectionStat[];
  autoRefresh: boolean;
}

function SummaryCard({ title, value, note }: { title: string; value: string; note: string }) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic title={title} value={value} styles={{ content: { fontSize: 20 } }} />
      <Typography.Text type="secondary">{note}</Typography.Text>
    </Card>
  );
}

/** Top Act, Top Section (of the selected act), Total Acts and Auto Refresh. */
export function SummaryCards({ acts, sections, autoRefresh }: SummaryCardsProps) {
  const t = useT(LEGAL_NAMESPACE);
  const topAct = acts[0];
  const topSection = sections[0];
  return (
    <Row gutter={[16, 16]} data-testid="summary-cards">
      <Col xs={24} sm={12} lg={6}>
        <SummaryCard
          title={t('Top Act')}
          value={topAct?.act ?? t('N/A')}
          note={topAct ? t('{{percentage}}% of all cases', { percentage: topAct.percentage }) : t('No cases yet')}
        />
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <SummaryCard
          title={t('Top Section')}
          value={topSection?.section ?? t('N/A')}
          note={
            topSection
              ? t("{{percentage}}% of the act's cases", { percentage: topSection.percentage })
              : t('No act selected')
          }
        />
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <SummaryCard title={t('Total Acts')} value={String(acts.length)} note={t('Acts cited in decisions')} />
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <SummaryCard title={t('Auto Refresh')} value={autoRefresh ? t('ON') : t('OFF')} note={t('Updates every 30s')} />
      </Col>
    </Row>
  );
}
