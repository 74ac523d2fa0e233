import { Card, Empty, Typography } from 'antd';

/** Project Pulse: the screen's contents are specified in ../shared/spec and built by its own issue. */
export default function ProjectPulseWidget() {
  return (
    <Card data-testid="mf_properties-ProjectPulseWidget">
      <Typography.Title level={4}>Project Pulse</Typography.Title>
      <Typography.Paragraph type="secondary">Competitors, precedents, city growth and big policies around your properties.</Typography.Paragraph>
      <Empty description="Nothing to show here yet." />
    </Card>
  );
}
