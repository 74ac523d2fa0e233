import ProvincialPage from './features/provincial/pages/ProvincialPage';
import PrecedentsPage from './features/precedents/pages/PrecedentsPage';
import DecisionsPage from './features/decisions/pages/DecisionsPage';

/** The routes this remote owns; the shell mounts the same page modules through Module Federation. */
export const routes = [
  { path: '/provincial', element: <ProvincialPage /> },
  { path: '/precedents', element: <PrecedentsPage /> },
  { path: '/decisions', element: <DecisionsPage /> },
];
