import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorDetail, selectCurrentUser, useAppSelector, useLogout, useT } from 'shared-auth';
import { useCompanyQuery, useDeleteCompanyMutation } from '../api/companyApi';
import { MESSAGES } from '../lib/messages';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

export interface DeleteAccountModalProps {
  open: boolean;
  onClose: () => void;
}

/** Deleting the account deletes the whole company: it is spelled out before the password is asked for. */
export function DeleteAccountModal({ open, onClose }: DeleteAccountModalProps) {
  const navigate = useNavigate();
  const t = useT(SETTINGS_NAMESPACE);
  const logout = useLogout();
  const user = useAppSelector(selectCurrentUser);
  const { data: company } = useCompanyQuery();
  const [deleteCompany, { isLoading }] = useDeleteCompanyMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const companyName = company?.name ?? user?.company_name ?? t('your company');
  // The company's name is shown in bold where the sentence puts it.
  const [beforeName = '', afterName = ''] = t(
    'Deleting the account deletes the whole company {{company}}, not only your user:',
    { company: '\u0000' },
  ).split('\u0000');

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };

  const onDelete = async () => {
    if (!password || isLoading) return;
    setError(null);
    try {
      await deleteCompany({ password }).unwrap();
    } catch (caught) {
      setError(errorDetail(caught, MESSAGES.deleteFailed));
      return;
    }
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <Modal
      title={t('Delete account')}
      open={open}
      onCancel={close}
      okText={t('Delete account permanently')}
      okButtonProps={{ danger: true, disabled: !password }}
      confirmLoading={isLoading}
      onOk={() => void onDelete()}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        title={t('This cannot be undone.')}
        description={
          <div data-testid="delete-account-consequences">
            <Typography.Paragraph style={{ marginBottom: 8 }}>
              {beforeName}
              <strong>{companyName}</strong>
              {afterName}
            </Typography.Paragraph>
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              <li>
                {company
                  ? t('every user of the company ({{count}}) loses access, and their accounts are deleted;', {
                      count: company.user_count,
                    })
                  : t('every user of the company loses access, and their accounts are deleted;')}
              </li>
              <li>{t('all properties, their alerts and analyses are deleted;')}</li>
              <li>{t('all property subscriptions are cancelled and deleted;')}</li>
              <li>{t('all uploaded documents, including the terms of reference, are deleted;')}</li>
              <li>{t('support reports and settings are deleted.')}</li>
            </ul>
            <Typography.Paragraph style={{ margin: '8px 0 0' }}>
              {t('You will be signed out. Export your account data first if you need a copy.')}
            </Typography.Paragraph>
          </div>
        }
        style={{ marginBottom: 16 }}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form name="delete-account" layout="vertical" onFinish={() => void onDelete()}>
        <Form.Item
          label={t('Confirm with your password')}
          htmlFor="delete-account-password"
          style={{ marginBottom: 0 }}
        >
          <Input.Password
            id="delete-account-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
