import { Card, Empty, Typography } from 'antd';

/** Municipal Meetings: the screen's contents are specified in ../shared/spec and built by its own issue. */
export default function MeetingsPage() {
  return (
    <section data-testid="mf_meetings-MeetingsPage">
      <Typography.Title level={2}>Municipal Meetings</Typography.Title>
      <Typography.Paragraph type="secondary">Council and committee meetings as a list or a calendar.</Typography.Paragraph>
      <Empty description="Nothing to show here yet." />
    </section>
  );
}
