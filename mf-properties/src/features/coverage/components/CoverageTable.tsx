import { Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { CoverageMunicipality } from '../api/types';
import { useT } from 'shared-auth';
import { COVERAGE_ORDER } from '../lib/coverage';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { CoverageTag } from './CoverageTag';

export interface CoverageTableProps {
  rows: CoverageMunicipality[];
  selectedId?: number | null;
  onSelect(id: number): void;
}

const PAGE_SIZE = 20;
const byName = (a: CoverageMunicipality, b: CoverageMunicipality) => a.name.localeCompare(b.name, 'en-CA');

/** The municipalities with their coverage: sortable; a row's name (a link) or a click on the row opens its detail. */
export function CoverageTable({ rows, selectedId, onSelect }: CoverageTableProps) {
  const t = useT(PROPERTIES_NAMESPACE);
  return (
    <Table<CoverageMunicipality>
      size="small"
      rowKey="id"
      dataSource={rows}
      pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
      locale={{ emptyText: t('No municipality matches the search.') }}
      scroll={{ x: 640 }}
      rowClassName={(row) => (row.id === selectedId ? 'ant-table-row-selected' : '')}
      onRow={(row) => ({
        onClick: (event) => {
          // The name's link navigates on its own.
          if ((event.target as HTMLElement).closest('a')) return;
          onSelect(row.id);
        },
        style: { cursor: 'pointer' },
      })}
      columns={[
        {
          title: t('Municipality'),
          dataIndex: 'name',
          sorter: byName,
          defaultSortOrder: 'ascend',
          render: (name: string, row) => <Link to={`/coverage/${row.id}`}>{name}</Link>,
        },
        {
          title: t('Upper tier'),
          dataIndex: 'upper_tier',
          sorter: (a, b) => (a.upper_tier ?? '').localeCompare(b.upper_tier ?? '', 'en-CA') || byName(a, b),
          render: (value: string | null) => value ?? <Typography.Text type="secondary">{t('None')}</Typography.Text>,
        },
        {
          title: t('Coverage'),
          dataIndex: 'coverage',
          sorter: (a, b) => COVERAGE_ORDER.indexOf(a.coverage) - COVERAGE_ORDER.indexOf(b.coverage) || byName(a, b),
          render: (coverage: CoverageMunicipality['coverage']) => <CoverageTag coverage={coverage} />,
        },
        {
          title: t('Your properties'),
          dataIndex: 'property_count',
          align: 'right',
          sorter: (a, b) => a.property_count - b.property_count || byName(a, b),
        },
        {
          title: t('Requested'),
          dataIndex: 'requested',
          sorter: (a, b) => Number(a.requested) - Number(b.requested) || byName(a, b),
          render: (requested: boolean) =>
            requested ? (
              <Tag color="blue">{t('Requested')}</Tag>
            ) : (
              <Typography.Text type="secondary">{t('No')}</Typography.Text>
            ),
        },
      ]}
    />
  );
}
