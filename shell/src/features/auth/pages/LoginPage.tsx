import LockOutlined from '@ant-design/icons/LockOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorDetail, errorStatus, useCompleteLogin, useLoginMutation, useT } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../../i18n/catalogue';
import { AuthCard } from '../components/AuthCard';
import { TwoFactorCodeModal } from '../components/TwoFactorCodeModal';
import { ruleFrom } from '../formRules';
import { emailError, MESSAGES } from '../validation';

interface LoginValues {
  email: string;
  password: string;
}

/** The challenge id of a 403 '2FA required' answer ('' when missing: the second step is then refused). */
function challengeIdOf(error: unknown): string {
  const data = (error as { data?: { challenge_id?: unknown } } | null)?.data;
  return typeof data?.challenge_id === 'string' ? data.challenge_id : '';
}

export function LoginPage() {
  const navigate = useNavigate();
  const t = useT(SHELL_NAMESPACE);
  const [login, { isLoading }] = useLoginMutation();
  const completeLogin = useCompleteLogin();
  const [error, setError] = useState<string | null>(null);
  // Set when the server asks for a second factor: the email the code is checked against, and the challenge id
  // the password step answered (the second step is accepted only with it).
  const [twoFactor, setTwoFactor] = useState<{ email: string; challengeId: string } | null>(null);
  const goHome = useCallback(() => navigate('/', { replace: true }), [navigate]);

  const onFinish = async ({ email, password }: LoginValues) => {
    setError(null);
    const address = email.trim();
    try {
      completeLogin(await login({ email: address, password }).unwrap());
    } catch (caught) {
      if (errorStatus(caught) === 403 && errorDetail(caught, '') === '2FA required') {
        setTwoFactor({ email: address, challengeId: challengeIdOf(caught) });
      } else {
        // An Error is completeLogin rejecting the answer ('No access token received').
        setError(caught instanceof Error ? caught.message : errorDetail(caught, 'Invalid email or password'));
      }
      return;
    }
    goHome();
  };

  return (
    <AuthCard
      title={t('Log in')}
      error={error}
      footer={
        <Typography.Text>
          {t("Don't have an account?")} <Link to="/signup">{t('Sign up')}</Link>
        </Typography.Text>
      }
    >
      <Form<LoginValues> name="login" layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item
          label={t('Email')}
          name="email"
          rules={[ruleFrom((value) => emailError(value, MESSAGES.loginEmailRequired))]}
        >
          <Input prefix={<MailOutlined />} type="email" autoComplete="username" autoFocus size="large" />
        </Form.Item>
        <Form.Item
          label={t('Password')}
          name="password"
          rules={[ruleFrom((value) => (value ? null : MESSAGES.loginPasswordRequired))]}
          style={{ marginBottom: 8 }}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
        </Form.Item>
        <Flex justify="flex-end" style={{ marginBottom: 16 }}>
          <Link to="/auth/forgot-password">{t('Forgot password?')}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          {t('Log in')}
        </Button>
      </Form>
      <TwoFactorCodeModal
        open={twoFactor !== null}
        email={twoFactor?.email ?? ''}
        challengeId={twoFactor?.challengeId ?? ''}
        onCancel={() => setTwoFactor(null)}
        onSignedIn={goHome}
      />
    </AuthCard>
  );
}
