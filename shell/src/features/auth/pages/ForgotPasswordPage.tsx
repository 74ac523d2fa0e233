import MailOutlined from '@ant-design/icons/MailOutlined';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorDetail, useRequestPasswordResetMutation, useT } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../../i18n/catalogue';
import { AuthCard } from '../components/AuthCard';
import { ruleFrom } from '../formRules';
import { emailError, MESSAGES } from '../validation';

export function ForgotPasswordPage() {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const t = useT(SHELL_NAMESPACE);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onFinish = async ({ email }: { email: string }) => {
    setError(null);
    const address = email.trim();
    try {
      await requestReset({ email: address }).unwrap();
      setSentTo(address);
    } catch (caught) {
      setError(errorDetail(caught, t('Failed to send reset email')));
    }
  };

  const backToLogin = <Link to="/login">{t('Back to login')}</Link>;

  if (sentTo !== null) {
    return (
      <AuthCard title={t('Check Your Email')} footer={backToLogin}>
        <Typography.Paragraph style={{ textAlign: 'center' }}>
          {t('If an account exists for')} <Typography.Text strong>{sentTo}</Typography.Text>
          {t(', we have sent a link to reset your password.')}
        </Typography.Paragraph>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('Forgot your password?')}
      subtitle={t('Enter your email and we will send you a link to reset it.')}
      error={error}
      footer={backToLogin}
    >
      <Form name="forgot-password" layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item
          label={t('Email')}
          name="email"
          rules={[ruleFrom((value) => emailError(value, MESSAGES.loginEmailRequired))]}
        >
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" autoFocus size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          {t('Send reset link')}
        </Button>
      </Form>
    </AuthCard>
  );
}
