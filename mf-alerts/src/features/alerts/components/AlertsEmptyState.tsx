import { Button, Empty, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** No properties yet (trial active or not), or no alert matching. */
export function AlertsEmptyState({ kind }: { kind: 'no-properties' | 'trial-inactive' | 'no-alerts' }) {
  const navigate = useNavigate();
  if (kind === 'no-alerts') return <Empty description="No alerts found" />;
  if (kind === 'trial-inactive')
    return (
      <Result
        status="info"
        title="Start Monitoring Your Properties"
        subTitle="Your free trial has ended. Add a property and subscribe for $50/month to receive alerts with AI analysis."
        extra={
          <Button type="primary" onClick={() => navigate('/properties')}>
            Go to Properties
          </Button>
        }
      />
    );
  return (
    <Result
      status="info"
      title="No Properties Yet"
      subTitle="Add a property to start receiving alerts about municipal activity around it."
      extra={
        <Button type="primary" onClick={() => navigate('/properties')}>
          Go to Properties
        </Button>
      }
    />
  );
}
