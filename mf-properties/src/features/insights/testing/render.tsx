/** Test helpers: a fresh store, the app's providers (no animations), a memory router. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, createAppStore } from 'shared-auth';

export { mockApi } from 'shared-auth/src/testing/fetchMock';

export function renderWidget(ui: ReactElement) {
  const store = createAppStore();
  const view = render(
    <AppProviders store={store}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter>{ui}</MemoryRouter>
      </ConfigProvider>
    </AppProviders>,
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}
