import { Alert, Button } from 'antd';
import { useT } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';
import { MESSAGES } from '../lib/messages';

/** The settings screen's load error, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT(SETTINGS_NAMESPACE);
  return (
    <Alert
      type="error"
      showIcon
      title={MESSAGES.loadFailed}
      action={
        <Button size="small" onClick={onRetry}>
          {t('Retry')}
        </Button>
      }
    />
  );
}
