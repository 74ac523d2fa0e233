import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { SUPPORT_TEXTS } from '../constants';

/** Shown after a report is sent; the form comes back (reset) after 3 seconds. */
export function SupportSuccess() {
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={SUPPORT_TEXTS.successTitle}
      subTitle={SUPPORT_TEXTS.successText}
      extra={
        <Button type="primary" onClick={() => navigate('/')} autoFocus>
          Back to Dashboard
        </Button>
      }
    />
  );
}
