import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import ProjectPulseWidget from './ProjectPulseWidget';
import type { ProjectInsight } from '../../insights/api/types';
import { insightLink, severityColor } from '../../insights/components/InsightCard';

jest.setTimeout(60_000);
afterEach(() => jest.restoreAllMocks());

const CATEGORIES = [
  {
    slug: 'competitors',
    label: 'Competitors',
    icon: 'team',
    description: 'Development applications near your property.',
  },
  { slug: 'precedents', label: 'Precedents', icon: 'bank', description: '' },
  { slug: 'city_growth', label: 'City Growth', icon: 'rise', description: 'Growth decisions.' },
  { slug: 'big_policies', label: 'Big Policies', icon: 'file-text', description: 'Policies.' },
];

const insight = (id: number, over: Partial<ProjectInsight> = {}): ProjectInsight => ({
  id,
  property_id: 'p-1',
  property_name: 'Harbour Tower',
  title: `Insight ${id}`,
  description: `Description ${id}`,
  severity: 'high',
  category_slug: 'competitors',
  municipality_name: 'Toronto',
  proposal_url: null,
  document_url: null,
  document_title: null,
  source_id: null,
  insight_data: {},
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  ...over,
});

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/project-insights/categories': { body: CATEGORIES },
    'GET /api/alerts/filters': {
      body: {
        properties: [
          { property_id: 'p-1', name: 'Harbour Tower' },
          { property_id: 'p-2', name: 'Queen Plaza' },
        ],
      },
    },
    'GET /api/project-insights/counts': (r) => ({
      body:
        r.url.searchParams.get('propertyId') === 'p-1'
          ? { competitors: 1, precedents: 0, city_growth: 0, big_policies: 0 }
          : { competitors: 3, precedents: 0, city_growth: 2, big_policies: 1 },
    }),
    'GET /api/project-insights/': (r) => ({
      body: {
        items:
          r.url.searchParams.get('category') === 'competitors'
            ? [
                insight(1, { proposal_url: 'https://ero.example/1', document_url: 'https://doc.example/1' }),
                insight(2, { severity: 'medium', municipality_name: null, document_url: 'https://doc.example/2' }),
                insight(3, { severity: 'low', insight_data: { source_document_url: 'https://src.example/3' } }),
              ]
            : [],
        total: 3,
        limit: 20,
        offset: 0,
      },
    }),
    'GET /api/project-insights/p-1': {
      body: { items: [insight(9, { title: 'Only for Harbour Tower' })], total: 1, limit: 20, offset: 0 },
    },
    ...extra,
  });
}

it('shows the four tabs with counts and the insight cards of all properties', async () => {
  const mock = setup();
  renderWithProviders(<ProjectPulseWidget />);
  expect(screen.getByText('Loading insights...')).toBeInTheDocument();
  for (const label of ['Competitors', 'Precedents', 'City Growth', 'Big Policies']) {
    expect(await screen.findByRole('tab', { name: new RegExp(label) })).toBeInTheDocument();
  }
  await waitFor(() => expect(screen.getByTestId('count-competitors')).toHaveTextContent('3'));
  expect(screen.getByTestId('count-city_growth')).toHaveTextContent('2');
  const cards = await screen.findAllByTestId('insight-card');
  expect(cards).toHaveLength(3);
  expect(within(cards[0]!).getByRole('button', { name: 'View Proposal' })).toBeInTheDocument();
  expect(within(cards[1]!).getByRole('button', { name: 'View Document' })).toBeInTheDocument();
  expect(within(cards[1]!).getByText('Unknown')).toBeInTheDocument();
  expect(within(cards[2]!).getByRole('button', { name: 'View Document' })).toBeInTheDocument();
  expect(within(cards[0]!).getByRole('img', { name: 'high severity' })).toHaveStyle({ background: '#ff4d4f' });
  expect(mock.callsTo('GET /api/project-insights/')[0]!.url.searchParams.get('limit')).toBe('20');
});

it('opens the source link in a new tab', async () => {
  setup();
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const { user } = renderWithProviders(<ProjectPulseWidget />);
  await user.click(await screen.findByRole('button', { name: 'View Proposal' }));
  expect(open).toHaveBeenCalledWith('https://ero.example/1', '_blank', 'noopener,noreferrer');
});

