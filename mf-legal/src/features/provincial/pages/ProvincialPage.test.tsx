import { screen, waitFor, within } from '@testing-library/react';
import type { Proposal } from '../api/types';
import { chooseOption, mockApi, renderWithProviders, type MockRequest } from 'shared-auth/testing';
import ProvincialPage from './ProvincialPage';

jest.setTimeout(60_000);

const LIST = 'GET /api/proposals';
const COUNT = 'GET /api/proposals/count';
const SITES = 'GET /api/provincial-sites';

const proposal = (id: number, over: Partial<Proposal> = {}): Proposal => ({
  id,
  source_id: `ERO 025-${id}`,
  title: `Proposal number ${id}`,
  description: `Description of proposal ${id}`,
  content: null,
  posted_date: '2026-11-20',
  deadline: '2026-12-20',
  site: 'ERO',
  site_id: 1,
  site_name: 'Environmental Registry of Ontario',
  category: 'Regulation',
  status: null,
  ministry: null,
  url: `https://ero.ontario.ca/notice/${id}`,
  attachment_count: 0,
  ...over,
});

function setup(proposals: Proposal[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [SITES]: {
      body: [
        { id: 1, site_code: 'ERO', site_name: 'Environmental Registry of Ontario', is_active: true },
        { id: 2, site_code: 'ORR', site_name: "Ontario's Regulatory Registry", is_active: true },
      ],
    },
    [COUNT]: { body: { count: 16, by_site: [] } },
    [LIST]: (request: MockRequest) => ({
      body: request.url.searchParams.get('site') === 'ORR' ? proposals.filter((p) => p.site === 'ORR') : proposals,
    }),
    ...extra,
  });
}

afterEach(() => jest.restoreAllMocks());

it('states the number of proposals from the data', async () => {
  setup([proposal(1)]);
  renderWithProviders(<ProvincialPage />);
  expect(screen.getByRole('heading', { name: 'Provincial and Federal Tracking' })).toBeInTheDocument();
  expect(await screen.findByText('16 proposals from Ontario sites')).toBeInTheDocument();
});

