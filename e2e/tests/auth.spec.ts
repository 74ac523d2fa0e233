// Sign-in journeys (docs/screens/shell.md), through the real UI, API, database and mail outbox.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { registerViaApi, uniqueEmail, useToken } from '../support/accounts.js';
import { linkFromOutbox } from '../support/outbox.js';
import { APP_PORT, dataDir } from '../support/ports.js';
import { codeAfterStep, currentStep, totpCode } from '../support/totp.js';

const APP = `http://127.0.0.1:${APP_PORT}`;
const DATA = dataDir(APP_PORT);

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function signOut(page: Page, firstName: string) {
  await page.getByRole('button', { name: firstName }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('signup, two-factor setup, sign out, and log in with an authenticator code', async ({ page }) => {
  const email = uniqueEmail('ada');
  const password = 'Analytical-Engine-1843';

  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Ada King Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company name').fill('Difference Developments');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Start my 1-month free trial (no credit card needed)').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // Signed in automatically; the two-factor step is offered.
  await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: 'Two-factor QR code' })).toBeVisible();
  const secret = (
    await page
      .locator('code')
      .filter({ hasText: /^[A-Z2-7]{16,}$/ })
      .first()
      .innerText()
  ).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const backupCodes = page.getByRole('list', { name: 'Backup codes' });
  await expect(backupCodes).toContainText(/[a-z0-9]{4}-[a-z0-9]{4}/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup codes' }).click();
  expect((await download).suggestedFilename()).toBe('parcelwatch-backup-codes.txt');

  await page.getByRole('button', { name: 'Continue' }).click();
  const verify = page.getByRole('button', { name: 'Verify and enable' });
  await expect(verify).toBeDisabled();
  const enableStep = currentStep();
  await page.getByLabel('Verification code').fill(totpCode(secret));
  await verify.click();
  await expect(page).toHaveURL(`${APP}/`);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();

  await signOut(page, 'Ada');

  // The password alone is not enough any more.
  await logIn(page, email, password);
  const modal = page.getByRole('dialog', { name: 'Log in using your authenticator app' });
  await expect(modal).toBeVisible();
  // The server never accepts a time step twice: use the next step's code.
  const code = await codeAfterStep(secret, enableStep);
  await modal.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  // Six digits auto-submit. The code check, the session and the Overview's first load come in one go: on a loaded
  // 2-core machine that took longer than the default wait once, so this step waits up to 30 s.
  await expect(page).toHaveURL(`${APP}/`, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Ada' })).toBeVisible();
});

test('forgot password, the link from the outbox, reset, then log in', async ({ page, request }) => {
  const account = await registerViaApi(request, APP, 'reset');
  const newPassword = 'Lighthouse-Keeper-7731';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check Your Email')).toBeVisible();

  const link = await linkFromOutbox(DATA, account.email, '/auth/reset-password');
  await page.goto(link);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password Reset Complete!')).toBeVisible();

  // The link is single use.
  await page.goto(link);
  await page.getByLabel('New password').fill('Another-Strong-Pass-99');
  await page.getByLabel('Confirm password').fill('Another-Strong-Pass-99');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Invalid or expired reset token')).toBeVisible();

  await logIn(page, account.email, account.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await logIn(page, account.email, newPassword);
  await expect(page).toHaveURL(`${APP}/`);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
});

test('an invitation is accepted from its mail, then the new teammate logs in', async ({ page, request }) => {
  const admin = await registerViaApi(request, APP, 'inviter');
  const inviteeEmail = uniqueEmail('grace');
  const invited = await request.post(`${APP}/api/companies/users`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { email: inviteeEmail, first_name: 'Grace', last_name: 'Hopper', role: 'analyst' },
  });
  expect(invited.status()).toBe(201);

  const link = await linkFromOutbox(DATA, inviteeEmail, '/auth/accept-invite');
  await page.goto(link);
  await expect(page.getByText('Join Your Team')).toBeVisible();
  await expect(page.getByText('Company inviter')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
  await expect(page.getByLabel('Email')).toHaveValue(inviteeEmail);
  await expect(page.getByLabel('Email')).not.toBeEditable();

  const password = 'Compiler-Pioneer-1952';
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Accept invite' }).click();
  await expect(page).toHaveURL(`${APP}/`);
  await signOut(page, 'Grace');

  await logIn(page, inviteeEmail, password);
  await expect(page).toHaveURL(`${APP}/`);
  await expect(page.getByRole('button', { name: 'Grace' })).toBeVisible();

  // The team now lists her as an analyst.
  const team = await request.get(`${APP}/api/companies/users`, { headers: { Authorization: `Bearer ${admin.token}` } });
  const members = (await team.json()) as Array<{ email: string; role: string }>;
  expect(members.find((member) => member.email === inviteeEmail)?.role).toBe('analyst');
});

test('an expired token gets the 401 redirect to /login', async ({ page, request }) => {
  const account = await registerViaApi(request, APP, 'expired');
  // Same session, same signing key, but already expired: the stored token fails the start-up check.
  const [, payload] = account.token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  const secret = readFileSync(join(DATA, 'jwt-secret'), 'utf8').trim();
  const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode(secret));
  const rejected = await request.get(`${APP}/api/custom-auth/me`, { headers: { Authorization: `Bearer ${expired}` } });
  expect(rejected.status()).toBe(401);

  await useToken(page, expired);
  await page.goto('/alerts');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('parcelwatch.token'))).toBeNull();

  // A revoked session answers 401 as well: log in, revoke it through the API, and the next check fails.
  const fresh = await registerViaApi(request, APP, 'revoked');
  await useToken(page, fresh.token);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const logout = await request.post(`${APP}/api/auth/logout`, { headers: { Authorization: `Bearer ${fresh.token}` } });
  expect(logout.status()).toBe(204);
  await page.evaluate((token) => window.localStorage.setItem('parcelwatch.token', token), fresh.token);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
});
