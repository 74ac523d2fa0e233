import { Table, Tag } from 'antd';
import { SAMPLE_ALERTS, SEVERITY_COLORS, SEVERITY_LABELS, type SampleAlert } from '../sampleData';

/** Compact Table: every item in a dense, sortable table. */
export function CompactTablePreview() {
  return (
    <Table<SampleAlert>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={SAMPLE_ALERTS}
      columns={[
        { title: 'Date', dataIndex: 'date', key: 'date' },
        { title: 'Alert', dataIndex: 'title', key: 'title' },
        { title: 'Property', dataIndex: 'property', key: 'property' },
        { title: 'Municipality', dataIndex: 'municipality', key: 'municipality' },
        {
          title: 'Severity',
          key: 'severity',
          render: (_, alert) => <Tag color={SEVERITY_COLORS[alert.severity]}>{SEVERITY_LABELS[alert.severity]}</Tag>,
        },
      ]}
    />
  );
}
