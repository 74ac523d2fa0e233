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

/** The sidebar entry a path belongs to (so /properties/new lights up Properties). */
export function selectedNavKey(pathname: string): string {
  const match = NAV_ITEMS.filter((item) => item.key !== '/' && pathname.startsWith(item.key));
  return match[0]?.key ?? (pathname === '/' ? '/' : '');
}

export const ACCOUNT_ITEMS = [
  { key: '/settings/account', label: 'Account' },
  { key: '/settings/users', label: 'Users' },
  { key: '/settings/billing', label: 'Billing' },
  { key: '/support', label: 'Support' },
] as const;
