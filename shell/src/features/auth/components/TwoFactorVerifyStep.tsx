import { App, Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail, useTwoFactorEnableMutation } from 'shared-auth';
import { digitsOnly, isTwoFactorCode } from '../validation';

export interface TwoFactorVerifyStepProps {
  onBack: () => void;
  onEnabled: () => void;
  onSkip: () => void;
}

/** Step 3: a first code from the app proves the setup works and turns two-factor on. */
export function TwoFactorVerifyStep({ onBack, onEnabled, onSkip }: TwoFactorVerifyStepProps) {
  const { message } = App.useApp();
  const [enable, { isLoading }] = useTwoFactorEnableMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const complete = isTwoFactorCode(code);

  const onFinish = async () => {
    if (!complete || isLoading) return;
    setError(null);
    try {
      await enable({ code }).unwrap();
    } catch (caught) {
      setError(errorDetail(caught, 'Invalid verification code'));
      return;
    }
    void message.success('Two-factor authentication is enabled');
    onEnabled();
  };

  return (
    <Form name="two-factor-enable" layout="vertical" onFinish={onFinish}>
      <Flex vertical gap={12}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          Enter the code from your app
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Type the 6-digit code your authenticator app shows for Parcelwatch.
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} />}
        <Form.Item label="Verification code" htmlFor="two-factor-enable-code" style={{ marginBottom: 0 }}>
          {/* No maxLength: a pasted '123 456' must survive; digitsOnly keeps at most 6 digits. */}
          <Input
            id="two-factor-enable-code"
            value={code}
            onChange={(event) => setCode(digitsOnly(event.target.value))}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            size="large"
            autoFocus
            style={{ letterSpacing: 6, textAlign: 'center', fontSize: 20 }}
          />
        </Form.Item>
        <Button type="primary" size="large" htmlType="submit" disabled={!complete} loading={isLoading}>
          Verify and enable
        </Button>
        <Flex justify="space-between">
          <Button type="link" onClick={onBack}>
            Back
          </Button>
          <Button type="text" onClick={onSkip}>
            Skip for now
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
