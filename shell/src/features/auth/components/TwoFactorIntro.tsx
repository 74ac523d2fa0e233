import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import { Alert, Button, Flex, Typography } from 'antd';
import { useT } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../../i18n/catalogue';

export interface TwoFactorIntroProps {
  loading: boolean;
  error: string | null;
  onEnable: () => void;
  onSkip: () => void;
}

/** Step 1 of the two-factor setup: the offer, which may be declined. */
export function TwoFactorIntro({ loading, error, onEnable, onSkip }: TwoFactorIntroProps) {
  const t = useT(SHELL_NAMESPACE);
  return (
    <Flex vertical gap={16} align="stretch">
      <SafetyCertificateOutlined style={{ fontSize: 40, color: '#1f5eff' }} aria-hidden />
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0, textAlign: 'center' }}>
        {t('Protect your account with two-factor authentication')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0, textAlign: 'center' }}>
        {t(
          'Besides your password, signing in will ask for a 6-digit code from an authenticator app on your phone. It takes about a minute to set up.',
        )}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} />}
      <Button type="primary" size="large" loading={loading} onClick={onEnable} autoFocus>
        {t('Enable two-factor authentication')}
      </Button>
      <Button type="text" onClick={onSkip}>
        {t('Skip for now')}
      </Button>
    </Flex>
  );
}
