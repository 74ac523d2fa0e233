import { Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useWatchMatchesQuery } from '../api/watchesApi';
import { MATCH_KIND_LABELS } from '../lib/labels';
import { Headline } from './Headline';

/** The last 20 matches of one watch, newest first, each linking to its alert. */
export function WatchMatches({ watchId }: { watchId: string }) {
  const { data = [], isLoading, isError } = useWatchMatchesQuery(watchId);
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (isError) return <Typography.Text type="danger">Could not load the matches.</Typography.Text>;
  if (data.length === 0)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No matches yet: new items are checked as they arrive." />
    );
  return (
    <List
      size="small"
      data-testid="watch-matches"
      dataSource={data}
      renderItem={(m) => (
        <List.Item key={m.alert_id}>
          <Space direction="vertical" size={2} style={{ width: '100%' }}>
            <Space wrap size={6}>
              <Typography.Link href={`/alerts?alertId=${m.alert_id}`} strong>
                {m.title}
              </Typography.Link>
              <Tag>{MATCH_KIND_LABELS[m.source_kind] ?? m.source_kind}</Tag>
              {m.backfilled && <Tag color="default">Found in the last 90 days</Tag>}
            </Space>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {m.meeting_title ? `${m.meeting_title} · ` : ''}
              {dayjs(m.meeting_date ?? m.created_at).format('MMM D, YYYY')}
              {m.matched_terms.length ? ` · matched ${m.matched_terms.map((t) => `“${t}”`).join(', ')}` : ''}
            </Typography.Text>
            {m.headline && <Headline text={m.headline} />}
          </Space>
        </List.Item>
      )}
    />
  );
}
