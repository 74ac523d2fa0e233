import { screen, waitFor, within } from '@testing-library/react';
import { authAnswer, fillIn, mockApi, renderWithProviders, testUser } from 'shared-auth/testing';
import { LoginPage } from './LoginPage';

const LOGIN = 'POST /api/custom-auth/login';
const VERIFY = 'POST /api/two-factor/verify-login';
const BACKUP = 'POST /api/two-factor/verify-backup-code';
const CHAT = 'POST /api/auth/chatkit/session';
/** The password step's challenge id: every second-step call must carry it. */
const CHALLENGE = 'challenge-Zx81_q';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

function renderLogin() {
  return renderWithProviders(<LoginPage />, { route: '/login', paths: ['/login'] });
}

async function submitCredentials(view: ReturnType<typeof renderLogin>, email = 'ada@example.com') {
  await fillIn(view.user, screen.getByLabelText('Email'), email);
  await fillIn(view.user, screen.getByLabelText('Password'), 'correct-horse');
  await view.user.keyboard('{Enter}');
}

it('shows the sign-in card with its links', () => {
  mockApi();
  renderLogin();
  expect(screen.getByText('Parcelwatch')).toBeInTheDocument();
  expect(screen.getByText('Municipal intelligence for Ontario properties')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
});

it('requires email and password', async () => {
  const mock = mockApi();
  const { user } = renderLogin();
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
  expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(mock.calls).toHaveLength(0);
});

it('logs in, stores the session, registers the chat session and goes to /', async () => {
  const mock = mockApi({ [LOGIN]: { body: authAnswer() }, [CHAT]: { body: { session_id: 's', expires_at: 'x' } } });
  const view = renderLogin();
  await submitCredentials(view, ' ada@example.com ');
  await waitFor(() => expect(view.location()).toBe('/'));
  expect(mock.callsTo(LOGIN)[0]?.body).toEqual({ email: 'ada@example.com', password: 'correct-horse' });
  expect(view.store.getState().auth).toEqual({ token: 'token-123', user: testUser, status: 'authenticated' });
  await waitFor(() => expect(mock.callsTo(CHAT)).toHaveLength(1));
});

it.each([
  ['the server detail', { status: 401, body: { detail: 'Invalid email or password' } }, 'Invalid email or password'],
  ['a rate-limit detail', { status: 429, body: { detail: 'Too many login attempts' } }, 'Too many login attempts'],
  ['the default without detail', { status: 500, body: {} }, 'Invalid email or password'],
  ['an answer without token', { body: { token_type: 'bearer', user: testUser } }, 'No access token received'],
])('shows %s when login fails', async (_name, reply, message) => {
  mockApi({ [LOGIN]: reply });
  const view = renderLogin();
  await submitCredentials(view);
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(view.location()).toBe('/login');
  expect(view.store.getState().auth.token).toBeNull();
});

describe('two-factor login', () => {
  async function openCodeModal(routes: Parameters<typeof mockApi>[0] = {}) {
    const mock = mockApi({
      [LOGIN]: { status: 403, body: { detail: '2FA required', challenge_id: CHALLENGE } },
      [CHAT]: { body: {} },
      ...routes,
    });
    const view = renderLogin();
    await submitCredentials(view);
    const title = await screen.findByText('Log in using your authenticator app');
    const dialog = title.closest<HTMLElement>('[role="dialog"]')!;
    const boxes = within(dialog).getAllByLabelText(/OTP Input/);
    return { mock, view, dialog, boxes };
  }

  it('opens six boxes on 403 "2FA required" and submits itself once six digits are typed', async () => {
    const { mock, view, boxes } = await openCodeModal({ [VERIFY]: { body: authAnswer() } });
    expect(boxes).toHaveLength(6);
    await view.user.type(boxes[0]!, '123456');
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(mock.callsTo(VERIFY)).toHaveLength(1);
    expect(mock.callsTo(VERIFY)[0]?.body).toEqual({
      email: 'ada@example.com',
      code: '123456',
      challenge_id: CHALLENGE,
    });
    expect(view.store.getState().auth.status).toBe('authenticated');
  });

  it('accepts a pasted code', async () => {
    const { mock, view, boxes } = await openCodeModal({ [VERIFY]: { body: authAnswer() } });
    await view.user.click(boxes[0]!);
    await view.user.paste('654321');
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(mock.callsTo(VERIFY)[0]?.body).toEqual({
      email: 'ada@example.com',
      code: '654321',
      challenge_id: CHALLENGE,
    });
  });

  it('keeps digits only and waits for all six', async () => {
    const { mock, view, boxes } = await openCodeModal({ [VERIFY]: { body: authAnswer() } });
    await view.user.type(boxes[0]!, '1a2b3');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '', '', '']);
    expect(mock.callsTo(VERIFY)).toHaveLength(0);
  });

  it.each([
    [
      'the server detail',
      { status: 429, body: { detail: 'Too many attempts. Try again in 15 minutes.' } },
      'Too many attempts. Try again in 15 minutes.',
    ],
    ['the default', { status: 401, body: {} }, 'Invalid verification code'],
    [
      '"Invalid response from server" for an answer without user',
      { body: { access_token: 't' } },
      'Invalid response from server',
    ],
    [
      '"Invalid response from server" for an answer without token',
      { body: { user: testUser } },
      'Invalid response from server',
    ],
  ])('shows %s and clears the boxes on failure', async (_name, reply, message) => {
    const { view, dialog, boxes } = await openCodeModal({ [VERIFY]: reply });
    await view.user.type(boxes[0]!, '111111');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(boxes.every((box) => (box as HTMLInputElement).value === '')).toBe(true));
    expect(view.location()).toBe('/login');
    expect(view.store.getState().auth.token).toBeNull();
  });

  it('signs in with a backup code', async () => {
    const { mock, view, dialog } = await openCodeModal({ [BACKUP]: { body: authAnswer() } });
    await view.user.click(within(dialog).getByRole('button', { name: 'Use a backup code instead' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Please enter a backup code')).toBeInTheDocument();
    await view.user.type(within(dialog).getByLabelText('Backup code'), ' ABCD-1234 {Enter}');
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(mock.callsTo(BACKUP)[0]?.body).toEqual({
      email: 'ada@example.com',
      backup_code: 'ABCD-1234',
      challenge_id: CHALLENGE,
    });
  });

  it.each([
    ['the server detail', { status: 401, body: { detail: 'Invalid backup code' } }, 'Invalid backup code'],
    ['the default', { status: 401, body: {} }, 'Invalid verification code'],
    ['"Invalid response from server"', { body: { access_token: 't' } }, 'Invalid response from server'],
  ])('shows %s when the backup code fails', async (_name, reply, message) => {
    const { view, dialog } = await openCodeModal({ [BACKUP]: reply });
    await view.user.click(within(dialog).getByRole('button', { name: 'Use a backup code instead' }));
    await view.user.type(within(dialog).getByLabelText('Backup code'), 'nope{Enter}');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(view.store.getState().auth.token).toBeNull();
    await view.user.click(within(dialog).getByRole('button', { name: 'Use your authenticator app instead' }));
    expect(within(dialog).getAllByLabelText(/OTP Input/)).toHaveLength(6);
  });
});
