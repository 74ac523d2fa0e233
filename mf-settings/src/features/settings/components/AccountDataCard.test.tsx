import { screen, waitFor, within } from '@testing-library/react';
import { selectToken } from 'shared-auth';
import { fillIn, jsonResponse, renderWithProviders, testUser } from 'shared-auth/testing';
import { testCompany } from '../../../testing';
import { MESSAGES } from '../lib/messages';
import { AccountDataCard } from './AccountDataCard';

const EXPORT = 'GET /api/companies/export';
const DELETE = 'DELETE /api/companies/me';

function renderCard(role: 'admin' | 'analyst', routes = {}) {
  return renderWithProviders(<AccountDataCard />, {
    route: '/settings',
    paths: ['/settings'],
    signedInAs: { ...testUser, role },
    api: {
      'GET /api/companies/me': { body: { ...testCompany, current_user_role: role } },
      'POST /api/auth/logout': { status: 204 },
      ...routes,
    },
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (URL as Partial<typeof URL>).createObjectURL;
  delete (URL as Partial<typeof URL>).revokeObjectURL;
});

it('exports the account data as a JSON download, with the bearer token', async () => {
  const document = JSON.stringify({ company: { name: 'Analytical Holdings' } });
  const view = renderCard('admin', {
    [EXPORT]: () =>
      new Response(document, {
        status: 200,
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="parcelwatch-export.json"',
        },
      }),
  });
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    }),
    revokeObjectURL: jest.fn(),
  });
  const downloads: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this);
  });
  await waitFor(() => expect(screen.getByRole('button', { name: /Export Account Data/ })).toBeEnabled());
  await view.user.click(screen.getByRole('button', { name: /Export Account Data/ }));
  expect(await screen.findByText(MESSAGES.exportReady)).toBeInTheDocument();
  expect(downloads[0]?.download).toBe('parcelwatch-export.json');
  expect(await blobs[0]!.text()).toBe(document);
  expect(view.mock.callsTo(EXPORT)[0]?.headers.get('Authorization')).toBe('Bearer token-123');
});

it('shows the server detail when the export fails', async () => {
  const view = renderCard('admin', {
    [EXPORT]: () => jsonResponse({ detail: 'Only company admins can do this.' }, 403),
  });
  await view.user.click(await screen.findByRole('button', { name: /Export Account Data/ }));
  expect(await screen.findByText('Only company admins can do this.')).toBeInTheDocument();
});

it('spells out what deleting the account does, asks for the password, then signs out to /login', async () => {
  const view = renderCard('admin', { [DELETE]: { status: 204 } });
  await view.user.click(await screen.findByRole('button', { name: /Delete Account/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
  const consequences = within(dialog).getByTestId('delete-account-consequences');
  expect(consequences).toHaveTextContent('deletes the whole company Analytical Holdings');
  expect(consequences).toHaveTextContent('every user of the company (3)');
  expect(consequences).toHaveTextContent('properties');
  expect(consequences).toHaveTextContent('subscriptions');
  expect(consequences).toHaveTextContent('documents');
  const confirm = within(dialog).getByRole('button', { name: 'Delete account permanently' });
  expect(confirm).toBeDisabled();
  await fillIn(view.user, within(dialog).getByLabelText('Confirm with your password'), 'My-Password-1');
  await view.user.click(confirm);
  await waitFor(() => expect(view.location()).toBe('/login'));
  expect(view.mock.callsTo(DELETE)[0]?.body).toEqual({ password: 'My-Password-1' });
  expect(selectToken(view.store.getState())).toBeNull();
});

it('keeps the modal open with the server detail when the password is wrong', async () => {
  const view = renderCard('admin', { [DELETE]: { status: 400, body: { detail: 'Incorrect password' } } });
  await view.user.click(await screen.findByRole('button', { name: /Delete Account/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
  await fillIn(view.user, within(dialog).getByLabelText('Confirm with your password'), 'wrong');
  await view.user.click(within(dialog).getByRole('button', { name: 'Delete account permanently' }));
  expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
  expect(view.location()).toBe('/settings');
});

it('shows both actions disabled to analysts, with the reason', async () => {
  const view = renderCard('analyst');
  await waitFor(() => expect(view.mock.callsTo('GET /api/companies/me')).toHaveLength(1));
  expect(screen.getByRole('button', { name: /Export Account Data/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: /Delete Account/ })).toBeDisabled();
  expect(screen.getByLabelText(/Only company admins can export account data/)).toBeInTheDocument();
  expect(screen.getByLabelText(/Only company admins can delete the account/)).toBeInTheDocument();
});
