import { Flex, Typography } from 'antd';
import { BackupCodesList, TwoFactorQrCode, type TwoFactorSetupResponse, useT } from 'shared-auth';
import { AUTHENTICATOR_APPS } from '../lib/messages';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

/** Setup step: suggested authenticator apps, the QR code, the secret for manual entry, and the backup codes. */
export function TwoFactorQrStep({ setup }: { setup: TwoFactorSetupResponse }) {
  const t = useT(SETTINGS_NAMESPACE);
  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text strong>{t('1. Install an authenticator app')}</Typography.Text>
        <ul aria-label={t('Suggested authenticator apps')} style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {AUTHENTICATOR_APPS.map((app) => (
            <li key={app}>{app}</li>
          ))}
        </ul>
      </div>
      <Typography.Text strong>{t('2. Scan this QR code with the app')}</Typography.Text>
      <TwoFactorQrCode setup={setup} />
      <BackupCodesList codes={setup.backup_codes} headingLevel={2} />
    </Flex>
  );
}
