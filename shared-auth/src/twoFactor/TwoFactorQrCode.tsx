import { Flex, Typography } from 'antd';
import type { TwoFactorSetupResponse } from '../types';

/** The QR code of the otpauth URL and the secret for manual entry (signup and settings). */
export function TwoFactorQrCode({ setup }: { setup: Pick<TwoFactorSetupResponse, 'qr_code' | 'secret'> }) {
  return (
    <>
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
    </>
  );
}
