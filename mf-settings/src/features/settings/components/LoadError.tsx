import { Alert, Button } from 'antd';
import { MESSAGES } from '../lib/messages';

/** The settings screen's load error, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={MESSAGES.loadFailed}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
