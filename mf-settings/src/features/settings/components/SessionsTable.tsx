import { App, Button, Popconfirm, Table, Tag, Typography } from 'antd';
import { errorDetail, useT } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';
import { useRevokeSessionMutation } from '../api/securityApi';
import type { LoginSession } from '../api/types';
import { formatTorontoDateTime } from '../lib/format';
import { visuallyHidden } from '../lib/a11y';
import { MESSAGES } from '../lib/messages';

const SESSIONS_PAGE_SIZE = 5;

export interface SessionsTableProps {
  sessions: LoginSession[];
  loading: boolean;
}

/** The user's login sessions: device, browser, location, last active, the current one marked. */
export function SessionsTable({ sessions, loading }: SessionsTableProps) {
  const { message } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const [revoke, { isLoading: revoking, originalArgs }] = useRevokeSessionMutation();

  const onRevoke = async (id: string) => {
    try {
      await revoke(id).unwrap();
      void message.success(MESSAGES.sessionRevoked);
    } catch (caught) {
      void message.error(errorDetail(caught, MESSAGES.sessionRevokeFailed));
    }
  };

  return (
    <Table<LoginSession>
      aria-label={t('Login sessions')}
      rowKey="id"
      size="small"
      loading={loading}
      // A user who signs in from many browsers gets pages of five, the newest sign-in first (the API's order).
      pagination={
        sessions.length > SESSIONS_PAGE_SIZE
          ? { pageSize: SESSIONS_PAGE_SIZE, size: 'small', showSizeChanger: false, hideOnSinglePage: true }
          : false
      }
      dataSource={sessions}
      scroll={{ x: 640 }}
      locale={{ emptyText: t('No active sessions') }}
      // The server writes "Unknown device" and "Unknown browser" when a sign-in sent no user agent: shown translated.
      columns={[
        {
          title: t('Device'),
          key: 'device',
          render: (_, session) => (
            <span>
              {!session.device_info || session.device_info === 'Unknown device'
                ? t('Unknown device')
                : session.device_info}{' '}
              {session.is_current && <Tag color="green">{t('Current session')}</Tag>}
            </span>
          ),
        },
        {
          title: t('Browser'),
          key: 'browser',
          render: (_, session) =>
            !session.browser_info || session.browser_info === 'Unknown browser'
              ? t('Unknown browser')
              : session.browser_info,
        },
        {
          title: t('Location'),
          key: 'location',
          render: (_, session) => (
            <span>
              {session.location || t('Unknown location')}
              {session.ip_address && (
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {session.ip_address}
                </Typography.Text>
              )}
            </span>
          ),
        },
        {
          title: t('Last active'),
          key: 'last_active',
          render: (_, session) => formatTorontoDateTime(session.last_active, t('Never')),
        },
        {
          title: <span style={visuallyHidden}>{t('Actions')}</span>,
          key: 'actions',
          align: 'right',
          render: (_, session) =>
            session.is_current ? null : (
              <Popconfirm
                title={t('Revoke this session?')}
                description={t('That browser will have to log in again.')}
                okText={t('Revoke')}
                onConfirm={() => onRevoke(session.id)}
              >
                <Button
                  size="small"
                  danger
                  loading={revoking && originalArgs === session.id}
                  aria-label={t('Revoke session {{device}} {{browser}}', {
                    device: session.device_info ?? '',
                    browser: session.browser_info ?? '',
                  }).trim()}
                >
                  {t('Revoke')}
                </Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  );
}
