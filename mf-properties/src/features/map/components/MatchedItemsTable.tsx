import { Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { formatMeters, getLanguage, severityName, useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import type { MapItem } from '../api/mapQuery';

const SEVERITY_TAG: Record<MapItem['severity'], string> = { urgent: 'red', high: 'orange', normal: 'blue' };

export interface MatchedItemsTableProps {
  items: MapItem[];
  propertyNames: Map<string, string>;
}

/** The items on the map as a list: the same links, reachable without the map. */
export function MatchedItemsTable({ items, propertyNames }: MatchedItemsTableProps) {
  const t = useT(PROPERTIES_NAMESPACE);
  // The meeting's date in the language in use ('Nov 28, 2026', '28 nov. 2026').
  const dateFormat = new Intl.DateTimeFormat(getLanguage(), { year: 'numeric', month: 'short', day: 'numeric' });
  return (
    <Table<MapItem>
      data-testid="map-items-table"
      size="small"
      rowKey="id"
      dataSource={items}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        {
          title: t('Severity'),
          dataIndex: 'severity',
          width: 120,
          render: (s: MapItem['severity']) => <Tag color={SEVERITY_TAG[s]}>{severityName(s)}</Tag>,
        },
        { title: t('Item'), dataIndex: 'title', ellipsis: true },
        {
          title: t('Meeting'),
          key: 'meeting',
          ellipsis: true,
          render: (_, item) =>
            `${item.meeting_title ?? t('Meeting')}${item.meeting_date ? `, ${dateFormat.format(new Date(item.meeting_date))}` : ''}`,
        },
        {
          title: t('Property'),
          key: 'property',
          width: 200,
          ellipsis: true,
          render: (_, item) =>
            `${propertyNames.get(item.property_id) ?? ''}${item.distance_meters !== null ? ` (${formatMeters(item.distance_meters)})` : ''}`,
        },
        {
          title: t('Links'),
          key: 'links',
          width: 170,
          render: (_, item) => (
            <span style={{ display: 'flex', gap: 12 }}>
              <Link to={`/alerts?alertId=${item.alert_id}`}>{t('Alert')}</Link>
              {item.document_id !== null && <Link to={`/documents/${item.document_id}`}>{t('Document')}</Link>}
            </span>
          ),
        },
      ]}
    />
  );
}
