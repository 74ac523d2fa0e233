import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders, testUser } from 'shared-auth/testing';
import { NewSinceLastVisit } from './NewSinceLastVisit';

jest.setTimeout(60_000);

const VISIT = { last_visit_at: '2026-11-29T10:00:00.000Z', previous_visit_at: '2026-11-27T09:00:00.000Z' };
const item = (id: number) => ({
  id,
  title: `Alert ${id}`,
  severity: 'urgent',
  subject: 'Harbour Tower',
  municipality: null,
  created_at: '2026-11-28T12:00:00.000Z',
  read: false,
  follow: false,
  assigned_to_me: false,
  assigned_by: null,
});

it('records the visit first, then lists what is new since the previous one', async () => {
  const mock = mockApi({
    'POST /api/inbox/visit': { body: VISIT },
    'GET /api/inbox/since-last-visit': {
      body: { since: VISIT.previous_visit_at, total: 8, alerts: [item(1), item(2)] },
    },
  });
  renderWithProviders(<NewSinceLastVisit />, { signedInAs: testUser });
  expect(await screen.findByText('New since your last visit (8)')).toBeInTheDocument();
  expect(screen.getAllByTestId('inbox-item')).toHaveLength(2);
  expect(screen.getByText('and 6 more on the alerts page.')).toBeInTheDocument();
  expect(mock.callsTo('POST /api/inbox/visit')).toHaveLength(1);
});

it('says so on the first visit, and when nothing is new', async () => {
  mockApi({
    'POST /api/inbox/visit': { body: { ...VISIT, previous_visit_at: null } },
    'GET /api/inbox/since-last-visit': { body: { since: null, total: 0, alerts: [] } },
  });
  const first = renderWithProviders(<NewSinceLastVisit />, { signedInAs: testUser });
  expect(await screen.findByText(/This is your first visit/)).toBeInTheDocument();
  first.unmount();
  mockApi({
    'POST /api/inbox/visit': { body: VISIT },
    'GET /api/inbox/since-last-visit': { body: { since: VISIT.previous_visit_at, total: 0, alerts: [] } },
  });
  renderWithProviders(<NewSinceLastVisit />, { signedInAs: testUser });
  await waitFor(() =>
    expect(screen.getByText(/Nothing new since your last visit on Nov 27, 2026/)).toBeInTheDocument(),
  );
});
