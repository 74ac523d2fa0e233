import { screen, within } from '@testing-library/react';
import { fillIn, renderWithProviders, testUser } from 'shared-auth/testing';
import { confirmPopover, waitForCalls } from '../../../testing';
import { MESSAGES } from '../lib/messages';
import { loginSessions } from '../testData';
import { SecurityCard } from './SecurityCard';

const SESSIONS = 'GET /api/auth/sessions';
const CHANGE = 'POST /api/auth/change-password';

function renderCard(routes = {}) {
  return renderWithProviders(<SecurityCard />, {
    route: '/settings',
    paths: ['/settings'],
    signedInAs: testUser,
    api: {
      [SESSIONS]: { body: loginSessions },
      // 14:30 UTC on July 1 is 10:30 AM in Toronto (EDT).
      'GET /api/auth/password-history': { body: { last_changed: '2026-07-01T14:30:00.000Z', history: [] } },
      ...routes,
    },
  });
}

afterEach(() => jest.restoreAllMocks());

it('lists the sessions in Toronto time, marks the current one, and shows when the password changed', async () => {
  renderCard();
  const current = (await screen.findByText('Desktop (Linux)')).closest('tr') as HTMLElement;
  expect(within(current).getByText('Current session')).toBeInTheDocument();
  expect(within(current).getByText('Chrome 140')).toBeInTheDocument();
  expect(within(current).getByText('Mar 10, 2026, 11:05 AM')).toBeInTheDocument();
  expect(within(current).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  const other = screen.getByText('iPhone').closest('tr') as HTMLElement;
  expect(within(other).getByText('Ottawa, ON')).toBeInTheDocument();
  expect(within(other).getByText('Jan 5, 2026, 12:00 PM')).toBeInTheDocument();
  expect(within(other).queryByText('Current session')).not.toBeInTheDocument();
  expect(await screen.findByText('Last changed: Jul 1, 2026, 10:30 AM')).toBeInTheDocument();
});

it('revokes one other session after a confirmation', async () => {
  const view = renderCard({ 'DELETE /api/auth/sessions/s-2': { status: 204 } });
  await screen.findByText('iPhone');
  await view.user.click(screen.getByRole('button', { name: /Revoke session iPhone/ }));
  await confirmPopover(view.user, 'Revoke');
  expect(await screen.findByText(MESSAGES.sessionRevoked)).toBeInTheDocument();
  await waitForCalls(view.mock, SESSIONS, 2);
});

it('revokes all other sessions', async () => {
  const view = renderCard({ 'DELETE /api/auth/sessions/revoke-all': { body: { revoked: 1 } } });
  await screen.findByText('iPhone');
  await view.user.click(screen.getByRole('button', { name: 'Revoke all other sessions' }));
  await confirmPopover(view.user, 'Revoke all');
  expect(await screen.findByText('1 other session signed out.')).toBeInTheDocument();
  await waitForCalls(view.mock, SESSIONS, 2);
});

it('offers no revoke-all when the current session is the only one', async () => {
  renderCard({ [SESSIONS]: { body: [loginSessions[0]] } });
  await screen.findByText('Desktop (Linux)');
  expect(screen.getByRole('button', { name: 'Revoke all other sessions' })).toBeDisabled();
});

async function openPasswordModal(view: ReturnType<typeof renderCard>) {
  await screen.findByText('Desktop (Linux)');
  await view.user.click(screen.getByRole('button', { name: /Change password/ }));
  return screen.findByRole('dialog', { name: 'Change password' });
}

it('checks the new password: 8 characters, and the confirmation must match', async () => {
  const view = renderCard();
  const dialog = await openPasswordModal(view);
  await fillIn(view.user, within(dialog).getByLabelText('Current password'), 'Old-Password-1');
  await fillIn(view.user, within(dialog).getByLabelText('New password'), 'short');
  await fillIn(view.user, within(dialog).getByLabelText('Confirm new password'), 'different');
  await view.user.click(within(dialog).getByRole('button', { name: 'Change password' }));
  expect(await within(dialog).findByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
  expect(await within(dialog).findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
  expect(view.mock.callsTo(CHANGE)).toHaveLength(0);
});

it('changes the password', async () => {
  const view = renderCard({ [CHANGE]: { body: { detail: 'Password changed successfully.' } } });
  const dialog = await openPasswordModal(view);
  await fillIn(view.user, within(dialog).getByLabelText('Current password'), 'Old-Password-1');
  await fillIn(view.user, within(dialog).getByLabelText('New password'), 'New-Password-22');
  await fillIn(view.user, within(dialog).getByLabelText('Confirm new password'), 'New-Password-22');
  await view.user.click(within(dialog).getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
  expect(view.mock.callsTo(CHANGE)[0]?.body).toEqual({
    current_password: 'Old-Password-1',
    new_password: 'New-Password-22',
  });
});

it('shows the server detail when the password change is refused', async () => {
  const view = renderCard({ [CHANGE]: { status: 400, body: { detail: 'Current password is incorrect' } } });
  const dialog = await openPasswordModal(view);
  await fillIn(view.user, within(dialog).getByLabelText('Current password'), 'Wrong-Password-1');
  await fillIn(view.user, within(dialog).getByLabelText('New password'), 'New-Password-22');
  await fillIn(view.user, within(dialog).getByLabelText('Confirm new password'), 'New-Password-22');
  await view.user.click(within(dialog).getByRole('button', { name: 'Change password' }));
  expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
});
