import FilterOutlined from '@ant-design/icons/FilterOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Button, Card, Flex, Segmented, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { DATE_FILTERS, type DateFilter } from '../../../shared/constants';
import { DebouncedSearch } from '../../../shared/DebouncedSearch';
import type { DecisionSortChoice } from '../api/types';
import type { ChartType } from './ShareChart';

export const DECISION_SORT_OPTIONS: Array<{ value: DecisionSortChoice; label: string }> = [
  { value: 'decision_date', label: 'Decision Date (Newest)' },
  { value: 'case_number', label: 'Case Number' },
  { value: 'title', label: 'Title (A-Z)' },
];

export interface PrecedentsToolbarProps {
  /** Receives the search text debounced (300 ms). */
  onSearch: (value: string) => void;
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
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        <DebouncedSearch
          placeholder="Search case numbers, decisions..."
          label="Search case numbers, decisions"
          onSearch={props.onSearch}
        />
        <Button
          icon={<FilterOutlined />}
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          type={filtersOpen ? 'primary' : 'default'}
          ghost={filtersOpen}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filter
        </Button>
        <Flex gap={12} wrap align="center" style={{ marginLeft: 'auto' }}>
          <Segmented<ChartType>
            aria-label="Chart type"
            value={props.chartType}
            onChange={props.onChartType}
            options={[
              { value: 'pie', label: 'Pie' },
              { value: 'bar', label: 'Bar' },
            ]}
          />
          <Segmented<'auto' | 'manual'>
            aria-label="Refresh mode"
            value={props.autoRefresh ? 'auto' : 'manual'}
            onChange={(value) => props.onAutoRefresh(value === 'auto')}
            options={[
              { value: 'auto', label: 'Auto' },
              { value: 'manual', label: 'Manual' },
            ]}
          />
          <Button icon={<ReloadOutlined spin={props.refreshing} />} onClick={props.onRefresh}>
            Refresh
          </Button>
        </Flex>
      </Flex>
      {filtersOpen ? (
        <Card size="small" id={panelId}>
          <Flex gap={16} wrap>
            <label>
              <Typography.Text strong style={{ display: 'block' }}>
                Date
              </Typography.Text>
              <Select
                aria-label="Date"
                style={{ width: 200 }}
                value={props.date}
                options={DATE_FILTERS.map((d) => ({ value: d.value, label: d.label }))}
                onChange={props.onDate}
              />
            </label>
            <label>
              <Typography.Text strong style={{ display: 'block' }}>
                Sort by
              </Typography.Text>
              <Select
                aria-label="Sort by"
                style={{ width: 220 }}
                value={props.sort}
                options={DECISION_SORT_OPTIONS}
                onChange={props.onSort}
              />
            </label>
          </Flex>
        </Card>
      ) : null}
    </Flex>
  );
}
