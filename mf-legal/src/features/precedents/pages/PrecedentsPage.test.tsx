import { act, screen, waitFor, within } from '@testing-library/react';
import type { LegalDecision } from '../api/types';
import { CHART_HEIGHT, CHART_PALETTE, pieRadiusRatio } from '../lib/chartData';
import { lastChart } from '../testing/chartsMock';
import { chooseOption, mockApi, renderWithProviders, type MockRequest } from 'shared-auth/testing';
import PrecedentsPage from './PrecedentsPage';

// jsdom cannot lay out or draw the charts: the library's Pie and Bar are replaced by recording stand-ins.
jest.mock('@ant-design/charts', () => jest.requireActual('../testing/chartsMock'));

// The page renders antd tables, selects and modals: slow in jsdom on a busy machine.
jest.setTimeout(60_000);

const ACTS = 'GET /api/legal-stats/acts';
const DECISIONS = 'GET /api/legal-decisions';
const sectionsRoute = (act: string) => `GET /api/legal-stats/sections/${encodeURIComponent(act)}`;
const attachmentsRoute = (id: number) => `GET /api/legal-decisions/${id}/attachments`;

const ACT_STATS = [
  { act: 'Planning Act', count: 823, percentage: 68.41 },
  { act: 'Expropriations Act', count: 227, percentage: 18.87 },
  { act: 'Development Charges Act', count: 44, percentage: 3.66 },
  { act: 'Ontario Heritage Act', count: 39, percentage: 3.24 },
  { act: 'City of Toronto Act', count: 24, percentage: 1.99 },
  { act: 'Environmental Protection Act', count: 14, percentage: 1.16 },
  { act: 'Niagara Escarpment Planning & Development Act', count: 13, percentage: 1.08 },
  { act: 'Conservation Authorities Act', count: 9, percentage: 0.75 },
  { act: 'Mining Act', count: 5, percentage: 0.42 },
  { act: 'Municipal Act', count: 5, percentage: 0.42 },
];
const PLANNING_SECTIONS = [
  { section: 's. 45(12)', count: 300, percentage: 60 },
  { section: 's. 34(11)', count: 185, percentage: 37 },
  { section: 's. 41(12)', count: 10, percentage: 2 },
  { section: 's. 69.1', count: 5, percentage: 1 },
];
const EXPROPRIATION_SECTIONS = [{ section: 's. 26', count: 227, percentage: 100 }];

const decision = (id: number, over: Partial<LegalDecision> = {}): LegalDecision => ({
  id,
  source_id: `d${id}`,
  title: `Decision number ${id}`,
  caseid: `OLT-24-${String(id).padStart(6, '0')}`,
  decision_date: '2025-03-05',
  pdf_url: `https://example.org/${id}.pdf`,
  url: null,
  database_id: 'onlt',
  acts: ['Planning Act'],
  citations: [{ act: 'Planning Act', section: 's. 34(11)' }],
  attachment_count: 0,
  ...over,
});

function decisionsHandler(all: LegalDecision[]) {
  return (request: MockRequest) => {
    const limit = Number(request.url.searchParams.get('limit'));
    const offset = Number(request.url.searchParams.get('offset'));
    return { body: { items: all.slice(offset, offset + limit), total: all.length, limit, offset } };
  };
}

function setup(decisions: LegalDecision[] = [decision(1)], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [ACTS]: { body: ACT_STATS },
    [sectionsRoute('Planning Act')]: { body: PLANNING_SECTIONS },
    [sectionsRoute('Expropriations Act')]: { body: EXPROPRIATION_SECTIONS },
    [DECISIONS]: decisionsHandler(decisions),
    ...extra,
  });
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const sectionsCard = () => screen.getByTestId('sections-chart');
const actsCard = () => screen.getByTestId('acts-chart');
/** A pie slice or a bar of a card, by its item's name (the chart's code arrives lazily). */
const sliceOf = (card: HTMLElement, label: string) => card.querySelector<HTMLElement>(`[data-slice="${label}"]`);
async function findSlice(card: () => HTMLElement, label: string) {
  await waitFor(() => expect(sliceOf(card(), label)).not.toBeNull());
  return sliceOf(card(), label)!;
}
/** The chart's accessible name, which states its data. */
const chartName = (card: HTMLElement) => within(card).getByRole('img', { name: /: / }).getAttribute('aria-label');

