import { Card, Col, Row, Typography } from 'antd';
import { SAMPLE_ALERTS, SEVERITY_LABELS, type SampleSeverity } from '../sampleData';

const COLUMNS: SampleSeverity[] = ['high', 'medium', 'low'];
const COLUMN_BACKGROUNDS: Record<SampleSeverity, string> = { high: '#fff1f0', medium: '#fff7e6', low: '#e6f4ff' };

/** Severity Board: alerts as cards in one column per severity. */
export function SeverityBoardPreview() {
  return (
    <Row gutter={12}>
      {COLUMNS.map((severity) => {
        const alerts = SAMPLE_ALERTS.filter((alert) => alert.severity === severity);
        return (
          <Col span={8} key={severity}>
            <div style={{ background: COLUMN_BACKGROUNDS[severity], borderRadius: 8, padding: 8, minHeight: 220 }}>
              <Typography.Text strong>
                {SEVERITY_LABELS[severity]} ({alerts.length})
              </Typography.Text>
              {alerts.map((alert) => (
                <Card key={alert.id} size="small" style={{ marginTop: 8 }}>
                  <Typography.Text strong style={{ display: 'block' }}>
                    {alert.title}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {alert.property} · {alert.date}
                  </Typography.Text>
                </Card>
              ))}
            </div>
          </Col>
        );
      })}
    </Row>
  );
}
