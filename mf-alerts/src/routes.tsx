import AlertsPage from './features/alerts/pages/AlertsPage';

/** The routes this remote owns; the shell mounts the same page modules through Module Federation. */
export const routes = [
  { path: '/alerts', element: <AlertsPage /> },
];
