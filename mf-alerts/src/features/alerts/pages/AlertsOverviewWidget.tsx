import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import { ALERTS_POLL_MS, ALERTS_STALE_SECONDS, useAlertsListQuery } from '../api/alertsApi';
import { AlertsOverviewEmpty } from '../components/AlertsOverviewEmpty';
import { SeverityTag } from '../components/SeverityTag';
import { MESSAGES, OVERVIEW_ALERT_COUNT } from '../../../shared/constants';
import { formatDate } from '../../../shared/format';
import { alertDate, newestFirst } from '../lib/order';

/** The dashboard's Alerts Overview: the first 6 alerts, newest first; a click opens it on /alerts. */
export default function AlertsOverviewWidget() {
  const navigate = useNavigate();
  const t = useT(ALERTS_NAMESPACE);
  const { data, isLoading, isError } = useAlertsListQuery(
    { limit: OVERVIEW_ALERT_COUNT },
    {
      pollingInterval: ALERTS_POLL_MS,
      skipPollingIfUnfocused: true,
      refetchOnFocus: true,
      refetchOnMountOrArgChange: ALERTS_STALE_SECONDS,
    },
  );
  const alerts = newestFirst(data?.alerts ?? []).slice(0, OVERVIEW_ALERT_COUNT);
  return (
    <Card
      data-testid="mf_alerts-AlertsOverviewWidget"
      title={t('Alerts Overview')}
      style={{ height: '100%' }}
      extra={
        <Button type="link" onClick={() => navigate('/alerts')}>
          {t('View All Alerts')}
        </Button>
      }
    >
      {isLoading && <Skeleton active />}
      {isError && <Typography.Text type="danger">{MESSAGES.loadError}</Typography.Text>}
      {data && (
        <Flex vertical>
          {alerts.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MESSAGES.overviewEmpty}>
              <AlertsOverviewEmpty />
            </Empty>
          )}
          {alerts.map((alert) => (
            <div
              key={alert.id}
              data-testid="overview-alert"
              style={{ cursor: 'pointer', padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}
              onClick={() => navigate(`/alerts?alertId=${alert.id}`)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') navigate(`/alerts?alertId=${alert.id}`);
              }}
              tabIndex={0}
              role="link"
              aria-label={`${alert.meeting_title || t('Municipality Committee')}, ${alert.municipality ?? t('Unknown')}`}
            >
              <Flex justify="space-between" align="center" style={{ width: '100%' }} gap={8}>
                <Flex vertical>
                  <Typography.Text strong>{alert.meeting_title || t('Municipality Committee')}</Typography.Text>
                  <Typography.Text type="secondary">
                    {alert.municipality ?? t('Unknown')} · {formatDate(alertDate(alert))}
                  </Typography.Text>
                </Flex>
                <SeverityTag severity={alert.severity} />
              </Flex>
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
}
