import { Empty, Typography } from 'antd';

/** The document view (issue 11): extracted text page by page with the matched passages highlighted. */
export default function DocumentPage() {
  return (
    <section data-testid="mf_alerts-DocumentPage">
      <Typography.Title level={2}>Document</Typography.Title>
      <Empty description="Nothing to show here yet." />
    </section>
  );
}