it('shows the category description, or the default text, when a tab is empty', async () => {
  setup();
  const { user } = renderWithProviders(<ProjectPulseWidget />);
  await screen.findAllByTestId('insight-card');
  await user.click(screen.getByRole('tab', { name: /City Growth/ }));
  expect(await screen.findByText('Growth decisions.')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: /Precedents/ }));
  expect(await screen.findByText('No insights found for this category.')).toBeInTheDocument();
});

it('switches to a single property, the first one by default', async () => {
  const mock = setup();
  const { user } = renderWithProviders(<ProjectPulseWidget />);
  await screen.findAllByTestId('insight-card');
  expect(screen.queryByRole('combobox', { name: 'Property' })).not.toBeInTheDocument();
  await user.click(screen.getByText('View Single Property'));
  expect(await screen.findByText('Only for Harbour Tower')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Property' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('count-competitors')).toHaveTextContent('1'));
  expect(mock.callsTo('GET /api/project-insights/p-1')[0]!.url.searchParams.get('category')).toBe('competitors');
});

it('logs an insight error and empties the list; a failed count reads 0', async () => {
  setup({
    'GET /api/project-insights/': { status: 500, body: { detail: 'boom' } },
    'GET /api/project-insights/counts': { status: 500, body: { detail: 'boom' } },
  });
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(<ProjectPulseWidget />);
  expect(await screen.findByText('Development applications near your property.')).toBeInTheDocument();
  expect(screen.getByTestId('count-competitors')).toHaveTextContent('0');
  expect(log).toHaveBeenCalledWith('Project Pulse: loading insights failed', expect.anything());
});

it('picks the link and colour by the rules', () => {
  const [a, b, c] = ['https://a.example/', 'https://b.example/', 'https://c.example/'];
  expect(insightLink(insight(1, { proposal_url: a, document_url: b }))).toEqual({ url: a, label: 'View Proposal' });
  expect(insightLink(insight(1, { document_url: b, insight_data: { source_document_url: c } }))).toEqual({
    url: b,
    label: 'View Document',
  });
  expect(insightLink(insight(1, { insight_data: { source_document_url: c } }))).toEqual({
    url: c,
    label: 'View Document',
  });
  expect(insightLink(insight(1))).toBeNull();
  expect(['high', 'medium', 'low', 'urgent'].map(severityColor)).toEqual(['#ff4d4f', '#fa8c16', '#52c41a', '#bfbfbf']);
});

it('never links or opens a javascript: (or any non-http) URL', async () => {
  expect(insightLink(insight(1, { proposal_url: 'javascript:alert(1)', document_url: 'https://b.example/' }))).toEqual({
    url: 'https://b.example/',
    label: 'View Document',
  });
  expect(
    insightLink(insight(1, { insight_data: { source_document_url: 'javascript:alert(document.cookie)' } })),
  ).toBeNull();
  expect(
    insightLink(
      insight(1, { document_url: 'data:text/html,x', insight_data: { source_document_url: ' JavaScript:alert(1)' } }),
    ),
  ).toBeNull();

  setup({
    'GET /api/project-insights/': {
      body: {
        items: [insight(1, { title: 'Hostile', insight_data: { source_document_url: 'javascript:alert(1)' } })],
        total: 1,
        limit: 20,
        offset: 0,
      },
    },
  });
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  renderWithProviders(<ProjectPulseWidget />);
  const [card] = await screen.findAllByTestId('insight-card');
  expect(within(card!).getByText('Hostile')).toBeInTheDocument();
  expect(within(card!).queryByRole('button', { name: /View/ })).not.toBeInTheDocument();
  expect(open).not.toHaveBeenCalled();
});

it('without a property, says what will appear and links to adding one; with properties it does not', async () => {
  setup({ 'GET /api/alerts/filters': { body: { properties: [] } } });
  const { user } = renderWithProviders(<ProjectPulseWidget />);
  const help = await screen.findByTestId('pulse-empty-help');
  expect(within(help).getByText(/will appear here/)).toBeInTheDocument();
  await user.click(within(help).getByRole('button', { name: 'Add a property' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/properties/new');
});

it('with properties, shows no add-a-property help', async () => {
  const mock = setup();
  renderWithProviders(<ProjectPulseWidget />);
  await waitFor(() => expect(mock.callsTo('GET /api/alerts/filters')).toHaveLength(1));
  await screen.findByText('Competitors');
  expect(screen.queryByTestId('pulse-empty-help')).toBeNull();
});
