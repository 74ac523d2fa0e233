// Standalone development entry: this remote alone against the API (`pnpm --filter mf-properties dev`).
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { StandaloneApp } from 'shared-auth';
import { routes } from './routes';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StandaloneApp>
      <BrowserRouter>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={<Navigate to="/properties" replace />} />
        </Routes>
      </BrowserRouter>
    </StandaloneApp>,
  );
}
