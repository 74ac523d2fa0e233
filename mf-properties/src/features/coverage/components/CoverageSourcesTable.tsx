import { Table, Tag, Tooltip, Typography } from 'antd';
import type { CoverageSource } from '../api/types';
import { formatReadTime, SCOPE_LABELS, STATE_LABELS, STATE_TAG_COLORS } from '../lib/coverage';

/**
 * The sources that reach a property in the municipality, with their health. The source's label says its kind
 * ("Guelph council and committee agendas"), so the kind has no column of its own: the table fits the drawer.
 */
export function CoverageSourcesTable({ sources }: { sources: CoverageSource[] }) {
  return (
    <Table<CoverageSource>
      size="small"
      rowKey="name"
      dataSource={sources}
      pagination={false}
      scroll={{ x: 640 }}
      locale={{ emptyText: 'No source reaches a property here yet.' }}
      columns={[
        {
          title: 'Source',
          dataIndex: 'label',
          render: (label: string, source) => (
            <>
              <Typography.Text>{label}</Typography.Text>
              {source.body ? (
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {source.body}
                </Typography.Text>
              ) : null}
            </>
          ),
        },
        { title: 'Scope', dataIndex: 'scope', render: (scope: CoverageSource['scope']) => SCOPE_LABELS[scope] },
        {
          title: 'State',
          dataIndex: 'state',
          render: (state: CoverageSource['state'], source) => {
            const tag = <Tag color={STATE_TAG_COLORS[state]}>{STATE_LABELS[state]}</Tag>;
            const why = source.degraded_reason ?? (state === 'degraded' ? source.last_error : null);
            return why ? (
              <>
                {tag}
                <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
                  {why}
                </Typography.Text>
              </>
            ) : (
              tag
            );
          },
        },
        {
          title: 'Last read',
          dataIndex: 'last_success_at',
          render: (value: string | null) => formatReadTime(value),
        },
        {
          title: 'Last failure',
          dataIndex: 'last_failure_at',
          render: (value: string | null, source) =>
            value ? (
              <Tooltip title={source.last_error ?? undefined}>
                <span>
                  {formatReadTime(value)}
                  {source.consecutive_failures > 1 ? ` (${source.consecutive_failures} in a row)` : ''}
                </span>
              </Tooltip>
            ) : (
              'None'
            ),
        },
        { title: 'Items (30 days)', dataIndex: 'items_30d', align: 'right' },
      ]}
    />
  );
}
