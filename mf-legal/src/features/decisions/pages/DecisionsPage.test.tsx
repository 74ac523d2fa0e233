import { screen, within } from '@testing-library/react';
import type { MayoralDecision } from '../api/types';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import DecisionsPage from './DecisionsPage';

const LIST = 'GET /api/mayoral-decisions/';

const decision = (over: Partial<MayoralDecision>): MayoralDecision => ({
  id: 1,
  decision_id: 'MD-2026-014',
  title: 'Expediting zoning by-law amendments',
  decision_date: '2026-03-05',
  decision_date_text: null,
  url: 'https://example.org/md-14.pdf',
  municipality_id: 5,
  municipality_name: 'Toronto',
  bylaw_count: 0,
  bylaws: [],
  ...over,
});

const DECISIONS = [
  decision({
    id: 1,
    bylaw_count: 2,
    bylaws: [
      {
        id: 10,
        bylaw_number: '1024-2026',
        item_number: 'PH24.3',
        description: 'To amend Zoning By-law 569-2013',
        bylaw_url: 'https://example.org/law1024.pdf',
      },
      { id: 11, bylaw_number: '1025-2026', item_number: null, description: 'Official plan amendment', bylaw_url: null },
    ],
  }),
  decision({
    id: 2,
    decision_id: 'MD-2025-021',
    title: null,
    decision_date: null,
    decision_date_text: 'Fall 2025',
    url: null,
    bylaw_count: 1,
    bylaws: [{ id: 12, bylaw_number: '1402-2025', item_number: 'PH16.7', description: 'Chapter 667', bylaw_url: null }],
  }),
  decision({ id: 3, decision_id: 'MD-2025-020', title: 'Appointment', decision_date: null, decision_date_text: null }),
];

afterEach(() => jest.restoreAllMocks());

const row = (text: string) => screen.getByText(text).closest('tr')!;

it('shows the title, Loading... and then the table with its columns', async () => {
  mockApi({ [LIST]: { body: DECISIONS } });
  renderWithProviders(<DecisionsPage />);
  expect(screen.getByRole('heading', { name: 'Mayoral Decisions' })).toBeInTheDocument();
  expect(screen.getByText('Complete list of decisions and approved bylaws')).toBeInTheDocument();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByText('MD-2026-014')).toBeInTheDocument();
  for (const header of ['Decision ID', 'Title', 'Date', 'Bylaws', 'Actions'])
    expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
});

it('shows the decision id and its title in their own columns, and the date fallbacks', async () => {
  mockApi({ [LIST]: { body: DECISIONS } });
  renderWithProviders(<DecisionsPage />);
  const first = row(await screen.findByText('MD-2026-014').then((el) => el.textContent!));
  const cells = within(first).getAllByRole('cell');
  expect(cells[0]).toHaveTextContent(/^MD-2026-014$/);
  expect(cells[1]).toHaveTextContent(/^Expediting zoning by-law amendments$/);
  expect(within(first).getByText('3/5/2026')).toBeInTheDocument();
  expect(within(row('MD-2025-021')).getByText('Fall 2025')).toBeInTheDocument();
  expect(within(row('MD-2025-020')).getByText('N/A')).toBeInTheDocument();
});

it("labels the bylaws 'N bylaw(s)' with a details toggle only when there are some, and links the PDF", async () => {
  mockApi({ [LIST]: { body: DECISIONS } });
  renderWithProviders(<DecisionsPage />);
  await screen.findByText('MD-2026-014');
  expect(within(row('MD-2026-014')).getByText('2 bylaws')).toBeInTheDocument();
  expect(within(row('MD-2025-021')).getByText('1 bylaw')).toBeInTheDocument();
  expect(within(row('MD-2025-020')).getByText('0 bylaws')).toBeInTheDocument();
  expect(within(row('MD-2025-020')).queryByRole('button', { name: 'View details' })).not.toBeInTheDocument();
  const pdf = within(row('MD-2026-014')).getByRole('link', { name: 'View PDF' });
  expect(pdf).toHaveAttribute('href', 'https://example.org/md-14.pdf');
  expect(pdf).toHaveAttribute('target', '_blank');
  expect(within(row('MD-2025-021')).queryByRole('link', { name: 'View PDF' })).not.toBeInTheDocument();
});

it('expands and collapses the bylaw list of each decision on its own', async () => {
  mockApi({ [LIST]: { body: DECISIONS } });
  const { user } = renderWithProviders(<DecisionsPage />);
  await screen.findByText('MD-2026-014');
  expect(screen.queryByText('To amend Zoning By-law 569-2013')).not.toBeInTheDocument();

  await user.click(within(row('MD-2026-014')).getByRole('button', { name: 'View details' }));
  expect(screen.getByText('To amend Zoning By-law 569-2013')).toBeVisible();
  expect(screen.getByText('1024-2026')).toBeInTheDocument();
  expect(screen.getByText(' [PH24.3]', { normalizer: (s) => s })).toBeInTheDocument();
  expect(screen.getByText('Official plan amendment')).toBeInTheDocument();
  const links = screen.getAllByRole('link', { name: 'View bylaw document' });
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAttribute('href', 'https://example.org/law1024.pdf');
  expect(within(row('MD-2026-014')).getByRole('button', { name: 'Hide details' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(screen.queryByText('Chapter 667')).not.toBeInTheDocument();

  await user.click(within(row('MD-2025-021')).getByRole('button', { name: 'View details' }));
  expect(screen.getByText('Chapter 667')).toBeVisible();
  await user.click(within(row('MD-2026-014')).getByRole('button', { name: 'Hide details' }));
  expect(screen.queryByText('To amend Zoning By-law 569-2013')).not.toBeVisible();
  expect(screen.getByText('Chapter 667')).toBeVisible();
});

it('shows the empty state', async () => {
  mockApi({ [LIST]: { body: [] } });
  renderWithProviders(<DecisionsPage />);
  expect(await screen.findByText('No mayoral decisions found')).toBeInTheDocument();
});

it('shows the load error under the title instead of the table', async () => {
  mockApi({ [LIST]: { status: 500, body: { detail: 'Internal Server Error' } } });
  renderWithProviders(<DecisionsPage />);
  expect(await screen.findByText('Failed to load mayoral decisions')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it("opens with the address's ?q= (a header search result) showing the decisions that match, and can show all", async () => {
  mockApi({ [LIST]: { body: DECISIONS } });
  const { user } = renderWithProviders(<DecisionsPage />, { route: '/decisions?q=md-2025-021' });
  expect(await screen.findByTestId('decisions-filter')).toHaveTextContent('Decisions matching “md-2025-021”: 1 of 3.');
  expect(screen.getByText('MD-2025-021')).toBeInTheDocument();
  expect(screen.queryByText('MD-2026-014')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Show all decisions' }));
  expect(screen.getByText('MD-2026-014')).toBeInTheDocument();
  expect(screen.queryByTestId('decisions-filter')).toBeNull();
});
