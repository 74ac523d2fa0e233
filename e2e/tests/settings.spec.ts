// Settings, team and support journeys (docs/screens/settings.md), through the real UI, API, database and mail outbox.
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, uniqueEmail, useToken } from '../support/accounts.js';
import { linkFromOutbox } from '../support/outbox.js';
import { chooseOption } from '../support/select.js';
import { APP_PORT, dataDir } from '../support/ports.js';
import { codeAfterStep, currentStep, totpCode } from '../support/totp.js';

const APP = `http://127.0.0.1:${APP_PORT}`;
const DATA = dataDir(APP_PORT);

const choose = (page: Page, combobox: string, option: string) =>
  chooseOption(page, page.getByRole('combobox', { name: combobox }), option);

test('invite a teammate from the Users tab, accept from the mail, change the role, then remove', async ({
  page,
  browser,
  request,
}) => {
  const admin = await registerViaApi(request, APP, 'team');
  const inviteeEmail = uniqueEmail('grace');
  await useToken(page, admin.token);

  // The path selects the tab.
  await page.goto('/settings/users');
  await expect(page.getByRole('tab', { name: /Users/, selected: true })).toBeVisible();
  await expect(page.getByText('1 of 5 users')).toBeVisible();
  // The admin does not see themself in the team table.
  await expect(page.getByRole('table', { name: 'Team members' }).getByText(admin.email)).toHaveCount(0);

  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Please fill in all fields.')).toBeVisible();
  const invite = page.locator('form[id="invite-user"]');
  await invite.getByLabel('First name').fill('Grace');
  await invite.getByLabel('Last name').fill('Hopper');
  await invite.getByLabel('Email').fill(inviteeEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('User invitation sent successfully!')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: inviteeEmail });
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();
  await expect(page.getByText('2 of 5 users')).toBeVisible();

  // The invitee accepts in another browser (their own session).
  const link = await linkFromOutbox(DATA, inviteeEmail, '/auth/accept-invite');
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await invitee.goto(link);
  await expect(invitee.getByText('Join Your Team')).toBeVisible();
  const password = 'Compiler-Pioneer-1952';
  await invitee.getByLabel('Password', { exact: true }).fill(password);
  await invitee.getByLabel('Confirm password').fill(password);
  await invitee.getByRole('button', { name: 'Accept invite' }).click();
  await expect(invitee).toHaveURL(`${APP}/`);
  await inviteeContext.close();

  // Back with the admin: she is active now; make her an admin.
  await page.reload();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await choose(page, 'Role of Grace Hopper', 'Admin');
  await expect(page.getByText('User role updated successfully!')).toBeVisible();
  const auth = { Authorization: `Bearer ${admin.token}` };
  await expect
    .poll(async () => {
      const team = (await (await request.get(`${APP}/api/companies/users`, { headers: auth })).json()) as Array<{
        email: string;
        role: string;
      }>;
      return team.find((member) => member.email === inviteeEmail)?.role;
    })
    .toBe('admin');

  // Remove, after a confirmation.
  await row.getByRole('button', { name: 'Remove Grace Hopper' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('User removed successfully!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: inviteeEmail })).toHaveCount(0);
  await expect(page.getByText('1 of 5 users')).toBeVisible();
  const team = (await (await request.get(`${APP}/api/companies/users`, { headers: auth })).json()) as Array<{
    email: string;
  }>;
  expect(team.map((member) => member.email)).not.toContain(inviteeEmail);
});

test('enable and disable two-factor authentication from the Account tab', async ({ page, request }) => {
  const account = await registerViaApi(request, APP, 'twofa');
  await useToken(page, account.token);
  await page.goto('/settings/account');
  await expect(page.getByRole('tab', { name: /Account/, selected: true })).toBeVisible();
  const status = page.getByTestId('two-factor-status');
  await expect(status).toHaveText('Disabled');

  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  const setup = page.getByRole('dialog').filter({ hasText: 'Enable two-factor authentication' });
  await expect(setup.getByRole('img', { name: 'Two-factor QR code' })).toBeVisible();
  await expect(setup.getByRole('list', { name: 'Suggested authenticator apps' })).toContainText('Google Authenticator');
  const secret = (await setup.locator('code').first().innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(setup.getByRole('list', { name: 'Backup codes' })).toContainText(/[a-z0-9]{4}-[a-z0-9]{4}/);
  const download = page.waitForEvent('download');
  await setup.getByRole('button', { name: 'Download backup codes' }).click();
  expect((await download).suggestedFilename()).toBe('parcelwatch-backup-codes.txt');

  await setup.getByRole('button', { name: 'Continue' }).click();
  const verify = setup.getByRole('button', { name: 'Verify and enable' });
  await expect(verify).toBeDisabled();
  const enableStep = currentStep();
  await setup.getByLabel('Verification code').fill(totpCode(secret));
  await verify.click();
  await expect(page.getByText('2FA enabled successfully!')).toBeVisible();
  await expect(status).toHaveText('Enabled');

  // Disabling asks for the password and a code; the server never accepts a time step twice.
  await page.getByRole('button', { name: 'Disable 2FA' }).click();
  const disable = page.getByRole('dialog').filter({ hasText: 'Disable two-factor authentication' });
  await disable.getByLabel('Password').fill('not-my-password');
  await disable.getByLabel('Authentication or backup code').fill('000000');
  await disable.getByRole('button', { name: 'Disable 2FA' }).click();
  await expect(page.getByText('Incorrect password')).toBeVisible();
  await expect(status).toHaveText('Enabled');

  await disable.getByLabel('Password').fill(account.password);
  await disable.getByLabel('Authentication or backup code').fill(await codeAfterStep(secret, enableStep));
  await disable.getByRole('button', { name: 'Disable 2FA' }).click();
  await expect(page.getByText('2FA disabled successfully!')).toBeVisible();
  await expect(status).toHaveText('Disabled');
  const server = await request.get(`${APP}/api/two-factor/status`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(((await server.json()) as { enabled: boolean }).enabled).toBe(false);
});

test('send a support report', async ({ page, request }) => {
  const account = await registerViaApi(request, APP, 'support');
  await useToken(page, account.token);
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Support' })).toBeVisible();
  await expect(
    page.getByText("Need help or found a bug? Tell us what's going on and we'll get back to you."),
  ).toBeVisible();
  await expect(page.getByText('Issue Details')).toBeVisible();

  await choose(page, 'Category', 'Feature Request');
  await choose(page, 'Priority', 'High - Significant impact');
  const subject = `Export alerts to CSV ${Date.now()}`;
  await page.getByPlaceholder('Brief description of the issue').fill(subject);
  await page.getByLabel('Description').fill('We would like to export the alerts list for our weekly meeting.');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Report Submitted Successfully!')).toBeVisible();
  await expect(
    page.getByText(
      'Thank you for reporting this issue. Our team will review it and get back to you as soon as possible.',
    ),
  ).toBeVisible();
  const reports = (await (
    await request.get(`${APP}/api/reports/`, { headers: { Authorization: `Bearer ${account.token}` } })
  ).json()) as Array<{ subject: string; category: string; priority: string }>;
  expect(reports.find((report) => report.subject === subject)).toMatchObject({ category: 'feature', priority: 'high' });

  // The form comes back, reset, 3 seconds later.
  await expect(page.getByText('Report Submitted Successfully!')).toBeHidden({ timeout: 6_000 });
  await expect(page.getByPlaceholder('Brief description of the issue')).toHaveValue('');

  // 'Back to Dashboard' goes to the overview.
  await page.getByPlaceholder('Brief description of the issue').fill('Second report');
  await page.getByLabel('Description').fill('Details.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(`${APP}/`);
});
