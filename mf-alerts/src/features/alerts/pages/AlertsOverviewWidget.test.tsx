import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders, testUser } from 'shared-auth/testing';
import { alertFixture } from '../testing/fixtures';
import AlertsOverviewWidget from './AlertsOverviewWidget';

jest.setTimeout(60_000);
afterEach(() => jest.restoreAllMocks());

it('lists the first 6 alerts with meeting, municipality, date and severity; a click opens it on /alerts', async () => {
  const mock = mockApi({
    'GET /api/alerts/': {
      body: Array.from({ length: 8 }, (_, i) =>
        alertFixture(i + 1, {
          severity: i === 0 ? 'urgent' : 'normal',
          meeting_title: i === 1 ? '' : `Meeting ${i + 1}`,
          meeting_date: new Date(Date.UTC(2026, 10, 30 - i, 18)).toISOString(),
        }),
      ),
    },
  });
  const { user } = renderWithProviders(<AlertsOverviewWidget />, { signedInAs: testUser });
  const rows = await screen.findAllByTestId('overview-alert');
  expect(mock.callsTo('GET /api/alerts/')[0]!.url.searchParams.get('limit')).toBe('6');
  expect(rows).toHaveLength(6);
  expect(within(rows[0]!).getByText('Meeting 1')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('Urgent')).toBeInTheDocument();
  expect(within(rows[0]!).getByText(/Mississauga · Nov 30, 2026/)).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Municipality Committee')).toBeInTheDocument();
  await user.click(rows[2]!);
  expect(screen.getByTestId('location')).toHaveTextContent('/alerts?alertId=3');
});

it("has 'View All Alerts' and an empty text", async () => {
  mockApi({ 'GET /api/alerts/': { body: [] }, 'GET /api/properties/': { body: [] } });
  const { user } = renderWithProviders(<AlertsOverviewWidget />, { signedInAs: testUser });
  expect(await screen.findByText('No alerts found. Check back later for new municipal activity.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'View All Alerts' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/alerts');
});

it('empty without a property: says what will appear and leads to adding a property', async () => {
  mockApi({ 'GET /api/alerts/': { body: [] }, 'GET /api/properties/': { body: [] } });
  const { user } = renderWithProviders(<AlertsOverviewWidget />, { signedInAs: testUser });
  const help = await screen.findByTestId('alerts-overview-empty-help');
  expect(within(help).getByText(/Alerts appear here when/)).toBeInTheDocument();
  await user.click(within(help).getByRole('button', { name: 'Add a property' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/properties/new');
});

it('empty with properties: leads to a watch list', async () => {
  mockApi({ 'GET /api/alerts/': { body: [] }, 'GET /api/properties/': { body: [{ id: 'p1', name: 'A' }] } });
  const { user } = renderWithProviders(<AlertsOverviewWidget />, { signedInAs: testUser });
  const help = await screen.findByTestId('alerts-overview-empty-help');
  expect(within(help).getByText(/or matches a watch list/)).toBeInTheDocument();
  await user.click(within(help).getByRole('button', { name: 'Create a watch list' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/settings/watches');
});

it('shows its card while loading and lists the alerts newest first, whatever order they come in', async () => {
  mockApi({
    'GET /api/alerts/': {
      body: [
        alertFixture(1, { meeting_title: 'August', meeting_date: '2026-08-31T18:00:00.000Z' }),
        alertFixture(2, { meeting_title: 'December', meeting_date: '2026-12-10T18:00:00.000Z' }),
        alertFixture(3, { meeting_title: 'October', meeting_date: '2026-10-12T18:00:00.000Z' }),
      ],
    },
  });
  renderWithProviders(<AlertsOverviewWidget />, { signedInAs: testUser });
  expect(screen.getByText('Alerts Overview')).toBeInTheDocument();
  const rows = await screen.findAllByTestId('overview-alert');
  expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
    'December, Mississauga',
    'October, Mississauga',
    'August, Mississauga',
  ]);
});
