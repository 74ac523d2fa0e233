// A professional's day, in a real Chromium against the built app: an admin invites an analyst, who accepts in the
// browser and lands on a first-day Overview ("Welcome", the getting-started checklist ticked from the server's
// state), completes two steps from it (email alerts, a watch list) and sees them ticked; the watch's look-back over
// the demo data raises new alerts that appear unread in the bell; the analyst opens one (read) and assigns it to the
// admin, who finds it in their own bell (a second browser context); the demo user finds a file number and an address
// with the header search and exports the alert list to CSV and one alert to PDF (both files read); the admin creates an API key in Settings, reads
// /api/alerts/ with it, revokes it and is refused. Screenshots: e2e/.tmp/screenshots/daily-workflow-*.png.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, uniqueEmail, useToken } from '../support/accounts.js';
import { exportStep } from '../support/daily-workflow/export-step.js';
import { searchStep } from '../support/daily-workflow/search-step.js';
import { linkFromOutbox } from '../support/outbox.js';
import { APP_PORT, dataDir } from '../support/ports.js';
import { capture, PHONE, SHOTS } from '../support/screenshots.js';
import { openDialog } from '../support/dialog.js';
import { chooseOption } from '../support/select.js';

const APP = `http://127.0.0.1:${APP_PORT}`;
const DATA = dataDir(APP_PORT);
const DESKTOP = { width: 1366, height: 768 };

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  await capture(page, { path: join(SHOTS, `daily-workflow-${name}-${size.width}x${size.height}.png`) });
}

/** Nothing is wider than the screen (no horizontal scroll). */
async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

const step = (page: Page, key: string) => page.getByTestId(`onboarding-step-${key}`);

