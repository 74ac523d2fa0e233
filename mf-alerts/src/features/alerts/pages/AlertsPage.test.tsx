import { act, screen, waitFor, within } from '@testing-library/react';
import type { SeverityCounts } from '../api/types';
import {
  chooseOption,
  mockApi,
  type MockRequest,
  renderWithProviders,
  SUBSCRIPTION_CASES,
  testUser,
  trialStatusOf,
} from 'shared-auth/testing';
import { setLanguage } from 'shared-auth';
import { alertFixture } from '../testing/fixtures';
import AlertsPage from './AlertsPage';

/** Signed in, on the alerts screen. */
const ON_ALERTS = { route: '/alerts', signedInAs: testUser };

jest.setTimeout(60_000);

const LIST = 'GET /api/alerts/';
const COUNTS = 'GET /api/alerts/severity-counts';
const FILTERS = 'GET /api/alerts/filters';
const PROPERTIES = 'GET /api/properties/';
const TRIAL = 'GET /api/custom-auth/trial-status';

const PROPS = [
  { property_id: 'p-1', name: 'Harbour Tower' },
  { property_id: 'p-2', name: 'Queen Plaza' },
];

const filtered = (alerts: ReturnType<typeof alertFixture>[], request: MockRequest) => {
  const severity = request.url.searchParams.get('severity');
  return severity ? alerts.filter((a) => a.severity === severity) : alerts;
};

function position(alerts: ReturnType<typeof alertFixture>[], id: number, request: MockRequest) {
  const list = filtered(alerts, request);
  const limit = Number(request.url.searchParams.get('limit'));
  const index = list.findIndex((a) => a.id === id);
  const page = index < 0 ? null : Math.floor(index / limit) + 1;
  return {
    body: {
      id,
      index: index < 0 ? null : index,
      page,
      offset: page === null ? null : (page - 1) * limit,
      limit,
      total: list.length,
    },
  };
}

