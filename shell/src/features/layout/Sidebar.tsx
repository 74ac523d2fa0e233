import { Layout } from 'antd';
import { useState } from 'react';
import { Brand } from './Brand';
import { MainMenu } from './MainMenu';

/** The navigation of a wide screen (md and up): labelled entries, icons only between md and lg. */
export function Sidebar() {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Layout.Sider
      width={220}
      theme="light"
      breakpoint="lg"
      collapsedWidth={64}
      onCollapse={setCollapsed}
      style={{ borderRight: '1px solid #eef0f4', position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
    >
      <div style={{ padding: collapsed ? '16px 16px' : '20px 24px' }}>
        <Brand compact={collapsed} />
      </div>
      <MainMenu />
    </Layout.Sider>
  );
}
