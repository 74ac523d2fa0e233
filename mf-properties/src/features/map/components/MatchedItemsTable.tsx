import { Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { formatMeters, SEVERITY_NAMES } from 'shared-auth';
import type { MapItem } from '../api/mapQuery';

const SEVERITY_TAG: Record<MapItem['severity'], string> = { urgent: 'red', high: 'orange', normal: 'blue' };
const dateFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'short', day: 'numeric' });

export interface MatchedItemsTableProps {
  items: MapItem[];
  propertyNames: Map<string, string>;
}

/** The items on the map as a list: the same links, reachable without the map. */
export function MatchedItemsTable({ items, propertyNames }: MatchedItemsTableProps) {
  return (
    <Table<MapItem>
      data-testid="map-items-table"
      size="small"
      rowKey="id"
      dataSource={items}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        {
          title: 'Severity',
          dataIndex: 'severity',
          width: 120,
          render: (s: MapItem['severity']) => <Tag color={SEVERITY_TAG[s]}>{SEVERITY_NAMES[s]}</Tag>,
        },
        { title: 'Item', dataIndex: 'title', ellipsis: true },
        {
          title: 'Meeting',
          key: 'meeting',
          ellipsis: true,
          render: (_, item) =>
            `${item.meeting_title ?? 'Meeting'}${item.meeting_date ? `, ${dateFormat.format(new Date(item.meeting_date))}` : ''}`,
        },
        {
          title: 'Property',
          key: 'property',
          width: 200,
          ellipsis: true,
          render: (_, item) =>
            `${propertyNames.get(item.property_id) ?? ''}${item.distance_meters !== null ? ` (${formatMeters(item.distance_meters)})` : ''}`,
        },
        {
          title: 'Links',
          key: 'links',
          width: 170,
          render: (_, item) => (
            <span style={{ display: 'flex', gap: 12 }}>
              <Link to={`/alerts?alertId=${item.alert_id}`}>Alert</Link>
              {item.document_id !== null && <Link to={`/documents/${item.document_id}`}>Document</Link>}
            </span>
          ),
        },
      ]}
    />
  );
}
