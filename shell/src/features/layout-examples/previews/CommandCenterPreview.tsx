import { Card, Col, Flex, Row, Statistic, Tag, Typography } from 'antd';
import { SAMPLE_ALERTS, SAMPLE_MEETINGS, SEVERITY_COLORS, SEVERITY_LABELS } from '../sampleData';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
const itemStyle = { padding: '8px 0', borderBottom: '1px solid #f0f0f0' } as const;

/** Command Center: figures on top, alerts and meetings side by side. */
export function CommandCenterPreview() {
  return (
    <Row gutter={[12, 12]}>
      <Col span={8}>
        <Card size="small">
          <Statistic title="Open alerts" value={SAMPLE_ALERTS.length} />
        </Card>
      </Col>
      <Col span={8}>
        <Card size="small">
          <Statistic title="High severity" value={SAMPLE_ALERTS.filter((alert) => alert.severity === 'high').length} />
        </Card>
      </Col>
      <Col span={8}>
        <Card size="small">
          <Statistic title="Meetings this week" value={SAMPLE_MEETINGS.length} />
        </Card>
      </Col>
      <Col span={14}>
        <Card size="small" title="Latest alerts">
          <ul style={listStyle}>
            {SAMPLE_ALERTS.map((alert) => (
              <li key={alert.id} style={itemStyle}>
                <Flex justify="space-between" gap={8}>
                  <div>
                    <Typography.Text strong style={{ display: 'block' }}>
                      {alert.title}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {alert.property} · {alert.date}
                    </Typography.Text>
                  </div>
                  <Tag color={SEVERITY_COLORS[alert.severity]} style={{ alignSelf: 'center' }}>
                    {SEVERITY_LABELS[alert.severity]}
                  </Tag>
                </Flex>
              </li>
            ))}
          </ul>
        </Card>
      </Col>
      <Col span={10}>
        <Card size="small" title="Upcoming meetings">
          <ul style={listStyle}>
            {SAMPLE_MEETINGS.map((meeting) => (
              <li key={meeting.id} style={itemStyle}>
                <Typography.Text strong style={{ display: 'block' }}>
                  {meeting.body}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {meeting.municipality} · {meeting.date}, {meeting.time}
                </Typography.Text>
              </li>
            ))}
          </ul>
        </Card>
      </Col>
    </Row>
  );
}
