import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, testUser } from 'shared-auth/testing';
import { CalendarFeedControl } from './CalendarFeedControl';

jest.setTimeout(60_000);

const FEED = '/api/meetings/calendar-feed';
const URL_1 = 'http://localhost:8000/api/meetings/calendar/secret-one.ics';
const URL_2 = 'http://localhost:8000/api/meetings/calendar/secret-two.ics';

/** A server with one feed slot: POST replaces the URL, DELETE revokes it (404 when there is none). */
function feedServer(initial: { active: boolean; created_at: string | null; last_used_at: string | null }) {
  let status = { ...initial };
  let posts = 0;
  return mockApi({
    [`GET ${FEED}`]: () => ({ body: status }),
    [`POST ${FEED}`]: () => {
      posts += 1;
      const url = posts === 1 ? URL_1 : URL_2;
      status = { active: true, created_at: '2026-11-20T12:00:00.000Z', last_used_at: null };
      return { status: 201, body: { url, webcal_url: url.replace('http:', 'webcal:'), created_at: status.created_at } };
    },
    [`DELETE ${FEED}`]: () => {
      if (!status.active) return { status: 404, body: { detail: 'No calendar feed to revoke' } };
      status = { active: false, created_at: null, last_used_at: null };
      return { status: 204 };
    },
  });
}

afterEach(() => jest.restoreAllMocks());

it('creates the URL, shows it once with a copy button and the webcal link, then only the status', async () => {
  const api = feedServer({ active: false, created_at: null, last_used_at: null });
  const { user } = renderWithProviders(<CalendarFeedControl />, { signedInAs: testUser });
  // user-event puts a clipboard stub on navigator at setup; watch what is written to it.
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  await user.click(screen.getByRole('button', { name: /Subscribe to calendar/ }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('You have no calendar URL.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Create calendar URL' }));
  expect(await within(dialog).findByRole('textbox', { name: 'Calendar URL' })).toHaveValue(URL_1);
  expect(within(dialog).getByText(/it is shown only once/)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute(
    'href',
    URL_1.replace('http:', 'webcal:'),
  );
  expect(within(dialog).getByTestId('calendar-feed-status')).toHaveTextContent(
    /A calendar URL is active since Nov 20, 2026; not read by a calendar app yet/,
  );
  await user.click(within(dialog).getByRole('button', { name: /Copy/ }));
  expect(writeText).toHaveBeenCalledWith(URL_1);
  expect(within(dialog).getByRole('button', { name: /Copied/ })).toBeInTheDocument();
  expect(api.callsTo(`POST ${FEED}`)).toHaveLength(1);

  // Closed and opened again: the URL is gone for good, the status stays.
  await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: /Subscribe to calendar/ }));
  const again = await screen.findByRole('dialog');
  expect(await within(again).findByTestId('calendar-feed-status')).toHaveTextContent('A calendar URL is active since');
  expect(within(again).queryByRole('textbox', { name: 'Calendar URL' })).not.toBeInTheDocument();
});

it('shows the status of an existing URL and replaces it with a new one after a confirmation', async () => {
  const api = feedServer({
    active: true,
    created_at: '2026-10-01T12:00:00.000Z',
    last_used_at: '2026-11-02T12:00:00.000Z',
  });
  const { user } = renderWithProviders(<CalendarFeedControl />, { signedInAs: testUser });
  await user.click(screen.getByRole('button', { name: /Subscribe to calendar/ }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByTestId('calendar-feed-status')).toHaveTextContent(
    'A calendar URL is active since Oct 1, 2026; last read by a calendar app on Nov 2, 2026.',
  );
  expect(within(dialog).queryByRole('button', { name: 'Create calendar URL' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'New URL' }));
  expect(await screen.findByText('The current URL stops working.')).toBeInTheDocument();
  expect(api.callsTo(`POST ${FEED}`)).toHaveLength(0);
  const confirm = screen.getAllByRole('button', { name: 'New URL' }).at(-1)!;
  await user.click(confirm);
  expect(await within(dialog).findByRole('textbox', { name: 'Calendar URL' })).toHaveValue(URL_1);
  expect(api.callsTo(`POST ${FEED}`)).toHaveLength(1);
});

it('revokes only after the confirmation, then offers to create a URL again', async () => {
  const api = feedServer({ active: true, created_at: '2026-10-01T12:00:00.000Z', last_used_at: null });
  const { user } = renderWithProviders(<CalendarFeedControl />, { signedInAs: testUser });
  await user.click(screen.getByRole('button', { name: /Subscribe to calendar/ }));
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText(/Calendar apps subscribed to it stop receiving meetings/)).toBeInTheDocument();
  expect(api.callsTo(`DELETE ${FEED}`)).toHaveLength(0);
  await user.click(screen.getAllByRole('button', { name: 'Revoke' }).at(-1)!);
  expect(await within(dialog).findByText('You have no calendar URL.')).toBeInTheDocument();
  expect(api.callsTo(`DELETE ${FEED}`)).toHaveLength(1);
  expect(within(dialog).getByRole('button', { name: 'Create calendar URL' })).toBeInTheDocument();
});

it('shows an error when the URL cannot be created', async () => {
  mockApi({
    [`GET ${FEED}`]: { body: { active: false, created_at: null, last_used_at: null } },
    [`POST ${FEED}`]: { status: 500, body: 'oops' },
  });
  const { user } = renderWithProviders(<CalendarFeedControl />, { signedInAs: testUser });
  await user.click(screen.getByRole('button', { name: /Subscribe to calendar/ }));
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('button', { name: 'Create calendar URL' }));
  expect(await within(dialog).findByText('Could not create the calendar URL. Please try again.')).toBeInTheDocument();
  expect(within(dialog).queryByRole('textbox', { name: 'Calendar URL' })).not.toBeInTheDocument();
});
