import { screen, waitFor } from '@testing-library/react';
import { fillIn, mockApi, renderWithProviders } from 'shared-auth/testing';
import { ResetPasswordPage } from './ResetPasswordPage';

const CONFIRM = 'POST /api/custom-auth/reset-password-confirm';

afterEach(() => jest.restoreAllMocks());

function renderPage(url: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const mock = mockApi(routes);
  return { mock, ...renderWithProviders(<ResetPasswordPage />, { route: url, paths: ['/auth/reset-password'] }) };
}

async function choosePassword(view: ReturnType<typeof renderPage>, password: string, confirm = password) {
  await fillIn(view.user, screen.getByLabelText('New password'), password);
  await fillIn(view.user, screen.getByLabelText('Confirm password'), confirm);
  await view.user.click(screen.getByRole('button', { name: 'Reset password' }));
}

it('shows the invalid link screen without a token', () => {
  renderPage('/auth/reset-password');
  expect(screen.getByText('Invalid Reset Link')).toBeInTheDocument();
  expect(screen.getByText('Invalid or missing reset token')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  );
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});

it('applies the length and match rules', async () => {
  const view = renderPage('/auth/reset-password?token=abc');
  expect(screen.getByLabelText('New password')).toHaveFocus();
  await choosePassword(view, 'short', 'other');
  expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  expect(view.mock.calls).toHaveLength(0);
});

it('resets the password, then offers the way to login', async () => {
  const view = renderPage('/auth/reset-password?token=abc', { [CONFIRM]: { body: { detail: 'Password updated' } } });
  await choosePassword(view, 'new-password-1');
  expect(await screen.findByText('Password Reset Complete!')).toBeInTheDocument();
  expect(view.mock.callsTo(CONFIRM)[0]?.body).toEqual({ token: 'abc', password: 'new-password-1' });
  await view.user.click(screen.getByRole('button', { name: 'Go to login' }));
  await waitFor(() => expect(view.location()).toBe('/login'));
});

it.each([
  [
    'the server detail',
    { status: 400, body: { detail: 'Invalid or expired reset token' } },
    'Invalid or expired reset token',
  ],
  ['the default', { status: 500, body: {} }, 'Failed to reset password'],
])('shows %s on failure', async (_name, reply, message) => {
  const view = renderPage('/auth/reset-password?token=abc', { [CONFIRM]: reply });
  await choosePassword(view, 'new-password-1');
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByText('Password Reset Complete!')).not.toBeInTheDocument();
});
