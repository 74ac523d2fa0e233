import { Card, Empty, Typography } from 'antd';

/** Precedents Case Distribution: the screen's contents are specified in ../shared/spec and built by its own issue. */
export default function PrecedentsPage() {
  return (
    <section data-testid="mf_legal-PrecedentsPage">
      <Typography.Title level={2}>Precedents Case Distribution</Typography.Title>
      <Typography.Paragraph type="secondary">Real-time analysis of OLT cases by Act and Section</Typography.Paragraph>
      <Empty description="Nothing to show here yet." />
    </section>
  );
}
