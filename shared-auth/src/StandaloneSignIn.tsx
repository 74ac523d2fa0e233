import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail, errorStatus } from './api';
import { useLoginMutation, useVerifyLoginMutation } from './authApi';
import { useCompleteLogin } from './session';

interface Values {
  email: string;
  password: string;
  code?: string;
}

/** Minimal sign-in for running one remote alone in development (the shell has the real screens). */
export function StandaloneSignIn() {
  const [login, loginState] = useLoginMutation();
  const [verifyLogin, verifyState] = useVerifyLoginMutation();
  const completeLogin = useCompleteLogin();
  // The password step's challenge id once it answered '2FA required' (null: no code asked yet).
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const needsCode = challengeId !== null;
  const [error, setError] = useState<string | null>(null);

  const onFinish = async ({ email, password, code }: Values) => {
    setError(null);
    try {
      const answer = needsCode
        ? await verifyLogin({ email, code: code ?? '', challenge_id: challengeId }).unwrap()
        : await login({ email, password }).unwrap();
      completeLogin(answer);
    } catch (caught) {
      const detail = errorDetail(caught, '');
      if (!needsCode && errorStatus(caught) === 403 && detail === '2FA required') {
        const data = (caught as { data?: { challenge_id?: unknown } }).data;
        setChallengeId(typeof data?.challenge_id === 'string' ? data.challenge_id : '');
      } else if (caught instanceof Error) {
        setError(caught.message);
      } else {
        setError(detail || (needsCode ? 'Invalid verification code' : 'Invalid email or password'));
      }
    }
  };

  return (
    <Card style={{ maxWidth: 380, margin: '10vh auto' }}>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        Parcelwatch (standalone)
      </Typography.Title>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form<Values> name="standalone-login" layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Please enter your email' }]}>
          <Input type="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {needsCode && (
          <Form.Item
            label="Verification code"
            name="code"
            rules={[{ required: true, pattern: /^\d{6}$/, message: 'Enter the 6-digit code' }]}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={loginState.isLoading || verifyState.isLoading}>
          {needsCode ? 'Verify' : 'Log in'}
        </Button>
      </Form>
    </Card>
  );
}
