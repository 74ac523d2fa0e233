/** Test helpers: a fresh store, the app's providers (no animations), a memory router, a mocked API. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, createAppStore, setCredentials } from 'shared-auth';
import { CurrentLocation } from 'shared-auth/src/testing/dom';
import { authAnswer } from 'shared-auth/src/testing/fixtures';
import type { Alert } from '../api/types';

export { jsonResponse, mockApi } from 'shared-auth/src/testing/fetchMock';
export type { ApiMock, MockRequest } from 'shared-auth/src/testing/fetchMock';

export function renderPage(page: ReactElement, { path = '/alerts' }: { path?: string } = {}) {
  const store = createAppStore();
  const answer = authAnswer();
  store.dispatch(setCredentials({ access_token: answer.access_token, user: answer.user }));
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders store={store}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter initialEntries={[path]}>
          {page}
          <CurrentLocation />
        </MemoryRouter>
      </ConfigProvider>
    </AppProviders>,
  );
  return { ...view, store, user };
}

/** Opens an antd Select (found by its accessible name) and clicks the option with this text. */
export async function chooseOption(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, option: string) {
  await user.click(select);
  const matches = await screen.findAllByTitle(option);
  const item = matches.find((el) => el.classList.contains('ant-select-item-option') || el.closest('.ant-select-item-option'));
  await user.click(item ?? matches[matches.length - 1]!);
}

export const alertFixture = (id: number, over: Partial<Alert> = {}): Alert => ({
  id,
  property_id: 'p-1',
  property_name: 'Harbour Tower',
  severity: 'normal',
  status: 'new',
  meeting_id: 10,
  meeting_title: `Planning Committee ${id}`,
  meeting_date: '2026-11-30T18:00:00.000Z',
  municipality: 'Mississauga',
  committee: 'Planning Committee',
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  alert_title: `Alert number ${id}`,
  alert_summary: `Summary of alert ${id}`,
  summary: `Summary of alert ${id}`,
  meeting_summary: null,
  alert_preview: null,
  primary_finding: null,
  expanded_finding: null,
  alert_categories: ['zoning'],
  num_items: 1,
  comments: 0,
  document_url: 'https://example.org/agenda.pdf',
  view_document_url: 'https://example.org/agenda.pdf',
  dismiss_reason: null,
  dismissed_at: null,
  ...over,
});
