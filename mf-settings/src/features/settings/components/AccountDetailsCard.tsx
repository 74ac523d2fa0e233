import { App, Button, Card, Col, Divider, Form, Input, Row, Skeleton, Typography } from 'antd';
import {
  errorDetail,
  LanguageSwitch,
  selectCurrentUser,
  sessionChecked,
  useAppDispatch,
  useAppSelector,
  useT,
} from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';
import { useCompanyQuery, useUpdateCompanySettingsMutation, useUpdateProfileMutation } from '../api/companyApi';
import { MESSAGES } from '../lib/messages';

interface AccountForm {
  first_name: string;
  last_name: string;
  contact_email: string;
}

/** Names (saved as the profile), the read-only email, and the company contact email (saved as company settings). */
export function AccountDetailsCard() {
  const { message } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const { data: company, isLoading: companyLoading } = useCompanyQuery();
  const [updateProfile, profileState] = useUpdateProfileMutation();
  const [updateSettings, settingsState] = useUpdateCompanySettingsMutation();
  const saving = profileState.isLoading || settingsState.isLoading;

  if (!user || companyLoading) {
    return (
      <Card title={t('Account details')}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </Card>
    );
  }

  const onFinish = async (values: AccountForm) => {
    const first_name = values.first_name.trim();
    const last_name = values.last_name.trim();
    const contact_email = values.contact_email.trim();
    try {
      const answer = await updateProfile({ first_name, last_name }).unwrap();
      // The header's user menu shows the first name: keep the signed-in user in step.
      dispatch(sessionChecked({ ...user, ...(answer ?? {}), first_name, last_name }));
      if (company && contact_email !== (company.contact_email ?? '')) {
        await updateSettings({ contact_email }).unwrap();
      }
    } catch (caught) {
      void message.error(errorDetail(caught, MESSAGES.settingsFailed));
      return;
    }
    void message.success(MESSAGES.settingsSaved);
  };

  return (
    <Card title={t('Account details')}>
      <Form<AccountForm>
        key={`${user.id}:${company?.id ?? ''}`}
        name="account-details"
        layout="vertical"
        requiredMark={false}
        initialValues={{
          first_name: user.first_name,
          last_name: user.last_name,
          contact_email: company?.contact_email ?? '',
        }}
        onFinish={(values) => void onFinish(values)}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('First name')}
              name="first_name"
              rules={[{ required: true, whitespace: true, message: t('Please enter your first name') }]}
            >
              <Input autoComplete="given-name" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('Last name')}
              name="last_name"
              rules={[{ required: true, whitespace: true, message: t('Please enter your last name') }]}
            >
              <Input autoComplete="family-name" maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('Email')} htmlFor="account-email" extra={t('Your sign-in email cannot be changed here.')}>
          <Input id="account-email" value={user.email} readOnly variant="filled" aria-readonly="true" />
        </Form.Item>
        <Form.Item label={t('Language')} extra={t('Parcelwatch speaks this language to you on every device.')}>
          <LanguageSwitch />
        </Form.Item>
        <Divider style={{ margin: '8px 0 16px' }} />
        <Typography.Text strong>{t('Company')}</Typography.Text>
        <Form.Item
          style={{ marginTop: 8 }}
          label={t('Company contact email')}
          name="contact_email"
          extra={t('Where Parcelwatch sends company-wide notices.')}
          rules={[{ type: 'email', message: t('Please enter a valid email address') }]}
        >
          <Input type="email" autoComplete="email" placeholder="team@example.com" disabled={!company} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('Save changes')}
        </Button>
      </Form>
    </Card>
  );
}
