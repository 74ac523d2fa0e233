import MailOutlined from '@ant-design/icons/MailOutlined';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorDetail, useRequestPasswordResetMutation } from 'shared-auth';
import { AuthCard } from '../components/AuthCard';
import { ruleFrom } from '../formRules';
import { emailError, MESSAGES } from '../validation';

export function ForgotPasswordPage() {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onFinish = async ({ email }: { email: string }) => {
    setError(null);
    const address = email.trim();
    try {
      await requestReset({ email: address }).unwrap();
      setSentTo(address);
    } catch (caught) {
      setError(errorDetail(caught, 'Failed to send reset email'));
    }
  };

  const backToLogin = <Link to="/login">Back to login</Link>;

  if (sentTo !== null) {
    return (
      <AuthCard title="Check Your Email" footer={backToLogin}>
        <Typography.Paragraph style={{ textAlign: 'center' }}>
          If an account exists for <Typography.Text strong>{sentTo}</Typography.Text>, we have sent a link to reset your
          password.
        </Typography.Paragraph>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to reset it."
      error={error}
      footer={backToLogin}
    >
      <Form name="forgot-password" layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item
          label="Email"
          name="email"
          rules={[ruleFrom((value) => emailError(value, MESSAGES.loginEmailRequired))]}
        >
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" autoFocus size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          Send reset link
        </Button>
      </Form>
    </AuthCard>
  );
}
