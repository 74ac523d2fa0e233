import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, testUser } from 'shared-auth/testing';
import type { Watch } from '../api/watchesApi';
import { WatchListsTab } from './WatchListsTab';

const LIST = 'GET /api/watches/';

const watch: Watch = {
  id: '0b7e7a8e-1f00-4a3b-9a55-000000000001',
  name: 'Inclusionary zoning',
  terms: '"inclusionary zoning"',
  looked_for: ['inclusionary zoning'],
  scope: { municipality_ids: [], source_kinds: ['council', 'provincial', 'tribunal', 'mayoral'], languages: ['en'] },
  delivery: 'immediate',
  paused: false,
  company_wide: true,
  owner_user_id: null,
  can_edit: true,
  match_count: 2,
  last_match_at: '2026-11-20T12:00:00.000Z',
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
};

function renderTab(routes = {}) {
  return renderWithProviders(<WatchListsTab isAdmin />, {
    route: '/settings/watches',
    paths: ['/settings/watches'],
    signedInAs: testUser,
    api: { [LIST]: { body: [watch] }, 'GET /api/properties/municipalities': { body: [] }, ...routes },
  });
}

it('lists the watches with their terms, kind and match count', async () => {
  renderTab();
  expect(await screen.findByText('Inclusionary zoning')).toBeInTheDocument();
  const row = screen.getByText('Inclusionary zoning').closest('tr') as HTMLElement;
  expect(within(row).getByText('"inclusionary zoning"')).toBeInTheDocument();
  expect(within(row).getByText('Company')).toBeInTheDocument();
  expect(within(row).getByText('2')).toBeInTheDocument();
});

it('shows the empty state', async () => {
  renderTab({ [LIST]: { body: [] } });
  expect(await screen.findByText('No watch lists yet')).toBeInTheDocument();
});

// The create mutation posts to '/api/watches/' (with its trailing slash, as the list reads it): the mock's route key
// is 'METHOD /path' exactly, so 'POST /api/watches' would never be reached.
const CREATE = 'POST /api/watches/';

it("the API's error sentence shows under the terms field", async () => {
  const detail = 'Terms only exclude words: add at least one word or "phrase" to look for.';
  const view = renderTab({ [CREATE]: { status: 400, body: { detail } } });
  await screen.findByText('Inclusionary zoning');
  await view.user.click(screen.getByRole('button', { name: /New watch/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Not Toronto' } });
  fireEvent.change(within(dialog).getByLabelText('Terms'), { target: { value: '-toronto' } });
  await view.user.click(within(dialog).getByRole('button', { name: 'Create watch' }));
  await waitFor(() => expect(view.mock.callsTo(CREATE)).toHaveLength(1));
  expect(view.mock.callsTo(CREATE)[0]?.body).toMatchObject({ name: 'Not Toronto', terms: '-toronto' });
  const termsField = within(dialog).getByLabelText('Terms').closest('.ant-form-item') as HTMLElement;
  expect(await within(termsField).findByText(detail)).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});
