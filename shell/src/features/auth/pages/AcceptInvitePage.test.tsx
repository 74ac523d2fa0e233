import { screen, waitFor } from '@testing-library/react';
import { authAnswer, fillIn, mockApi, renderWithProviders, testUser } from 'shared-auth/testing';
import { AcceptInvitePage } from './AcceptInvitePage';

const DETAILS = 'GET /api/custom-auth/invite-details';
const ACCEPT = 'POST /api/custom-auth/accept-invite';
const CHAT = 'POST /api/auth/chatkit/session';

const invite = {
  email: 'grace@example.com',
  first_name: 'Grace',
  last_name: 'Hopper',
  company_name: 'Analytical Holdings',
};

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

function renderPage(url: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const mock = mockApi({ [DETAILS]: { body: invite }, [CHAT]: { body: {} }, ...routes });
  return { mock, ...renderWithProviders(<AcceptInvitePage />, { route: url, paths: ['/auth/accept-invite'] }) };
}

async function choosePassword(view: ReturnType<typeof renderPage>, password: string, confirm = password) {
  await fillIn(view.user, await screen.findByLabelText('Password'), password);
  await fillIn(view.user, screen.getByLabelText('Confirm password'), confirm);
  await view.user.click(screen.getByRole('button', { name: 'Accept invite' }));
}

it('says the link is invalid without a token', () => {
  const view = renderPage('/auth/accept-invite');
  expect(screen.getByText('Join Your Team')).toBeInTheDocument();
  expect(screen.getByText('Invalid or missing invite token')).toBeInTheDocument();
  expect(view.mock.calls).toHaveLength(0);
});

it('shows the company banner and the invitee, read-only', async () => {
  const view = renderPage('/auth/accept-invite?token=inv-1');
  expect(await screen.findByText("You've been invited to join Analytical Holdings on Parcelwatch")).toBeInTheDocument();
  expect(screen.getByText('Join Your Team')).toBeInTheDocument();
  for (const [label, value] of [
    ['First name', 'Grace'],
    ['Last name', 'Hopper'],
    ['Email', 'grace@example.com'],
  ]) {
    expect(screen.getByLabelText(label!)).toHaveValue(value);
    expect(screen.getByLabelText(label!)).toHaveAttribute('readonly');
  }
  expect(view.mock.callsTo(DETAILS)[0]?.url.searchParams.get('token')).toBe('inv-1');
});

it('shows the server detail when the invite cannot be loaded', async () => {
  renderPage('/auth/accept-invite?token=old', { [DETAILS]: { status: 400, body: { detail: 'Invite has expired' } } });
  expect(await screen.findByText('Invite has expired')).toBeInTheDocument();
});

it('applies the length and match rules', async () => {
  const view = renderPage('/auth/accept-invite?token=inv-1');
  await choosePassword(view, 'short', 'other');
  expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  expect(view.mock.callsTo(ACCEPT)).toHaveLength(0);
});

it('accepts the invite, logs in and goes to /', async () => {
  const view = renderPage('/auth/accept-invite?token=inv-1', { [ACCEPT]: { body: authAnswer() } });
  await choosePassword(view, 'team-password');
  await waitFor(() => expect(view.location()).toBe('/'));
  expect(view.mock.callsTo(ACCEPT)[0]?.body).toEqual({ token: 'inv-1', password: 'team-password' });
  expect(view.store.getState().auth).toEqual({ token: 'token-123', user: testUser, status: 'authenticated' });
});

it.each([
  ['the server detail', { status: 400, body: { detail: 'Invite already used' } }, 'Invite already used'],
  ['the default', { status: 500, body: {} }, 'Failed to accept invite'],
  ['"No access token received"', { body: { user: testUser } }, 'No access token received'],
])('shows %s on failure', async (_name, reply, message) => {
  const view = renderPage('/auth/accept-invite?token=inv-1', { [ACCEPT]: reply });
  await choosePassword(view, 'team-password');
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(view.location()).toBe('/auth/accept-invite?token=inv-1');
});
