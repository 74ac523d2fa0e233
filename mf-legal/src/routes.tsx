import ProvincialPage from './features/legal/pages/ProvincialPage';
import PrecedentsPage from './features/legal/pages/PrecedentsPage';
import DecisionsPage from './features/legal/pages/DecisionsPage';

/** The routes this remote owns; the shell mounts the same page modules through Module Federation. */
export const routes = [
  { path: '/provincial', element: <ProvincialPage /> },
  { path: '/precedents', element: <PrecedentsPage /> },
  { path: '/decisions', element: <DecisionsPage /> },
];
