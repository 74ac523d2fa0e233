import { Card, Empty, Typography } from 'antd';

/** Alerts: the screen's contents are specified in ../shared/spec and built by its own issue. */
export default function AlertsPage() {
  return (
    <section data-testid="mf_alerts-AlertsPage">
      <Typography.Title level={2}>Alerts</Typography.Title>
      <Typography.Paragraph type="secondary">Alerts raised on your properties, with severity and the reason each one matched.</Typography.Paragraph>
      <Empty description="Nothing to show here yet." />
    </section>
  );
}
