/** Test helpers (never imported by app code): a fresh store with a signed-in user, providers, a memory router. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CurrentLocation } from 'shared-auth/src/testing/dom';
import { AppProviders, createAppStore, setCredentials, type User } from 'shared-auth';
import { mockApi, type MockRoutes } from 'shared-auth/src/testing/fetchMock';
import { testUser } from 'shared-auth/src/testing/fixtures';
import type { Company } from './features/settings/api/types';

export { jsonResponse, mockApi } from 'shared-auth/src/testing/fetchMock';
export { testUser } from 'shared-auth/src/testing/fixtures';

export const testCompany: Company = {
  id: 'c-1',
  name: 'Analytical Holdings',
  contact_email: 'office@analytical.example',
  max_users: 5,
  user_count: 3,
  trial_started_at: '2026-03-01T12:00:00.000Z',
  trial_ends_at: '2026-03-31T12:00:00.000Z',
  is_trial_active: true,
  days_remaining: 12,
  terms_of_reference: null,
  monitored_municipalities: [{ id: 1, name: 'Toronto', parent_name: null }],
  current_user_role: 'admin',
};

export { fillIn } from 'shared-auth/src/testing/dom';

export interface RenderOptions {
  /** Where the router starts. */
  url?: string;
  /** Route patterns that render `page`. */
  paths?: string[];
  routes?: MockRoutes;
  user?: User;
}

/** Renders `page` signed in as `user`, with fetch mocked by `routes`; other paths render their name. */
export function renderPage(page: ReactElement, { url = '/', paths = [url], routes = {}, user = testUser }: RenderOptions = {}) {
  const mock = mockApi(routes);
  const store = createAppStore();
  store.dispatch(setCredentials({ access_token: 'token-123', user }));
  const events = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders store={store}>
      {/* No animations: jsdom never ends them, and they only slow the tests down. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {paths.map((path) => (
              <Route key={path} path={path} element={page} />
            ))}
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </ConfigProvider>
    </AppProviders>,
  );
  const location = () => view.getByTestId('location').textContent;
  return { ...view, mock, store, user: events, location };
}

/** Confirms the open Popconfirm with its OK button labelled `okText`. */
export async function confirmPopover(user: UserEvent, okText: string) {
  const tooltip = await screen.findByRole('tooltip');
  await user.click(within(tooltip).getByRole('button', { name: okText }));
}

/** Waits until `count` requests went to `route`. */
export async function waitForCalls(mock: ReturnType<typeof mockApi>, route: string, count = 1) {
  await waitFor(() => expect(mock.callsTo(route)).toHaveLength(count));
}

/** Opens an antd Select and picks the option labelled `label` (antd's visible option, not its a11y copy). */
export async function chooseOption(user: UserEvent, select: HTMLElement, label: string) {
  await user.click(select);
  let option: Element | null = null;
  await waitFor(() => {
    option = document.querySelector(`.ant-select-item-option[title="${label}"]`);
    expect(option).not.toBeNull();
  });
  await user.click(option as unknown as HTMLElement);
}
