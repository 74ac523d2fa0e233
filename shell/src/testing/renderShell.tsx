/** Test helper for the shell's own screens: a fresh store (optionally signed in), providers, a memory router. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CurrentLocation } from 'shared-auth/src/testing/dom';
import { AppProviders, createAppStore, setCredentials, TOKEN_STORAGE_KEY } from 'shared-auth';
import { authAnswer } from 'shared-auth/src/testing/fixtures';

export { mockApi } from 'shared-auth/src/testing/fetchMock';

export type SessionState = 'anonymous' | 'checking' | 'authenticated';

export function renderShell(ui: ReactElement, { url = '/', session = 'authenticated' as SessionState } = {}) {
  window.localStorage.clear(); // the store reads a stored token when it is created
  // 'checking': a token is stored but not verified yet (the state before and during the start-up `me` call).
  if (session === 'checking') window.localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
  const store = createAppStore();
  if (session === 'authenticated') store.dispatch(setCredentials(authAnswer()));
  const view = render(
    <AppProviders store={store}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter initialEntries={[url]}>
          {ui}
          <CurrentLocation />
        </MemoryRouter>
      </ConfigProvider>
    </AppProviders>,
  );
  return { ...view, store, user: userEvent.setup({ delay: null }), location: () => view.getByTestId('location').textContent };
}
