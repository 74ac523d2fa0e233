import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { mockApi, renderWithProviders, testUser } from 'shared-auth/testing';
import { InboxBell } from './InboxBell';

jest.setTimeout(60_000);

const item = (id: number, over: object = {}) => ({
  id,
  title: `Alert ${id}`,
  severity: 'high',
  subject: 'Harbour Tower',
  municipality: 'Mississauga',
  created_at: new Date().toISOString(),
  read: false,
  follow: false,
  assigned_to_me: false,
  assigned_by: null,
  ...over,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function setup(inbox: object) {
  return mockApi({
    'GET /api/inbox/': { body: inbox },
    'POST /api/alerts/read': { body: { marked: 3, unread: 0 } },
  });
}

const INBOX = {
  unread: 3,
  assigned_unread: 1,
  latest: [item(1), item(2, { read: true })],
  assigned: [item(3, { assigned_to_me: true, assigned_by: 'Ada Lovelace' })],
  following: [],
};

const render = () =>
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <InboxBell />
            <Where />
          </>
        }
      />
    </Routes>,
    { route: '/', signedInAs: testUser },
  );

it('shows the unread count, and a keyboard-reachable panel that opens an alert', async () => {
  setup(INBOX);
  const { user } = render();
  const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  await user.tab();
  expect(bell).toHaveFocus();
  await user.keyboard('{Enter}');
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(within(panel).getByText('3 unread alerts')).toBeInTheDocument();
  const rows = within(panel).getAllByTestId('inbox-item');
  expect(rows[0]).toHaveAttribute('data-unread', 'true');
  expect(rows[0]).toHaveTextContent('Unread: Alert 1');
  expect(rows[1]).not.toHaveAttribute('data-unread');
  // Escape closes it and gives the focus back to the bell (a new button: the first press loads the panel's code,
  // and the bell is then rendered inside the popover).
  await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
  const bellAgain = screen.getByRole('button', { name: 'Notifications, 3 unread' });
  expect(bellAgain).toHaveFocus();
  expect(bellAgain).toHaveAttribute('aria-expanded', 'false');
  await user.click(bellAgain);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Alert 1/ }));
  expect(screen.getByTestId('where')).toHaveTextContent('/alerts?alertId=1');
});

it('lists what is assigned to the caller and says by whom, and marks all read', async () => {
  const mock = setup(INBOX);
  const { user } = render();
  await user.click(await screen.findByRole('button', { name: /Notifications/ }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  await user.click(within(panel).getByRole('tab', { name: 'Assigned to me (1)' }));
  expect(await within(panel).findByText('Assigned to you by Ada Lovelace')).toBeInTheDocument();
  await user.click(within(panel).getByRole('tab', { name: 'Following' }));
  expect(await within(panel).findByText(/Follow an agenda item/)).toBeInTheDocument();
  await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
  await waitFor(() => expect(mock.callsTo('POST /api/alerts/read')[0]!.body).toEqual({ all: true }));
});

it('says Notifications alone when nothing is unread', async () => {
  setup({ ...INBOX, unread: 0, assigned_unread: 0 });
  render();
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
});
