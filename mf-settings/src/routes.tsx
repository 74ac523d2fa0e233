import SettingsPage from './features/settings/pages/SettingsPage';
import SupportPage from './features/settings/pages/SupportPage';

/** The routes this remote owns; the shell mounts the same page modules through Module Federation. */
export const routes = [
  { path: '/settings', element: <SettingsPage /> },
  { path: '/support', element: <SupportPage /> },
];
