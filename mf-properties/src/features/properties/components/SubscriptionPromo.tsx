import { Button, Result } from 'antd';

/** Shown when the browser comes back from a checkout. */
export function SubscriptionPromo({ onDone }: { onDone(): void }) {
  return (
    <Result
      status="success"
      title="Start Monitoring Your Properties"
      subTitle="Your subscription is set up. Alerts for the property appear as soon as matching agenda items are found."
      extra={
        <Button type="primary" onClick={onDone}>
          Go to Properties
        </Button>
      }
    />
  );
}
