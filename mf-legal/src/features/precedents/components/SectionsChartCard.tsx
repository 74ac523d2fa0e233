import { Card, Empty, Select, Spin, Typography } from 'antd';
import { useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';
import type { ActStat, SectionStat } from '../api/types';
import { groupSmallShares, SECTION_OTHERS_THRESHOLD } from '../lib/chartData';
import { ShareChart, type ChartType } from './ShareChart';

export interface SectionsChartCardProps {
  acts: ActStat[];
  selectedAct: string | null;
  sections: SectionStat[];
  loading: boolean;
  chartType: ChartType;
  onChooseAct: (act: string) => void;
}

/** 'Sections by Act': the act dropdown ('Select an Act...' first) and the chosen act's sections. */
export function SectionsChartCard({
  acts,
  selectedAct,
  sections,
  loading,
  chartType,
  onChooseAct,
}: SectionsChartCardProps) {
  const t = useT(LEGAL_NAMESPACE);
  const options = [
    { value: '', label: t('Select an Act...') },
    ...acts.map((a) => ({ value: a.act, label: `${a.act} (${a.count})` })),
  ];
  const data = groupSmallShares(
    sections.map((s) => ({ label: s.section, count: s.count, percentage: s.percentage })),
    SECTION_OTHERS_THRESHOLD,
  );
  let body;
  if (!selectedAct) {
    body = (
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', paddingTop: 110, height: 268 }}>
        {t('Click on an act above or select from the dropdown to view its sections')}
      </Typography.Paragraph>
    );
  } else if (loading) {
    body = (
      <div style={{ height: 268, display: 'grid', placeItems: 'center' }}>
        <Spin aria-label={t('Loading sections')} />
      </div>
    );
  } else if (!data.length) {
    body = <Empty description={t('No sections for this act')} style={{ height: 268, paddingTop: 80 }} />;
  } else {
    body = (
      <ShareChart
        type={chartType}
        data={data}
        unit={t('Cases')}
        label={t('Sections of the {{act}}', { act: selectedAct })}
      />
    );
  }
  return (
    <Card
      title={t('Sections by Act')}
      extra={
        <Select
          aria-label={t('Act')}
          style={{ width: 280, maxWidth: '60vw' }}
          value={selectedAct ?? ''}
          options={options}
          onChange={onChooseAct}
          popupMatchSelectWidth={false}
        />
      }
      style={{ height: '100%' }}
      data-testid="sections-chart"
    >
      {body}
    </Card>
  );
}
