import { Card, Empty, Typography } from 'antd';

/** Provincial and Federal Tracking: the screen's contents are specified in ../shared/spec and built by its own issue. */
export default function ProvincialPage() {
  return (
    <section data-testid="mf_legal-ProvincialPage">
      <Typography.Title level={2}>Provincial and Federal Tracking</Typography.Title>
      <Typography.Paragraph type="secondary">Proposals from the Environmental and Regulatory Registries.</Typography.Paragraph>
      <Empty description="Nothing to show here yet." />
    </section>
  );
}
