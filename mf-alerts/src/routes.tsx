import AlertsPage from './features/alerts/pages/AlertsPage';
import DocumentPage from './features/documents/pages/DocumentPage';

/** The routes this remote owns; the shell mounts the same page modules through Module Federation. */
export const routes = [
  { path: '/alerts', element: <AlertsPage /> },
  { path: '/documents/:id', element: <DocumentPage /> },
];
