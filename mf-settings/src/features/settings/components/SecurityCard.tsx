import KeyOutlined from '@ant-design/icons/KeyOutlined';
import { App, Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail, useT } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';
import { useLoginSessionsQuery, usePasswordHistoryQuery, useRevokeOtherSessionsMutation } from '../api/securityApi';
import { formatTorontoDateTime } from '../lib/format';
import { MESSAGES } from '../lib/messages';
import { ChangePasswordModal } from './ChangePasswordModal';
import { LoadError } from './LoadError';
import { SessionsTable } from './SessionsTable';

/** Security: password last changed and its change, the login sessions and their revocation (Toronto time). */
export function SecurityCard() {
  const { message } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const sessions = useLoginSessionsQuery();
  const history = usePasswordHistoryQuery();
  const [revokeOthers, { isLoading: revoking }] = useRevokeOtherSessionsMutation();
  const [changingPassword, setChangingPassword] = useState(false);
  const otherSessions = (sessions.data ?? []).filter((session) => !session.is_current).length;

  const onRevokeOthers = async () => {
    try {
      const { revoked } = await revokeOthers().unwrap();
      void message.success(MESSAGES.otherSessionsRevoked(revoked));
    } catch (caught) {
      void message.error(errorDetail(caught, MESSAGES.revokeAllFailed));
    }
  };

  return (
    <Card title={t('Security')}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Text strong>{t('Password')}</Typography.Text>
          <br />
          <Typography.Text type="secondary" data-testid="password-last-changed">
            {t('Last changed: {{date}}', {
              date: history.isLoading ? '…' : formatTorontoDateTime(history.data?.last_changed, t('Never')),
            })}
          </Typography.Text>
        </div>
        <Button icon={<KeyOutlined />} onClick={() => setChangingPassword(true)}>
          {t('Change password')}
        </Button>
      </Flex>

      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <div>
          <Typography.Text strong>{t('Login sessions')}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{t('Times are shown in Toronto time (America/Toronto).')}</Typography.Text>
        </div>
        <Popconfirm
          title={t('Sign out every other session?')}
          description={t('Other browsers and devices will have to log in again.')}
          okText={t('Revoke all')}
          onConfirm={() => onRevokeOthers()}
          disabled={otherSessions === 0}
        >
          <Button danger disabled={otherSessions === 0} loading={revoking}>
            {t('Revoke all other sessions')}
          </Button>
        </Popconfirm>
      </Flex>
      {sessions.isError ? (
        <LoadError onRetry={() => void sessions.refetch()} />
      ) : (
        <SessionsTable sessions={sessions.data ?? []} loading={sessions.isLoading} />
      )}
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Card>
  );
}
