import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { Badge, Button, Flex, Popover, Select, Space, Typography } from 'antd';
import { DATE_FILTERS, type DateFilter } from '../../../shared/constants';
import { DebouncedSearch } from '../../../shared/DebouncedSearch';
import { useProvincialSitesQuery } from '../api/provincialApi';
import type { ProposalSort } from '../api/types';
import { translate, useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';

/** The sort choices, their labels in the language in use (read when shown). */
export const PROPOSAL_SORT_OPTIONS: ReadonlyArray<{ value: ProposalSort; readonly label: string }> = [
  {
    value: 'posted_date_desc',
    get label() {
      return translate(LEGAL_NAMESPACE, 'Posted Date (Newest)');
    },
  },
  {
    value: 'title',
    get label() {
      return translate(LEGAL_NAMESPACE, 'Title');
    },
  },
  {
    value: 'deadline',
    get label() {
      return translate(LEGAL_NAMESPACE, 'Deadline');
    },
  },
  {
    value: 'site',
    get label() {
      return translate(LEGAL_NAMESPACE, 'Site');
    },
  },
];

export interface ProposalFiltersProps {
  site: string;
  date: DateFilter;
  sort: ProposalSort;
  /** Receives the search text debounced (300 ms). */
  onSearch: (value: string) => void;
  /** The search the page opened with. */
  initialQuery?: string;
  onSite: (value: string) => void;
  onDate: (value: DateFilter) => void;
  onSort: (value: ProposalSort) => void;
}

/** Search box, the filter dropdown (site and date) and the sort selector of the provincial screen. */
export function ProposalFilters(props: ProposalFiltersProps) {
  const t = useT(LEGAL_NAMESPACE);
  const sites = useProvincialSitesQuery();
  const active = (props.site ? 1 : 0) + (props.date ? 1 : 0);
  const siteOptions = [
    { value: '', label: t('All Sites') },
    ...(sites.data ?? []).map((s) => ({ value: s.site_code, label: `${s.site_code} - ${s.site_name}` })),
  ];
  const panel = (
    <Space orientation="vertical" style={{ width: 260 }}>
      <label>
        <Typography.Text strong>{t('Site')}</Typography.Text>
        <Select
          aria-label={t('Site')}
          style={{ width: '100%' }}
          value={props.site}
          options={siteOptions}
          onChange={props.onSite}
        />
      </label>
      <label>
        <Typography.Text strong>{t('Date')}</Typography.Text>
        <Select
          aria-label={t('Date')}
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
      <DebouncedSearch
        placeholder={t('Search proposals...')}
        label={t('Search proposals')}
        onSearch={props.onSearch}
        initial={props.initialQuery}
      />
      <Popover trigger="click" placement="bottomLeft" content={panel} title={t('Filter proposals')}>
        <Badge count={active} size="small">
          <Button icon={<FilterOutlined />}>{t('Filter')}</Button>
        </Badge>
      </Popover>
      <Select
        aria-label={t('Sort by')}
        // Wide enough for "Sort: Posted Date (Newest)" whole, the longest choice with its prefix.
        style={{ minWidth: 270 }}
        popupMatchSelectWidth={false}
        value={props.sort}
        options={PROPOSAL_SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        onChange={props.onSort}
        prefix={t('Sort:')}
      />
    </Flex>
  );
}