test('a day with Parcelwatch: first run, the inbox, search, exports, an API key', async ({ browser, request }) => {
  test.setTimeout(420_000);
  const admin = await registerViaApi(request, APP, 'daily');
  const adminAuth = { authorization: `Bearer ${admin.token}` };
  const analystEmail = uniqueEmail('analyst');
  const analystContext = await browser.newContext({ viewport: DESKTOP });
  const page = await analystContext.newPage();
  let alert = { id: 0, title: '' };

  await test.step('a brand-new analyst, invited by the admin, sees "Welcome" and the checklist', async () => {
    const invited = await request.post(`${APP}/api/companies/users`, {
      headers: adminAuth,
      data: { email: analystEmail, first_name: 'Ana', last_name: 'Lyst', role: 'analyst' },
    });
    expect(invited.status()).toBe(201);
    const link = await linkFromOutbox(DATA, analystEmail, '/auth/accept-invite');
    await page.goto(link);
    await page.getByLabel('Password', { exact: true }).fill('Compiler-Pioneer-1952');
    await page.getByLabel('Confirm password').fill('Compiler-Pioneer-1952');
    await page.getByRole('button', { name: 'Accept invite' }).click();
    await expect(page).toHaveURL(`${APP}/`);

    // Day one: "Welcome", not "Welcome back"; the checklist with the teammate already there (the admin).
    const main = page.locator('main');
    await expect(main).toContainText('Welcome, Ana. Here is what is happening around your properties.');
    await expect(main).not.toContainText('Welcome back');
    const checklist = page.getByTestId('onboarding-checklist');
    await expect(checklist).toBeVisible();
    await expect(checklist.getByText('1 of 5 done')).toBeVisible();
    await expect(step(page, 'teammate')).toHaveAttribute('data-done', 'true');
    for (const key of ['property', 'committees', 'email_alerts', 'watch_list'])
      await expect(step(page, key)).toHaveAttribute('data-done', 'false');
    await shoot(page, 'checklist');
    await page.setViewportSize(PHONE);
    await checklist.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    const link44 = (await step(page, 'email_alerts').getByRole('link').boundingBox())!;
    expect(link44.height).toBeGreaterThanOrEqual(44);
    await shoot(page, 'checklist');
    await page.setViewportSize(DESKTOP);
  });

  await test.step('completes two steps from the checklist and sees them ticked', async () => {
    // Email alerts: the step's link goes to the account's email notifications.
    await step(page, 'email_alerts').getByRole('link', { name: 'Set email alerts' }).click();
    await expect(page).toHaveURL(`${APP}/settings/account`);
    await page.getByRole('radio', { name: 'Digest only' }).click();
    await expect(page.getByText('Email preferences saved')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Digest only' })).toBeChecked();

    await page.goto(`${APP}/`);
    await expect(step(page, 'email_alerts')).toHaveAttribute('data-done', 'true');

    // A watch list: the step's link goes to Settings > Watch lists; the watch looks back over the demo data.
    await step(page, 'watch_list').getByRole('link', { name: 'Create a watch list' }).click();
    await expect(page).toHaveURL(`${APP}/settings/watches`);
    await page.getByRole('button', { name: 'Create your first watch' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Lakeshore Road East');
    await dialog.getByLabel('Terms').fill('"lakeshore road east"');
    await dialog.getByRole('button', { name: 'Create watch' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('tr[data-row-key]').filter({ hasText: 'Lakeshore Road East' })).toBeVisible();

    await page.goto(`${APP}/`);
    const checklist = page.getByTestId('onboarding-checklist');
    await expect(checklist.getByText('3 of 5 done')).toBeVisible();
    await expect(step(page, 'email_alerts')).toHaveAttribute('data-done', 'true');
    await expect(step(page, 'watch_list')).toHaveAttribute('data-done', 'true');
    await expect(step(page, 'property')).toHaveAttribute('data-done', 'false');
    await shoot(page, 'checklist-ticked');
  });

  await test.step('a new alert appears unread in the bell, is opened (read) and assigned to the admin', async () => {
    const analystToken = await page.evaluate(() => window.localStorage.getItem('parcelwatch.token'));
    const inbox = (await (
      await request.get(`${APP}/api/inbox/`, { headers: { authorization: `Bearer ${analystToken}` } })
    ).json()) as { unread: number; latest: Array<{ id: number; title: string }> };
    expect(inbox.unread, 'the watch raised alerts').toBeGreaterThan(0);
    alert = inbox.latest[0]!;

    const bell = page.getByTestId('inbox-bell');
    await expect(bell).toHaveAttribute('aria-label', `Notifications, ${inbox.unread} unread`);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const row = panel.getByRole('tabpanel').getByTestId('inbox-item').first();
    await expect(row).toHaveAttribute('data-unread', 'true');
    await expect(row).toContainText(alert.title);
    await shoot(page, 'bell');

    await row.click();
    await expect(page).toHaveURL(new RegExp(`/alerts\\?alertId=${alert.id}$`));
    const card = page.locator(`#alert-${alert.id}`);
    await expect(card).toBeVisible();
    await expect(card).not.toHaveAttribute('data-unread', 'true');
    await expect(bell).toHaveAttribute('aria-label', `Notifications, ${inbox.unread - 1} unread`);

    const dialog = page.getByRole('dialog').filter({ hasText: 'Assign to a teammate' });
    await openDialog(card.getByRole('button', { name: 'Assign' }), dialog);
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Teammate' }), 'Morgan Reyes');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('alert-card-assignee')).toHaveText(/Assigned to Morgan Reyes/);
    await shoot(page, 'assigned');
  });

  // The header search and the exports, as the demo user (whose company holds the demo municipalities' data) in a
  // browser of their own: e2e/support/daily-workflow/search-step.ts and export-step.ts, which search.spec.ts and
  // exports.spec.ts run at more sizes.
  const demoContext = await browser.newContext({ viewport: DESKTOP, baseURL: APP, acceptDownloads: true });
  const demoPage = await demoContext.newPage();
  await test.step('the header search finds a file number and an address, and opens a result', async () => {
    await searchStep(demoPage, (name) => shoot(demoPage, `search-${name}`));
  });
  await test.step('the alert list is exported to CSV and one alert to PDF; both files are read', async () => {
    const exported = await exportStep(demoPage);
    expect(exported.csvRows.length).toBeGreaterThan(1);
    expect(exported.pdfText).toContain(exported.pdfTitle.replace(/\s+/g, ' '));
    await shoot(demoPage, 'exported');
  });
  await demoContext.close();

  const adminContext = await browser.newContext({ viewport: DESKTOP });
  const adminPage = await adminContext.newPage();
  await useToken(adminPage, admin.token);

  await test.step('the teammate (the admin, in a second browser) finds it assigned in their inbox', async () => {
    await adminPage.goto(`${APP}/`);
    const bell = adminPage.getByTestId('inbox-bell');
    await expect(bell).toHaveAttribute('aria-label', /Notifications, \d+ unread/);
    await bell.click();
    const panel = adminPage.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('tab', { name: 'Assigned to me (1)' }).click();
    const assigned = panel.getByRole('tabpanel').getByTestId('inbox-item').filter({ hasText: alert.title });
    await expect(assigned).toBeVisible();
    await expect(assigned).toHaveAttribute('data-unread', 'true');
    await expect(assigned).toContainText('Assigned to you by Ana Lyst');
    await shoot(adminPage, 'teammate-inbox');
    await adminPage.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  await test.step('the admin creates an API key, reads /api/alerts/ with it, revokes it and is refused', async () => {
    await adminPage.goto(`${APP}/settings/api-keys`);
    await adminPage.getByRole('button', { name: 'Create API key' }).click();
    const create = adminPage.getByRole('dialog', { name: 'Create API key' });
    await create.getByLabel('Name').fill('CRM sync');
    await create.getByRole('button', { name: 'Create key' }).click();
    const created = adminPage.getByRole('dialog', { name: 'API key created' });
    const shown = created.getByTestId('new-api-key');
    await expect(shown).toContainText('pwk_');
    const key = ((await shown.textContent()) ?? '').match(/pwk_[A-Za-z0-9_-]{43}/)?.[0];
    expect(key, 'the key is shown once, whole').toBeTruthy();
    await shoot(adminPage, 'api-key-created');
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(created).toBeHidden();

    // The key as docs/api-keys.md says: a bearer token; it reads the company's alerts, the assigned one among them.
    const withKey = { authorization: `Bearer ${key}` };
    const read = await request.get(`${APP}/api/alerts/`, { headers: withKey, params: { limit: 48 } });
    expect(read.status()).toBe(200);
    const alerts = (await read.json()) as Array<{ id: number }>;
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.map((a) => a.id)).toContain(alert.id);

    // Revoked in Settings, it is refused.
    const row = adminPage.locator('tr[data-row-key]').filter({ hasText: 'CRM sync' });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await adminPage.locator('.ant-popconfirm').getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toContainText('revoked');
    await shoot(adminPage, 'api-key-revoked');
    const refused = await request.get(`${APP}/api/alerts/`, { headers: withKey });
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { detail: string }).detail).toBe('Invalid, revoked or expired API key.');
  });

  await adminContext.close();
  await analystContext.close();
});
