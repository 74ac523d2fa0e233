import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail, useT } from 'shared-auth';
import { useRegenerateBackupCodesMutation } from '../api/securityApi';
import { MESSAGES } from '../lib/messages';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

export interface RegenerateBackupCodesModalProps {
  open: boolean;
  onClose: () => void;
  /** The new codes, once the server made them (shown once by the caller). */
  onGenerated: (codes: string[]) => void;
}

/** New backup codes replace the old ones; the password is asked again first (a signed-in session is not enough). */
export function RegenerateBackupCodesModal({ open, onClose, onGenerated }: RegenerateBackupCodesModalProps) {
  const { message } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const [regenerate, { isLoading }] = useRegenerateBackupCodesMutation();
  const [password, setPassword] = useState('');
  const ready = password.length > 0;

  const close = () => {
    setPassword('');
    onClose();
  };

  const onSubmit = async () => {
    if (!ready || isLoading) return;
    let codes: string[];
    try {
      ({ backup_codes: codes } = await regenerate({ password }).unwrap());
    } catch (caught) {
      void message.error(errorDetail(caught, MESSAGES.backupCodesFailed));
      return;
    }
    void message.success(MESSAGES.backupCodesRegenerated);
    close();
    onGenerated(codes);
  };

  return (
    <Modal
      title={t('Generate new backup codes')}
      open={open}
      onCancel={close}
      okText={t('Generate')}
      okButtonProps={{ disabled: !ready }}
      confirmLoading={isLoading}
      onOk={() => void onSubmit()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('Your current backup codes will stop working. Confirm with your password.')}
      </Typography.Paragraph>
      <Form name="settings-backup-codes" layout="vertical" onFinish={() => void onSubmit()}>
        <Form.Item label={t('Password')} htmlFor="backup-codes-password" style={{ marginBottom: 0 }}>
          <Input.Password
            id="backup-codes-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoFocus
          />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
