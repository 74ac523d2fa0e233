import { screen, waitFor, within } from '@testing-library/react';
import { fillIn, renderWithProviders, testUser } from 'shared-auth/testing';
import { waitForCalls } from '../../../testing';
import { AUTHENTICATOR_APPS, MESSAGES } from '../lib/messages';
import { TwoFactorCard } from './TwoFactorCard';

const STATUS = 'GET /api/two-factor/status';
const SETUP = 'POST /api/two-factor/setup';
const ENABLE = 'POST /api/two-factor/enable';
const DISABLE = 'POST /api/two-factor/disable';
const REGENERATE = 'POST /api/two-factor/regenerate-backup-codes';

const setupAnswer = {
  qr_code: 'data:image/png;base64,iVBORw0KGgo=',
  secret: 'JBSWY3DPEHPK3PXP',
  backup_codes: ['aaaa-1111', 'bbbb-2222', 'cccc-3333'],
  otpauth_url: 'otpauth://totp/Parcelwatch:ada@example.com?secret=JBSWY3DPEHPK3PXP',
};

function renderCard(enabled: boolean, routes = {}) {
  let on = enabled;
  return renderWithProviders(<TwoFactorCard />, {
    route: '/settings',
    paths: ['/settings'],
    signedInAs: testUser,
    api: {
      [STATUS]: () => ({ body: { enabled: on, backup_codes_remaining: on ? 10 : 0 } }),
      [SETUP]: { body: setupAnswer },
      [ENABLE]: () => {
        on = true;
        return { body: { enabled: true } };
      },
      [DISABLE]: () => {
        on = false;
        return { body: { enabled: false } };
      },
      ...routes,
    },
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (URL as Partial<typeof URL>).createObjectURL;
  delete (URL as Partial<typeof URL>).revokeObjectURL;
});

async function openSetup(view: ReturnType<typeof renderCard>) {
  await view.user.click(await screen.findByRole('button', { name: 'Enable 2FA' }));
  return screen.findByRole('dialog', { name: 'Enable two-factor authentication' });
}

it('shows the status', async () => {
  renderCard(false);
  expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('Disabled');
});

it('enables two-factor: apps, QR code, secret, backup codes, then a 6-digit code', async () => {
  const view = renderCard(false);
  const dialog = await openSetup(view);
  expect(await within(dialog).findByAltText('Two-factor QR code')).toHaveAttribute('src', setupAnswer.qr_code);
  const apps = within(dialog).getByRole('list', { name: 'Suggested authenticator apps' });
  for (const app of AUTHENTICATOR_APPS) expect(within(apps).getByText(app)).toBeInTheDocument();
  expect(within(dialog).getByText(setupAnswer.secret)).toBeInTheDocument();
  const codes = within(dialog).getByRole('list', { name: 'Backup codes' });
  for (const code of setupAnswer.backup_codes) expect(within(codes).getByText(code)).toBeInTheDocument();

  await view.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  const field = await within(dialog).findByLabelText('Verification code');
  const verify = within(dialog).getByRole('button', { name: 'Verify and enable' });
  expect(verify).toBeDisabled();
  await view.user.type(field, '12a3-4 5');
  expect(field).toHaveValue('12345');
  expect(verify).toBeDisabled();
  await fillIn(view.user, field, '678');
  expect(field).toHaveValue('123456');
  expect(verify).toBeEnabled();
  await view.user.click(verify);

  expect(await screen.findByText(MESSAGES.twoFactorEnabled)).toBeInTheDocument();
  expect(view.mock.callsTo(ENABLE)[0]?.body).toEqual({ code: '123456' });
  await waitFor(() => expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Enabled'));
  expect(screen.getByRole('button', { name: 'Disable 2FA' })).toBeInTheDocument();
});

it('downloads the backup codes as parcelwatch-backup-codes.txt', async () => {
  const view = renderCard(false);
  const dialog = await openSetup(view);
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:codes';
    }),
    revokeObjectURL: jest.fn(),
  });
  const downloads: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this);
  });
  await view.user.click(await within(dialog).findByRole('button', { name: /Download backup codes/ }));
  expect(downloads[0]?.download).toBe('parcelwatch-backup-codes.txt');
  const text = await blobs[0]!.text();
  for (const code of setupAnswer.backup_codes) expect(text).toContain(code);
});

