// The inbox in a real Chromium against the built app: a new company's admin sees new alerts appear unread in the
// header's bell, opens one (it is marked read), assigns it to a teammate, who is told by mail and finds it in their
// own bell. The alerts are raised the product's way: a keyword watch's look-back over the demo data (the public
// items every company can watch). Screenshots at 1366x768 and 390x844 go to e2e/.tmp/screenshots/inbox-*.png.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, teammateViaInvite, useToken } from '../support/accounts.js';
import { APP_PORT, dataDir } from '../support/ports.js';
import { capture, SHOTS } from '../support/screenshots.js';
import { openDialog } from '../support/dialog.js';
import { chooseOption } from '../support/select.js';
import { readdirSync, readFileSync } from 'node:fs';

const APP = `http://127.0.0.1:${APP_PORT}`;
const DATA = dataDir(APP_PORT);
const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string, size: (typeof SIZES)[number]) {
  await mkdir(SHOTS, { recursive: true });
  await page.waitForTimeout(400); // the panel's opening animation
  await capture(page, { path: join(SHOTS, `inbox-${name}-${size.width}x${size.height}.png`) });
}

/** The newest outbox sidecar of this kind to this address (the API writes one beside each mail). */
function newestMail(email: string, kind: string) {
  const outbox = join(DATA, 'outbox');
  const names = readdirSync(outbox)
    .filter((n) => n.endsWith('.json') && n.includes(`-${kind}-`))
    .sort();
  for (const name of names.reverse()) {
    const record = JSON.parse(readFileSync(join(outbox, name), 'utf8')) as {
      to: string;
      subject: string;
      link: string;
    };
    if (record.to === email) return record;
  }
  return null;
}

test('a new alert appears unread in the bell, is opened (read) and assigned; the teammate sees it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await registerViaApi(request, APP, 'inbox');
  const auth = { authorization: `Bearer ${admin.token}` };

  // A teammate joins through the invitation mail.
  const { token: teammateToken, email: teammateEmail } = await teammateViaInvite(request, APP, DATA, auth, {
    firstName: 'Tess',
    lastName: 'Mate',
    password: 'Compiler-Pioneer-1952',
  });

  // Nothing yet: the bell has no count.
  await useToken(page, admin.token);
  await page.setViewportSize(SIZES[0]);
  await page.goto(`${APP}/`);
  await expect(page.getByTestId('new-since-last-visit')).toBeVisible();
  const bell = page.getByTestId('inbox-bell');
  await expect(bell).toHaveAttribute('aria-label', 'Notifications');

  // New alerts: a watch looks back over the demo data's last 90 days.
  const watch = await request.post(`${APP}/api/watches`, {
    headers: auth,
    data: { name: 'Lakeshore Road East', terms: '"lakeshore road east"', company_wide: true },
  });
  expect(watch.status()).toBe(201);
  const inbox = (await (await request.get(`${APP}/api/inbox/`, { headers: auth })).json()) as {
    unread: number;
    latest: Array<{ id: number; title: string }>;
  };
  expect(inbox.unread, 'the watch raised alerts').toBeGreaterThan(0);
  const newest = inbox.latest[0]!;

  // They appear unread in the bell (fetched again when the window gets the focus; a reload here).
  await page.reload();
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${inbox.unread} unread`);
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const row = panel.getByRole('tabpanel').getByTestId('inbox-item').first();
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row).toContainText(newest.title);
  await shoot(page, 'bell', SIZES[0]);

  // Opening it from the bell goes to its card on /alerts and marks it read.
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/alerts\\?alertId=${newest.id}$`));
  const card = page.locator(`#alert-${newest.id}`);
  await expect(card).toBeVisible();
  await expect(card).not.toHaveAttribute('data-unread', 'true');
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${inbox.unread - 1} unread`);

  // The list's controls: the order and the page size.
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Alerts per page' })).toBeVisible();
  await shoot(page, 'alerts', SIZES[0]);

  // Assign it to the teammate.
  const dialog = page.getByRole('dialog').filter({ hasText: 'Assign to a teammate' });
  await openDialog(card.getByRole('button', { name: 'Assign' }), dialog);
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Teammate' }), 'Tess Mate');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('alert-card-assignee')).toHaveText(/Assigned to Tess Mate/);

  // The teammate is told by mail, with a link to the alert.
  await expect
    .poll(() => newestMail(teammateEmail, 'assignment')?.link, { timeout: 15_000 })
    .toBe(`${APP}/alerts?alertId=${newest.id}`);
  expect(newestMail(teammateEmail, 'assignment')!.subject).toBe(`Alert assigned to you: ${newest.title}`);

  // ...and finds it in their own bell, unread for them, under "Assigned to me".
  const context = await browser.newContext();
  const teammate = await context.newPage();
  await useToken(teammate, teammateToken);
  for (const size of SIZES) {
    await teammate.setViewportSize(size);
    await teammate.goto(`${APP}/`);
    const theirBell = teammate.getByTestId('inbox-bell');
    await expect(theirBell).toHaveAttribute('aria-label', /Notifications, \d+ unread/);
    await theirBell.click();
    const theirPanel = teammate.getByRole('dialog', { name: 'Notifications' });
    await theirPanel.getByRole('tab', { name: 'Assigned to me (1)' }).click();
    const assigned = theirPanel.getByRole('tabpanel').getByTestId('inbox-item').filter({ hasText: newest.title });
    await expect(assigned).toBeVisible();
    await expect(assigned).toHaveAttribute('data-unread', 'true');
    await expect(assigned).toContainText('Assigned to you by Morgan Reyes');
    // The panel stays inside the screen, at 390 px too.
    const box = (await theirPanel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    await shoot(teammate, 'teammate-bell', size);
    await teammate.keyboard.press('Escape');
    await expect(theirPanel).toBeHidden();
  }
  // The phone-width alerts page with the controls and the multi-select.
  await teammate.goto(`${APP}/alerts`);
  await teammate.getByRole('checkbox', { name: 'Select page' }).check();
  await expect(teammate.getByRole('region', { name: 'Chosen alerts' })).toBeVisible();
  await shoot(teammate, 'alerts-selected', SIZES[1]);
  await context.close();

  // The admin's Overview leads with "New since your last visit".
  await page.setViewportSize(SIZES[1]);
  await page.goto(`${APP}/`);
  await expect(page.getByTestId('new-since-last-visit')).toBeVisible();
  await shoot(page, 'overview', SIZES[1]);
});
