import { Button, Empty, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';

/** No properties yet (trial active or not), or no alert matching. */
export function AlertsEmptyState({ kind }: { kind: 'no-properties' | 'trial-inactive' | 'no-alerts' }) {
  const navigate = useNavigate();
  const t = useT(ALERTS_NAMESPACE);
  if (kind === 'no-alerts') return <Empty description={t('No alerts found')} />;
  if (kind === 'trial-inactive')
    return (
      <Result
        status="info"
        title={t('Start Monitoring Your Properties')}
        subTitle={t(
          'Your free trial has ended. Add a property and subscribe for $50/month to receive alerts with AI analysis.',
        )}
        extra={
          <Button type="primary" onClick={() => navigate('/properties')}>
            {t('Go to Properties')}
          </Button>
        }
      />
    );
  return (
    <Result
      status="info"
      title={t('No Properties Yet')}
      subTitle={t('Add a property to start receiving alerts about municipal activity around it.')}
      extra={
        <Button type="primary" onClick={() => navigate('/properties')}>
          {t('Go to Properties')}
        </Button>
      }
    />
  );
}