it.each([
  ['the default', { status: 500, body: {} }, MESSAGES.twoFactorSetupFailed],
  [
    'the server detail',
    { status: 400, body: { detail: 'Two-factor authentication is already enabled' } },
    'Two-factor authentication is already enabled',
  ],
])('shows %s when setup fails', async (_name, reply, text) => {
  const view = renderCard(false, { [SETUP]: reply });
  await view.user.click(await screen.findByRole('button', { name: 'Enable 2FA' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it.each([
  ['the default', { status: 500, body: {} }, MESSAGES.twoFactorVerifyFailed],
  ['the server detail', { status: 400, body: { detail: 'Invalid verification code' } }, 'Invalid verification code'],
])('shows %s when the code is refused, and stays open', async (_name, reply, text) => {
  const view = renderCard(false, { [ENABLE]: reply });
  const dialog = await openSetup(view);
  await view.user.click(await within(dialog).findByRole('button', { name: 'Continue' }));
  await fillIn(view.user, await within(dialog).findByLabelText('Verification code'), '000000');
  await view.user.click(within(dialog).getByRole('button', { name: 'Verify and enable' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Enable two-factor authentication' })).toBeInTheDocument();
});

async function openDisable(view: ReturnType<typeof renderCard>) {
  await view.user.click(await screen.findByRole('button', { name: 'Disable 2FA' }));
  return screen.findByRole('dialog', { name: 'Disable two-factor authentication' });
}

it('disables two-factor with the password and a code', async () => {
  const view = renderCard(true);
  expect(await screen.findByText('10 backup codes left')).toBeInTheDocument();
  const dialog = await openDisable(view);
  const submit = within(dialog).getByRole('button', { name: 'Disable 2FA' });
  expect(submit).toBeDisabled();
  await fillIn(view.user, within(dialog).getByLabelText('Password'), 'My-Password-1');
  expect(submit).toBeDisabled();
  await fillIn(view.user, within(dialog).getByLabelText('Authentication or backup code'), 'abcd-1234');
  await view.user.click(submit);
  expect(await screen.findByText(MESSAGES.twoFactorDisabled)).toBeInTheDocument();
  expect(view.mock.callsTo(DISABLE)[0]?.body).toEqual({ password: 'My-Password-1', code: 'abcd-1234' });
  await waitFor(() => expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Disabled'));
});

it.each([
  ['the default', { status: 500, body: {} }, MESSAGES.twoFactorDisableFailed],
  ['the server detail', { status: 400, body: { detail: 'Incorrect password' } }, 'Incorrect password'],
])('shows %s when disabling fails', async (_name, reply, text) => {
  const view = renderCard(true, { [DISABLE]: reply });
  const dialog = await openDisable(view);
  await fillIn(view.user, within(dialog).getByLabelText('Password'), 'My-Password-1');
  await fillIn(view.user, within(dialog).getByLabelText('Authentication or backup code'), '123456');
  await view.user.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Enabled');
});

it('regenerates the backup codes after the password, and shows them', async () => {
  const view = renderCard(true, { [REGENERATE]: { body: { backup_codes: ['new1-code', 'new2-code'] } } });
  await view.user.click(await screen.findByRole('button', { name: 'Regenerate backup codes' }));
  const ask = await screen.findByRole('dialog', { name: 'Generate new backup codes' });
  const generate = within(ask).getByRole('button', { name: 'Generate' });
  expect(generate).toBeDisabled();
  await fillIn(view.user, within(ask).getByLabelText('Password'), 'My-Password-1');
  await view.user.click(generate);
  await waitForCalls(view.mock, REGENERATE);
  expect(view.mock.callsTo(REGENERATE)[0]?.body).toEqual({ password: 'My-Password-1' });
  // antd's ids are all 'test-id' under jest: the dialog is found by its contents, not its accessible name.
  const dialog = (await screen.findByText('new1-code')).closest('[role="dialog"]') as HTMLElement;
  expect(within(dialog).getByText('New backup codes')).toBeInTheDocument();
  expect(within(dialog).getByText('new2-code')).toBeInTheDocument();
  await waitForCalls(view.mock, STATUS, 2);
});

it('keeps the password dialog open and shows the server detail when the password is wrong', async () => {
  const view = renderCard(true, { [REGENERATE]: { status: 400, body: { detail: 'Incorrect password' } } });
  await view.user.click(await screen.findByRole('button', { name: 'Regenerate backup codes' }));
  const ask = await screen.findByRole('dialog', { name: 'Generate new backup codes' });
  await fillIn(view.user, within(ask).getByLabelText('Password'), 'Wrong-Password-1');
  await view.user.click(within(ask).getByRole('button', { name: 'Generate' }));
  expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Generate new backup codes' })).toBeInTheDocument();
  expect(screen.queryByText('New backup codes')).not.toBeInTheDocument();
});
