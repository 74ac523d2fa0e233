import { Table, Tag, Tooltip, Typography } from 'antd';
import type { CoverageSource } from '../api/types';
import { useT } from 'shared-auth';
import { formatReadTime, scopeLabel, stateLabel, STATE_TAG_COLORS } from '../lib/coverage';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';

/**
 * The sources that reach a property in the municipality, with their health. The source's label says its kind
 * ("Guelph council and committee agendas"), so the kind has no column of its own: the table fits the drawer.
 */
export function CoverageSourcesTable({ sources }: { sources: CoverageSource[] }) {
  const t = useT(PROPERTIES_NAMESPACE);
  return (
    <Table<CoverageSource>
      size="small"
      rowKey="name"
      dataSource={sources}
      pagination={false}
      scroll={{ x: 640 }}
      locale={{ emptyText: t('No source reaches a property here yet.') }}
      columns={[
        {
          title: t('Source'),
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
        { title: t('Scope'), dataIndex: 'scope', render: (scope: CoverageSource['scope']) => scopeLabel(scope) },
        {
          title: t('State'),
          dataIndex: 'state',
          render: (state: CoverageSource['state'], source) => {
            const tag = <Tag color={STATE_TAG_COLORS[state]}>{stateLabel(state)}</Tag>;
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
          title: t('Last read'),
          dataIndex: 'last_success_at',
          render: (value: string | null) => formatReadTime(value),
        },
        {
          title: t('Last failure'),
          dataIndex: 'last_failure_at',
          render: (value: string | null, source) =>
            value ? (
              <Tooltip title={source.last_error ?? undefined}>
                <span>
                  {formatReadTime(value)}
                  {source.consecutive_failures > 1 ? ` ${t('({{count}} in a row)', { count: source.consecutive_failures })}` : ''}
                </span>
              </Tooltip>
            ) : (
              t('None')
            ),
        },
        { title: t('Items (30 days)'), dataIndex: 'items_30d', align: 'right' },
      ]}
    />
  );
}
