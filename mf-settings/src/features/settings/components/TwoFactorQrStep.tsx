import { Flex, Typography } from 'antd';
import type { TwoFactorSetupResponse } from 'shared-auth';
import { AUTHENTICATOR_APPS } from '../lib/messages';
import { BackupCodesList } from './BackupCodesList';

/** Setup step: suggested authenticator apps, the QR code, the secret for manual entry, and the backup codes. */
export function TwoFactorQrStep({ setup }: { setup: TwoFactorSetupResponse }) {
  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text strong>1. Install an authenticator app</Typography.Text>
        <ul aria-label="Suggested authenticator apps" style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {AUTHENTICATOR_APPS.map((app) => (
            <li key={app}>{app}</li>
          ))}
        </ul>
      </div>
      <Typography.Text strong>2. Scan this QR code with the app</Typography.Text>
      <Flex justify="center">
        <img
          alt="Two-factor QR code"
          src={setup.qr_code}
          width={180}
          height={180}
          style={{ border: '1px solid #e5e9f2', borderRadius: 8, padding: 8, background: '#fff' }}
        />
      </Flex>
      <Typography.Text type="secondary">Can't scan it? Enter this key in the app instead:</Typography.Text>
      <Typography.Text code copyable={{ text: setup.secret }} style={{ wordBreak: 'break-all' }}>
        {setup.secret}
      </Typography.Text>
      <BackupCodesList codes={setup.backup_codes} />
    </Flex>
  );
}
