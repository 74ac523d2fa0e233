import PropertiesPage from './features/properties/pages/PropertiesPage';
import CreatePropertyPage from './features/properties/pages/CreatePropertyPage';
import MapPage from './features/map/pages/MapPage';

/** The routes this remote owns; the shell mounts the same page modules through Module Federation. */
export const routes = [
  { path: '/properties', element: <PropertiesPage /> },
  { path: '/properties/new', element: <CreatePropertyPage /> },
  { path: '/map', element: <MapPage /> },
];
