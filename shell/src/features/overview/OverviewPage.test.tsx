import { screen, waitFor, within } from '@testing-library/react';
import {
  mockApi,
  renderWithProviders,
  SUBSCRIPTION_CASES,
  testUser,
  trialStatusOf,
  type RenderResult,
} from 'shared-auth/testing';
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

const STEP_KEYS = ['property', 'committees', 'email_alerts', 'teammate', 'watch_list'] as const;

/** GET /api/onboarding's answer: the steps listed done, the rest to do. */
function onboardingOf(done: string[] = [], extra: Record<string, unknown> = {}) {
  return {
    first_day: false,
    dismissed: false,
    completed: done.length,
    total: 5,
    all_done: done.length === 5,
    steps: STEP_KEYS.map((key) => ({ key, done: done.includes(key) })),
    ...extra,
  };
}

function setup(
  properties: object[] = PROPERTIES,
  trial = { is_trial_active: false, days_remaining: 0 },
  onboarding: object = onboardingOf([...STEP_KEYS]),
) {
  return mockApi({
    'GET /api/onboarding/': { body: onboarding },
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

it("greets 'Welcome' on the user's first day and 'Welcome back' afterwards, as the API says", async () => {
  setup(PROPERTIES, undefined, onboardingOf([...STEP_KEYS], { first_day: true }));
  const first = renderWithProviders(<OverviewPage />, { storage: {}, signedInAs: testUser });
  // The greeting is in the page at once, out of sight until the API answers: wait for it to show.
  await waitFor(() => expect(screen.getByText(/^Welcome, /)).toBeVisible());
  expect(screen.queryByText(/Welcome back/)).toBeNull();
  first.unmount();
  setup(PROPERTIES, undefined, onboardingOf([...STEP_KEYS], { first_day: false }));
  renderWithProviders(<OverviewPage />, { storage: {}, signedInAs: testUser });
  await waitFor(() => expect(screen.getByText(/^Welcome back, /)).toBeVisible());
});

it('holds the greeting out of sight until the API answers (no "Welcome back" flash on a first day)', async () => {
  mockApi({ 'GET /api/onboarding/': () => new Promise(() => undefined) });
  renderWithProviders(<OverviewPage />, { storage: {}, signedInAs: testUser });
  expect(screen.getByText(/^Welcome, /)).not.toBeVisible();
});

describe('the first-run checklist', () => {
  it('lists the five steps, ticks those the API says are done, and links each step to do to where it is done', async () => {
    setup([], undefined, onboardingOf(['property', 'watch_list'], { first_day: true }));
    renderWithProviders(<OverviewPage />, { storage: {}, signedInAs: testUser });
    const checklist = await screen.findByTestId('onboarding-checklist');
    expect(within(checklist).getByText('Get started')).toBeInTheDocument();
    expect(within(checklist).getByText('2 of 5 done')).toBeInTheDocument();
    const step = (key: string) => screen.getByTestId(`onboarding-step-${key}`);
    expect(step('property')).toHaveAttribute('data-done', 'true');
    expect(within(step('property')).getByText(/\(done\)/)).toBeInTheDocument();
    expect(within(step('property')).queryByRole('link')).toBeNull();
    expect(step('watch_list')).toHaveAttribute('data-done', 'true');
    expect(step('committees')).toHaveAttribute('data-done', 'false');
    expect(within(step('committees')).getByRole('link', { name: 'Choose committees' })).toHaveAttribute(
      'href',
      '/properties/new',
    );
    expect(within(step('email_alerts')).getByRole('link', { name: 'Set email alerts' })).toHaveAttribute(
      'href',
      '/settings/account',
    );
    expect(within(step('teammate')).getByRole('link', { name: 'Invite a teammate' })).toHaveAttribute(
      'href',
      '/settings/users',
    );
  });

  it('is dismissed for good with its button (POST /api/onboarding/dismiss)', async () => {
    const mock = setup(PROPERTIES, undefined, onboardingOf(['property']));
    mock.use({ 'POST /api/onboarding/dismiss': { body: onboardingOf(['property'], { dismissed: true }) } });
    const { user } = renderWithProviders(<OverviewPage />, { storage: {}, signedInAs: testUser });
    await screen.findByTestId('onboarding-checklist');
    await user.click(screen.getByRole('button', { name: 'Dismiss the getting-started checklist' }));
    await waitFor(() => expect(screen.queryByTestId('onboarding-checklist')).toBeNull());
    expect(mock.callsTo('POST /api/onboarding/dismiss')).toHaveLength(1);
  });

  it.each([
    ['every step is done', onboardingOf([...STEP_KEYS])],
    ['the user dismissed it', onboardingOf([], { dismissed: true })],
  ])('is not shown when %s', async (_, state) => {
    const mock = setup(PROPERTIES, undefined, state);
    renderWithProviders(<OverviewPage />, { storage: {}, signedInAs: testUser });
    await waitFor(() => expect(mock.callsTo('GET /api/onboarding/')).toHaveLength(1));
    await screen.findByText(/^Welcome back, /);
    expect(screen.queryByTestId('onboarding-checklist')).toBeNull();
  });
});

// Each subscription state on the Overview: the same tag as the property cards, Alerts and Billing.
it.each(SUBSCRIPTION_CASES.map((c) => [c.state, c] as const))('names a property in state %s', async (_, c) => {
  setup([{ ...PROPERTIES[0], ...c.facts }], trialStatusOf(c));
  renderWithProviders(<OverviewPage />, { storage: {}, signedInAs: testUser });
  const states = await screen.findByTestId('subscription-states');
  await waitFor(() => expect(within(states).getByText(`1 ${c.label}`)).toBeInTheDocument());
});
