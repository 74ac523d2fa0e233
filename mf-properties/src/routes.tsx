import PropertiesPage from './features/properties/pages/PropertiesPage';
import CreatePropertyPage from './features/properties/pages/CreatePropertyPage';

/** The routes this remote owns; the shell mounts the same page modules through Module Federation. */
export const routes = [
  { path: '/properties', element: <PropertiesPage /> },
  { path: '/properties/new', element: <CreatePropertyPage /> },
];
