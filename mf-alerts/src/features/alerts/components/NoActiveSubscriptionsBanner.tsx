import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';

export function NoActiveSubscriptionsBanner() {
  const navigate = useNavigate();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title="No Active Property Subscriptions"
      description="None of your properties has an active subscription, so no new alerts are analysed."
      action={
        <Button size="small" onClick={() => navigate('/properties')}>
          View Properties
        </Button>
      }
    />
  );
}
