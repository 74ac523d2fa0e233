import { Card, Col, Row, Statistic, Typography } from 'antd';
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
  const topAct = acts[0];
  const topSection = sections[0];
  return (
    <Row gutter={[16, 16]} data-testid="summary-cards">
      <Col xs={24} sm={12} lg={6}>
        <SummaryCard
          title="Top Act"
          value={topAct?.act ?? 'N/A'}
          note={topAct ? `${topAct.percentage}% of all cases` : 'No cases yet'}
        />
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <SummaryCard
          title="Top Section"
          value={topSection?.section ?? 'N/A'}
          note={topSection ? `${topSection.percentage}% of the act's cases` : 'No act selected'}
        />
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <SummaryCard title="Total Acts" value={String(acts.length)} note="Acts cited in decisions" />
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <SummaryCard title="Auto Refresh" value={autoRefresh ? 'ON' : 'OFF'} note="Updates every 30s" />
      </Col>
    </Row>
  );
}
