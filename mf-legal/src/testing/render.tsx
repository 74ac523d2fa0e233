/** Test helpers: a fresh store, the app's providers (no animations), a memory router, a mocked API. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, createAppStore } from 'shared-auth';

export { jsonResponse, mockApi } from 'shared-auth/src/testing/fetchMock';
export type { ApiMock, MockRequest } from 'shared-auth/src/testing/fetchMock';

export function renderPage(page: ReactElement, { path = '/' }: { path?: string } = {}) {
  const store = createAppStore();
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders store={store}>
      {/* No animations: jsdom never ends them. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
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
