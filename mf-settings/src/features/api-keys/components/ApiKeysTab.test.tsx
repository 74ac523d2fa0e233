import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, testUser } from 'shared-auth/testing';
import type { ApiKey } from '../api/types';
import { ApiKeysTab } from './ApiKeysTab';

jest.setTimeout(60_000);

const LIST = 'GET /api/api-keys/';
const CREATE = 'POST /api/api-keys/';
const REVOKE = 'DELETE /api/api-keys/0b7e7a8e-1f00-4a3b-9a55-000000000001';

const key: ApiKey = {
  id: '0b7e7a8e-1f00-4a3b-9a55-000000000001',
  name: 'CRM sync',
  prefix: 'pwk_Ab3d',
  scopes: ['alerts', 'properties'],
  expires_at: '2027-02-26T12:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  created_at: '2026-11-28T12:00:00.000Z',
  created_by: 'ada@example.com',
  status: 'active',
};

const renderTab = (routes = {}) =>
  renderWithProviders(<ApiKeysTab />, {
    route: '/settings/api-keys',
    signedInAs: testUser,
    api: { [LIST]: { body: [key] }, ...routes },
  });

it('lists the keys by name and prefix, never the key, with scopes, last use and expiry', async () => {
  renderTab();
  const row = (await screen.findByText('CRM sync')).closest('tr') as HTMLElement;
  expect(within(row).getByText('pwk_Ab3d…')).toBeInTheDocument();
  expect(within(row).getByText('Alerts')).toBeInTheDocument();
  expect(within(row).getByText('Properties')).toBeInTheDocument();
  expect(within(row).getByText('Never')).toBeInTheDocument();
  expect(within(row).getByText('Feb 26, 2027')).toBeInTheDocument();
  expect(within(row).getByText('Nov 28, 2026 by ada@example.com')).toBeInTheDocument();
});

it('shows the empty state', async () => {
  renderTab({ [LIST]: { body: [] } });
  expect(await screen.findByText(/No API keys yet/)).toBeInTheDocument();
});

it('creates a key with a name, scopes and expiry, and shows the key once', async () => {
  const { user, mock } = renderTab({
    [CREATE]: { status: 201, body: { ...key, id: 'k2', name: 'Reports', key: `pwk_${'x'.repeat(43)}` } },
  });
  await screen.findByText('CRM sync');
  await user.click(screen.getByRole('button', { name: /Create API key/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
  // Without a name it says so and sends nothing.
  await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
  expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
  expect(mock.callsTo(CREATE)).toHaveLength(0);
  await user.type(within(dialog).getByLabelText('Name'), '  Reports ');
  await user.click(within(dialog).getByLabelText('Meetings'));
  await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
  await waitFor(() => expect(mock.callsTo(CREATE)).toHaveLength(1));
  expect(mock.callsTo(CREATE)[0]!.body).toEqual({
    name: 'Reports',
    scopes: ['alerts', 'meetings'],
    expires_in_days: 90,
  });
  expect(await screen.findByText('Copy this key now. It will not be shown again.')).toBeInTheDocument();
  expect(screen.getByTestId('new-api-key')).toHaveTextContent(`pwk_${'x'.repeat(43)}`);
});

it('shows the server detail when the key cannot be created', async () => {
  const { user } = renderTab({
    [CREATE]: { status: 409, body: { detail: 'A company can hold at most 20 live API keys. Revoke one first.' } },
  });
  await screen.findByText('CRM sync');
  await user.click(screen.getByRole('button', { name: /Create API key/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
  await user.type(within(dialog).getByLabelText('Name'), 'One more');
  await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
  expect(await within(dialog).findByText(/at most 20 live API keys/)).toBeInTheDocument();
});

it('revokes a key after a confirmation', async () => {
  const { user, mock } = renderTab({ [REVOKE]: { status: 204 } });
  const row = (await screen.findByText('CRM sync')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('Revoke "CRM sync"?')).toBeInTheDocument();
  expect(mock.callsTo(REVOKE)).toHaveLength(0);
  const confirm = screen.getAllByRole('button', { name: 'Revoke' }).at(-1)!;
  await user.click(confirm);
  await waitFor(() => expect(mock.callsTo(REVOKE)).toHaveLength(1));
});
