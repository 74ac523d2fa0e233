import { screen, waitFor } from '@testing-library/react';
import { selectCurrentUser } from 'shared-auth';
import { renderWithProviders, testUser } from 'shared-auth/testing';
import { testCompany } from '../../../testing';
import { MESSAGES } from '../lib/messages';
import { AccountDetailsCard } from './AccountDetailsCard';

const PROFILE = 'PUT /api/companies/profile';
const SETTINGS = 'PUT /api/companies/settings';

function renderCard(routes = {}) {
  return renderWithProviders(<AccountDetailsCard />, {
    route: '/settings',
    paths: ['/settings'],
    signedInAs: testUser,
    api: {
      'GET /api/companies/me': { body: testCompany },
      [PROFILE]: ({ body }) => ({ body: { ...testUser, ...(body as object) } }),
      [SETTINGS]: { body: { contact_email: 'new@analytical.example' } },
      ...routes,
    },
  });
}

async function replace(view: ReturnType<typeof renderCard>, label: string, value: string) {
  const field = await screen.findByLabelText(label);
  await view.user.clear(field);
  await view.user.click(field);
  await view.user.paste(value);
}

afterEach(() => jest.restoreAllMocks());

it('shows the names, the read-only email and the company contact email', async () => {
  renderCard();
  expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
  expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
  expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Company contact email')).toHaveValue('office@analytical.example');
});

it('saves the names as the profile and the contact email as company settings', async () => {
  const view = renderCard();
  await replace(view, 'First name', 'Augusta');
  await replace(view, 'Company contact email', 'new@analytical.example');
  await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText(MESSAGES.settingsSaved)).toBeInTheDocument();
  expect(view.mock.callsTo(PROFILE)[0]?.body).toEqual({ first_name: 'Augusta', last_name: 'Lovelace' });
  expect(view.mock.callsTo(SETTINGS)[0]?.body).toEqual({ contact_email: 'new@analytical.example' });
  // The header's user menu reads the signed-in user.
  expect(selectCurrentUser(view.store.getState())?.first_name).toBe('Augusta');
});

it('does not touch company settings when the contact email did not change', async () => {
  const view = renderCard();
  await replace(view, 'Last name', 'King');
  await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText(MESSAGES.settingsSaved)).toBeInTheDocument();
  expect(view.mock.callsTo(SETTINGS)).toHaveLength(0);
});

it.each([
  ['the default', { status: 500, body: {} }, MESSAGES.settingsFailed],
  [
    'the server detail',
    { status: 403, body: { detail: 'Only company admins can do this.' } },
    'Only company admins can do this.',
  ],
])('shows %s when saving fails', async (_name, reply, text) => {
  const view = renderCard({ [SETTINGS]: reply });
  await replace(view, 'Company contact email', 'new@analytical.example');
  await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(MESSAGES.settingsSaved)).not.toBeInTheDocument());
});
