import { Card, Col, Flex, Progress, Row, Typography } from 'antd';
import { selectCurrentUser, useAppSelector, useT } from 'shared-auth';
import { useCompanyQuery, useCompanyUsersQuery } from '../api/companyApi';
import { InviteUserForm } from './InviteUserForm';
import { LoadError } from './LoadError';
import { TeamTable } from './TeamTable';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

const DEFAULT_MAX_USERS = 5;

/** Users tab: the team (without the current user), role changes, removal, and invitations. */
export function UsersTab() {
  const t = useT(SETTINGS_NAMESPACE);
  const currentUser = useAppSelector(selectCurrentUser);
  const users = useCompanyUsersQuery();
  const { data: company } = useCompanyQuery();
  const maxUsers = company?.max_users ?? DEFAULT_MAX_USERS;
  const userCount = company?.user_count ?? users.data?.length ?? 0;
  const teammates = (users.data ?? []).filter((member) => member.id !== currentUser?.id);
  const full = userCount >= maxUsers;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={15} xxl={16}>
        <Card
          title={t('Team')}
          extra={
            <Flex align="center" gap={8} style={{ minWidth: 180 }}>
              <Progress
                percent={Math.min(100, Math.round((userCount / maxUsers) * 100))}
                showInfo={false}
                size="small"
                status={full ? 'exception' : 'normal'}
                style={{ width: 80, margin: 0 }}
                aria-hidden
              />
              <Typography.Text type="secondary" data-testid="user-count">
                {t('{{count}} of {{max}} users', { count: userCount, max: maxUsers })}
              </Typography.Text>
            </Flex>
          }
        >
          {users.isError ? (
            <LoadError onRetry={() => void users.refetch()} />
          ) : (
            <TeamTable users={teammates} loading={users.isLoading} />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={9} xxl={8}>
        <InviteUserForm full={full} maxUsers={maxUsers} />
      </Col>
    </Row>
  );
}
