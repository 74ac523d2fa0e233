// The product's quoted words on the Alerts screen (listed in shared-auth/testing/specTexts.ts): each state is rendered
// and every text listed for it must be on the page.
import { screen, waitFor } from '@testing-library/react';
import { missingTexts, mockApi, renderWithProviders, specTextsOf, testUser } from 'shared-auth/testing';
import AlertsPage from './pages/AlertsPage';
import { alertFixture } from './testing/fixtures';

jest.setTimeout(60_000);
afterEach(() => jest.restoreAllMocks());

const states = specTextsOf('alerts');

function mock(active: boolean, trial: boolean) {
  mockApi({
    'GET /api/alerts/': () =>
      new Response(JSON.stringify([alertFixture(1)]), {
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1' },
      }),
    'GET /api/alerts/severity-counts': { body: { urgent: 1, high: 0, normal: 0, total: 1 } },
    'GET /api/alerts/filters': {
      body: {
        properties: [{ property_id: 'p-1', name: 'Harbour Tower' }],
        categories: [],
        severities: [],
        statuses: [],
      },
    },
    'GET /api/properties/': { body: [{ id: 'p-1', name: 'Harbour Tower', active }] },
    'GET /api/custom-auth/trial-status': { body: { is_trial_active: trial, days_remaining: trial ? 10 : 0 } },
  });
}

const SCENARIOS: Record<string, () => void> = {
  listed: () => mock(true, false),
  'no subscription, no trial': () => mock(false, false),
};

it.each([...states.keys()])('the Alerts screen in state "%s" shows its spec texts', async (state) => {
  const scenario = SCENARIOS[state];
  if (!scenario) throw new Error(`No scenario renders the state "${state}" of the Alerts screen`);
  scenario();
  renderWithProviders(<AlertsPage />, { route: '/alerts', signedInAs: testUser });
  expect(await screen.findByText('Alert number 1')).toBeInTheDocument();
  await waitFor(() => expect(missingTexts(states.get(state)!)).toEqual([]));
});
