import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router-dom';
import { selectCurrentUser, useAppSelector, useLogout, useT } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../i18n/catalogue';
import { ACCOUNT_ITEMS } from './navigation';

/** The dropdown labelled with the user's first name. */
export function UserMenu() {
  const user = useAppSelector(selectCurrentUser);
  const logout = useLogout();
  const navigate = useNavigate();
  const t = useT(SHELL_NAMESPACE);

  const signOut = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          ...ACCOUNT_ITEMS.filter((item) => !item.operator || user?.platform_operator).map((item) => ({
            key: item.key,
            label: t(item.label),
          })),
          { type: 'divider' as const },
          { key: 'sign-out', label: t('Sign Out'), icon: <LogoutOutlined /> },
        ],
        onClick: ({ key }) => {
          if (key === 'sign-out') void signOut();
          else navigate(key);
        },
      }}
    >
      <Button type="text" icon={<UserOutlined />}>
        {user?.first_name || 'Account'} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
