import {
  AppstoreOutlined,
  BankOutlined,
  BellOutlined,
  CalendarOutlined,
  EnvironmentOutlined,
  FolderOpenOutlined,
  HomeOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { REMOTE_ROUTES } from '../remotes/remoteManifest';

export interface NavItem {
  key: string;
  label: string;
  icon: ReactNode;
}

/** The icons a manifest route may name for its sidebar entry (build/remotes.json, `nav.icon`). */
export const NAV_ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  bell: <BellOutlined />,
  bank: <BankOutlined />,
  calendar: <CalendarOutlined />,
  environment: <EnvironmentOutlined />,
  folder: <FolderOpenOutlined />,
};

const byOrder = (a: { nav?: { order?: number } }, b: { nav?: { order?: number } }) =>
  (a.nav?.order ?? 0) - (b.nav?.order ?? 0);

/** Sidebar entries: the Overview, then each remote route the manifest puts in the main menu. */
export const NAV_ITEMS: NavItem[] = [
  { key: '/', label: 'Overview', icon: <AppstoreOutlined /> },
  ...REMOTE_ROUTES.filter((route) => route.nav?.menu === 'main')
    .sort(byOrder)
    .map((route) => ({
      key: route.path,
      label: route.nav?.label ?? route.path,
      icon: NAV_ICONS[route.nav?.icon ?? ''] ?? null,
    })),
];

/** Areas reached through another entry's sub-tabs (`nav.area`): precedents and decisions sit under Provincial. */
const NAV_AREAS: Record<string, string> = Object.fromEntries(
  REMOTE_ROUTES.filter((route) => route.nav?.area).map((route) => [route.path, route.nav!.area!]),
);

/** The sidebar entry a path belongs to (so /properties/new lights up Properties, /decisions Provincial). */
export function selectedNavKey(pathname: string): string {
  const area = Object.entries(NAV_AREAS).find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (area) return area[1];
  const match = NAV_ITEMS.filter((item) => item.key !== '/' && pathname.startsWith(item.key));
  return match[0]?.key ?? (pathname === '/' ? '/' : '');
}

/** The user menu's entries: the remote routes the manifest puts in the account menu (`operator`: operators only). */
export const ACCOUNT_ITEMS: Array<{ key: string; label: string; operator: boolean }> = REMOTE_ROUTES.filter(
  (route) => route.nav?.menu === 'account',
)
  .sort(byOrder)
  .map((route) => ({ key: route.path, label: route.nav?.label ?? route.path, operator: route.operator === true }));
