import { Button, Table, Tag, Typography } from 'antd';
import type { CoverageRequest, Source } from '../api/types';
import { formatReadAt } from '../lib/sourceState';
import { useT } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

/**
 * Users' coverage requests, ranked by the properties waiting (the server's order), with the council source that
 * reads the municipality now, if any, and "Add portal" to add one for it.
 */
export function CoverageRequestsTable({
  requests,
  sources,
  loading,
  onAddPortal,
}: {
  requests: CoverageRequest[];
  sources: Source[];
  loading: boolean;
  onAddPortal: (request: CoverageRequest) => void;
}) {
  const t = useT(SETTINGS_NAMESPACE);
  const councilSource = (municipalityId: number) =>
    sources.find((s) => s.municipality_id === municipalityId && s.kind === 'council') ?? null;
  return (
    <div data-testid="coverage-requests">
      <Table<CoverageRequest>
        rowKey="municipality_id"
        loading={loading}
        dataSource={requests}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        size="small"
        locale={{ emptyText: t('No coverage requests yet.') }}

        columns={[
          {
            title: t('Municipality'),
            key: 'municipality',
            render: (_, r) => <Typography.Text strong>{r.municipality_name}</Typography.Text>,
          },
          { title: t('Properties waiting'), dataIndex: 'properties_waiting', key: 'waiting', align: 'right' },
          { title: t('Companies'), dataIndex: 'companies', key: 'companies', align: 'right', responsive: ['md'] },
          {
            title: t('Last asked'),
            key: 'last',
            responsive: ['md'],
            render: (_, r) => formatReadAt(r.last_requested_at),
          },
          {
            title: t('Council source'),
            key: 'source',
            render: (_, r) => {
              const source = councilSource(r.municipality_id);
              return source ? <Tag color="green">{source.source}</Tag> : <Tag>{t('None')}</Tag>;
            },
          },
          {
            title: t('Actions'),
            key: 'actions',
            render: (_, r) =>
              councilSource(r.municipality_id) ? null : (
                <Button
                  size="small"
                  onClick={() => onAddPortal(r)}
                  aria-label={t('Add a portal for {{name}}', { name: r.municipality_name })}
                >
                  {t('Add portal')}
                </Button>
              ),
          },
        ]}
      />
    </div>
  );
}
