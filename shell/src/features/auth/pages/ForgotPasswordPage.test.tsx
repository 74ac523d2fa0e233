import { screen } from '@testing-library/react';
import { fillIn, mockApi, renderWithProviders } from 'shared-auth/testing';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const REQUEST = 'POST /api/custom-auth/request-password-reset';

afterEach(() => jest.restoreAllMocks());

function renderPage(routes: Parameters<typeof mockApi>[0]) {
  const mock = mockApi(routes);
  return {
    mock,
    ...renderWithProviders(<ForgotPasswordPage />, {
      route: '/auth/forgot-password',
      paths: ['/auth/forgot-password'],
    }),
  };
}

it('requires an email', async () => {
  const view = renderPage({});
  expect(screen.getByLabelText('Email')).toHaveFocus();
  await view.user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
  expect(view.mock.calls).toHaveLength(0);
});

it('sends the reset email and says to check the inbox', async () => {
  const view = renderPage({ [REQUEST]: { body: { detail: 'If that email exists, a link was sent' } } });
  await fillIn(view.user, screen.getByLabelText('Email'), 'ada@example.com');
  await view.user.keyboard('{Enter}');
  expect(await screen.findByText('Check Your Email')).toBeInTheDocument();
  expect(screen.getByText(/If an account exists for/)).toHaveTextContent(
    'If an account exists for ada@example.com, we have sent a link to reset your password.',
  );
  expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  expect(view.mock.callsTo(REQUEST)[0]?.body).toEqual({ email: 'ada@example.com' });
});

it.each([
  ['the default', { status: 500, body: {} }, 'Failed to send reset email'],
  ['the server detail', { status: 429, body: { detail: 'Too many requests' } }, 'Too many requests'],
])('shows %s on failure', async (_name, reply, message) => {
  const view = renderPage({ [REQUEST]: reply });
  await fillIn(view.user, screen.getByLabelText('Email'), 'ada@example.com');
  await view.user.keyboard('{Enter}');
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByText('Check Your Email')).not.toBeInTheDocument();
});
