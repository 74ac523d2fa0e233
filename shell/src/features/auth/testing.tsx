/** Test helpers for the sign-in screens: a fresh store, the app's providers, a memory router. */
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, createAppStore } from 'shared-auth';

export { mockApi, jsonResponse } from 'shared-auth/src/testing/fetchMock';
export { authAnswer, testUser } from 'shared-auth/src/testing/fixtures';

/** Types a whole value at once (a paste): much faster than key by key, for fields whose typing is not under test. */
export async function fillIn(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

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
