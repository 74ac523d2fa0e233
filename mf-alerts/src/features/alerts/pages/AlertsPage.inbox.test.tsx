import { screen, waitFor, within } from '@testing-library/react';
import { chooseOption, mockApi, type MockRequest, renderWithProviders, testUser } from 'shared-auth/testing';
import { alertFixture } from '../testing/fixtures';
import AlertsPage from './AlertsPage';

/* The alerts page's inbox: unread markers, opening marks read, the order, the page size, the multi-select. */

jest.setTimeout(120_000);

const LIST = 'GET /api/alerts/';
const ON_ALERTS = { route: '/alerts', signedInAs: testUser };

function setup(alerts = Array.from({ length: 14 }, (_, i) => alertFixture(i + 1, { read: i % 2 === 1 }))) {
  return mockApi({
    [LIST]: (request: MockRequest) => {
      const limit = Number(request.url.searchParams.get('limit') ?? 200);
      const offset = Number(request.url.searchParams.get('offset') ?? 0);
      return new Response(JSON.stringify(alerts.slice(offset, offset + limit)), {
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(alerts.length) },
      });
    },
    'GET /api/alerts/severity-counts': { body: { urgent: 0, high: 0, normal: 14, total: 14 } },
    'GET /api/alerts/filters': {
      body: {
        properties: [{ property_id: 'p-1', name: 'Harbour Tower' }],
        categories: [],
        severities: [],
        statuses: [],
      },
    },
    'GET /api/properties/': { body: [{ id: 'p-1', name: 'Harbour Tower', active: true }] },
    'GET /api/custom-auth/trial-status': { body: { is_trial_active: false, days_remaining: 0, trial_ends_at: null } },
    'GET /api/alerts/1': { body: { ...alerts[0], items: [], property_impacts: [] } },
    'PUT /api/alerts/1/read': { body: { id: 1, read: true, read_at: '2026-11-29T10:00:00.000Z', unread: 6 } },
    'POST /api/alerts/read': (request: MockRequest) => ({
      body: { marked: (request.body as { ids?: number[] }).ids?.length ?? 7, unread: 0 },
    }),
    'POST /api/alerts/assign': { body: { assigned: 2, mailed: true } },
    'POST /api/alerts/dismiss': {
      body: { dismissed: 2, severity_counts: { urgent: 0, high: 0, normal: 12, total: 12 } },
    },
    'GET /api/companies/users': {
      body: [
        {
          id: 'u-1',
          email: 'ada@example.com',
          first_name: 'Ada',
          last_name: 'Lovelace',
          role: 'admin',
          last_login: null,
        },
        {
          id: 'u-2',
          email: 'ana@example.com',
          first_name: 'Ana',
          last_name: 'Lyst',
          role: 'analyst',
          last_login: null,
        },
        {
          id: 'u-3',
          email: 'new@example.com',
          first_name: 'New',
          last_name: 'Hire',
          role: 'invited',
          last_login: null,
        },
      ],
    },
  });
}

const card = (title: string) =>
  screen.getAllByTestId('alert-card').find((c) => within(c).getByTestId('alert-card-title').textContent === title)!;

it('marks unread cards, and opening one marks it read without refetching the list', async () => {
  const mock = setup();
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  await screen.findByText('Alert number 1');
  expect(card('Alert number 1')).toHaveAttribute('data-unread', 'true');
  expect(within(card('Alert number 1')).getByText('Unread')).toBeInTheDocument();
  expect(card('Alert number 2')).not.toHaveAttribute('data-unread');
  const lists = mock.callsTo(LIST).length;
  await user.click(within(card('Alert number 1')).getByRole('button', { name: 'View' }));
  await waitFor(() => expect(mock.callsTo('PUT /api/alerts/1/read')).toHaveLength(1));
  await waitFor(() => expect(card('Alert number 1')).not.toHaveAttribute('data-unread'));
  expect(mock.callsTo(LIST)).toHaveLength(lists);
});

