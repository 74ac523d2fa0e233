/** Test helpers (never imported by app code): render a screen inside the app's providers, as the shell would. */
import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { setCredentials } from '../authSlice';
import { createAppStore, type AppStore } from '../store';
import type { User } from '../types';
import { CurrentLocation } from './dom';
import { mockApi, type ApiMock, type MockRoutes } from './fetchMock';
import { visibilityOnly } from './visibilityStyles';

/** The access token of a user signed in by `signedInAs` (as `authAnswer()` answers). */
export const TEST_ACCESS_TOKEN = 'token-123';

export interface RenderOptions {
  /** Where the memory router starts (path and query); `/` when left out. */
  route?: string;
  /** Route patterns that render `ui`; any other path renders 'Another page'. Without them `ui` renders on every path. */
  paths?: string[];
  /** The store to render with; a fresh `createAppStore()` when left out. */
  store?: AppStore;
  /**
   * localStorage is cleared and given these entries before the store is created (the store reads a stored token
   * then). Left as it is when this is left out.
   */
  storage?: Record<string, string>;
  /** Signs this user in before rendering (with `TEST_ACCESS_TOKEN`). Signed out when left out. */
  signedInAs?: User;
  /** Mocks `fetch` with these routes before rendering (`mockApi`), handing the mock back as `mock`. */
  api?: MockRoutes;
  /** Renders `<CurrentLocation />` (for `location()`); true when left out. */
  showLocation?: boolean;
}

export type RenderResult = ReturnType<typeof render> & {
  store: AppStore;
  /** A user-event instance without delays. */
  user: UserEvent;
  /** The router's current path and query (needs `showLocation`). */
  location: () => string | null;
};

/**
 * Renders `ui` inside the app's providers (store, theme, antd App) with animations off (jsdom never ends them, and
 * they only slow the tests down) under a memory router.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions & { api: MockRoutes },
): RenderResult & { mock: ApiMock };
export function renderWithProviders(ui: ReactElement, options?: RenderOptions): RenderResult;
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult & { mock?: ApiMock } {
  const { route = '/', paths, storage, signedInAs, api, showLocation = true } = options;
  const mock = api ? mockApi(api) : undefined;
  if (storage) {
    window.localStorage.clear();
    for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
  }
  const store = options.store ?? createAppStore();
  if (signedInAs) store.dispatch(setCredentials({ access_token: TEST_ACCESS_TOKEN, user: signedInAs }));
  const user = userEvent.setup({ delay: null });
  const view = render(
    <StyleProvider transformers={[visibilityOnly]}>
      <AppProviders store={store}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <MemoryRouter initialEntries={[route]}>
            {paths ? (
              <Routes>
                {paths.map((path) => (
                  <Route key={path} path={path} element={ui} />
                ))}
                <Route path="*" element={<p>Another page</p>} />
              </Routes>
            ) : (
              ui
            )}
            {showLocation ? <CurrentLocation /> : null}
          </MemoryRouter>
        </ConfigProvider>
      </AppProviders>
    </StyleProvider>,
  );
  const location = () => view.getByTestId('location').textContent;
  return { ...view, store, user, location, ...(mock ? { mock } : {}) };
}

/** Opens an antd Select (found by its accessible name) and clicks the option with this text. */
export async function chooseOption(user: UserEvent, select: HTMLElement, option: string) {
  await user.click(select);
  const matches = await screen.findAllByTitle(option);
  const item = matches.find(
    (el) => el.classList.contains('ant-select-item-option') || el.closest('.ant-select-item-option'),
  );
  await user.click(item ?? matches[matches.length - 1]!);
}
