import { Button, Result } from 'antd';

export function RemoteUnavailable({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title={`${label} could not be loaded`}
      subTitle="This part of Parcelwatch is unavailable right now. The rest of the app still works."
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
