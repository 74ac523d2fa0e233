import { Card, Empty, Typography } from 'antd';

/** Add Property: the screen's contents are specified in ../shared/spec and built by its own issue. */
export default function CreatePropertyPage() {
  return (
    <section data-testid="mf_properties-CreatePropertyPage">
      <Typography.Title level={2}>Add Property</Typography.Title>
      <Typography.Paragraph type="secondary">Register a property to monitor.</Typography.Paragraph>
      <Empty description="Nothing to show here yet." />
    </section>
  );
}
