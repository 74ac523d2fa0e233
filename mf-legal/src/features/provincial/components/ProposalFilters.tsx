import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { Badge, Button, Flex, Popover, Select, Space, Typography } from 'antd';
import { DATE_FILTERS, type DateFilter } from '../../../shared/constants';
import { DebouncedSearch } from '../../../shared/DebouncedSearch';
import { useProvincialSitesQuery } from '../api/provincialApi';
import type { ProposalSort } from '../api/types';

export const PROPOSAL_SORT_OPTIONS: Array<{ value: ProposalSort; label: string }> = [
  { value: 'posted_date_desc', label: 'Posted Date (Newest)' },
  { value: 'title', label: 'Title' },
  { value: 'deadline', label: 'Deadline' },
  { value: 'site', label: 'Site' },
];

export interface ProposalFiltersProps {
  site: string;
  date: DateFilter;
  sort: ProposalSort;
  /** Receives the search text debounced (300 ms). */
  onSearch: (value: string) => void;
  onSite: (value: string) => void;
  onDate: (value: DateFilter) => void;
  onSort: (value: ProposalSort) => void;
}

/** Search box, the filter dropdown (site and date) and the sort selector of the provincial screen. */
export function ProposalFilters(props: ProposalFiltersProps) {
  const sites = useProvincialSitesQuery();
  const active = (props.site ? 1 : 0) + (props.date ? 1 : 0);
  const siteOptions = [
    { value: '', label: 'All Sites' },
    ...(sites.data ?? []).map((s) => ({ value: s.site_code, label: `${s.site_code} - ${s.site_name}` })),
  ];
  const panel = (
    <Space orientation="vertical" style={{ width: 260 }}>
      <label>
        <Typography.Text strong>Site</Typography.Text>
        <Select
          aria-label="Site"
          style={{ width: '100%' }}
          value={props.site}
          options={siteOptions}
          onChange={props.onSite}
        />
      </label>
      <label>
        <Typography.Text strong>Date</Typography.Text>
        <Select
          aria-label="Date"
          style={{ width: '100%' }}
          value={props.date}
          options={DATE_FILTERS.map((d) => ({ value: d.value, label: d.label }))}
          onChange={props.onDate}
        />
      </label>
    </Space>
  );
  return (
    <Flex gap={12} wrap align="center">
      <DebouncedSearch placeholder="Search proposals..." label="Search proposals" onSearch={props.onSearch} />
      <Popover trigger="click" placement="bottomLeft" content={panel} title="Filter proposals">
        <Badge count={active} size="small">
          <Button icon={<FilterOutlined />}>Filter</Button>
        </Badge>
      </Popover>
      <Select
        aria-label="Sort by"
        // Wide enough for "Sort: Posted Date (Newest)" whole, the longest choice with its prefix.
        style={{ minWidth: 270 }}
        popupMatchSelectWidth={false}
        value={props.sort}
        options={PROPOSAL_SORT_OPTIONS}
        onChange={props.onSort}
        prefix="Sort:"
      />
    </Flex>
  );
}
