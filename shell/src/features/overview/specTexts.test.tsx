// The product's quoted words on the Overview (listed in shared-auth/testing/specTexts.ts): each state is rendered
// and every text listed for it must be on the page.
import { screen, waitFor, within } from '@testing-library/react';
import { missingTexts, mockApi, renderWithProviders, specTextsOf, testUser } from 'shared-auth/testing';
import { OverviewPage } from './OverviewPage';

jest.mock('../remotes/RemoteModule', () => ({
  RemoteModule: ({ remote, module }: { remote: string; module: string }) => <p>{`${remote} ${module}`}</p>,
}));
jest.setTimeout(60_000);
afterEach(() => jest.restoreAllMocks());

const states = specTextsOf('overview');

const SCENARIOS: Record<string, () => void> = {
  loaded: () =>
    mockApi({
      'GET /api/custom-auth/trial-status': { body: { is_trial_active: false, days_remaining: 0 } },
      'GET /api/properties/': {
        body: [
          { id: 'p1', name: 'A', municipality_id: 1, municipality_name: 'Mississauga' },
          { id: 'p2', name: 'B', municipality_id: 2, municipality_name: 'Toronto' },
        ],
      },
      'GET /api/alerts/stats': { body: { new_alerts: 11 } },
      'GET /api/meetings/stats': { body: { upcoming_meetings: 40 } },
      'GET /api/proposals/count': { body: { count: 16 } },
    }),
};

it.each([...states.keys()])('the Overview in state "%s" shows its spec texts', async (state) => {
  const scenario = SCENARIOS[state];
  if (!scenario) throw new Error(`No scenario renders the state "${state}" of the Overview`);
  scenario();
  renderWithProviders(<OverviewPage />, { storage: {}, signedInAs: testUser });
  await waitFor(() =>
    expect(within(screen.getByTestId('kpi-Properties')).getByTestId('kpi-value')).toHaveTextContent('2'),
  );
  await waitFor(() => expect(missingTexts(states.get(state)!)).toEqual([]));
});