describe('charts', () => {
  it('shows the title, the loading text, then both charts', async () => {
    setup();
    renderWithProviders(<PrecedentsPage />);
    expect(screen.getByRole('heading', { name: 'Precedents Case Distribution' })).toBeInTheDocument();
    expect(screen.getByText('Loading precedents statistics...')).toBeInTheDocument();
    expect(await screen.findByText('Cases by Act')).toBeInTheDocument();
    expect(screen.queryByText('Loading precedents statistics...')).not.toBeInTheDocument();
    expect(within(actsCard()).getByText('Total: 1203 cases')).toBeInTheDocument();
    expect(screen.getByText('Sections by Act')).toBeInTheDocument();
    // The product's subtitle, and beside it the date of the newest decision on file.
    expect(screen.getByText('Real-time analysis of OLT cases by Act and Section')).toBeInTheDocument();
    expect(await screen.findByTestId('precedents-updated')).toHaveTextContent(
      '· Updated Mar 5, 2025 (newest decision)',
    );
  });

  it("gives the pie the acts with those under 2% grouped into 'Others', height 300, radius 80 and the palette", async () => {
    setup();
    renderWithProviders(<PrecedentsPage />);
    await findSlice(actsCard, 'Planning Act');
    // The accessible name states every slice with its count and share.
    expect(chartName(actsCard())).toBe(
      'Cases by Act: Planning Act 823 (68.41%), Expropriations Act 227 (18.87%), Development Charges Act 44 (3.66%), ' +
        'Ontario Heritage Act 39 (3.24%), Others 70 (5.82%)',
    );
    const pie = lastChart('pie', 'Planning Act')!;
    expect(pie.data.map((d) => d.label)).toEqual([
      'Planning Act',
      'Expropriations Act',
      'Development Charges Act',
      'Ontario Heritage Act',
      'Others',
    ]);
    expect(pie.data.at(-1)).toEqual({ label: 'Others', count: 70, percentage: 5.82 });
    expect(pie).toMatchObject({
      angleField: 'count',
      colorField: 'label',
      height: CHART_HEIGHT,
      radius: pieRadiusRatio(),
    });
    expect(pie.scale).toEqual({
      color: { domain: pie.data.map((d) => d.label), range: CHART_PALETTE.slice(0, 5) },
    });
    // Percentages, rounded, written inside the slices of 8% and more.
    const text = (pie.label as { text: (d: unknown) => string }).text;
    expect(pie.data.map(text)).toEqual(['68%', '19%', '', '', '']);
  });

  it("selects the first act by default and groups its sections under 3% into 'Others'", async () => {
    const mock = setup();
    renderWithProviders(<PrecedentsPage />);
    await findSlice(sectionsCard, 's. 45(12)');
    expect(mock.callsTo(sectionsRoute('Planning Act'))).toHaveLength(1);
    expect(within(sectionsCard()).getByText('Planning Act (823)')).toBeInTheDocument();
    expect(chartName(sectionsCard())).toBe(
      'Sections of the Planning Act: s. 45(12) 300 (60%), s. 34(11) 185 (37%), Others 15 (3%)',
    );
    const cards = screen.getByTestId('summary-cards');
    expect(within(cards).getByText('Top Act')).toBeInTheDocument();
    expect(within(cards).getByText('Planning Act')).toBeInTheDocument();
    expect(within(cards).getByText('68.41% of all cases')).toBeInTheDocument();
    expect(within(cards).getByText('s. 45(12)')).toBeInTheDocument();
    expect(within(cards).getByText("60% of the act's cases")).toBeInTheDocument();
    expect(within(cards).getByText('Total Acts')).toBeInTheDocument();
    expect(within(cards).getByText('10')).toBeInTheDocument();
    expect(within(cards).getByText('ON')).toBeInTheDocument();
    expect(within(cards).getByText('Updates every 30s')).toBeInTheDocument();
  });

  it('selects the act of a clicked slice; a click on Others selects nothing', async () => {
    const mock = setup();
    const { user } = renderWithProviders(<PrecedentsPage />);
    await findSlice(sectionsCard, 's. 45(12)');
    await user.click(sliceOf(actsCard(), 'Others')!);
    expect(mock.callsTo(sectionsRoute('Planning Act'))).toHaveLength(1);
    await user.click(sliceOf(actsCard(), 'Expropriations Act')!);
    await findSlice(sectionsCard, 's. 26');
    expect(within(sectionsCard()).getByText('Expropriations Act (227)')).toBeInTheDocument();
    expect(mock.callsTo(sectionsRoute('Expropriations Act'))).toHaveLength(1);
  });

  it("on a narrow card (jsdom's boxes have no width) the pie's legend is the page's own list, whose buttons select the act", async () => {
    setup();
    const { user } = renderWithProviders(<PrecedentsPage />);
    await findSlice(sectionsCard, 's. 45(12)');
    expect(lastChart('pie', 'Planning Act')!.legend).toBe(false);
    const legend = within(actsCard()).getByRole('list', { name: 'Legend' });
    // 'Others' is listed, but is no act to select.
    expect(within(legend).getByText('Others 70 (5.82%)')).toBeInTheDocument();
    expect(within(legend).queryByRole('button', { name: /^Others/ })).toBeNull();
    await user.click(within(legend).getByRole('button', { name: 'Expropriations Act 227 (18.87%)' }));
    await findSlice(sectionsCard, 's. 26');
    expect(within(sectionsCard()).getByText('Expropriations Act (227)')).toBeInTheDocument();
  });

  it("selects an act from the dropdown, whose first option 'Select an Act...' shows the hint", async () => {
    setup();
    const { user } = renderWithProviders(<PrecedentsPage />);
    await findSlice(sectionsCard, 's. 45(12)');
    await chooseOption(user, within(sectionsCard()).getByRole('combobox', { name: 'Act' }), 'Expropriations Act (227)');
    await findSlice(sectionsCard, 's. 26');
    await chooseOption(user, within(sectionsCard()).getByRole('combobox', { name: 'Act' }), 'Select an Act...');
    expect(
      await screen.findByText('Click on an act above or select from the dropdown to view its sections'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('summary-cards')).getByText('No act selected')).toBeInTheDocument();
  });

  it('switches to bar charts and to manual refresh', async () => {
    setup();
    const { user } = renderWithProviders(<PrecedentsPage />);
    await findSlice(actsCard, 'Planning Act');
    await user.click(screen.getByText('Bar'));
    await waitFor(() => expect(within(actsCard()).queryByTestId('pie-chart')).toBeNull());
    expect(within(actsCard()).getByTestId('bar-chart')).toBeInTheDocument();
    const bar = lastChart('bar', 'Planning Act')!;
    expect(bar).toMatchObject({ xField: 'label', yField: 'count', height: CHART_HEIGHT });
    expect(bar.axis).toEqual({ x: { title: false }, y: { title: 'Cases' } });
    const text = (bar.label as { text: (d: unknown) => string }).text;
    expect(text(bar.data[0])).toBe('823 (68.41%)');
    await user.click(sliceOf(actsCard(), 'Expropriations Act')!);
    await findSlice(sectionsCard, 's. 26');
    await user.click(screen.getByText('Manual'));
    expect(within(screen.getByTestId('summary-cards')).getByText('OFF')).toBeInTheDocument();
  });

  it('refreshes the statistics every 30 seconds while Auto is on, and on Refresh', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const mock = setup();
    const { user } = renderWithProviders(<PrecedentsPage />);
    await findSlice(sectionsCard, 's. 45(12)');
    expect(mock.callsTo(ACTS)).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    await waitFor(() => expect(mock.callsTo(ACTS)).toHaveLength(2));
    await user.click(screen.getByText('Manual'));
    await act(async () => {
      jest.advanceTimersByTime(61_000);
    });
    expect(mock.callsTo(ACTS)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /Refresh/ }));
    await waitFor(() => expect(mock.callsTo(ACTS)).toHaveLength(3));
  });

  it('sends the date filter to the statistics and the decisions', async () => {
    const mock = setup();
    const { user } = renderWithProviders(<PrecedentsPage />);
    await findSlice(actsCard, 'Planning Act');
    await user.click(screen.getByRole('button', { name: /Filter/ }));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Date' }), 'This Month');
    await waitFor(() => expect(mock.callsTo(ACTS).at(-1)!.url.searchParams.get('date')).toBe('month'));
    await waitFor(() => expect(mock.callsTo(DECISIONS).at(-1)!.url.searchParams.get('date')).toBe('month'));
    await waitFor(() =>
      expect(mock.callsTo(sectionsRoute('Planning Act')).at(-1)!.url.searchParams.get('date')).toBe('month'),
    );
  });
});

