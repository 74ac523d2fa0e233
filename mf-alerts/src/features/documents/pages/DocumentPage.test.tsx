import { configure, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockApi, type MockRequest, renderWithProviders, testUser } from 'shared-auth/testing';
import type { DocumentAnalysis, DocumentMeta } from '../api/types';
import DocumentPage from './DocumentPage';

jest.setTimeout(60_000);
// The machine running the suite may be busy: give the lazy page loads time.
configure({ asyncUtilTimeout: 15_000 });

/** A 320-page agenda: page n says "Page n of the agenda.", page 3 and page 305 name the property's address. */
const TOTAL = 320;
const pageText = (n: number) =>
  n === 3 || n === 305 ? `Page ${n}: rezoning of 10 Elm Street is recommended.` : `Page ${n} of the agenda.`;
const pages = Array.from({ length: TOTAL }, (_, i) => i + 1).reduce<
  Array<{ page_number: number; char_start: number; char_end: number; text: string }>
>((list, n) => {
  const start = list.length ? list[list.length - 1]!.char_end + 1 : 0;
  list.push({ page_number: n, char_start: start, char_end: start + pageText(n).length, text: pageText(n) });
  return list;
}, []);
const spanOf = (n: number) => {
  const p = pages[n - 1]!;
  const start = p.char_start + p.text.indexOf('10 Elm Street');
  return { start, end: start + '10 Elm Street'.length };
};

const META: DocumentMeta = {
  id: 7,
  ref: '7',
  kind: 'municipal',
  title: 'Planning Committee agenda',
  source: 'escribe:mississauga',
  source_url: 'https://pub-mississauga.escribemeetings.com/agenda.pdf',
  meeting_id: 3,
  meeting_title: 'Planning and Development Committee',
  meeting_date: '2026-11-30T18:00:00.000Z',
  municipality: 'Mississauga',
  agenda_item_id: 11,
  property_id: null,
  property_name: null,
  type: 'application/pdf',
  size_bytes: 2_400_000,
  pages: TOTAL,
  extraction_status: 'done',
  extraction_error: null,
  extracted_at: '2026-11-20T12:00:00.000Z',
};

const ANALYSIS: DocumentAnalysis = {
  id: 7,
  ref: '7',
  summary: 'The committee considers a rezoning at 10 Elm Street. [1]',
  citations: [],
  categories: ['zoning'],
  agenda_items: [{ id: 11, title: 'Rezoning of 10 Elm Street' }],
  matches: [
    {
      alert_id: 5,
      property_id: 'p-1',
      property_name: 'Elm Street lot',
      rule: 'address',
      confidence: 'High',
      severity: 'high',
      evidence: [
        { rule: 'address', field: 'title', text: '10 Elm Street', span: { start: 12, end: 25 } },
        { rule: 'address', field: 'document', documentId: 7, text: '10 Elm Street', span: spanOf(3), page: 3 },
      ],
      passages: [
        { ...spanOf(3), page: 3, text: '10 Elm Street', rule: 'address', source: 'span' },
        { ...spanOf(305), page: 305, text: '10 Elm Street', rule: 'address', source: 'text' },
      ],
    },
  ],
};

function setup(over: { meta?: Partial<DocumentMeta>; metaStatus?: number; total?: number } = {}) {
  const total = over.total ?? TOTAL;
  return mockApi({
    'GET /api/documents/7': over.metaStatus
      ? { status: over.metaStatus, body: { detail: 'Document not found' } }
      : { body: { ...META, ...over.meta } },
    'GET /api/documents/7/content': (request: MockRequest) => {
      const first = Number(request.url.searchParams.get('page'));
      const count = Number(request.url.searchParams.get('pages'));
      return {
        body: {
          id: 7,
          ref: '7',
          total_pages: total,
          page: first,
          pages: pages.slice(0, total).slice(first - 1, first - 1 + count),
        },
      };
    },
    'GET /api/documents/7/analysis': { body: ANALYSIS },
  });
}

