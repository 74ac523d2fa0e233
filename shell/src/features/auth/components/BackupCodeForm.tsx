import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { errorDetail, useVerifyBackupCodeMutation } from 'shared-auth';
import { useFinishTwoFactorLogin } from '../hooks/useFinishTwoFactorLogin';
import { ruleFrom } from '../formRules';
import { MESSAGES, requiredError } from '../validation';

export interface BackupCodeFormProps {
  email: string;
  /** From the password step's answer; sent with the code. */
  challengeId: string;
  onSignedIn: () => void;
  onUseAuthenticator: () => void;
}

/** Second factor through a one-time backup code instead of the authenticator app. */
export function BackupCodeForm({ email, challengeId, onSignedIn, onUseAuthenticator }: BackupCodeFormProps) {
  const [verifyBackupCode, { isLoading }] = useVerifyBackupCodeMutation();
  const finish = useFinishTwoFactorLogin(onSignedIn);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async ({ backup_code }: { backup_code: string }) => {
    setError(null);
    try {
      const answer = await verifyBackupCode({
        email,
        backup_code: backup_code.trim(),
        challenge_id: challengeId,
      }).unwrap();
      setError(finish(answer));
    } catch (caught) {
      setError(errorDetail(caught, 'Invalid verification code'));
    }
  };

  return (
    <Form name="backup-code" layout="vertical" requiredMark={false} onFinish={onFinish}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Backup code"
        name="backup_code"
        rules={[ruleFrom((value) => requiredError(value, MESSAGES.backupCodeRequired))]}
      >
        <Input autoFocus autoComplete="one-time-code" spellCheck={false} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        Verify
      </Button>
      <Button type="link" block onClick={onUseAuthenticator} style={{ marginTop: 8 }}>
        Use your authenticator app instead
      </Button>
    </Form>
  );
}
