import ProvincialPage from './pages/ProvincialPage';
import PrecedentsPage from './pages/PrecedentsPage';
import DecisionsPage from './pages/DecisionsPage';

/** The routes this remote owns; the shell mounts the same page modules through Module Federation. */
export const routes = [
  { path: '/provincial', element: <ProvincialPage /> },
  { path: '/precedents', element: <PrecedentsPage /> },
  { path: '/decisions', element: <DecisionsPage /> },
];
