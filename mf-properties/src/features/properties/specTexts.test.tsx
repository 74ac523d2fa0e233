// The product's quoted words on the Properties screen (listed in shared-auth/testing/specTexts.ts): each state of the
// list is rendered and every text listed for it must be on the page.
import { screen, waitFor } from '@testing-library/react';
import { missingTexts, renderWithProviders, specTextsOf, testUser } from 'shared-auth/testing';
import PropertiesPage from './pages/PropertiesPage';
import { landUseFixture, propertyFixture } from './testing/fixtures';

jest.setTimeout(60000);

const EVERY_STATE = [
  propertyFixture({ id: 'free', name: 'Free one' }),
  propertyFixture({ id: 'failed', name: 'Mill Pond', subscription_status: 'past_due', payment_status: 'past_due' }),
  propertyFixture({
    id: 'paid',
    name: 'King Street Lofts',
    active: true,
    subscription_status: 'active',
    payment_status: 'active',
  }),
  propertyFixture({
    id: 'cancelling',
    name: 'Harbour Yard',
    active: true,
    subscription_status: 'active',
    payment_status: 'active',
    cancel_at_period_end: true,
    current_period_end: '2026-12-28T17:00:00Z',
  }),
];

const SCENARIOS: Record<string, unknown[]> = { 'every state': EVERY_STATE, empty: [] };

const states = specTextsOf('properties');

it.each([...states.keys()])('the Properties screen in state "%s" shows its spec texts', async (state) => {
  const properties = SCENARIOS[state];
  if (!properties) throw new Error(`No scenario renders the state "${state}" of the Properties screen`);
  renderWithProviders(<PropertiesPage />, {
    route: '/properties',
    paths: ['/properties'],
    signedInAs: testUser,
    api: {
      'GET /api/properties/': { body: properties },
      'GET /api/properties/land-use-types': { body: landUseFixture },
      'GET /api/custom-auth/trial-status': { body: { is_trial_active: false, days_remaining: 0 } },
    },
  });
  await screen.findByText(properties.length ? 'Free one' : 'No Properties Yet');
  await waitFor(() => expect(missingTexts(states.get(state)!)).toEqual([]));
});
