import { Alert, Button, Flex, Input, Modal, Spin, Typography, type GetRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorDetail, useVerifyLoginMutation } from 'shared-auth';
import { useFinishTwoFactorLogin } from '../hooks/useFinishTwoFactorLogin';
import { digitsOnly, isTwoFactorCode, TWO_FACTOR_CODE_LENGTH } from '../validation';
import { BackupCodeForm } from './BackupCodeForm';

export interface TwoFactorCodeModalProps {
  open: boolean;
  email: string;
  /** From the password step's answer; sent with every code. */
  challengeId: string;
  onCancel: () => void;
  /** Called once the token and user are stored. */
  onSignedIn: () => void;
}

// Digits only; the OTP boxes accept a pasted code and fill from the first box.
const keepDigits = (value: string) => digitsOnly(value, TWO_FACTOR_CODE_LENGTH);

/** The second step of a login that needs a code: six boxes that submit themselves, or a backup code. */
export function TwoFactorCodeModal({ open, email, challengeId, onCancel, onSignedIn }: TwoFactorCodeModalProps) {
  const [verifyLogin, { isLoading }] = useVerifyLoginMutation();
  const finish = useFinishTwoFactorLogin(onSignedIn);
  const [mode, setMode] = useState<'authenticator' | 'backup'>('authenticator');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const otpRef = useRef<GetRef<typeof Input.OTP>>(null);

  // After a rejected code the boxes are cleared and the first one takes the focus again.
  useEffect(() => {
    if (failures > 0) otpRef.current?.focus();
  }, [failures]);

  const submit = async (value: string) => {
    if (!isTwoFactorCode(value) || isLoading) return;
    setError(null);
    let problem: string | null;
    try {
      problem = finish(await verifyLogin({ email, code: value, challenge_id: challengeId }).unwrap());
    } catch (caught) {
      problem = errorDetail(caught, 'Invalid verification code');
    }
    if (problem) {
      setError(problem);
      setCode('');
      setFailures((count) => count + 1);
    }
  };

  return (
    <Modal
      open={open}
      title="Log in using your authenticator app"
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      afterOpenChange={(visible) => visible && otpRef.current?.focus()}
    >
      {mode === 'authenticator' ? (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            Enter the 6-digit code from your authenticator app. It is checked as soon as all six digits are in.
          </Typography.Text>
          {error && <Alert type="error" showIcon title={error} />}
          <Flex justify="center">
            <Input.OTP
              ref={otpRef}
              length={TWO_FACTOR_CODE_LENGTH}
              value={code}
              formatter={keepDigits}
              onInput={(cells) => setCode(cells.join(''))}
              onChange={(value) => void submit(value)}
              disabled={isLoading}
              autoFocus
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-label="Verification code"
              size="large"
            />
          </Flex>
          {isLoading && (
            <Flex justify="center" gap={8} role="status">
              <Spin size="small" />
              <Typography.Text>Verifying…</Typography.Text>
            </Flex>
          )}
          <Button
            type="link"
            onClick={() => {
              setError(null);
              setMode('backup');
            }}
          >
            Use a backup code instead
          </Button>
        </Flex>
      ) : (
        <BackupCodeForm
          email={email}
          challengeId={challengeId}
          onSignedIn={onSignedIn}
          onUseAuthenticator={() => setMode('authenticator')}
        />
      )}
    </Modal>
  );
}
