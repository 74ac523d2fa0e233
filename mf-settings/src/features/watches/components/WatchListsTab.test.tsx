import { screen, within } from '@testing-library/react';
import { renderWithProviders, testUser } from 'shared-auth/testing';
import type { Watch } from '../api/watchesApi';
import { headlineParts } from '../lib/headline';
import { WatchListsTab } from './WatchListsTab';

const LIST = 'GET /api/watches/';

const watch: Watch = {
  id: '0b7e7a8e-1f00-4a3b-9a55-000000000001',
  name: 'Inclusionary zoning',
  terms: '"inclusionary zoning"',
  looked_for: ['inclusionary zoning'],
  scope: { municipality_ids: [], source_kinds: ['council', 'provincial', 'tribunal', 'mayoral'] },
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

it('splits a headline into plain text and marked terms, never reading HTML', () => {
  expect(headlineParts('a <mark>zoning</mark> <b>x</b>')).toEqual([
    { text: 'a ', marked: false },
    { text: 'zoning', marked: true },
    { text: ' <b>x</b>', marked: false },
  ]);
});

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
