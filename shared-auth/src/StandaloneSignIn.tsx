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
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async ({ email, password, code }: Values) => {
    setError(null);
    try {
      const answer = needsCode
        ? await verifyLogin({ email, code: code ?? '' }).unwrap()
        : await login({ email, password }).unwrap();
      completeLogin(answer);
    } catch (caught) {
      const detail = errorDetail(caught, '');
      if (!needsCode && errorStatus(caught) === 403 && detail === '2FA required') {
        setNeedsCode(true);
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
