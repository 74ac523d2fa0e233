import { Card, Empty, Typography } from 'antd';

/** Alerts Overview: the screen's contents are specified in ../shared/spec and built by its own issue. */
export default function AlertsOverviewWidget() {
  return (
    <Card data-testid="mf_alerts-AlertsOverviewWidget">
      <Typography.Title level={4}>Alerts Overview</Typography.Title>
      <Typography.Paragraph type="secondary">The latest alerts on your properties.</Typography.Paragraph>
      <Empty description="Nothing to show here yet." />
    </Card>
  );
}
