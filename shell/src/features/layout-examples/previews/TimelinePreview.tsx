import { Tag, Timeline, Typography } from 'antd';
import { SAMPLE_ALERTS, SAMPLE_MEETINGS, SEVERITY_COLORS } from '../sampleData';

/** Activity Timeline: meetings and alerts in one chronological feed. */
export function TimelinePreview() {
  const items = [
    ...SAMPLE_MEETINGS.map((meeting) => ({
      key: meeting.id,
      date: meeting.date,
      color: 'green',
      content: (
        <>
          <Tag color="green">Meeting</Tag>
          <Typography.Text strong>{meeting.body}</Typography.Text>
          <Typography.Text type="secondary">
            {' '}
            · {meeting.municipality}, {meeting.time}, {meeting.items} items
          </Typography.Text>
        </>
      ),
    })),
    ...SAMPLE_ALERTS.map((alert) => ({
      key: alert.id,
      date: alert.date,
      color: SEVERITY_COLORS[alert.severity],
      content: (
        <>
          <Tag color={SEVERITY_COLORS[alert.severity]}>Alert</Tag>
          <Typography.Text strong>{alert.title}</Typography.Text>
          <Typography.Text type="secondary"> · {alert.property}</Typography.Text>
        </>
      ),
    })),
  ].sort((a, b) => Number(b.date.split(' ')[1]) - Number(a.date.split(' ')[1]));

  return (
    <Timeline
      items={items.map((item) => ({
        key: item.key,
        color: item.color,
        content: (
          <div>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {item.date}
            </Typography.Text>
            {item.content}
          </div>
        ),
      }))}
    />
  );
}
