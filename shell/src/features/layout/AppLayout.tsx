import { Flex, Grid, Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { InboxBell } from '../inbox/InboxBell';
import { HeaderSearch } from '../search/HeaderSearch';
import { Brand } from './Brand';
import { PhoneNavigation } from './PhoneNavigation';
import { Sidebar } from './Sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { UserMenu } from './UserMenu';

/**
 * The common layout of every protected screen. From antd's md breakpoint up: the sidebar and a header with the user
 * menu, led by the search box. Below it (a phone): one top bar with the menu button, the brand and the user menu; the navigation opens as a
 * drawer. The skip link comes first in either.
 */
export function AppLayout() {
  const screens = Grid.useBreakpoint();
  // Before the first measurement `md` is undefined: a wide screen is assumed (most sessions, and no layout jump).
  const phone = screens.md === false;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      {!phone && <Sidebar />}
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            display: 'flex',
            justifyContent: phone ? 'space-between' : 'flex-end',
            alignItems: 'center',
            gap: 8,
            padding: phone ? '0 8px' : '0 24px',
            borderBottom: '1px solid #eef0f4',
            position: phone ? 'sticky' : undefined,
            top: 0,
            zIndex: phone ? 10 : undefined,
          }}
        >
          {phone && (
            <Flex align="center" gap={4} style={{ minWidth: 0 }}>
              <PhoneNavigation />
              <Brand />
            </Flex>
          )}
          {!phone && <HeaderSearch phone={false} />}
          <Flex align="center" gap={4}>
            {phone && <HeaderSearch phone />}
            <InboxBell />
            <UserMenu />
          </Flex>
        </Layout.Header>
        {/* antd renders Layout.Content as the page's <main>; the skip link focuses it. */}
        <Layout.Content
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          style={{ padding: phone ? 12 : 24, minWidth: 0, outline: 'none' }}
        >
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
