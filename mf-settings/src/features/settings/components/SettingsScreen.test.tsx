import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, testUser } from 'shared-auth/testing';
import { testCompany } from '../../../testing';
import { MESSAGES } from '../lib/messages';
import { SettingsScreen } from './SettingsScreen';

// The tabs' contents have their own tests; here they are stand-ins so that only the selection is under test.
jest.mock('./AccountTab', () => ({ AccountTab: () => <p>Account tab content</p> }));
jest.mock('./UsersTab', () => ({ UsersTab: () => <p>Users tab content</p> }));
jest.mock('./BillingTab', () => ({ BillingTab: () => <p>Billing tab content</p> }));

const PATHS = ['/settings', '/settings/account', '/settings/company', '/settings/users', '/settings/billing'];
const COMPANY = 'GET /api/companies/me';

function renderSettings(url: string, routes = {}) {
  return renderWithProviders(<SettingsScreen />, {
    route: url,
    paths: PATHS,
    signedInAs: testUser,
    api: { [COMPANY]: { body: testCompany }, ...routes },
  });
}

afterEach(async () => {
  // The tab bar moves its ink bar in an animation frame: let it settle inside act.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  jest.restoreAllMocks();
});

it.each([
  ['/settings', 'Account'],
  ['/settings/account', 'Account'],
  ['/settings/company', 'Account'],
  ['/settings/users', 'Users'],
  ['/settings/billing', 'Billing'],
])('%s selects the %s tab', async (url, tab) => {
  renderSettings(url);
  expect(await screen.findByRole('tab', { name: new RegExp(tab), selected: true })).toBeInTheDocument();
  expect(screen.getByText(`${tab} tab content`)).toBeVisible();
  for (const other of ['Account', 'Users', 'Billing'].filter((name) => name !== tab)) {
    expect(screen.getByRole('tab', { name: new RegExp(other) })).toHaveAttribute('aria-selected', 'false');
  }
});

it('switching tabs navigates to the tab path', async () => {
  const view = renderSettings('/settings');
  await view.user.click(screen.getByRole('tab', { name: /Users/ }));
  expect(view.location()).toBe('/settings/users');
  expect(await screen.findByRole('tab', { name: /Users/, selected: true })).toBeInTheDocument();
  expect(screen.getByText('Users tab content')).toBeVisible();
  await view.user.click(screen.getByRole('tab', { name: /Billing/ }));
  expect(view.location()).toBe('/settings/billing');
  expect(screen.getByText('Billing tab content')).toBeVisible();
  await view.user.click(screen.getByRole('tab', { name: /Account/ }));
  expect(view.location()).toBe('/settings/account');
  expect(await screen.findByRole('tab', { name: /Account/, selected: true })).toBeInTheDocument();
});

it('tabs can be switched with the keyboard', async () => {
  const view = renderSettings('/settings/account');
  screen.getByRole('tab', { name: /Account/ }).focus();
  await view.user.keyboard('{ArrowRight}{Enter}');
  await waitFor(() => expect(view.location()).toBe('/settings/users'));
});

it('shows the load error when the settings data cannot be fetched, and retries', async () => {
  let fail = true;
  const view = renderSettings('/settings', {
    [COMPANY]: () => (fail ? { status: 500, body: {} } : { body: testCompany }),
  });
  expect(await screen.findByText(MESSAGES.loadFailed)).toBeInTheDocument();
  fail = false;
  await view.user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByText(MESSAGES.loadFailed)).not.toBeInTheDocument());
  expect(view.mock.callsTo(COMPANY)).toHaveLength(2);
});
