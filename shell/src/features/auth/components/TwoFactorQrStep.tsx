import { Button, Flex, Typography } from 'antd';
import { BackupCodesList, TwoFactorQrCode, type TwoFactorSetupResponse } from 'shared-auth';

export interface TwoFactorQrStepProps {
  setup: TwoFactorSetupResponse;
  onContinue: () => void;
  onSkip: () => void;
}

/** Step 2: the QR code, the secret for manual entry, and the backup codes. */
export function TwoFactorQrStep({ setup, onContinue, onSkip }: TwoFactorQrStepProps) {
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        Scan the QR code
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Use an authenticator app such as Google Authenticator, Microsoft Authenticator, Authy or 1Password.
      </Typography.Paragraph>
      <TwoFactorQrCode setup={setup} />
      <BackupCodesList codes={setup.backup_codes} />
      <Button type="primary" size="large" onClick={onContinue} style={{ marginTop: 8 }}>
        Continue
      </Button>
      <Button type="text" onClick={onSkip}>
        Skip for now
      </Button>
    </Flex>
  );
}
