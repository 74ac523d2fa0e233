import { screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { setCredentials } from 'shared-auth';
import { fillIn, mockApi, renderWithProviders, testUser } from 'shared-auth/testing';
import { TwoFactorSetup } from './TwoFactorSetup';

const SETUP = 'POST /api/two-factor/setup';
const ENABLE = 'POST /api/two-factor/enable';

const setupAnswer = {
  qr_code: 'data:image/png;base64,iVBORw0KGgo=',
  secret: 'JBSWY3DPEHPK3PXP',
  backup_codes: ['AAAA-1111', 'BBBB-2222', 'CCCC-3333'],
  otpauth_url: 'otpauth://totp/Parcelwatch:ada@example.com?secret=JBSWY3DPEHPK3PXP',
};

// The test environment (jest-fixed-jsdom) provides Node's Blob, which reads itself.
function readBlob(blob: Blob): Promise<string> {
  return blob.text();
}

const afterCleanup: Array<() => void> = [];

afterEach(() => {
  afterCleanup.splice(0).forEach((cleanup) => cleanup());
  jest.restoreAllMocks();
});

/** The step as the signup page shows it: done (enabled or skipped) goes to /. */
function SignupTwoFactorStep() {
  const navigate = useNavigate();
  return <TwoFactorSetup onDone={() => navigate('/')} />;
}

function renderSetup(routes: Parameters<typeof mockApi>[0] = {}) {
  const mock = mockApi({ [SETUP]: { body: setupAnswer }, ...routes });
  const view = renderWithProviders(<SignupTwoFactorStep />, { route: '/signup', paths: ['/signup'] });
  view.store.dispatch(setCredentials({ access_token: 'token-123', user: testUser }));
  return { mock, ...view };
}

async function reachQrStep(routes: Parameters<typeof mockApi>[0] = {}) {
  const view = renderSetup(routes);
  await view.user.click(screen.getByRole('button', { name: 'Enable two-factor authentication' }));
  await screen.findByAltText('Two-factor QR code');
  return view;
}

it('offers two-factor authentication and can be skipped', async () => {
  const view = renderSetup();
  expect(screen.getByText('Protect your account with two-factor authentication')).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: 'Skip for now' }));
  expect(view.location()).toBe('/');
  expect(view.mock.calls).toHaveLength(0);
});

it.each([
  ['the default', { status: 500, body: {} }, 'Failed to setup 2FA'],
  [
    'the server detail',
    { status: 409, body: { detail: 'Two-factor authentication is already enabled' } },
    'Two-factor authentication is already enabled',
  ],
])('shows %s when setup fails', async (_name, reply, message) => {
  const view = renderSetup({ [SETUP]: reply });
  await view.user.click(screen.getByRole('button', { name: 'Enable two-factor authentication' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByAltText('Two-factor QR code')).not.toBeInTheDocument();
});

it('shows the QR code, the secret, the backup codes and the suggested apps', async () => {
  const view = await reachQrStep();
  expect(screen.getByAltText('Two-factor QR code')).toHaveAttribute('src', setupAnswer.qr_code);
  expect(screen.getByText(setupAnswer.secret)).toBeInTheDocument();
  for (const code of setupAnswer.backup_codes) expect(screen.getByText(code)).toBeInTheDocument();
  expect(screen.getByText(/Google Authenticator, Microsoft Authenticator/)).toBeInTheDocument();
  expect(view.mock.callsTo(SETUP)[0]?.headers.get('Authorization')).toBe('Bearer token-123');
});

it('downloads the backup codes as a text file', async () => {
  const view = await reachQrStep();
  const blobs: Blob[] = [];
  const createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:backup-codes';
  });
  // jsdom has no object URLs; they are put in place for this test only.
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  afterCleanup.push(() => {
    delete (URL as Partial<typeof URL>).createObjectURL;
    delete (URL as Partial<typeof URL>).revokeObjectURL;
  });
  const downloads: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this);
  });

  await view.user.click(screen.getByRole('button', { name: /Download backup codes/ }));

  expect(createObjectURL).toHaveBeenCalledTimes(1);
  expect(downloads[0]?.download).toBe('parcelwatch-backup-codes.txt');
  expect(downloads[0]?.href).toBe('blob:backup-codes');
  const text = await readBlob(blobs[0]!);
  for (const code of setupAnswer.backup_codes) expect(text).toContain(code);
});

it('keeps digits only, enables "Verify and enable" at 6 digits, then enables two-factor and goes to /', async () => {
  const view = await reachQrStep({ [ENABLE]: { body: { enabled: true } } });
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  const field = await screen.findByLabelText('Verification code');
  const verify = screen.getByRole('button', { name: 'Verify and enable' });
  expect(verify).toBeDisabled();
  await view.user.type(field, '12a3-4 5');
  expect(field).toHaveValue('12345');
  expect(verify).toBeDisabled();
  await view.user.type(field, '67');
  expect(field).toHaveValue('123456');
  expect(verify).toBeEnabled();
  await view.user.click(verify);
  await waitFor(() => expect(view.location()).toBe('/'));
  expect(view.mock.callsTo(ENABLE)[0]?.body).toEqual({ code: '123456' });
});

it('accepts a pasted code, keeping only its digits', async () => {
  const view = await reachQrStep();
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  await fillIn(view.user, await screen.findByLabelText('Verification code'), '123 456 789');
  expect(screen.getByLabelText('Verification code')).toHaveValue('123456');
});

it.each([
  [
    'the server detail',
    { status: 400, body: { detail: 'Code expired, try the next one' } },
    'Code expired, try the next one',
  ],
  ['the default', { status: 400, body: {} }, 'Invalid verification code'],
])('shows %s when enabling fails', async (_name, reply, message) => {
  const view = await reachQrStep({ [ENABLE]: reply });
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  await view.user.type(await screen.findByLabelText('Verification code'), '000000{Enter}');
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(view.location()).toBe('/signup');
});

it.each(['setup', 'verify'])('can be skipped at the %s step', async (step) => {
  const view = await reachQrStep();
  if (step === 'verify') await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  await view.user.click(screen.getByRole('button', { name: 'Skip for now' }));
  expect(view.location()).toBe('/');
});
