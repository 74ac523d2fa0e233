import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorDetail, useT } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';
import { useChangePasswordMutation } from '../api/securityApi';
import { MESSAGES } from '../lib/messages';
import { confirmPasswordError, newPasswordError } from '../lib/validation';

interface PasswordForm {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
}

/** Change password: current, new (8 characters at least), confirmation. The server signs out other sessions. */
export function ChangePasswordModal({ open, onClose }: ChangePasswordModalProps) {
  const { message } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const [form] = Form.useForm<PasswordForm>();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    form.resetFields();
    setError(null);
    onClose();
  };

  const onFinish = async (values: PasswordForm) => {
    setError(null);
    try {
      const answer = await changePassword({
        current_password: values.current_password,
        new_password: values.new_password,
      }).unwrap();
      void message.success(answer?.detail || MESSAGES.passwordChanged);
      close();
    } catch (caught) {
      setError(errorDetail(caught, MESSAGES.passwordChangeFailed));
    }
  };

  return (
    <Modal
      title={t('Change password')}
      open={open}
      onCancel={close}
      okText={t('Change password')}
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Form<PasswordForm>
        form={form}
        name="change-password"
        layout="vertical"
        requiredMark={false}
        onFinish={(v) => void onFinish(v)}
      >
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item
          label={t('Current password')}
          name="current_password"
          rules={[{ required: true, message: t('Please enter your current password') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t('New password')}
          name="new_password"
          extra={t('At least 8 characters. Your other sessions will be signed out.')}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const problem = newPasswordError(value);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('Confirm new password')}
          name="confirm_password"
          dependencies={['new_password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                const problem = confirmPasswordError(getFieldValue('new_password') as string | undefined, value);
                if (problem) throw new Error(problem);
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {/* Enter submits from any field. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
