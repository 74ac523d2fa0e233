import { Button, Table, Tag, Typography } from 'antd';
import type { CoverageRequest, Source } from '../api/types';
import { formatReadAt } from '../lib/sourceState';

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
        locale={{ emptyText: 'No coverage requests yet.' }}

        columns={[
          {
            title: 'Municipality',
            key: 'municipality',
            render: (_, r) => <Typography.Text strong>{r.municipality_name}</Typography.Text>,
          },
          { title: 'Properties waiting', dataIndex: 'properties_waiting', key: 'waiting', align: 'right' },
          { title: 'Companies', dataIndex: 'companies', key: 'companies', align: 'right', responsive: ['md'] },
          { title: 'Last asked', key: 'last', responsive: ['md'], render: (_, r) => formatReadAt(r.last_requested_at) },
          {
            title: 'Council source',
            key: 'source',
            render: (_, r) => {
              const source = councilSource(r.municipality_id);
              return source ? <Tag color="green">{source.source}</Tag> : <Tag>None</Tag>;
            },
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, r) =>
              councilSource(r.municipality_id) ? null : (
                <Button
                  size="small"
                  onClick={() => onAddPortal(r)}
                  aria-label={`Add a portal for ${r.municipality_name}`}
                >
                  Add portal
                </Button>
              ),
          },
        ]}
      />
    </div>
  );
}
