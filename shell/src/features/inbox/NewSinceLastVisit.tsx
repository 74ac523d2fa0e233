import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LazyAlert as Notice, useT } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../i18n/catalogue';
import { useRecordVisitMutation, useSinceLastVisitQuery } from './inboxApi';
import { InboxItemRow } from './InboxItemRow';

/**
 * The Overview's first card: the alerts raised since the previous visit. Opening the Overview records a visit (a
 * visit more than 30 minutes after the last one starts a new one, so a reload keeps the same list).
 */
export function NewSinceLastVisit() {
  const navigate = useNavigate();
  const t = useT(SHELL_NAMESPACE);
  // The visit's time, as a dayjs format in the language in use.
  const visitTime = (at: string) => dayjs(at).format(t('MMM D, YYYY [at] h:mm A'));
  const [recordVisit, visit] = useRecordVisitMutation();
  useEffect(() => {
    void recordVisit();
  }, [recordVisit]);
  const since = useSinceLastVisitQuery(undefined, { skip: !visit.isSuccess && !visit.isError });
  const data = since.data;
  const count = data?.total ?? 0;
  const title =
    data && count > 0 ? t('New since your last visit ({{count}})', { count }) : t('New since your last visit');
  return (
    <Card
      title={title}
      data-testid="new-since-last-visit"
      style={{ marginBottom: 24 }}
      extra={
        <Button type="link" onClick={() => navigate('/alerts')}>
          {t('View All Alerts')}
        </Button>
      }
      styles={{ body: { paddingTop: 8, paddingBottom: 8 } }}
    >
      {since.isError && <Notice type="error" showIcon title={t('Could not load what is new. Please try again.')} />}
      {!data && !since.isError && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {data && data.since === null && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
          {t(
            'This is your first visit: every alert is new. From your next visit, the alerts raised in between show here.',
          )}
        </Typography.Paragraph>
      )}
      {data && data.since !== null && count === 0 && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('Nothing new since your last visit on {{time}}.', { time: visitTime(data.since) })}
        />
      )}
      {data && data.alerts.length > 0 && (
        <>
          <Typography.Text type="secondary">
            {t('Since {{time}}', { time: data.since ? visitTime(data.since) : '' })}
          </Typography.Text>
          <ul style={{ margin: '8px 0 0', padding: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
            {data.alerts.map((item) => (
              <InboxItemRow key={item.id} item={item} onOpen={(i) => navigate(`/alerts?alertId=${i.id}`)} />
            ))}
          </ul>
          {count > data.alerts.length && (
            <Typography.Text type="secondary">
              {t('and {{count}} more on the alerts page.', { count: count - data.alerts.length })}
            </Typography.Text>
          )}
        </>
      )}
    </Card>
  );
}
