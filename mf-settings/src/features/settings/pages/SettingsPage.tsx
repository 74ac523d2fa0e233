import { Card, Empty, Typography } from 'antd';

/** Settings: the screen's contents are specified in ../shared/spec and built by its own issue. */
export default function SettingsPage() {
  return (
    <section data-testid="mf_settings-SettingsPage">
      <Typography.Title level={2}>Settings</Typography.Title>
      <Typography.Paragraph type="secondary">Your account, your team and billing.</Typography.Paragraph>
      <Empty description="Nothing to show here yet." />
    </section>
  );
}
