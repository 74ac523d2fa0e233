import SendOutlined from '@ant-design/icons/SendOutlined';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { errorDetail, useT } from 'shared-auth';
import { useInviteUserMutation } from '../api/companyApi';
import { MESSAGES } from '../lib/messages';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

interface InviteForm {
  first_name?: string;
  last_name?: string;
  email?: string;
}

export interface InviteUserFormProps {
  /** The company has no free seat left. */
  full: boolean;
  maxUsers: number;
}

/** Invites a teammate by first name, last name and email; invitations always make analysts. */
export function InviteUserForm({ full, maxUsers }: InviteUserFormProps) {
  const { message } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const [form] = Form.useForm<InviteForm>();
  const [invite, { isLoading }] = useInviteUserMutation();

  const onFinish = async (values: InviteForm) => {
    const first_name = values.first_name?.trim() ?? '';
    const last_name = values.last_name?.trim() ?? '';
    const email = values.email?.trim() ?? '';
    if (!first_name || !last_name || !email) {
      void message.error(MESSAGES.inviteIncomplete);
      return;
    }
    try {
      await invite({ first_name, last_name, email }).unwrap();
    } catch (caught) {
      void message.error(errorDetail(caught, MESSAGES.inviteFailed));
      return;
    }
    void message.success(MESSAGES.inviteSent);
    form.resetFields();
  };

  return (
    <Card title={t('Invite a teammate')}>
      <Typography.Paragraph type="secondary">
        {t('They receive an email with a link to join. New teammates join as analysts.')}
      </Typography.Paragraph>
      {full && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('Your company has reached its limit of {{count}} users.', { count: maxUsers })}
          description={t('Remove a user before inviting someone new.')}
        />
      )}
      <Form<InviteForm>
        form={form}
        name="invite-user"
        layout="vertical"
        disabled={full}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label={t('First name')} name="first_name">
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
        <Form.Item label={t('Last name')} name="last_name">
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
        <Form.Item label={t('Email')} name="email">
          <Input type="email" autoComplete="off" maxLength={254} placeholder="name@example.com" />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={isLoading} block>
          {t('Send invitation')}
        </Button>
      </Form>
    </Card>
  );
}
