import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export type SettingsTab = 'account' | 'users' | 'billing' | 'watches' | 'api-keys';

export const SETTINGS_TAB_PATHS: Record<SettingsTab, string> = {
  account: '/settings/account',
  users: '/settings/users',
  billing: '/settings/billing',
  watches: '/settings/watches',
  'api-keys': '/settings/api-keys',
};

/** Tab by path: /settings/users -> Users, /settings/billing -> Billing, /settings/watches -> Watch lists; /settings, /account, /company -> Account. */
export function settingsTabFromPath(pathname: string): SettingsTab {
  if (pathname.includes('/settings/users')) return 'users';
  if (pathname.includes('/settings/billing')) return 'billing';
  if (pathname.includes('/settings/watches')) return 'watches';
  if (pathname.includes('/settings/api-keys')) return 'api-keys';
  return 'account';
}

/** The tab the path selects, and a way to switch tabs by navigating to the tab's path. */
export function useSettingsTab(): [SettingsTab, (tab: SettingsTab) => void] {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const select = useCallback((tab: SettingsTab) => navigate(SETTINGS_TAB_PATHS[tab]), [navigate]);
  return [settingsTabFromPath(pathname), select];
}
