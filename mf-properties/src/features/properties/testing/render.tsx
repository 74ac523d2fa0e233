/** Test helpers (never imported by app code): a fresh store with a signed-in user, providers, a memory router. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, createAppStore, setCredentials } from 'shared-auth';
import { CurrentLocation } from 'shared-auth/src/testing/dom';
import { mockApi, type MockRoutes } from 'shared-auth/src/testing/fetchMock';
import { testUser } from 'shared-auth/src/testing/fixtures';
import type { Committee, Municipality, Property } from '../api/types';

export { fillIn } from 'shared-auth/src/testing/dom';

export function renderPage(page: ReactElement, { url = '/', paths = [url], routes = {} }: { url?: string; paths?: string[]; routes?: MockRoutes } = {}) {
  const mock = mockApi(routes);
  const store = createAppStore();
  store.dispatch(setCredentials({ access_token: 'token-123', user: testUser }));
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders store={store}>
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
  return { ...view, mock, store, user, location };
}

export const municipalitiesFixture: Municipality[] = [
  { id: 1, name: 'Mississauga', parent_name: 'Peel Region' },
  { id: 2, name: 'Richmond Hill', parent_name: 'York Region' },
  { id: 3, name: 'Toronto', parent_name: null },
];

export const committeesFixture: Record<string, Committee[]> = {
  toronto: [
    { id: 11, name: 'City Council', municipality_id: 3, municipality_name: 'Toronto', committee_type: { id: 1, slug: 'council', display_name: 'Council' } },
    { id: 12, name: 'Planning and Housing Committee', municipality_id: 3, municipality_name: 'Toronto', committee_type: { id: 2, slug: 'planning', display_name: 'Planning Committee' } },
  ],
  // The municipality's own committee, then those of the regional bodies that include it (as the API answers).
  mississauga: [
    { id: 21, name: 'Mississauga City Council', municipality_id: 1, municipality_name: 'Mississauga', committee_type: { id: 1, slug: 'council', display_name: 'Council' } },
    { id: 31, name: 'Regional Council', municipality_id: 10, municipality_name: 'Peel Region', committee_type: { id: 1, slug: 'council', display_name: 'Council' } },
    { id: 41, name: 'Board of Directors', municipality_id: 11, municipality_name: 'Toronto and Region Conservation Authority', committee_type: { id: 9, slug: 'board', display_name: 'Board' } },
  ],
  'richmond hill': [],
};

export function propertyFixture(overrides: Partial<Property> = {}): Property {
  return {
    id: 'p-1',
    name: 'Queen St site',
    nickname: 'Queen St site',
    address: '100 Queen Street West, Toronto, Ontario M5H 2N2, Canada',
    latitude: 43.65,
    longitude: -79.38,
    municipality_id: 3,
    municipality_name: 'Toronto',
    current_land_use: 'commercial',
    future_land_use: 'mixed_use',
    notes: null,
    application_numbers: [],
    active: false,
    subscription_status: 'inactive',
    payment_status: null,
    cancel_at_period_end: false,
    trial_end: null,
    current_period_end: null,
    property_summary: null,
    summary_updated_at: null,
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export const landUseFixture = [
  { value: 'commercial', label: 'Commercial' },
  { value: 'mixed_use', label: 'Mixed Use' },
  { value: 'residential', label: 'Residential' },
];
