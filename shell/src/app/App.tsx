import { BrowserRouter } from 'react-router-dom';
import { AppProviders, useSessionBootstrap } from 'shared-auth';
import { AppRoutes } from './AppRoutes';

function SessionRoot() {
  useSessionBootstrap();
  return <AppRoutes />;
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <SessionRoot />
      </BrowserRouter>
    </AppProviders>
  );
}
