import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { App, Button, Empty, Popconfirm, Select, Table, Tag, Tooltip } from 'antd';
import { errorDetail, useT } from 'shared-auth';
import { useRemoveUserMutation, useUpdateUserRoleMutation } from '../api/companyApi';
import type { AssignableRole, CompanyUser } from '../api/types';
import { visuallyHidden } from '../lib/a11y';
import { formatTorontoDateTime, fullName } from '../lib/format';
import { MESSAGES } from '../lib/messages';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

export interface TeamTableProps {
  /** The company's users, the current user already left out. */
  users: CompanyUser[];
  loading: boolean;
}

/** The team: email, name, role (a dropdown), status (Invited / Active), last login, and Remove. */
export function TeamTable({ users, loading }: TeamTableProps) {
  const { message } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const [updateRole, roleState] = useUpdateUserRoleMutation();
  const [removeUser, removeState] = useRemoveUserMutation();

  const onRoleChange = async (member: CompanyUser, role: AssignableRole) => {
    try {
      await updateRole({ id: member.id, role }).unwrap();
      void message.success(MESSAGES.roleUpdated);
    } catch (caught) {
      void message.error(errorDetail(caught, MESSAGES.roleFailed));
    }
  };

  const onRemove = async (member: CompanyUser) => {
    try {
      await removeUser(member.id).unwrap();
      void message.success(MESSAGES.userRemoved);
    } catch (caught) {
      void message.error(errorDetail(caught, MESSAGES.removeFailed));
    }
  };

  return (
    <Table<CompanyUser>
      aria-label={t('Team members')}
      rowKey="id"
      size="middle"
      loading={loading}
      pagination={false}
      dataSource={users}
      // Scrolls sideways only with rows: an empty table has nothing to focus, and a scroll box must be reachable by keyboard.
      scroll={users.length ? { x: 720 } : undefined}
      locale={{
        emptyText: (
          <Empty
            image={<UserAddOutlined style={{ fontSize: 32, color: '#98a2b3' }} />}
            styles={{ image: { height: 36, marginBottom: 8 } }}
            description={t('No teammates yet. Invite someone to work with you.')}
          />
        ),
      }}
      columns={[
        // The email gives way (ellipsis, full address on hover) so the row fits its card.
        { title: t('Email'), dataIndex: 'email', key: 'email', ellipsis: { showTitle: true } },
        {
          title: t('Name'),
          key: 'name',
          render: (_, member) => <span style={{ whiteSpace: 'nowrap' }}>{fullName(member) || '—'}</span>,
        },
        {
          title: t('Role'),
          key: 'role',
          render: (_, member) => {
            const name = fullName(member) || member.email;
            const select = (
              <Select<AssignableRole>
                aria-label={t('Role of {{name}}', { name })}
                value={member.role === 'invited' ? undefined : member.role}
                placeholder={t('Analyst (invited)')}
                options={[
                  { value: 'admin', label: t('Admin') },
                  { value: 'analyst', label: t('Analyst') },
                ]}
                disabled={member.role === 'invited'}
                loading={roleState.isLoading && roleState.originalArgs?.id === member.id}
                onChange={(role) => void onRoleChange(member, role)}
                style={{ width: 140 }}
              />
            );
            return member.role === 'invited' ? (
              <Tooltip title={t('The role can be changed once the invitation is accepted.')}>{select}</Tooltip>
            ) : (
              select
            );
          },
        },
        {
          title: t('Status'),
          key: 'status',
          render: (_, member) =>
            member.role === 'invited' ? <Tag color="gold">{t('Invited')}</Tag> : <Tag color="green">{t('Active')}</Tag>,
        },
        {
          title: <span style={{ whiteSpace: 'nowrap' }}>{t('Last login')}</span>,
          key: 'last_login',
          // One line: never wrapped into three.
          render: (_, member) => (
            <span style={{ whiteSpace: 'nowrap' }}>{formatTorontoDateTime(member.last_login, t('Never'))}</span>
          ),
        },
        {
          title: <span style={visuallyHidden}>{t('Actions')}</span>,
          key: 'actions',
          align: 'right',
          // Pinned to the right edge: Remove stays in view when the table scrolls sideways.
          fixed: 'right',
          render: (_, member) => {
            const name = fullName(member) || member.email;
            return (
              <Popconfirm
                title={t('Remove {{name}}?', { name })}
                description={t("They lose access to the company's data at once.")}
                okText={t('Remove')}
                okButtonProps={{ danger: true }}
                onConfirm={() => onRemove(member)}
              >
                <Button
                  danger
                  size="small"
                  aria-label={t('Remove {{name}}', { name })}
                  loading={removeState.isLoading && removeState.originalArgs === member.id}
                >
                  {t('Remove')}
                </Button>
              </Popconfirm>
            );
          },
        },
      ]}
    />
  );
}
