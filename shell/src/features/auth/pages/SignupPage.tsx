import BankOutlined from '@ant-design/icons/BankOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Button, Checkbox, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorDetail, getLanguage, useCompleteLogin, useRegisterMutation, useT } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../../i18n/catalogue';
import { AuthCard } from '../components/AuthCard';
import { PasswordFields } from '../components/PasswordFields';
import { TwoFactorSetup } from '../components/TwoFactorSetup';
import { ruleFrom } from '../formRules';
import { emailError, MESSAGES, requiredError, splitFullName } from '../validation';

interface SignupValues {
  full_name: string;
  email: string;
  company_name: string;
  password: string;
  confirm_password: string;
  enroll_in_trial?: boolean;
}

export function SignupPage() {
  const navigate = useNavigate();
  const t = useT(SHELL_NAMESPACE);
  const [register, { isLoading }] = useRegisterMutation();
  const completeLogin = useCompleteLogin();
  const [error, setError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);

  const onFinish = async (values: SignupValues) => {
    setError(null);
    try {
      const answer = await register({
        email: values.email.trim(),
        password: values.password,
        ...splitFullName(values.full_name),
        company_name: values.company_name.trim(),
        enroll_in_trial: values.enroll_in_trial ?? false,
        // The language of these screens becomes the account's.
        language: getLanguage(),
      }).unwrap();
      completeLogin(answer);
      setRegistered(true);
    } catch (caught) {
      setError(
        caught instanceof Error ? caught.message : errorDetail(caught, t('Registration failed. Please try again.')),
      );
    }
  };

  if (registered) {
    return (
      <AuthCard title={t('Your account is ready')} width={480}>
        <TwoFactorSetup onDone={() => navigate('/', { replace: true })} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('Create your account')}
      error={error}
      width={460}
      footer={
        <Typography.Text>
          {t('Already have an account?')} <Link to="/login">{t('Log in')}</Link>
        </Typography.Text>
      }
    >
      <Form<SignupValues>
        name="signup"
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ enroll_in_trial: false }}
      >
        <Form.Item
          label={t('Full name')}
          name="full_name"
          required
          rules={[ruleFrom((value) => requiredError(value, MESSAGES.fullNameRequired))]}
        >
          <Input prefix={<UserOutlined />} autoComplete="name" autoFocus />
        </Form.Item>
        <Form.Item label={t('Email')} name="email" required rules={[ruleFrom((value) => emailError(value))]}>
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label={t('Company name')}
          name="company_name"
          required
          rules={[ruleFrom((value) => requiredError(value, MESSAGES.companyNameRequired))]}
        >
          <Input prefix={<BankOutlined />} autoComplete="organization" />
        </Form.Item>
        <PasswordFields />
        <Form.Item name="enroll_in_trial" valuePropName="checked">
          <Checkbox>{t('Start my 1-month free trial (no credit card needed)')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          {t('Create account')}
        </Button>
      </Form>
    </AuthCard>
  );
}
