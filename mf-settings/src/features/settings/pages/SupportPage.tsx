import { Card, Empty, Typography } from 'antd';

/** Support: the screen's contents are specified in ../shared/spec and built by its own issue. */
export default function SupportPage() {
  return (
    <section data-testid="mf_settings-SupportPage">
      <Typography.Title level={2}>Support</Typography.Title>
      <Typography.Paragraph type="secondary">Need help or found a bug? Tell us what&apos;s going on and we&apos;ll get back to you.</Typography.Paragraph>
      <Empty description="Nothing to show here yet." />
    </section>
  );
}
