import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { AFTER_TRIAL, trialSentence } from 'shared-auth';

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
  const action = (
    <Button size="small" onClick={() => navigate('/properties')}>
      View Properties
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
        description={AFTER_TRIAL}
        action={action}
      />
    );
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title="No Active Property Subscriptions"
      description="None of your properties has an active subscription, so no new alerts are analysed."
      action={action}
    />
  );
}
