// The product's quoted words on the Precedents screen (listed in shared-auth/testing/specTexts.ts): each state is
// rendered and every text listed for it must be on the page.
import { screen, waitFor } from '@testing-library/react';
import { missingTexts, mockApi, renderWithProviders, specTextsOf } from 'shared-auth/testing';
import PrecedentsPage from './pages/PrecedentsPage';

jest.setTimeout(60_000);

const states = specTextsOf('precedents');

const SCENARIOS: Record<string, () => void> = {
  loaded: () =>
    mockApi({
      'GET /api/legal-stats/acts': { body: [{ act: 'Planning Act', count: 10, percentage: 100 }] },
      'GET /api/legal-stats/sections/Planning%20Act': { body: [{ section: 's. 34(11)', count: 10, percentage: 100 }] },
      'GET /api/legal-decisions': {
        body: {
          items: [
            {
              id: 1,
              source_id: 'd1',
              title: 'Decision one',
              caseid: 'OLT-24-000001',
              decision_date: '2025-03-05',
              pdf_url: null,
              url: null,
              database_id: 'onlt',
              acts: ['Planning Act'],
              citations: [],
              attachment_count: 0,
            },
          ],
          total: 1,
          limit: 1,
          offset: 0,
        },
      },
    }),
};

afterEach(() => jest.restoreAllMocks());

it.each([...states.keys()])('the Precedents screen in state "%s" shows its spec texts', async (state) => {
  const scenario = SCENARIOS[state];
  if (!scenario) throw new Error(`No scenario renders the state "${state}" of the Precedents screen`);
  scenario();
  renderWithProviders(<PrecedentsPage />);
  expect(await screen.findByText('Cases by Act')).toBeInTheDocument();
  await waitFor(() => expect(missingTexts(states.get(state)!)).toEqual([]));
});