describe('decisions table', () => {
  it('shows the columns with the N/A rules and opens the PDF in a new tab', async () => {
    setup([decision(1), decision(2, { caseid: null, decision_date: null, pdf_url: null, title: 'No number or date' })]);
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderWithProviders(<PrecedentsPage />);
    const first = (await screen.findByText('Decision number 1')).closest('tr')!;
    for (const header of ['Title', 'Case Number', 'Decision Date', 'PDF'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(first).getByText('OLT-24-000001')).toBeInTheDocument();
    expect(within(first).getByText('Mar 5, 2025')).toBeInTheDocument();
    const second = screen.getByText('No number or date').closest('tr')!;
    expect(within(second).getAllByText('N/A')).toHaveLength(2);
    expect(within(second).getByRole('button', { name: /PDF/ })).toBeDisabled();
    await user.click(within(first).getByRole('button', { name: /PDF/ }));
    expect(open).toHaveBeenCalledWith('https://example.org/1.pdf', '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the server with the default sort, q only when not empty, and the chosen sort', async () => {
    const mock = setup();
    const { user } = renderWithProviders(<PrecedentsPage />);
    await screen.findByText('Decision number 1');
    // The header asks for the newest decision alone (limit 1); the table's first page is the call of 6.
    const [newest, firstCall] = [1, 6].map(
      (limit) =>
        mock.callsTo(DECISIONS).find((c) => c.url.searchParams.get('limit') === String(limit))!.url.searchParams,
    );
    expect(newest!.get('sort')).toBe('decision_date_desc');
    expect(firstCall!.get('sort')).toBe('decision_date_desc');
    expect(firstCall!.has('q')).toBe(false);
    await user.type(screen.getByPlaceholderText('Search case numbers, decisions...'), 'OLT-24');
    await waitFor(() => expect(mock.callsTo(DECISIONS).at(-1)!.url.searchParams.get('q')).toBe('OLT-24'));
    // Debounced: one call for the whole word, not one per key.
    expect(mock.callsTo(DECISIONS).filter((c) => c.url.searchParams.has('q'))).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /Filter/ }));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Sort by' }), 'Case Number');
    await waitFor(() => expect(mock.callsTo(DECISIONS).at(-1)!.url.searchParams.get('sort')).toBe('case_number'));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Sort by' }), 'Title (A-Z)');
    await waitFor(() => expect(mock.callsTo(DECISIONS).at(-1)!.url.searchParams.get('sort')).toBe('title'));
  });

  it('shows the pagination only above 6 results', async () => {
    setup(Array.from({ length: 6 }, (_, i) => decision(i + 1)));
    renderWithProviders(<PrecedentsPage />);
    await screen.findByText('Decision number 6');
    expect(screen.queryByRole('navigation', { name: 'Decision pages' })).not.toBeInTheDocument();
  });

  it('pages through 6 rows at a time with Previous, numbers and Next', async () => {
    const mock = setup(Array.from({ length: 14 }, (_, i) => decision(i + 1)));
    const { user } = renderWithProviders(<PrecedentsPage />);
    await screen.findByText('Decision number 6');
    const pager = screen.getByRole('navigation', { name: 'Decision pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pager).getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Decision number 7')).toBeInTheDocument();
    expect(mock.callsTo(DECISIONS).at(-1)!.url.searchParams.get('offset')).toBe('6');
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Decision number 14')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the empty state', async () => {
    setup([]);
    renderWithProviders(<PrecedentsPage />);
    expect(await screen.findByText('No precedents decisions found. Try adjusting your filters.')).toBeInTheDocument();
  });

  it('shows the load error above the table', async () => {
    setup([], { [DECISIONS]: { status: 500, body: { detail: 'boom' } } });
    renderWithProviders(<PrecedentsPage />);
    expect(await screen.findByText('Failed to load precedents decisions')).toBeInTheDocument();
    expect(screen.queryByText('No precedents decisions found. Try adjusting your filters.')).not.toBeInTheDocument();
  });

  it('keeps the charts when the statistics fail, only logging the error', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setup([decision(1)], { [ACTS]: { status: 500, body: { detail: 'boom' } } });
    renderWithProviders(<PrecedentsPage />);
    expect(await screen.findByText('Decision number 1')).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load the act statistics', expect.anything()));
    expect(screen.getByText('Cases by Act')).toBeInTheDocument();
  });
});

