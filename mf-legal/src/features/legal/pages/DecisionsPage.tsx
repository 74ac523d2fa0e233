import { Card, Empty, Typography } from 'antd';

/** Mayoral Decisions: the screen's contents are specified in ../shared/spec and built by its own issue. */
export default function DecisionsPage() {
  return (
    <section data-testid="mf_legal-DecisionsPage">
      <Typography.Title level={2}>Mayoral Decisions</Typography.Title>
      <Typography.Paragraph type="secondary">Complete list of decisions and approved bylaws</Typography.Paragraph>
      <Empty description="Nothing to show here yet." />
    </section>
  );
}
