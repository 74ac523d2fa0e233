import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StandaloneApp } from './StandaloneApp';
import { createAppStore } from './store';
import { mockApi } from './testing/fetchMock';
import { authAnswer, testUser } from './testing/fixtures';
import { TOKEN_STORAGE_KEY } from './tokenStorage';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

it('renders the remote once a stored session is verified', async () => {
  mockApi({ 'GET /api/custom-auth/me': { body: testUser } });
  localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
  render(<StandaloneApp store={createAppStore()}>remote content</StandaloneApp>);
  expect(await screen.findByText('remote content')).toBeInTheDocument();
});

it('signs in with a second factor when asked', async () => {
  const user = userEvent.setup();
  const mock = mockApi({
    'POST /api/custom-auth/login': { status: 403, body: { detail: '2FA required', challenge_id: 'chal-123' } },
    'POST /api/two-factor/verify-login': { body: authAnswer() },
    'POST /api/auth/chatkit/session': { body: {} },
  });
  render(<StandaloneApp store={createAppStore()}>remote content</StandaloneApp>);
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com'); // the sign-in form loads lazily
  await user.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');
  await user.type(await screen.findByLabelText('Verification code'), '123456{Enter}');
  expect(await screen.findByText('remote content')).toBeInTheDocument();
  expect(mock.callsTo('POST /api/two-factor/verify-login')[0]?.body).toEqual({
    email: 'ada@example.com',
    code: '123456',
    challenge_id: 'chal-123',
  });
});

it('shows the login error', async () => {
  const user = userEvent.setup();
  mockApi({ 'POST /api/custom-auth/login': { status: 401, body: {} } });
  render(<StandaloneApp store={createAppStore()}>remote content</StandaloneApp>);
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com'); // the sign-in form loads lazily
  await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');
  await waitFor(() => expect(screen.getByText('Invalid email or password')).toBeInTheDocument());
});