it('shows 6 cards a page with Previous, numbered pages and Next', async () => {
  setup(Array.from({ length: 14 }, (_, i) => proposal(i + 1)));
  const { user } = renderWithProviders(<ProvincialPage />);
  await screen.findByText('Proposal number 1');
  expect(screen.getAllByTestId('proposal-card')).toHaveLength(6);
  const pager = screen.getByRole('navigation', { name: 'Proposal pages' });
  expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(within(pager).getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
  await user.click(within(pager).getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Proposal number 7')).toBeInTheDocument();
  expect(screen.queryByText('Proposal number 1')).not.toBeInTheDocument();
  await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
  expect(screen.getAllByTestId('proposal-card')).toHaveLength(2);
  expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
});

it('hides the pager for a single page', async () => {
  setup(Array.from({ length: 6 }, (_, i) => proposal(i + 1)));
  renderWithProviders(<ProvincialPage />);
  await screen.findByText('Proposal number 6');
  expect(screen.queryByRole('navigation', { name: 'Proposal pages' })).not.toBeInTheDocument();
});

const lastCall = (mock: ReturnType<typeof setup>) => mock.callsTo(LIST).at(-1)!.url.searchParams;

it('sends the debounced search and goes back to page 1', async () => {
  const mock = setup(Array.from({ length: 7 }, (_, i) => proposal(i + 1)));
  const { user } = renderWithProviders(<ProvincialPage />);
  await screen.findByText('Proposal number 1');
  expect(lastCall(mock).get('sort')).toBe('posted_date_desc');
  await user.click(
    within(screen.getByRole('navigation', { name: 'Proposal pages' })).getByRole('button', { name: 'Next' }),
  );
  await user.type(screen.getByPlaceholderText('Search proposals...'), 'housing');
  await waitFor(() => expect(lastCall(mock).get('q')).toBe('housing'));
  // Debounced: one call for the word, not one per key.
  expect(mock.callsTo(LIST).filter((c) => c.url.searchParams.has('q'))).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
});

it("opens with the address's ?q= searched for and in the box (a link of the header search)", async () => {
  const mock = setup([proposal(1)]);
  renderWithProviders(<ProvincialPage />, { route: '/provincial?q=019-8462' });
  await screen.findByText('Proposal number 1');
  expect(lastCall(mock).get('q')).toBe('019-8462');
  expect(mock.callsTo(LIST).every((c) => c.url.searchParams.get('q') === '019-8462')).toBe(true);
  expect(screen.getByPlaceholderText('Search proposals...')).toHaveValue('019-8462');
});

it('filters by site and date from the filter dropdown', async () => {
  const mock = setup([proposal(1), proposal(20, { site: 'ORR', title: 'Transit corridor' })]);
  const { user } = renderWithProviders(<ProvincialPage />);
  await screen.findByText('Proposal number 1');
  await user.click(screen.getByRole('button', { name: /Filter/ }));
  await chooseOption(
    user,
    await screen.findByRole('combobox', { name: 'Site' }),
    "ORR - Ontario's Regulatory Registry",
  );
  await waitFor(() => expect(lastCall(mock).get('site')).toBe('ORR'));
  await waitFor(() => expect(screen.queryByText('Proposal number 1')).not.toBeInTheDocument());
  expect(screen.getByText('Transit corridor')).toBeInTheDocument();
  await chooseOption(user, screen.getByRole('combobox', { name: 'Date' }), 'This Week');
  await waitFor(() => expect(lastCall(mock).get('date')).toBe('week'));
});

it('sorts', async () => {
  const mock = setup([proposal(1)]);
  const { user } = renderWithProviders(<ProvincialPage />);
  await screen.findByText('Proposal number 1');
  await chooseOption(user, screen.getByRole('combobox', { name: 'Sort by' }), 'Deadline');
  await waitFor(() => expect(lastCall(mock).get('sort')).toBe('deadline'));
});

it('opens the detail modal with the attachments toggle and View Item', async () => {
  const files = [
    {
      id: 3,
      filename: 'Draft regulation.pdf',
      url: 'https://ero.ontario.ca/draft.pdf',
      created_at: '2026-11-20T14:00:00Z',
    },
  ];
  const mock = setup([proposal(1, { attachment_count: 1, ministry: 'Municipal Affairs and Housing' })], {
    'GET /api/proposals/1/attachments': { body: files },
  });
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const { user } = renderWithProviders(<ProvincialPage />);
  const card = await screen.findByRole('button', { name: 'Proposal number 1' });
  card.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Description of proposal 1')).toBeInTheDocument();
  expect(within(dialog).getByText('Municipal Affairs and Housing')).toBeInTheDocument();
  expect(within(dialog).getByText('Nov 20, 2026')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Show Attachments' }));
  expect(await within(dialog).findByText('Draft regulation.pdf')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Hide Attachments' }));
  await user.click(within(dialog).getByRole('button', { name: 'Show Attachments' }));
  expect(mock.callsTo('GET /api/proposals/1/attachments')).toHaveLength(1);
  await user.click(within(dialog).getByRole('button', { name: 'View Item' }));
  expect(open).toHaveBeenCalledWith('https://ero.ontario.ca/notice/1', '_blank', 'noopener,noreferrer');
});

it('shows the load error', async () => {
  setup([], { [LIST]: { status: 500, body: { detail: 'boom' } } });
  renderWithProviders(<ProvincialPage />);
  expect(await screen.findByText('Failed to load proposals')).toBeInTheDocument();
});

it('shows an empty state', async () => {
  setup([]);
  renderWithProviders(<ProvincialPage />);
  expect(await screen.findByText('No proposals found. Try adjusting your filters.')).toBeInTheDocument();
});
