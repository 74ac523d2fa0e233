import { Button, Result } from 'antd';
import { useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';

/** Shown when the browser comes back from a checkout. */
export function SubscriptionPromo({ onDone }: { onDone(): void }) {
  const t = useT(PROPERTIES_NAMESPACE);
  return (
    <Result
      status="success"
      title={t('Start Monitoring Your Properties')}
      subTitle={t(
        'Your subscription is set up. Alerts for the property appear as soon as matching agenda items are found.',
      )}
      extra={
        <Button type="primary" onClick={onDone}>
          {t('Go to Properties')}
        </Button>
      }
    />
  );
}
