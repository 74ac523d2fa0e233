import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockRequest, renderWithProviders, testUser } from 'shared-auth/testing';
import type { Meeting } from '../api/types';
import { monthOf, NO_AGENDA_PLACEHOLDER } from '../lib/calendar';
import { COLOR_STORAGE_KEY } from '../lib/colors';
import MeetingsPage from './MeetingsPage';

jest.setTimeout(60_000);

const LIST = 'GET /api/meetings/';
const month = monthOf();

const meeting = (id: number, over: Partial<Meeting> = {}): Meeting => ({
  id,
  title: `Meeting ${id}`,
  municipality: 'Toronto',
  municipality_id: 3,
  committee: 'Planning and Housing Committee',
  date: `${month}-15T14:00:00.000Z`,
  end_date: null,
  location: null,
  status: 'scheduled',
  summary: `Summary of meeting ${id}`,
  document_url: `https://example.org/${id}.pdf`,
  agenda_url: null,
  revised_agenda_url: null,
  minutes_url: null,
  source_url: null,
  document_count: 1,
  item_count: 1,
  hasAlert: false,
  alertCount: 0,
  ...over,
});

function setup(list: (request: MockRequest) => Meeting[] | { status: number }) {
  return mockApi({
    [LIST]: (request) => {
      const answer = list(request);
      if (!Array.isArray(answer)) return { status: answer.status, body: { detail: 'boom' } };
      return { body: { items: answer, total: answer.length, limit: 100, offset: 0 } };
    },
    'GET /api/meetings/stats': {
      body: {
        days: 999,
        upcoming_meetings: 12,
        municipalities: 3,
        meetings_with_alerts: 1,
        total_upcoming_meetings: 42,
        total_municipalities: 7,
      },
    },
    'GET /api/meetings/municipalities': {
      body: [
        { id: 1, name: 'Toronto', parent_name: null, meeting_count: 5, upcoming_count: 3 },
        { id: 2, name: 'Burlington', parent_name: null, meeting_count: 2, upcoming_count: 1 },
      ],
    },
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

it('opens on the calendar of this month, asks for the visible window, cuts days at 2 and opens a day and a summary', async () => {
  const many = [1, 2, 3, 4].map((id) =>
    meeting(id, { date: `${month}-15T1${id}:00:00.000Z`, hasAlert: id === 1, alertCount: id === 1 ? 2 : 0 }),
  );
  const api = setup(() => many);
  const { user } = renderWithProviders(<MeetingsPage />, { route: '/meetings', signedInAs: testUser });
  expect(await screen.findByText('Monitoring 42 upcoming meetings across 7 municipalities')).toBeInTheDocument();
  const day = await screen.findByTestId(`day-${month}-15`);
  await waitFor(() => expect(within(day).getAllByTestId('calendar-meeting')).toHaveLength(2));
  const request = api.callsTo(LIST)[0]!.url.searchParams;
  expect(request.get('from')).toBeTruthy();
  expect(request.get('to')).toBeTruthy();
  expect(request.get('timeframe')).toBeNull();
  expect(new Date(request.get('from')!) < new Date(`${month}-01T12:00:00Z`)).toBe(true);
  expect(screen.queryByRole('radio', { name: 'Upcoming' })).toBeNull();

  await user.click(within(day).getByRole('button', { name: 'View All (4)' }));
  const list = await screen.findByTestId('day-meetings');
  expect(list.querySelectorAll('.ant-list-item')).toHaveLength(4);
  expect(within(list).getByText('(2 alerts)')).toBeInTheDocument();
  await user.click(within(list).getAllByRole('button', { name: 'Summary' })[3]!);
  const dialog = await screen.findByRole('dialog', { name: 'Meeting Summary' });
  expect(within(dialog).getByText('Summary of meeting 4')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'View Full Document' })).toHaveAttribute(
    'href',
    'https://example.org/4.pdf',
  );

  const before = api.callsTo(LIST).length;
  await user.click(screen.getByRole('button', { name: 'Next month' }));
  await waitFor(() => expect(api.callsTo(LIST).length).toBe(before + 1));
  expect(new Date(api.callsTo(LIST)[before]!.url.searchParams.get('from')!) > new Date(`${month}-20T00:00:00Z`)).toBe(
    true,
  );
});

it('list mode: Upcoming then Past with the order flipped, no agenda, empty and error texts, debounced search', async () => {
  const api = setup((request) => {
    const search = request.url.searchParams.get('search');
    if (search === 'fail') return { status: 500 };
    if (search) return [];
    return [
      meeting(1, { summary: NO_AGENDA_PLACEHOLDER, document_url: null, hasAlert: true, alertCount: 3 }),
      meeting(2),
    ];
  });
  const { user } = renderWithProviders(<MeetingsPage />, { route: '/meetings', signedInAs: testUser });
  await user.click(await screen.findByText('List'));
  expect(await screen.findByText('Meeting 2')).toBeInTheDocument();
  let last = api.callsTo(LIST).at(-1)!.url.searchParams;
  expect(last.get('timeframe')).toBe('upcoming');
  expect(last.get('order')).toBe('asc');
  expect(last.get('from')).toBeNull();
  // Once per row without an agenda, and no Summary to open for it.
  expect(screen.getAllByText('No Agenda Posted')).toHaveLength(1);
  const noAgendaRow = screen.getByText('Meeting 1').closest('tr') as HTMLElement;
  expect(within(noAgendaRow).queryByRole('button', { name: 'Summary' })).toBeNull();
  expect(screen.getAllByText('Planning and Housing Committee').length).toBe(2);
  expect(screen.getByTestId('alert-badge')).toHaveTextContent('3');

  await user.click(screen.getByText('Past'));
  await waitFor(() => expect(api.callsTo(LIST).at(-1)!.url.searchParams.get('timeframe')).toBe('past'));
  last = api.callsTo(LIST).at(-1)!.url.searchParams;
  expect(last.get('order')).toBe('desc');

  await user.type(screen.getByRole('textbox', { name: 'Search meetings' }), 'zzz');
  expect(await screen.findByText('No meetings found')).toBeInTheDocument();
  const searches = api.callsTo(LIST).filter((c) => c.url.searchParams.get('search'));
  expect(searches.map((c) => c.url.searchParams.get('search'))).toEqual(['zzz']);

  await user.clear(screen.getByRole('textbox', { name: 'Search meetings' }));
  await user.type(screen.getByRole('textbox', { name: 'Search meetings' }), 'fail');
  expect(await screen.findByText('Error loading meetings. Please try again.')).toBeInTheDocument();
});

it('customizes a municipality colour with 6-digit hex validation and keeps it in localStorage', async () => {
  setup(() => []);
  const { user } = renderWithProviders(<MeetingsPage />, { route: '/meetings', signedInAs: testUser });
  await user.click(await screen.findByRole('button', { name: 'Customize Colors' }));
  await user.click(await screen.findByTestId('color-Burlington'));
  const hex = screen.getByRole('textbox', { name: 'Hex colour' });
  await user.clear(hex);
  await user.click(hex);
  await user.paste('#12345');
  expect(screen.getByText('Enter a 6-digit hex colour such as #1A2B3C')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Color' })).toBeDisabled();
  await user.paste('f');
  await user.click(screen.getByRole('button', { name: 'Save Color' }));
  expect(JSON.parse(localStorage.getItem(COLOR_STORAGE_KEY)!)).toEqual({ burlington: '#12345f' });
  expect(screen.getByTestId('color-Burlington')).toHaveAttribute('data-color', '#12345f');

  await user.click(screen.getByTestId('color-Toronto'));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByTestId('color-editor')).toBeNull();
  expect(JSON.parse(localStorage.getItem(COLOR_STORAGE_KEY)!)).toEqual({ burlington: '#12345f' });
});
