import { Empty, Typography } from 'antd';

/** /layout-examples: the design mock page (part 2 §2.1); its ten options arrive with the settings issue. */
export function LayoutExamplesPage() {
  return (
    <section>
      <Typography.Title level={2}>Layout Examples</Typography.Title>
      <Empty description="Nothing to show here yet." />
    </section>
  );
}
