import { AppstoreOutlined, BankOutlined, BellOutlined, CalendarOutlined, HomeOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

export interface NavItem {
  key: string;
  label: string;
  icon: ReactNode;
}

/** Sidebar entries: the same items for every user. */
export const NAV_ITEMS: NavItem[] = [
  { key: '/', label: 'Overview', icon: <AppstoreOutlined /> },
  { key: '/properties', label: 'Properties', icon: <HomeOutlined /> },
  { key: '/alerts', label: 'Alerts', icon: <BellOutlined /> },
  { key: '/provincial', label: 'Provincial', icon: <BankOutlined /> },
  { key: '/meetings', label: 'Meetings', icon: <CalendarOutlined /> },
];

/** Areas reached through another entry's sub-tabs: the legal area's precedents and decisions sit under Provincial. */
const NAV_AREAS: Record<string, string> = { '/precedents': '/provincial', '/decisions': '/provincial' };

/** The sidebar entry a path belongs to (so /properties/new lights up Properties, /decisions Provincial). */
export function selectedNavKey(pathname: string): string {
  const area = Object.entries(NAV_AREAS).find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (area) return area[1];
  const match = NAV_ITEMS.filter((item) => item.key !== '/' && pathname.startsWith(item.key));
  return match[0]?.key ?? (pathname === '/' ? '/' : '');
}

export const ACCOUNT_ITEMS = [
  { key: '/settings/account', label: 'Account' },
  { key: '/settings/users', label: 'Users' },
  { key: '/settings/billing', label: 'Billing' },
  { key: '/settings/watches', label: 'Watch lists' },
  { key: '/support', label: 'Support' },
] as const;