const renderDocument = (path = '/documents/7') =>
  renderWithProviders(
    <Routes>
      <Route path="/documents/:id" element={<DocumentPage />} />
    </Routes>,
    { route: path, signedInAs: testUser },
  );

afterEach(() => jest.restoreAllMocks());

it('opens a 320-page document with its first 10 pages only, and marks the matched passage at its span', async () => {
  const mock = setup();
  renderDocument();
  expect(await screen.findByRole('heading', { name: 'Planning Committee agenda' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByTestId('document-page')).toHaveLength(10));
  expect(mock.callsTo('GET /api/documents/7/content').map((c) => c.url.search)).toEqual(['?page=1&pages=10']);
  expect(screen.getByText('Pages 1-10 of 320', { selector: '.ant-card-extra *' })).toBeInTheDocument();

  const marks = screen.getAllByTestId('highlight');
  expect(marks).toHaveLength(1);
  const [mark] = marks;
  expect(mark).toHaveTextContent(/^10 Elm Street$/);
  expect(mark).toHaveAttribute('data-start', String(spanOf(3).start));
  expect(mark).toHaveAttribute('data-end', String(spanOf(3).end));
  expect(mark!.closest('[data-testid="document-page"]')).toHaveAttribute('aria-label', 'Page 3');
  expect(mark!.parentElement).toHaveTextContent('Page 3: rezoning of 10 Elm Street is recommended.');
  expect(mark).toHaveAttribute('title', 'Elm Street lot: Names the property address');

  // The jump list names the property, the rule and the page of each passage; the title match is listed apart.
  const jumps = screen.getAllByTestId('highlight-jump');
  expect(jumps.map((j) => j.textContent)).toEqual([
    expect.stringMatching(/Elm Street lot.*Names the property address.*page 3/),
    expect.stringMatching(/Elm Street lot.*page 305/),
  ]);
  expect(screen.getByTestId('other-reasons')).toHaveTextContent(
    'Elm Street lot: Names the property address ("10 Elm Street" in the agenda item\'s title)',
  );
  expect(screen.getByRole('link', { name: /View Source/ })).toHaveAttribute('href', META.source_url);
});

it('loads further pages on demand and jumps to a passage on page 305 with the keyboard', async () => {
  const mock = setup();
  const { user } = renderDocument();
  await waitFor(() => expect(screen.getAllByTestId('document-page')).toHaveLength(10));
  await user.click(screen.getByTitle('Next Page'));
  await waitFor(() => expect(screen.getByRole('region', { name: 'Page 11' })).toBeInTheDocument());
  expect(screen.queryByRole('region', { name: 'Page 1' })).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/documents/7?page=11');

  // Keyboard: focus the second jump entry and press Enter.
  const jump = screen.getAllByTestId('highlight-jump')[1]!;
  jump.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('region', { name: 'Page 305' })).toBeInTheDocument());
  const mark = within(screen.getByRole('region', { name: 'Page 305' })).getByTestId('highlight');
  expect(mark).toHaveTextContent('10 Elm Street');
  await waitFor(() => expect(mark).toHaveFocus());
  expect(mock.callsTo('GET /api/documents/7/content').map((c) => c.url.searchParams.get('page'))).toEqual([
    '1',
    '11',
    '301',
  ]);
  expect(screen.getByTestId('location')).toHaveTextContent('/documents/7?page=301');
});

it('says when the document is not found', async () => {
  setup({ metaStatus: 404 });
  renderDocument();
  expect(await screen.findByText('Document not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Alerts' })).toHaveAttribute('href', '/alerts');
});

it('says when the text has not been extracted yet', async () => {
  setup({ meta: { extraction_status: 'pending', pages: null }, total: 0 });
  renderDocument();
  expect(await screen.findByText('The text of this document has not been extracted yet.')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Document pages' })).not.toBeInTheDocument();
});
