import SettingsPage from './features/settings/pages/SettingsPage';
import SupportPage from './features/support/pages/SupportPage';

/** The routes this remote owns; the shell mounts the same page modules through Module Federation. */
export const routes = [
  ...[
    '/settings',
    '/settings/account',
    '/settings/company',
    '/settings/users',
    '/settings/billing',
    '/settings/watches',
  ].map((path) => ({
    path,
    element: <SettingsPage />,
  })),
  { path: '/support', element: <SupportPage /> },
];
