import { App, Button, Popconfirm, Table, Tag, Typography } from 'antd';
import { errorDetail } from 'shared-auth';
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
      aria-label="Login sessions"
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
      locale={{ emptyText: 'No active sessions' }}
      columns={[
        {
          title: 'Device',
          key: 'device',
          render: (_, session) => (
            <span>
              {session.device_info || 'Unknown device'} {session.is_current && <Tag color="green">Current session</Tag>}
            </span>
          ),
        },
        { title: 'Browser', key: 'browser', render: (_, session) => session.browser_info || 'Unknown browser' },
        {
          title: 'Location',
          key: 'location',
          render: (_, session) => (
            <span>
              {session.location || 'Unknown location'}
              {session.ip_address && (
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {session.ip_address}
                </Typography.Text>
              )}
            </span>
          ),
        },
        {
          title: 'Last active',
          key: 'last_active',
          render: (_, session) => formatTorontoDateTime(session.last_active),
        },
        {
          title: <span style={visuallyHidden}>Actions</span>,
          key: 'actions',
          align: 'right',
          render: (_, session) =>
            session.is_current ? null : (
              <Popconfirm
                title="Revoke this session?"
                description="That browser will have to log in again."
                okText="Revoke"
                onConfirm={() => onRevoke(session.id)}
              >
                <Button
                  size="small"
                  danger
                  loading={revoking && originalArgs === session.id}
                  aria-label={`Revoke session ${session.device_info ?? ''} ${session.browser_info ?? ''}`.trim()}
                >
                  Revoke
                </Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  );
}
