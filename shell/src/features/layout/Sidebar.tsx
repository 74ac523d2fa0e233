import { Badge, Layout, Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAlertStatsQuery } from './alertStatsApi';
import { NAV_ITEMS, selectedNavKey } from './navigation';

const ALERT_BADGE_DAYS = 7;

export function Sidebar() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: stats } = useAlertStatsQuery({ days: ALERT_BADGE_DAYS });
  const newAlerts = stats?.new_alerts ?? 0;

  return (
    <Layout.Sider
      width={220}
      theme="light"
      breakpoint="lg"
      collapsedWidth={64}
      style={{ borderRight: '1px solid #eef0f4', position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
    >
      <div
        style={{
          padding: '20px 24px',
          fontWeight: 700,
          fontSize: 18,
          color: '#1f5eff',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
        }}
      >
        Parcelwatch
      </div>
      <Menu
        mode="inline"
        aria-label="Main navigation"
        style={{ borderInlineEnd: 'none' }}
        selectedKeys={[selectedNavKey(pathname)]}
        onClick={({ key }) => navigate(key)}
        items={NAV_ITEMS.map((item) => ({
          key: item.key,
          icon: item.icon,
          label:
            item.key === '/alerts' && newAlerts > 0 ? (
              // The badge keeps its distance from the label ("Alerts  18", never "Alerts18").
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                <span>{item.label}</span>
                <Badge count={newAlerts} size="small" aria-label={`${newAlerts} new alerts in the last 7 days`} />
              </span>
            ) : (
              item.label
            ),
        }))}
      />
    </Layout.Sider>
  );
}
