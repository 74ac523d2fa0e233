import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail, useT } from 'shared-auth';
import { useDisableTwoFactorMutation } from '../api/securityApi';
import { MESSAGES } from '../lib/messages';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

export interface DisableTwoFactorModalProps {
  open: boolean;
  onClose: () => void;
}

/** Turning two-factor off asks for the password and a code (from the app, or a backup code). */
export function DisableTwoFactorModal({ open, onClose }: DisableTwoFactorModalProps) {
  const { message } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const ready = password.length > 0 && code.trim().length > 0;

  const close = () => {
    setPassword('');
    setCode('');
    onClose();
  };

  const onSubmit = async () => {
    if (!ready || isLoading) return;
    try {
      await disable({ password, code: code.trim() }).unwrap();
    } catch (caught) {
      void message.error(errorDetail(caught, MESSAGES.twoFactorDisableFailed));
      return;
    }
    void message.success(MESSAGES.twoFactorDisabled);
    close();
  };

  return (
    <Modal
      title={t('Disable two-factor authentication')}
      open={open}
      onCancel={close}
      okText={t('Disable 2FA')}
      okButtonProps={{ danger: true, disabled: !ready }}
      confirmLoading={isLoading}
      onOk={() => void onSubmit()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t(
          'Signing in will then ask for your password only. Confirm with your password and a code from your authenticator app (or one of your backup codes).',
        )}
      </Typography.Paragraph>
      <Form name="settings-two-factor-disable" layout="vertical" onFinish={() => void onSubmit()}>
        <Form.Item label={t('Password')} htmlFor="disable-2fa-password">
          <Input.Password
            id="disable-2fa-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoFocus
          />
        </Form.Item>
        <Form.Item label={t('Authentication or backup code')} htmlFor="disable-2fa-code" style={{ marginBottom: 0 }}>
          <Input
            id="disable-2fa-code"
            autoComplete="one-time-code"
            value={code}
            maxLength={32}
            onChange={(event) => setCode(event.target.value)}
            placeholder="123456"
          />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