function setup({
  alerts = [alertFixture(1)],
  counts = { urgent: 1, high: 2, normal: 3, total: 6 } as SeverityCounts,
  properties = PROPS,
  active = true,
  trialActive = true,
  extra = {},
}: {
  alerts?: ReturnType<typeof alertFixture>[];
  counts?: SeverityCounts;
  properties?: typeof PROPS;
  active?: boolean;
  trialActive?: boolean;
  extra?: Parameters<typeof mockApi>[0];
} = {}) {
  return mockApi({
    // Pages like the server: limit and offset, and the total under the filters in X-Total-Count.
    [LIST]: (request: MockRequest) => {
      const list = filtered(alerts, request);
      const limit = Number(request.url.searchParams.get('limit') ?? 200);
      const offset = Number(request.url.searchParams.get('offset') ?? 0);
      return new Response(JSON.stringify(list.slice(offset, offset + limit)), {
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(list.length) },
      });
    },
    'GET /api/alerts/9/position': (request: MockRequest) => position(alerts, 9, request),
    [COUNTS]: { body: counts },
    [FILTERS]: { body: { properties, categories: [], severities: [], statuses: [] } },
    [PROPERTIES]: { body: properties.map((p) => ({ id: p.property_id, name: p.name, active })) },
    [TRIAL]: { body: { is_trial_active: trialActive, days_remaining: trialActive ? 10 : 0, trial_ends_at: null } },
    ...extra,
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('shows severity tabs with their counts and the alert cards', async () => {
  setup();
  renderWithProviders(<AlertsPage />, ON_ALERTS);
  expect(await screen.findByText('Alert number 1')).toBeInTheDocument();
  for (const label of ['All Alerts (6)', 'Urgent (1 alert)', 'High Priority (2 alerts)', 'Normal (3 alerts)']) {
    expect(await screen.findByRole('tab', { name: label })).toBeInTheDocument();
  }
  const card = screen.getByTestId('alert-card');
  // Title: the item (clamped to two lines, the whole of it on hover); subtitle: the meeting and its date, once.
  expect(within(card).getByTestId('alert-card-title')).toHaveTextContent('Alert number 1');
  expect(within(card).getByTestId('alert-card-title')).toHaveAttribute('title', 'Alert number 1');
  expect(within(card).getByTestId('alert-card-subtitle')).toHaveTextContent('Planning Committee 1 · Nov 30, 2026');
  expect(within(card).getAllByText(/Planning Committee 1/)).toHaveLength(1);
  expect(within(card).getByText(/Mississauga/)).toBeInTheDocument();
});

it('filters by severity tab', async () => {
  const mock = setup({ alerts: [alertFixture(1, { severity: 'urgent' }), alertFixture(2, { severity: 'normal' })] });
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  await screen.findByText('Alert number 2');
  await user.click(await screen.findByRole('tab', { name: /Urgent/ }));
  await waitFor(() => expect(screen.queryByText('Alert number 2')).not.toBeInTheDocument());
  expect(screen.getByText('Alert number 1')).toBeInTheDocument();
  expect(mock.callsTo(LIST).at(-1)!.url.searchParams.get('severity')).toBe('urgent');
});

it('asks the server for 6 cards a page, with Previous, numbered pages, Next and the range shown', async () => {
  const mock = setup({ alerts: Array.from({ length: 14 }, (_, i) => alertFixture(i + 1)) });
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  await screen.findByText('Alert number 1');
  expect(screen.getAllByTestId('alert-card')).toHaveLength(6);
  expect(mock.callsTo(LIST)[0]!.url.searchParams.get('limit')).toBe('6');
  expect(mock.callsTo(LIST)[0]!.url.searchParams.get('offset')).toBe('0');
  expect(screen.getByTestId('alerts-range')).toHaveTextContent('Showing 1-6 of 14 alerts');
  const pager = screen.getByRole('navigation', { name: 'Alert pages' });
  expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(within(pager).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Alert number 7')).toBeInTheDocument();
  expect(mock.callsTo(LIST).at(-1)!.url.searchParams.get('offset')).toBe('6');
  await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
  expect(await screen.findByText('Alert number 13')).toBeInTheDocument();
  expect(screen.getAllByTestId('alert-card')).toHaveLength(2);
  expect(screen.getByTestId('alerts-range')).toHaveTextContent('Showing 13-14 of 14 alerts');
  expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
});

it('goes back to page 1 when a filter changes', async () => {
  const mock = setup({
    alerts: Array.from({ length: 14 }, (_, i) => alertFixture(i + 1, { severity: i % 2 ? 'urgent' : 'normal' })),
  });
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  await screen.findByText('Alert number 1');
  await user.click(
    within(screen.getByRole('navigation', { name: 'Alert pages' })).getByRole('button', { name: 'Page 2' }),
  );
  await waitFor(() => expect(mock.callsTo(LIST).at(-1)!.url.searchParams.get('offset')).toBe('6'));
  await user.click(screen.getByRole('tab', { name: /Urgent/ }));
  await waitFor(() => expect(mock.callsTo(LIST).at(-1)!.url.searchParams.get('severity')).toBe('urgent'));
  expect(mock.callsTo(LIST).at(-1)!.url.searchParams.get('offset')).toBe('0');
  expect(await screen.findByText('Showing 1-6 of 7 alerts')).toBeInTheDocument();
});

it('debounces the search by 300 ms', async () => {
  const mock = setup();
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  await screen.findByText('Alert number 1');
  const before = mock.callsTo(LIST).length;
  await user.type(screen.getByRole('textbox', { name: 'Search alerts' }), 'tower');
  // Typing produced no request per key.
  expect(mock.callsTo(LIST).filter((c) => c.url.searchParams.get('search')).length).toBe(0);
  await waitFor(() => expect(mock.callsTo(LIST).at(-1)!.url.searchParams.get('search')).toBe('tower'));
  expect(mock.callsTo(LIST).length).toBe(before + 1);
});

it('filters by property and by type (category)', async () => {
  const mock = setup();
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  await screen.findByText('Alert number 1');
  await user.click(screen.getByRole('button', { name: /Filters/ }));
  await chooseOption(user, await screen.findByRole('combobox', { name: 'Property' }), 'Queen Plaza');
  await waitFor(() => expect(mock.callsTo(LIST).at(-1)!.url.searchParams.get('propertyId')).toBe('p-2'));
  expect(mock.callsTo(COUNTS).at(-1)!.url.searchParams.get('propertyId')).toBe('p-2');
  await chooseOption(user, screen.getByRole('combobox', { name: 'Type' }), 'Fees');
  await waitFor(() => expect(mock.callsTo(LIST).at(-1)!.url.searchParams.get('category')).toBe('fees'));
});

it('opens the view modal with related agenda items, confidence badges and why they matched', async () => {
  // Not typed as the wire's AlertDetail: an item without a confidence (the modal shows Medium), fewer fields.
  const detail = {
    ...alertFixture(1),
    items: [
      {
        id: 5,
        item_number: '7.1',
        item_title: 'Rezoning at 100 Harbour Street',
        item_description: 'A 32-storey tower.',
        impact_summary: 'Names the address.',
        confidence: null,
        rule: 'address',
        evidence: [{ rule: 'address', text: '100 Harbour Street', confidence: 0.97 }],
        document_id: 42,
        document_url: 'https://example.org/report.pdf',
        source_url: null,
      },
    ],
  };
  setup({ extra: { 'GET /api/alerts/1': { body: detail } } });
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  await user.click(await screen.findByRole('button', { name: 'View' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('Related Agenda Items')).toBeInTheDocument();
  expect(within(dialog).getByText('Item 7.1')).toBeInTheDocument();
  expect(within(dialog).getByText('Medium confidence')).toBeInTheDocument();
  expect(within(dialog).getByText('Rezoning at 100 Harbour Street')).toBeInTheDocument();
  expect(within(dialog).getByTestId('match-evidence')).toHaveTextContent(
    "Names the property's address (100 Harbour Street)",
  );
  // The legend of the severities, this alert's marked.
  const legend = within(dialog).getByRole('list', { name: 'What the severities mean', hidden: true });
  expect(within(legend).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
  expect(legend.querySelector('[aria-current="true"]')).toHaveTextContent(/^Normal/);
  // Both are links drawn as buttons: the source in a new tab, and next to it the document view.
  const source = within(dialog).getByRole('link', { name: 'View Full Document' });
  expect(source).toHaveAttribute('href', 'https://example.org/report.pdf');
  expect(source).toHaveAttribute('target', '_blank');
  expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(dialog).getByRole('link', { name: 'View Matched Passages' })).toHaveClass('ant-btn');
  await user.click(within(dialog).getByRole('link', { name: 'View Matched Passages' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/documents/42');
});

it("lists a property's farther new applications, each linked to its page, nearest first", async () => {
  const listed = [
    {
      id: 31,
      fileNumber: 'A0031/26TEY',
      type: 'minor_variance',
      address: '12 Bench Street',
      status: 'Under Review',
      distanceMeters: 600,
    },
    { id: 32, fileNumber: null, type: 'site_plan', address: null, status: null, distanceMeters: 850 },
  ];
  const detail = {
    ...alertFixture(1, { alert_title: 'New applications: 2 files within 1000 m', listed_applications: listed }),
    items: [
      {
        id: 7,
        item_number: null,
        item_title: null,
        item_description: null,
        impact_summary: '2 applications filed 400 to 1000 m from the property',
        confidence: 'High',
        rule: 'distance',
        evidence: [],
        document_id: null,
        document_url: null,
        source_url: null,
      },
    ],
  };
  setup({ extra: { 'GET /api/alerts/1': { body: detail } } });
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  await user.click(await screen.findByRole('button', { name: 'View' }));
  const dialog = await screen.findByRole('dialog');
  const list = await within(dialog).findByTestId('listed-applications');
  expect(within(list).getByRole('heading', { name: 'Applications nearby (2)' })).toBeInTheDocument();
  const rows = within(list).getAllByTestId('listed-application');
  expect(rows.map((row) => row.textContent)).toEqual([
    'A0031/26TEYMinor variance · 12 Bench Street600 m from the property · status Under Review',
    'Application 32Site plan850 m from the property · status not given',
  ]);
  // From the registry, not a meeting; the list stands for the related items (its one impact names the same files).
  expect(within(dialog).getByText('Application registry')).toBeInTheDocument();
  expect(within(dialog).getByText('Files').closest('tr')).toHaveTextContent(/Files\s*2/);
  expect(within(dialog).queryByText('Municipality Committee')).toBeNull();
  expect(within(dialog).queryByText('Related Agenda Items')).toBeNull();
  await user.click(within(rows[1]!).getByRole('link', { name: 'Application 32' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/applications/32');
});

it('shows a bilingual item in French to a French reader (the English test above shows its English)', async () => {
  const detail = {
    ...alertFixture(1, { alert_title_fr: 'Modification au Règlement de zonage – 110, avenue Laurier Ouest' }),
    items: [
      {
        id: 6,
        item_number: '4.1',
        item_title: 'Zoning By-law Amendment – 110 Laurier Avenue West',
        item_description: 'To permit a 27-storey mixed-use building.',
        item_title_fr: 'Modification au Règlement de zonage – 110, avenue Laurier Ouest',
        item_description_fr: 'Afin de permettre un immeuble polyvalent de 27 étages.',
        impact_summary: 'Names the address.',
        confidence: 'High',
        rule: 'address',
        evidence: [],
        document_id: null,
        document_url: null,
        source_url: null,
      },
    ],
  };
  setup({
    alerts: [alertFixture(1, { alert_title_fr: 'Modification au Règlement de zonage – 110, avenue Laurier Ouest' })],
    extra: { 'GET /api/alerts/1': { body: detail } },
  });
  try {
    // The signed-in user reads the app in French: the app takes the language stored on the user.
    const { user } = renderWithProviders(<AlertsPage />, {
      route: '/alerts',
      signedInAs: { ...testUser, language: 'fr-CA' },
    });
    // The card's title is the alert's French title (its lead item's).
    const card = await screen.findByTestId('alert-card');
    expect(card).toHaveTextContent('Modification au Règlement de zonage – 110, avenue Laurier Ouest');
    expect(card).not.toHaveTextContent('Alert number 1');
    await user.click(await screen.findByRole('button', { name: 'Voir' }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog)
      .getAllByText('Modification au Règlement de zonage – 110, avenue Laurier Ouest')
      .find((node) => node.closest('span[lang="fr-CA"]'));
    expect(title).toBeDefined();
    expect(within(dialog).getByText('Afin de permettre un immeuble polyvalent de 27 étages.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Zoning By-law Amendment – 110 Laurier Avenue West')).toBeNull();
  } finally {
    await act(() => setLanguage('en-CA'));
  }
});

it('dismisses with a reason: the card leaves, the page refills from the server and the counts decrement, never below 0', async () => {
  const alerts = [
    alertFixture(1, { severity: 'urgent' }),
    ...Array.from({ length: 6 }, (_, i) => alertFixture(i + 2, { severity: 'high' })),
  ];
  const mock = setup({
    alerts,
    counts: { urgent: 0, high: 6, normal: 0, total: 6 },
    extra: {
      'POST /api/alerts/1/dismiss': () => {
        alerts.splice(0, 1); // the server leaves it out from now on
        return { body: { id: 1, severity: 'urgent', severity_counts: { urgent: 0, high: 6, normal: 0, total: 6 } } };
      },
    },
  });
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  await screen.findByText('Alert number 1');
  expect(screen.queryByText('Alert number 7')).not.toBeInTheDocument();
  const listCalls = mock.callsTo(LIST).length;
  await user.click(within(screen.getAllByTestId('alert-card')[0]!).getByRole('button', { name: 'Dismiss' }));
  const dialog = await screen.findByRole('dialog');
  const confirm = within(dialog).getByRole('button', { name: 'Dismiss' });
  expect(confirm).toBeDisabled();
  await user.click(within(dialog).getByLabelText(/^Finished/));
  await user.click(confirm);
  await waitFor(() => expect(screen.queryByText('Alert number 1')).not.toBeInTheDocument());
  expect(mock.callsTo('POST /api/alerts/1/dismiss')[0]!.body).toEqual({ reason: 'finished' });
  expect(screen.getByRole('tab', { name: 'Urgent (0 alerts)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'All Alerts (5)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'High Priority (6 alerts)' })).toBeInTheDocument();
  // The next alert moves up into the page.
  expect(await screen.findByText('Alert number 7')).toBeInTheDocument();
  expect(mock.callsTo(LIST).length).toBeGreaterThan(listCalls);
  expect(screen.getAllByTestId('alert-card')).toHaveLength(6);
  expect(screen.getByTestId('alerts-range')).toHaveTextContent('Showing 1-6 of 6 alerts');
});

it('shows the dismiss error', async () => {
  setup({ extra: { 'POST /api/alerts/1/dismiss': { status: 500, body: 'oops' } } });
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByLabelText(/^Irrelevant/));
  await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
  expect(await within(dialog).findByText('Failed to dismiss alert. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('Alert number 1')).toBeInTheDocument();
});

it('shows the load error', async () => {
  setup({ extra: { [LIST]: { status: 500, body: { detail: 'boom' } } } });
  renderWithProviders(<AlertsPage />, ON_ALERTS);
  expect(await screen.findByText('Error loading alerts. Please try again.')).toBeInTheDocument();
});

it("shows 'No alerts found'", async () => {
  setup({ alerts: [] });
  renderWithProviders(<AlertsPage />, ON_ALERTS);
  expect(await screen.findByText('No alerts found')).toBeInTheDocument();
});

const NO_ALERTS: SeverityCounts = { urgent: 0, high: 0, normal: 0, total: 0 };

it('shows the no-properties state with Go to Properties', async () => {
  setup({ properties: [], counts: NO_ALERTS });
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  expect(await screen.findByText('No Properties Yet')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go to Properties' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/properties');
});

it('shows no header before it knows whether the account has properties, then its title alone over the state', async () => {
  let answer: (reply: { body: unknown }) => void = () => undefined;
  const api = setup({
    properties: [],
    counts: NO_ALERTS,
    extra: { [FILTERS]: () => new Promise((resolve) => (answer = resolve)) },
  });
  renderWithProviders(<AlertsPage />, ON_ALERTS);
  await waitFor(() => expect(api.callsTo(FILTERS)).toHaveLength(1));
  await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(0));
  expect(screen.queryByRole('heading', { name: 'Alerts' })).not.toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  act(() => answer({ body: { properties: [], categories: [], severities: [], statuses: [] } }));
  expect(await screen.findByText('No Properties Yet')).toBeInTheDocument();
  // The page's title over the state, without the list's search, filters and tabs.
  expect(screen.getByRole('heading', { name: 'Alerts' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Search alerts' })).not.toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
});

it('lists the alerts of an account without properties (its watch lists), not the no-properties state', async () => {
  const watchAlert = alertFixture(4, {
    alert_type: 'watch',
    watch_id: 'w-1',
    watch_name: 'Altona Road',
    matched_terms: ['altona road'],
    headline: 'Eco-Gift Donation – 1815 <mark>Altona</mark> <mark>Road</mark>, Pickering',
  });
  setup({ properties: [], alerts: [watchAlert], counts: { ...NO_ALERTS, normal: 1, total: 1 } });
  renderWithProviders(<AlertsPage />, ON_ALERTS);
  expect(await screen.findByText('Altona Road')).toBeInTheDocument();
  expect(screen.getByTestId('watch-match').querySelectorAll('mark')).toHaveLength(2);
  expect(screen.getByTestId('alerts-range')).toHaveTextContent('Showing 1-1 of 1 alerts');
  expect(screen.queryByText('No Properties Yet')).not.toBeInTheDocument();
});

it("names a watch alert's watch list and matched terms in the view modal, not a property", async () => {
  const watchAlert = alertFixture(4, {
    alert_type: 'watch',
    watch_id: 'w-1',
    watch_name: 'Altona Road',
    property_name: 'Altona Road',
    matched_terms: ['altona road'],
  });
  setup({
    properties: [],
    alerts: [watchAlert],
    counts: { ...NO_ALERTS, normal: 1, total: 1 },
    extra: { 'GET /api/alerts/4': { body: { ...watchAlert, items: [], property_impacts: [] } } },
  });
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  await user.click(await screen.findByRole('button', { name: 'View' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('Watch list')).toBeInTheDocument();
  expect(within(dialog).getByText('(matched “altona road”)')).toBeInTheDocument();
  expect(within(dialog).queryByText('Property')).not.toBeInTheDocument();
});

it('shows another view when the trial is inactive and there are no properties', async () => {
  setup({ properties: [], trialActive: false, counts: NO_ALERTS });
  renderWithProviders(<AlertsPage />, ON_ALERTS);
  expect(await screen.findByText('Start Monitoring Your Properties')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go to Properties' })).toBeInTheDocument();
});

it('during the trial, says that the alerts of the unsubscribed properties are analysed, as Properties does', async () => {
  setup({ active: false, trialActive: true });
  renderWithProviders(<AlertsPage />, ON_ALERTS);
  const banner = await screen.findByTestId('trial-banner');
  expect(banner).toHaveTextContent(
    /^Trial: 10 days left\. Alerts for your \d+ propert(y|ies) are analysed during the trial\./,
  );
  expect(screen.queryByText('No Active Property Subscriptions')).not.toBeInTheDocument();
});

it("shows the 'No Active Property Subscriptions' banner when no property is active and there is no trial", async () => {
  setup({ active: false, trialActive: false });
  const { user } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  expect(await screen.findByText('No Active Property Subscriptions')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'View Properties' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/properties');
});

it('has no banner when a property is active', async () => {
  setup({ active: true });
  renderWithProviders(<AlertsPage />, ON_ALERTS);
  await screen.findByText('Alert number 1');
  expect(screen.queryByText('No Active Property Subscriptions')).not.toBeInTheDocument();
});

it('goes to the page of ?alertId= (asked of the server), scrolls to it and highlights it for 3 seconds', async () => {
  const scroll = jest.fn();
  Element.prototype.scrollIntoView = scroll;
  const mock = setup({ alerts: Array.from({ length: 10 }, (_, i) => alertFixture(i + 1)) });
  renderWithProviders(<AlertsPage />, { route: '/alerts?alertId=9', signedInAs: testUser });
  const card = (await screen.findByText('Alert number 9')).closest('[data-testid="alert-card"]')!;
  expect(card).toHaveAttribute('data-highlighted', 'true');
  expect(mock.callsTo('GET /api/alerts/9/position')[0]!.url.searchParams.get('limit')).toBe('6');
  // Page 1 was never fetched: the list waited for the position.
  expect(mock.callsTo(LIST).map((c) => c.url.searchParams.get('offset'))).toEqual(['6']);
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await waitFor(() => expect(scroll).toHaveBeenCalled());
  await act(async () => {
    await new Promise((r) => setTimeout(r, 3100));
  });
  expect(card).not.toHaveAttribute('data-highlighted');
});

it('opens page 1 when ?alertId= is not in the list', async () => {
  const mock = setup({
    alerts: Array.from({ length: 8 }, (_, i) => alertFixture(i + 1)),
    extra: { 'GET /api/alerts/99/position': { status: 404, body: { detail: 'Alert not found' } } },
  });
  renderWithProviders(<AlertsPage />, { route: '/alerts?alertId=99', signedInAs: testUser });
  expect(await screen.findByText('Alert number 1')).toBeInTheDocument();
  expect(mock.callsTo(LIST).at(-1)!.url.searchParams.get('offset')).toBe('0');
  expect(screen.getAllByTestId('alert-card').every((c) => !c.hasAttribute('data-highlighted'))).toBe(true);
});

it("warns at the top when a source the company's alerts come from is not being read, and says nothing otherwise", async () => {
  const message = 'Toronto council agendas have not been read since Nov 26. Alerts from them may be missing.';
  const mock = setup({
    extra: {
      'GET /api/sources/health': {
        body: {
          degraded: [
            {
              source: 'tmmis:toronto',
              label: 'Toronto council agendas',
              kind: 'council',
              municipality: 'Toronto',
              degraded_since: '2026-11-27T14:00:00.000Z',
              reason: 'The portal refused our requests (403) on the last 3 runs',
              last_success_at: '2026-11-26T15:00:00.000Z',
              property_ids: ['p-1'],
              message,
            },
          ],
        },
      },
    },
  });
  const { unmount } = renderWithProviders(<AlertsPage />, ON_ALERTS);
  const banner = await screen.findByTestId('source-health-banner');
  expect(banner).toHaveTextContent(message);
  // Above the severity tabs and the cards.
  expect(banner.compareDocumentPosition(screen.getByRole('tablist')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  unmount();

  mock.use({ 'GET /api/sources/health': { body: { degraded: [] } } });
  renderWithProviders(<AlertsPage />, ON_ALERTS);
  expect(await screen.findByText('Alert number 1')).toBeInTheDocument();
  await waitFor(() => expect(mock.callsTo('GET /api/sources/health')).toHaveLength(2));
  expect(screen.queryByTestId('source-health-banner')).not.toBeInTheDocument();
});

it('shows no count beside the tabs when the alert list fails to load', async () => {
  setup({ extra: { [LIST]: { status: 500, body: { detail: 'boom' } } } });
  renderWithProviders(<AlertsPage />, ON_ALERTS);
  expect(await screen.findByText('Error loading alerts. Please try again.')).toBeInTheDocument();
  for (const label of ['All Alerts', 'Urgent', 'High Priority', 'Normal']) {
    expect(screen.getByRole('tab', { name: label })).toBeInTheDocument();
  }
});

// Each subscription state on the Alerts page: the same tag as the property cards and the Billing tab.
it.each(SUBSCRIPTION_CASES.map((c) => [c.state, c] as const))('names a property in state %s', async (_, c) => {
  setup({
    extra: {
      [PROPERTIES]: { body: [{ id: 'p-1', name: 'Harbour Tower', ...c.facts }] },
      [TRIAL]: { body: trialStatusOf(c) },
    },
  });
  renderWithProviders(<AlertsPage />, ON_ALERTS);
  const states = await screen.findByTestId('subscription-states');
  expect(within(states).getByText(`1 ${c.label}`)).toBeInTheDocument();
  // No analysed property (trial aside): the spec's banner.
  const banner = screen.queryByText('No Active Property Subscriptions');
  expect(Boolean(banner)).toBe(c.state === 'past_due' || c.state === 'inactive');
});
