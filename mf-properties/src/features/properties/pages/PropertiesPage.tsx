import { Card, Empty, Typography } from 'antd';

/** Properties: the screen's contents are specified in ../shared/spec and built by its own issue. */
export default function PropertiesPage() {
  return (
    <section data-testid="mf_properties-PropertiesPage">
      <Typography.Title level={2}>Properties</Typography.Title>
      <Typography.Paragraph type="secondary">The properties your company tracks.</Typography.Paragraph>
      <Empty description="Nothing to show here yet." />
    </section>
  );
}
