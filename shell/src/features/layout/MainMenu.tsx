import { useT } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../i18n/catalogue';
import { Badge, Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAlertStatsQuery } from './alertStatsApi';
import { NAV_ITEMS, selectedNavKey } from './navigation';

const ALERT_BADGE_DAYS = 7;

export interface MainMenuProps {
  /** Called after an entry was chosen (the phone's drawer closes). */
  onNavigate?: () => void;
}

/** The main navigation: the sidebar's menu on a wide screen, the drawer's on a phone. */
export function MainMenu({ onNavigate }: MainMenuProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: stats } = useAlertStatsQuery({ days: ALERT_BADGE_DAYS });
  const newAlerts = stats?.new_alerts ?? 0;
  const t = useT(SHELL_NAMESPACE);

  return (
    <Menu
      mode="inline"
      aria-label={t('Main navigation')}
      style={{ borderInlineEnd: 'none' }}
      selectedKeys={[selectedNavKey(pathname)]}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
      items={NAV_ITEMS.map((item) => ({
        key: item.key,
        icon: item.icon,
        label:
          item.key === '/alerts' && newAlerts > 0 ? (
            // The badge keeps its distance from the label ("Alerts  18", never "Alerts18").
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <span>{t(item.label)}</span>
              <Badge
                count={newAlerts}
                size="small"
                aria-label={t('{{count}} new alerts in the last 7 days', { count: newAlerts })}
              />
            </span>
          ) : (
            t(item.label)
          ),
      }))}
    />
  );
}
