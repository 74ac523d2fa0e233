import { Card, Empty, Typography } from 'antd';
import { useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';
import type { ActStat } from '../api/types';
import { ACT_OTHERS_THRESHOLD, groupSmallShares } from '../lib/chartData';
import { ShareChart, type ChartType } from './ShareChart';

export interface ActsChartCardProps {
  acts: ActStat[];
  chartType: ChartType;
  onSelectAct: (act: string) => void;
}

/** 'Cases by Act' with the total number of cases; clicking a slice selects the act. */
export function ActsChartCard({ acts, chartType, onSelectAct }: ActsChartCardProps) {
  const t = useT(LEGAL_NAMESPACE);
  const total = acts.reduce((sum, a) => sum + a.count, 0);
  const data = groupSmallShares(
    acts.map((a) => ({ label: a.act, count: a.count, percentage: a.percentage })),
    ACT_OTHERS_THRESHOLD,
  );
  return (
    <Card
      title={t('Cases by Act')}
      extra={<Typography.Text type="secondary">{t('Total: {{total}} cases', { total })}</Typography.Text>}
      style={{ height: '100%' }}
      data-testid="acts-chart"
    >
      {data.length ? (
        <ShareChart type={chartType} data={data} unit={t('Cases')} label={t('Cases by Act')} onSelect={onSelectAct} />
      ) : (
        <Empty description={t('No cases for this period')} style={{ height: 268, paddingTop: 80 }} />
      )}
    </Card>
  );
}
