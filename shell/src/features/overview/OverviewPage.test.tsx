import { screen, waitFor, within } from '@testing-library/react';
import {
  mockApi,
  renderWithProviders,
  SUBSCRIPTION_CASES,
  testUser,
  trialStatusOf,
  type RenderResult,
} from 'shared-auth/testing';
import { GREETED_STORAGE_KEY } from './lib/greeting';
import { municipalitySublabel, timeSavedHours } from './lib/overview';
import { OverviewPage } from './OverviewPage';

jest.mock('../remotes/RemoteModule', () => ({
  RemoteModule: ({ remote, module }: { remote: string; module: string }) => <p>{`${remote} ${module}`}</p>,
}));
jest.setTimeout(60_000);
afterEach(() => jest.restoreAllMocks());

const PROPERTIES = [
  { id: 'p1', name: 'A', municipality_id: 1, municipality_name: 'Mississauga' },
  { id: 'p2', name: 'B', municipality_id: 2, municipality_name: 'Toronto' },
  { id: 'p3', name: 'C', municipality_id: 2, municipality_name: 'Toronto' },
];

function setup(properties: object[] = PROPERTIES, trial = { is_trial_active: false, days_remaining: 0 }) {
  return mockApi({
    'GET /api/custom-auth/trial-status': { body: trial },
    'GET /api/properties/': { body: properties },
    'GET /api/alerts/stats': (r) => ({ body: { new_alerts: Number(r.url.searchParams.get('days')) === 7 ? 2 : 11 } }),
    'GET /api/meetings/stats': (r) => ({
      body: { upcoming_meetings: Number(r.url.searchParams.get('days')) === 30 ? 5 : 40 },
    }),
    'GET /api/proposals/count': (r) => ({ body: { count: r.url.searchParams.get('site') === 'ORR' ? 3 : 16 } }),
  });
}

const card = (title: string) => screen.getByTestId(`kpi-${title}`);
const value = (title: string) => within(card(title)).getByTestId('kpi-value');

async function choose(user: RenderResult['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const matches = await screen.findAllByTitle(option);
  await user.click(matches.find((el) => el.closest('.ant-select-item-option')) ?? matches[matches.length - 1]!);
}

it("shows '...' while loading, then the four figures with their links and the sublabel", async () => {
  setup();
  renderWithProviders(<OverviewPage />, { storage: {}, signedInAs: testUser });
  expect(value('Properties')).toHaveTextContent('...');
  expect(value('Alerts')).toHaveTextContent('...');
  await waitFor(() => expect(value('Properties')).toHaveTextContent('3'));
  expect(within(card('Properties')).getByText('Across 2 Municipalities')).toBeInTheDocument();
  await waitFor(() => expect(value('Alerts')).toHaveTextContent('11'));
  await waitFor(() => expect(value('Tracked Meetings')).toHaveTextContent('40'));
  await waitFor(() => expect(value('Provincial Items')).toHaveTextContent('16'));
  expect(screen.getByRole('link', { name: 'Properties' })).toHaveAttribute('href', '/properties');
  expect(screen.getByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '/alerts');
  expect(screen.getByRole('link', { name: 'Tracked Meetings' })).toHaveAttribute('href', '/meetings');
  expect(screen.getByRole('link', { name: 'Provincial Items' })).toHaveAttribute('href', '/provincial');
  expect(screen.getByText('mf_properties ./ProjectPulseWidget')).toBeInTheDocument();
  expect(screen.getByText('mf_alerts ./AlertsOverviewWidget')).toBeInTheDocument();
});

it('the pickers change the figures (alerts default all = 999 days, meetings default all, provincial all items)', async () => {
  const mock = setup();
  const { user } = renderWithProviders(<OverviewPage />, { storage: {}, signedInAs: testUser });
  await waitFor(() => expect(value('Alerts')).toHaveTextContent('11'));
  expect(mock.callsTo('GET /api/alerts/stats')[0]!.url.searchParams.get('days')).toBe('999');
  expect(mock.callsTo('GET /api/meetings/stats')[0]!.url.searchParams.get('days')).toBe('999');
  expect(mock.callsTo('GET /api/proposals/count')[0]!.url.searchParams.get('site')).toBeNull();
  await choose(user, 'Alerts period', 'Last 7 Days');
  await waitFor(() => expect(value('Alerts')).toHaveTextContent('2'));
  await choose(user, 'Tracked Meetings period', 'Next 30 Days');
  await waitFor(() => expect(value('Tracked Meetings')).toHaveTextContent('5'));
  await choose(user, 'Provincial Items period', 'ORR Items');
  await waitFor(() => expect(value('Provincial Items')).toHaveTextContent('3'));
});

it("reads 'In 1 Municipality' for one municipality and computes the time saved", async () => {
  setup([PROPERTIES[0]!]);
  const { container } = renderWithProviders(<OverviewPage />, { storage: {}, signedInAs: testUser });
  expect(await within(await screen.findByTestId('kpi-Properties')).findByText('In 1 Municipality')).toBeInTheDocument();
  await waitFor(() => expect(container.querySelector('section')).toHaveAttribute('data-time-saved-hours', '8'));
});

it('computes 8.5 hours per property, rounded down, and counts distinct municipalities', () => {
  expect([0, 1, 2, 3].map(timeSavedHours)).toEqual([0, 8, 17, 25]);
  expect(municipalitySublabel([])).toBe('No properties tracked yet');
  expect(municipalitySublabel(PROPERTIES)).toBe('Across 2 Municipalities');
});

it("greets a user's first Overview in this browser with 'Welcome', later ones with 'Welcome back'", async () => {
  window.localStorage.removeItem(GREETED_STORAGE_KEY);
  setup();
  const first = renderWithProviders(<OverviewPage />, { storage: {}, signedInAs: testUser });
  expect(screen.getByText(/^Welcome, /)).toBeInTheDocument();
  expect(screen.queryByText(/Welcome back/)).toBeNull();
  first.unmount();
  renderWithProviders(<OverviewPage />, { signedInAs: testUser });
  expect(screen.getByText(/^Welcome back, /)).toBeInTheDocument();
});

// Each subscription state on the Overview: the same tag as the property cards, Alerts and Billing.
it.each(SUBSCRIPTION_CASES.map((c) => [c.state, c] as const))('names a property in state %s', async (_, c) => {
  setup([{ ...PROPERTIES[0], ...c.facts }], trialStatusOf(c));
  renderWithProviders(<OverviewPage />, { storage: {}, signedInAs: testUser });
  const states = await screen.findByTestId('subscription-states');
  await waitFor(() => expect(within(states).getByText(`1 ${c.label}`)).toBeInTheDocument());
});
