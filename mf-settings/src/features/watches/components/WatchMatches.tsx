import { Empty, Flex, List, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ExportMenu, useT } from 'shared-auth';
import { useWatchMatchesQuery } from '../api/watchesApi';
import { MATCH_KIND_LABELS } from '../lib/labels';
import { Headline } from './Headline';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

/** The last 20 matches of one watch, newest first, each linking to its alert. */
export function WatchMatches({ watchId }: { watchId: string }) {
  const t = useT(SETTINGS_NAMESPACE);
  const { data = [], isLoading, isError } = useWatchMatchesQuery(watchId);
  const [exportError, setExportError] = useState<string | null>(null);
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (isError) return <Typography.Text type="danger">{t('Could not load the matches.')}</Typography.Text>;
  if (data.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('No matches yet: new items are checked as they arrive.')}
      />
    );
  return (
    <>
      <Flex justify="end" gap={8} wrap align="center">
        {exportError && <Typography.Text type="danger">{exportError}</Typography.Text>}
        <ExportMenu
          path={`/api/watches/${encodeURIComponent(watchId)}/matches/export`}
          fileName="parcelwatch-watch-matches"
          size="small"
          testId="watch-matches-export"
          onError={setExportError}
        />
      </Flex>
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
                {m.backfilled && <Tag color="default">{t('Found in the last 90 days')}</Tag>}
              </Space>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {m.meeting_title ? `${m.meeting_title} · ` : ''}
                {dayjs(m.meeting_date ?? m.created_at).format('MMM D, YYYY')}
                {m.matched_terms.length
                  ? ` · ${t('matched {{terms}}', { terms: m.matched_terms.map((term) => `“${term}”`).join(', ') })}`
                  : ''}
              </Typography.Text>
              {m.headline && <Headline text={m.headline} />}
            </Space>
          </List.Item>
        )}
      />
    </>
  );
}
