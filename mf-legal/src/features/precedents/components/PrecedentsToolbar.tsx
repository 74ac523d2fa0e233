import FilterOutlined from '@ant-design/icons/FilterOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Button, Card, Flex, Segmented, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { DATE_FILTERS, type DateFilter } from '../../../shared/constants';
import { DebouncedSearch } from '../../../shared/DebouncedSearch';
import type { DecisionSortChoice } from '../api/types';
import type { ChartType } from './ShareChart';
import { translate, useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';

/** The sort choices, their labels in the language in use (read when shown). */
export const DECISION_SORT_OPTIONS: ReadonlyArray<{ value: DecisionSortChoice; readonly label: string }> = [
  {
    value: 'decision_date',
    get label() {
      return translate(LEGAL_NAMESPACE, 'Decision Date (Newest)');
    },
  },
  {
    value: 'case_number',
    get label() {
      return translate(LEGAL_NAMESPACE, 'Case Number');
    },
  },
  {
    value: 'title',
    get label() {
      return translate(LEGAL_NAMESPACE, 'Title (A-Z)');
    },
  },
];

export interface PrecedentsToolbarProps {
  /** Receives the search text debounced (300 ms). */
  onSearch: (value: string) => void;
  /** The search the page opened with. */
  initialQuery?: string;
  date: DateFilter;
  onDate: (value: DateFilter) => void;
  sort: DecisionSortChoice;
  onSort: (value: DecisionSortChoice) => void;
  chartType: ChartType;
  onChartType: (value: ChartType) => void;
  autoRefresh: boolean;
  onAutoRefresh: (value: boolean) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Search, the collapsible Filter panel (date and sort), Pie / Bar, Auto / Manual and Refresh. */
export function PrecedentsToolbar(props: PrecedentsToolbarProps) {
  const t = useT(LEGAL_NAMESPACE);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        <DebouncedSearch
          placeholder={t('Search case numbers, decisions...')}
          label={t('Search case numbers, decisions')}
          onSearch={props.onSearch}
          initial={props.initialQuery}
        />
        <Button
          icon={<FilterOutlined />}
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          type={filtersOpen ? 'primary' : 'default'}
          ghost={filtersOpen}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('Filter')}
        </Button>
        <Flex gap={12} wrap align="center" style={{ marginLeft: 'auto' }}>
          <Segmented<ChartType>
            aria-label={t('Chart type')}
            value={props.chartType}
            onChange={props.onChartType}
            options={[
              { value: 'pie', label: t('Pie') },
              { value: 'bar', label: t('Bar') },
            ]}
          />
          <Segmented<'auto' | 'manual'>
            aria-label={t('Refresh mode')}
            value={props.autoRefresh ? 'auto' : 'manual'}
            onChange={(value) => props.onAutoRefresh(value === 'auto')}
            options={[
              { value: 'auto', label: t('Auto') },
              { value: 'manual', label: t('Manual') },
            ]}
          />
          <Button icon={<ReloadOutlined spin={props.refreshing} />} onClick={props.onRefresh}>
            {t('Refresh')}
          </Button>
        </Flex>
      </Flex>
      {filtersOpen ? (
        <Card size="small" id={panelId}>
          <Flex gap={16} wrap>
            <label>
              <Typography.Text strong style={{ display: 'block' }}>
                {t('Date')}
              </Typography.Text>
              <Select
                aria-label={t('Date')}
                style={{ width: 200 }}
                value={props.date}
                options={DATE_FILTERS.map((d) => ({ value: d.value, label: d.label }))}
                onChange={props.onDate}
              />
            </label>
            <label>
              <Typography.Text strong style={{ display: 'block' }}>
                {t('Sort by')}
              </Typography.Text>
              <Select
                aria-label={t('Sort by')}
                style={{ width: 220 }}
                value={props.sort}
                options={DECISION_SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
                onChange={props.onSort}
              />
            </label>
          </Flex>
        </Card>
      ) : null}
    </Flex>
  );
}
