import { Alert, Button, Flex, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { errorDetail, useAcceptInviteMutation, useCompleteLogin, useInviteDetailsQuery, useT } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../../i18n/catalogue';
import { AuthCard } from '../components/AuthCard';
import { PasswordFields } from '../components/PasswordFields';

export function AcceptInvitePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const details = useInviteDetailsQuery(token ?? skipToken);
  const [acceptInvite, { isLoading }] = useAcceptInviteMutation();
  const completeLogin = useCompleteLogin();
  const [error, setError] = useState<string | null>(null);
  const t = useT(SHELL_NAMESPACE);
  const missingToken = t('Invalid or missing invite token');
  const title = t('Join Your Team');

  const toLogin = <Link to="/login">{t('Go to login')}</Link>;

  if (!token) return <AuthCard title={title} error={missingToken} footer={toLogin} />;

  if (details.isLoading) {
    return (
      <AuthCard title={title}>
        <Flex justify="center" gap={8} role="status">
          <Spin />
          <span>{t('Loading your invitation…')}</span>
        </Flex>
      </AuthCard>
    );
  }

  if (!details.data) {
    return <AuthCard title={title} error={errorDetail(details.error, missingToken)} footer={toLogin} />;
  }

  const invite = details.data;

  const onFinish = async ({ password }: { password: string }) => {
    setError(null);
    try {
      completeLogin(await acceptInvite({ token, password }).unwrap());
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : errorDetail(caught, t('Failed to accept invite')));
      return;
    }
    navigate('/', { replace: true });
  };

  return (
    <AuthCard title={title} error={error} width={460}>
      <Alert
        type="info"
        showIcon
        title={t("You've been invited to join {{company}} on Parcelwatch", { company: invite.company_name })}
        description={t('Choose a password to activate your account.')}
        style={{ marginBottom: 16 }}
      />
      <Form name="accept-invite" layout="vertical" onFinish={onFinish}>
        <Flex gap={12}>
          <Form.Item label={t('First name')} htmlFor="invite-first-name" style={{ flex: 1 }}>
            <Input id="invite-first-name" value={invite.first_name} readOnly autoComplete="given-name" />
          </Form.Item>
          <Form.Item label={t('Last name')} htmlFor="invite-last-name" style={{ flex: 1 }}>
            <Input id="invite-last-name" value={invite.last_name} readOnly autoComplete="family-name" />
          </Form.Item>
        </Flex>
        <Form.Item label={t('Email')} htmlFor="invite-email">
          <Input id="invite-email" value={invite.email} readOnly autoComplete="username" />
        </Form.Item>
        <PasswordFields autoFocus />
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          {t('Accept invite')}
        </Button>
      </Form>
    </AuthCard>
  );
}
