import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { afterTrial, trialSentence, useT } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';

export interface NoActiveSubscriptionsBannerProps {
  /** The company's trial, when it is running: the properties' alerts are analysed all the same. */
  trial?: { daysRemaining: number } | null;
  propertyCount: number;
}

/**
 * No property is subscribed. During the company's trial that is fine (the trial's words, as Properties and
 * Billing say them); after it, no new alert is analysed.
 */
export function NoActiveSubscriptionsBanner({ trial, propertyCount }: NoActiveSubscriptionsBannerProps) {
  const navigate = useNavigate();
  const t = useT(ALERTS_NAMESPACE);
  const action = (
    <Button size="small" onClick={() => navigate('/properties')}>
      {t('View Properties')}
    </Button>
  );
  if (trial)
    return (
      <Alert
        data-testid="trial-banner"
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={trialSentence(trial.daysRemaining, propertyCount)}
        description={afterTrial()}
        action={action}
      />
    );
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('No Active Property Subscriptions')}
      description={t('None of your properties has an active subscription, so no new alerts are analysed.')}
      action={action}
    />
  );
}
