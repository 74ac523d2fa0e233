import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { SUPPORT_TEXTS } from '../constants';
import { useT } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

/** Shown after a report is sent; the form comes back (reset) after 3 seconds. */
export function SupportSuccess() {
  const navigate = useNavigate();
  const t = useT(SETTINGS_NAMESPACE);
  return (
    <Result
      status="success"
      title={SUPPORT_TEXTS.successTitle}
      subTitle={SUPPORT_TEXTS.successText}
      extra={
        <Button type="primary" onClick={() => navigate('/')} autoFocus>
          {t('Back to Dashboard')}
        </Button>
      }
    />
  );
}
