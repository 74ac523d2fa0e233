/** Test helpers for the sign-in screens: a fresh store, the app's providers, a memory router. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CurrentLocation } from 'shared-auth/src/testing/dom';
import { AppProviders, createAppStore } from 'shared-auth';

export { mockApi, jsonResponse } from 'shared-auth/src/testing/fetchMock';
export { authAnswer, testUser } from 'shared-auth/src/testing/fixtures';

export { fillIn } from 'shared-auth/src/testing/dom';

/** Renders `page` at `path` (entered through `url`, e.g. with a query string); other paths render their name. */
export function renderAuthPage(page: ReactElement, { path, url = path }: { path: string; url?: string }) {
  const store = createAppStore();
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders store={store}>
      {/* No animations: jsdom never ends them, and they only slow the tests down. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </ConfigProvider>
    </AppProviders>,
  );
  const location = () => view.getByTestId('location').textContent;
  return { ...view, store, user, location };
}