describe('decision detail modal', () => {
  it.each([
    ['onlt', 'OLT'],
    ['onltb', 'LTB'],
    ['onsc', 'ONSC'],
  ])('shows the %s database as %s, with the case and date', async (databaseId, chip) => {
    setup([decision(1, { database_id: databaseId })]);
    const { user } = renderWithProviders(<PrecedentsPage />);
    await user.click(await screen.findByText('Decision number 1'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Decision number 1')).toBeInTheDocument();
    expect(within(dialog).getByTestId('database-chip')).toHaveTextContent(chip);
    expect(within(dialog).getByText('OLT-24-000001')).toBeInTheDocument();
    expect(within(dialog).getByText('Mar 5, 2025')).toBeInTheDocument();
    expect(within(dialog).getByText('View the full decision document using the link below.')).toBeInTheDocument();
  });

  it("titles a decision without a title 'Decision Details' and opens from the keyboard", async () => {
    setup([decision(1, { title: '' })]);
    const { user } = renderWithProviders(<PrecedentsPage />);
    const row = (await screen.findAllByText('Decision Details'))[0]!.closest('tr')!;
    row.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Decision Details').length).toBeGreaterThan(0);
  });

  it('loads the attachments once, on the first expand, and lists them', async () => {
    const files = [
      {
        id: 7,
        filename: 'Decision and Order.pdf',
        url: 'https://example.org/order.pdf',
        created_at: '2025-03-06T15:30:00Z',
      },
      {
        id: 8,
        filename: 'Appendix A.pdf',
        url: 'https://example.org/appendix.pdf',
        created_at: '2025-03-07T15:30:00Z',
      },
    ];
    const mock = setup([decision(1)], { [attachmentsRoute(1)]: { body: files } });
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderWithProviders(<PrecedentsPage />);
    await user.click(await screen.findByText('Decision number 1'));
    const dialog = await screen.findByRole('dialog');
    expect(mock.callsTo(attachmentsRoute(1))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Show Attachments' }));
    expect(await within(dialog).findByText('Decision and Order.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('Mar 6, 2025')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hide Attachments' }));
    expect(within(dialog).queryByText('Decision and Order.pdf')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show Attachments' }));
    expect(within(dialog).getByText('Appendix A.pdf')).toBeInTheDocument();
    expect(mock.callsTo(attachmentsRoute(1))).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'View Appendix A.pdf' }));
    expect(open).toHaveBeenCalledWith('https://example.org/appendix.pdf', '_blank', 'noopener,noreferrer');
    await user.click(within(dialog).getByRole('button', { name: /View PDF/ }));
    expect(open).toHaveBeenCalledWith('https://example.org/1.pdf', '_blank', 'noopener,noreferrer');
  });

  it('hides the attachments again when the modal is opened anew, and closes with Close', async () => {
    const mock = setup([decision(1)], { [attachmentsRoute(1)]: { body: [] } });
    const { user } = renderWithProviders(<PrecedentsPage />);
    await user.click(await screen.findByText('Decision number 1'));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Show Attachments' }));
    expect(await within(dialog).findByText('No attachments')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByText('Decision number 1'));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Show Attachments' })).toBeInTheDocument();
    expect(within(dialog).queryByText('No attachments')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show Attachments' }));
    expect(await within(dialog).findByText('No attachments')).toBeInTheDocument();
    expect(mock.callsTo(attachmentsRoute(1))).toHaveLength(2);
  });

  it("shows 'No attachments' when they cannot be loaded", async () => {
    setup([decision(1)], { [attachmentsRoute(1)]: { status: 500, body: { detail: 'boom' } } });
    const { user } = renderWithProviders(<PrecedentsPage />);
    await user.click(await screen.findByText('Decision number 1'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Show Attachments' }));
    expect(await within(dialog).findByText('No attachments')).toBeInTheDocument();
  });
});
