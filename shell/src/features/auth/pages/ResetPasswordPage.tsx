import { Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorDetail, useResetPasswordConfirmMutation, useT } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../../i18n/catalogue';
import { AuthCard } from '../components/AuthCard';
import { PasswordFields } from '../components/PasswordFields';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const [confirmReset, { isLoading }] = useResetPasswordConfirmMutation();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const t = useT(SHELL_NAMESPACE);

  if (!token) {
    return (
      <AuthCard
        title={t('Invalid Reset Link')}
        footer={<Link to="/auth/forgot-password">{t('Request a new reset link')}</Link>}
      >
        <Typography.Paragraph type="danger" style={{ textAlign: 'center' }}>
          {t('Invalid or missing reset token')}
        </Typography.Paragraph>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={t('Password Reset Complete!')}>
        <Typography.Paragraph style={{ textAlign: 'center' }}>
          {t('Your password has been changed. You can now log in with your new password.')}
        </Typography.Paragraph>
        <Button type="primary" size="large" block autoFocus onClick={() => navigate('/login')}>
          {t('Go to login')}
        </Button>
      </AuthCard>
    );
  }

  const onFinish = async ({ password }: { password: string }) => {
    setError(null);
    try {
      await confirmReset({ token, password }).unwrap();
      setDone(true);
    } catch (caught) {
      setError(errorDetail(caught, t('Failed to reset password')));
    }
  };

  return (
    <AuthCard title={t('Choose a new password')} error={error} footer={<Link to="/login">{t('Back to login')}</Link>}>
      <Form name="reset-password" layout="vertical" onFinish={onFinish}>
        <PasswordFields passwordLabel={t('New password')} autoFocus />
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          {t('Reset password')}
        </Button>
      </Form>
    </AuthCard>
  );
}
