import { Card, Col, Menu, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { SAMPLE_ALERTS, SEVERITY_COLORS, SEVERITY_LABELS } from '../sampleData';

/** Split View: the alert list on the left, the selected alert on the right. */
export function SplitViewPreview() {
  const [selectedId, setSelectedId] = useState(SAMPLE_ALERTS[0]!.id);
  const selected = SAMPLE_ALERTS.find((alert) => alert.id === selectedId) ?? SAMPLE_ALERTS[0]!;
  return (
    <Row gutter={12}>
      <Col span={9}>
        <Menu
          aria-label="Sample alerts"
          selectedKeys={[selectedId]}
          onClick={({ key }) => setSelectedId(key)}
          items={SAMPLE_ALERTS.map((alert) => ({ key: alert.id, label: alert.title }))}
          style={{ borderInlineEnd: 'none' }}
        />
      </Col>
      <Col span={15}>
        <Card size="small" title={selected.title}>
          <Tag color={SEVERITY_COLORS[selected.severity]}>{SEVERITY_LABELS[selected.severity]}</Tag>
          <Typography.Text type="secondary">
            {selected.property}, {selected.municipality} · {selected.date}
          </Typography.Text>
          <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>{selected.summary}</Typography.Paragraph>
        </Card>
      </Col>
    </Row>
  );
}