it('asks the server for the order and the page size chosen, 6 by default', async () => {
  const mock = setup();
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  await screen.findByText('Alert number 1');
  expect(mock.callsTo(LIST)[0]!.url.searchParams.get('limit')).toBe('6');
  expect(mock.callsTo(LIST)[0]!.url.searchParams.get('sort')).toBeNull();
  await chooseOption(user, screen.getByRole('combobox', { name: 'Sort by' }), 'Sort: Severity');
  await waitFor(() => expect(mock.callsTo(LIST).at(-1)!.url.searchParams.get('sort')).toBe('severity'));
  await chooseOption(user, screen.getByRole('combobox', { name: 'Alerts per page' }), '12 per page');
  await waitFor(() => expect(mock.callsTo(LIST).at(-1)!.url.searchParams.get('limit')).toBe('12'));
  expect(mock.callsTo(LIST).at(-1)!.url.searchParams.get('offset')).toBe('0');
  expect(await screen.findByText('Showing 1-12 of 14 alerts')).toBeInTheDocument();
  expect(screen.getAllByTestId('alert-card')).toHaveLength(12);
});

it('marks all read', async () => {
  const mock = setup();
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  await screen.findByText('Alert number 1');
  await user.click(screen.getByRole('button', { name: 'Mark all read' }));
  await waitFor(() => expect(mock.callsTo('POST /api/alerts/read')).toHaveLength(1));
  expect(mock.callsTo('POST /api/alerts/read')[0]!.body).toEqual({ all: true });
});

it('marks the chosen alerts read', async () => {
  const mock = setup();
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  await screen.findAllByText('Alert number 1');
  await user.click(screen.getByRole('checkbox', { name: 'Select Alert number 1' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Alert number 3' }));
  const bar = screen.getByRole('region', { name: 'Chosen alerts' });
  expect(within(bar).getByText('2 selected')).toBeInTheDocument();
  await user.click(within(bar).getByRole('button', { name: 'Mark read' }));
  await waitFor(() => expect(mock.callsTo('POST /api/alerts/read')[0]!.body).toEqual({ ids: [1, 3] }));
  // Done: the selection is cleared.
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Chosen alerts' })).not.toBeInTheDocument());
});

it('assigns the chosen page to a teammate (not to a pending invitation)', async () => {
  const mock = setup();
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  await screen.findAllByText('Alert number 1');
  await user.click(screen.getByRole('checkbox', { name: 'Select page' }));
  expect(within(screen.getByRole('region', { name: 'Chosen alerts' })).getByText('6 selected')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Assign…' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Assign to a teammate')).toBeInTheDocument();
  await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Teammate' }), 'Ana Lyst');
  expect(screen.queryByTitle('New Hire')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
  await waitFor(() =>
    expect(mock.callsTo('POST /api/alerts/assign')[0]!.body).toEqual({ ids: [1, 2, 3, 4, 5, 6], assignee_id: 'u-2' }),
  );
});

it('dismisses the chosen alerts with one reason', async () => {
  const mock = setup();
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  await screen.findAllByText('Alert number 1');
  await user.click(screen.getByRole('checkbox', { name: 'Select Alert number 2' }));
  await user.click(screen.getByRole('button', { name: 'Dismiss…' }));
  const dismiss = await screen.findByRole('dialog');
  expect(within(dismiss).getByText('Dismiss Alerts')).toBeInTheDocument();
  await user.click(within(dismiss).getByRole('radio', { name: /Irrelevant/ }));
  await user.click(within(dismiss).getByRole('button', { name: 'Dismiss 1 alert' }));
  await waitFor(() =>
    expect(mock.callsTo('POST /api/alerts/dismiss')[0]!.body).toEqual({ ids: [2], reason: 'irrelevant' }),
  );
});

it("shows an alert's assignee on its card", async () => {
  setup([alertFixture(1, { assignee: { id: 'u-2', name: 'Ana Lyst' }, read: true })]);
  renderWithProviders(<AlertsPage />, ON_ALERTS);
  expect(await screen.findByTestId('alert-card-assignee')).toHaveTextContent('Assigned to Ana Lyst');
});
