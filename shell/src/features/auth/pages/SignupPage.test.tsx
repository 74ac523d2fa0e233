import { screen } from '@testing-library/react';
import { authAnswer, fillIn, mockApi, renderWithProviders, testUser } from 'shared-auth/testing';
import { SignupPage } from './SignupPage';

const REGISTER = 'POST /api/custom-auth/register';
const CHAT = 'POST /api/auth/chatkit/session';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

function renderSignup(routes: Parameters<typeof mockApi>[0] = {}) {
  const mock = mockApi({ [REGISTER]: { status: 201, body: authAnswer() }, [CHAT]: { body: {} }, ...routes });
  return { mock, ...renderWithProviders(<SignupPage />, { route: '/signup', paths: ['/signup'] }) };
}

type View = ReturnType<typeof renderSignup>;

async function fillForm(view: View, values: Partial<Record<string, string>> = {}) {
  const filled = {
    'Full name': 'Ada King Lovelace',
    Email: 'ada@example.com',
    'Company name': 'Analytical Holdings',
    Password: 'correct-horse',
    'Confirm password': 'correct-horse',
    ...values,
  };
  for (const [label, value] of Object.entries(filled)) {
    if (value) await fillIn(view.user, screen.getByLabelText(label), value);
  }
}

const submit = (view: View) => view.user.click(screen.getByRole('button', { name: 'Create account' }));

it('shows the fields with their autocomplete hints and the optional trial', () => {
  renderSignup();
  expect(screen.getByLabelText('Full name')).toHaveFocus();
  expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name');
  expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
  expect(screen.getByLabelText('Company name')).toHaveAttribute('autocomplete', 'organization');
  expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  expect(screen.getByLabelText('Start my 1-month free trial (no credit card needed)')).not.toBeChecked();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

it('validates every field', async () => {
  const view = renderSignup();
  await submit(view);
  expect(await screen.findByText('Full name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Company name is required')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
  expect(view.mock.calls).toHaveLength(0);
});

it('rejects a short password and a mismatched confirmation', async () => {
  const view = renderSignup();
  await fillForm(view, { Password: 'short', 'Confirm password': 'different' });
  await submit(view);
  expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  expect(view.mock.calls).toHaveLength(0);
});

it('registers with the split name, logs in and offers two-factor setup', async () => {
  const view = renderSignup();
  await fillForm(view, { 'Full name': '  Ada   King Lovelace ' });
  await view.user.click(screen.getByLabelText('Start my 1-month free trial (no credit card needed)'));
  await submit(view);
  expect(await screen.findByText('Protect your account with two-factor authentication')).toBeInTheDocument();
  expect(view.mock.callsTo(REGISTER)[0]?.body).toEqual({
    email: 'ada@example.com',
    password: 'correct-horse',
    first_name: 'Ada',
    last_name: 'King Lovelace',
    company_name: 'Analytical Holdings',
    enroll_in_trial: true,
    // The language of the sign-up screens (English here) becomes the account's.
    language: 'en-CA',
  });
  expect(view.store.getState().auth).toEqual({ token: 'token-123', user: testUser, status: 'authenticated' });
  expect(view.location()).toBe('/signup');
});

it('sends a one-word name with an empty last name and no trial', async () => {
  const view = renderSignup();
  await fillForm(view, { 'Full name': 'Cher' });
  await submit(view);
  await screen.findByText('Protect your account with two-factor authentication');
  expect(view.mock.callsTo(REGISTER)[0]?.body).toMatchObject({
    first_name: 'Cher',
    last_name: '',
    enroll_in_trial: false,
  });
});

it.each([
  ['the server detail', { status: 400, body: { detail: 'Email already registered' } }, 'Email already registered'],
  ['the default', { status: 500, body: {} }, 'Registration failed. Please try again.'],
  ['"No access token received"', { status: 201, body: { user: testUser } }, 'No access token received'],
])('shows %s when registration fails', async (_name, reply, message) => {
  const view = renderSignup({ [REGISTER]: reply });
  await fillForm(view);
  await submit(view);
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(view.store.getState().auth.token).toBeNull();
});

it('lets the user skip two-factor setup (the steps are tested in TwoFactorSetup.test.tsx)', async () => {
  const view = renderSignup();
  await fillForm(view);
  await submit(view);
  await screen.findByText('Protect your account with two-factor authentication');
  await view.user.click(screen.getByRole('button', { name: 'Skip for now' }));
  expect(view.location()).toBe('/');
});
