// The app on a phone (390 x 844, below antd's md breakpoint) in a real Chromium against the built app, signed in as
// the demo account: every route and every dialog. Each screen fails when the page is wider than the screen, when its
// primary action cannot be clicked (Playwright's actionability check: visible, stable, enabled, not covered by another
// element), or when axe finds a serious or critical violation. Screenshots: e2e/.tmp/screenshots/phone-*.png (look at
// them: a screen can pass and still look wrong). The layout rules: docs/screens/phone.md.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoToken, useToken } from '../support/accounts.js';
import { expectNoSeriousViolations, recordCounts } from '../support/axe.js';
import { APP_PORT } from '../support/ports.js';
import { REMOTE_FIRST_CONTENT_TIMEOUT } from '../support/remotes.js';
import { capture, PHONE, SHOTS } from '../support/screenshots.js';

const APP = `http://127.0.0.1:${APP_PORT}`;

test.use({ viewport: PHONE, hasTouch: true });

/** No loading spinner, no session check, and (as a hint only) no request in flight. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Verifying your session...')).toHaveCount(0);
}

/** Opens a route in the phone layout and waits for its title. */
async function open(page: Page, path: string) {
  await page.goto(`${APP}${path}`);
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  await expect(page.locator('main h1')).toBeVisible({ timeout: REMOTE_FIRST_CONTENT_TIMEOUT });
  await settled(page);
}

/** A dialog that has finished opening. */
async function dialogOpen(page: Page, name?: string | RegExp): Promise<Locator> {
  const dialog = name ? page.getByRole('dialog', { name }) : page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(400); // antd's opening animation
  await settled(page);
  return dialog;
}

/**
 * The three checks of a screen: no sideways scrolling of the page, every primary action clickable where it is, no
 * serious or critical axe finding; and its screenshot.
 */
async function checkScreen(page: Page, name: string, primary: Locator[] = [], options: { dialog?: boolean } = {}) {
  // The screenshot first: a failing screen is the one most worth looking at.
  await mkdir(SHOTS, { recursive: true });
  await capture(page, { path: join(SHOTS, `phone-${name}.png`), fullPage: !options.dialog });
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
    wide: Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element) => !element.closest('.ant-table-content, .ant-tabs-nav-wrap, [data-scrolls-inside]'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`),
  }));
  expect(widths.page, `${name}: the page is wider than the screen (${widths.wide.join(', ')})`).toBeLessThanOrEqual(
    widths.screen,
  );
  // axe before the trial clicks, and with the pointer out of the way: a phone has no hover, and the tap that opened a
  // dialog leaves Playwright's pointer over whatever the dialog put there.
  await page.mouse.move(0, PHONE.height - 1);
  const violations = await expectNoSeriousViolations(page, `${name} at 390 px`, {
    include: options.dialog ? '.ant-modal-wrap' : undefined,
    // A map's pins sit where their places are: their size and spacing are the map's (WCAG 2.5.8's "essential"
    // exception); the matched items' table under the map offers each one as a full-size control.
    exclude: '.leaflet-marker-pane',
  });
  recordCounts('390x844', name, violations);
  // The headings under the page's h1 are h2s (their size set by style): no heading level skipped.
  expect(
    violations.filter((violation) => violation.id === 'heading-order').map((violation) => violation.help),
    `${name}: heading-order`,
  ).toEqual([]);
  for (const action of primary) await action.click({ trial: true, timeout: 10_000 });
}

let token = '';
test.beforeAll(async ({ request }) => {
  token = await demoToken(request, APP);
});
test.beforeEach(async ({ page }) => {
  await useToken(page, token);
});

test('the layout: a skip link first, a top bar with the whole brand, the navigation in a drawer', async ({ page }) => {
  await open(page, '/');
  await expect(page).toHaveTitle('Overview · Parcelwatch');
  // No sidebar on a phone; the brand is whole (not cut by its box).
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  const brand = page.locator('header').getByText('Parcelwatch', { exact: true });
  await expect(brand).toBeVisible();
  expect(await brand.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  // The skip link is the first thing Tab reaches, and it moves the focus to the main landmark.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // The menu button opens the navigation; an entry navigates and closes it; the focus is back on the button.
  const menuButton = page.getByRole('button', { name: 'Open navigation' });
  const box = await menuButton.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await menuButton.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('menu', { name: 'Main navigation' })).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.waitForTimeout(400);
  await checkScreen(page, 'navigation-drawer', [drawer.getByRole('menuitem', { name: /Alerts/ })], { dialog: false });
  await drawer.getByRole('menuitem', { name: /Alerts/ }).click();
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(page).toHaveTitle('Alerts · Parcelwatch');
});

const ROUTES: Array<{ path: string; name: string; primary?: (page: Page) => Locator[] }> = [
  { path: '/', name: 'overview' },
  { path: '/properties', name: 'properties', primary: (page) => [page.getByRole('button', { name: 'Add Property' })] },
  { path: '/properties/new', name: 'wizard-step-1', primary: (page) => [page.getByRole('button', { name: 'Next' })] },
  { path: '/map', name: 'map' },
  {
    path: '/alerts',
    name: 'alerts',
    primary: (page) => [page.locator('[id^="alert-"]').first().getByRole('button', { name: 'View' })],
  },
  { path: '/provincial', name: 'provincial' },
  { path: '/precedents', name: 'precedents' },
  { path: '/decisions', name: 'decisions' },
  { path: '/meetings', name: 'meetings-calendar' },
  { path: '/settings/account', name: 'settings-account' },
  {
    path: '/settings/users',
    name: 'settings-users',
    primary: (page) => [page.getByRole('button', { name: 'Send invitation' })],
  },
  { path: '/settings/billing', name: 'settings-billing' },
  {
    path: '/settings/watches',
    name: 'settings-watches',
    primary: (page) => [page.getByRole('button', { name: 'New watch' }).first()],
  },
  { path: '/support', name: 'support', primary: (page) => [page.getByRole('button', { name: 'Submit' })] },
  { path: '/layout-examples', name: 'layout-examples' },
];

for (const route of ROUTES) {
  test(`${route.path} fits a phone`, async ({ page }) => {
    await open(page, route.path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(/^.+ · Parcelwatch$/);
    await checkScreen(page, route.name, route.primary?.(page) ?? []);
  });
}

test('the alert dialogs: view, dismiss, Ask AI; the focus returns to the button that opened each', async ({ page }) => {
  await open(page, '/alerts');
  // The severity tabs keep their roles while they scroll inside their bar.
  await expect(page.getByRole('tablist').first().getByRole('tab').first()).toBeVisible();
  const card = page.locator('[id^="alert-"]').first();

  const view = card.getByRole('button', { name: 'View' });
  await view.click();
  let dialog = await dialogOpen(page);
  await checkScreen(page, 'alert-view', [dialog.getByRole('button', { name: 'Close' }).first()], { dialog: true });
  const box = await dialog.locator('.ant-modal-container').boundingBox();
  expect(box!.width, 'a dialog fills the phone').toBeGreaterThanOrEqual(PHONE.width - 1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(view).toBeFocused();

  const dismiss = card.getByRole('button', { name: 'Dismiss' });
  await dismiss.click();
  dialog = await dialogOpen(page, 'Dismiss Alert');
  await checkScreen(page, 'alert-dismiss', [dialog.getByRole('button', { name: 'Cancel' })], { dialog: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(dismiss).toBeFocused();

  const ask = card.getByRole('button', { name: 'Ask AI' });
  await ask.click();
  dialog = await dialogOpen(page);
  await checkScreen(page, 'alert-ask-ai', [dialog.getByRole('textbox').first()], { dialog: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(ask).toBeFocused();
});

test('the property dialogs: edit, alerts, documents', async ({ page }) => {
  await open(page, '/properties');
  const card = page.locator('[data-testid^="property-card-"]').first();

  const edit = card.getByRole('button', { name: /^Edit / });
  await edit.click();
  let dialog = await dialogOpen(page);
  await checkScreen(page, 'property-edit', [dialog.getByRole('button', { name: /Save/ })], { dialog: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  const alerts = card.getByRole('button', { name: 'Alerts' });
  if (await alerts.count()) {
    await alerts.click();
    dialog = await dialogOpen(page);
    await checkScreen(page, 'property-alerts', [], { dialog: true });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(alerts).toBeFocused();
  }

  const info = card.getByRole('button', { name: 'Property Info' });
  await info.click();
  dialog = await dialogOpen(page);
  await checkScreen(page, 'property-documents', [], { dialog: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(info).toBeFocused();
});

test('the create-property wizard: each step fits, Next puts the focus on the first field', async ({ page }) => {
  await open(page, '/properties/new');
  await page.getByText('Coordinates', { exact: true }).click();
  await page.getByLabel('Latitude').fill('43.6487');
  await page.getByLabel('Longitude').fill('-79.3960');
  await page.getByRole('button', { name: 'Next' }).click();
  // Step 2: the focus is on its first field (the municipality), not on the page's body.
  await expect(page.getByRole('combobox', { name: 'Municipality' })).toBeFocused();
  await settled(page);
  await checkScreen(page, 'wizard-step-2', [page.getByRole('button', { name: 'Back' })]);
  // Back: the first step's first control, the Address / Coordinates switch (a radiogroup, arrows move in it), has it.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.locator('main .ant-segmented').first()).toBeFocused();
});

test('settings: the tabs scroll in their bar, Enable 2FA opens its dialog, New watch its form', async ({ page }) => {
  await open(page, '/settings/account');
  const tabs = page.getByRole('tablist').first();
  // Account, Users, Billing, Watch lists, and API keys (the demo user is the company's admin).
  await expect(tabs.getByRole('tab')).toHaveCount(5);
  const enable = page.getByRole('button', { name: 'Enable 2FA' });
  await enable.click();
  const dialog = await dialogOpen(page);
  await checkScreen(page, 'settings-2fa-enable', [dialog.getByRole('button').last()], { dialog: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await tabs.getByRole('tab', { name: /Watch lists/ }).click();
  const add = page.getByRole('button', { name: 'New watch' }).first();
  await add.click();
  const form = await dialogOpen(page);
  await checkScreen(page, 'watch-list-form', [form.getByRole('button', { name: /Save|Create/ }).first()], {
    dialog: true,
  });
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(add).toBeFocused();
});

test('meetings: the calendar chips and View All fit their day, a day, a summary, the list', async ({ page }) => {
  await open(page, '/meetings');
  const calendar = page.getByTestId('meetings-calendar');
  const chip = calendar.getByTestId('calendar-meeting').first();
  await expect(chip).toBeVisible();
  // Every chip and View All button stays inside its day cell.
  const overflowing = await calendar.locator('td').evaluateAll((cells) =>
    cells.flatMap((cell) =>
      Array.from(cell.querySelectorAll<HTMLElement>('button'))
        .filter(
          (button) =>
            button.scrollWidth > button.clientWidth + 1 ||
            button.getBoundingClientRect().right > cell.getBoundingClientRect().right + 1,
        )
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ),
  );
  expect(overflowing, 'calendar buttons wider than their day').toEqual([]);

  await chip.click();
  let dialog = await dialogOpen(page);
  await checkScreen(page, 'meeting-summary', [dialog.getByRole('button', { name: 'Close' }).first()], {
    dialog: true,
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(chip).toBeFocused();

  const day = calendar.locator('td:has([data-testid="calendar-meeting"])').first().getByRole('button').first();
  await day.click();
  dialog = await dialogOpen(page);
  await checkScreen(page, 'meetings-day', [], { dialog: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByText('List', { exact: true }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await settled(page);
  await checkScreen(page, 'meetings-list');
});

test('provincial, precedents and decisions: their dialogs and rows', async ({ page }) => {
  await open(page, '/provincial');
  const proposal = page.getByTestId('proposal-card').first();
  await proposal.press('Enter');
  let dialog = await dialogOpen(page);
  await checkScreen(page, 'provincial-proposal', [dialog.getByRole('button', { name: 'Close' }).last()], {
    dialog: true,
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(proposal).toBeFocused();

  await open(page, '/precedents');
  const row = page.locator('.ant-table-row').first();
  await row.press('Enter');
  dialog = await dialogOpen(page);
  await checkScreen(page, 'precedents-decision', [dialog.getByRole('button', { name: 'Close' }).last()], {
    dialog: true,
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeFocused();

  await open(page, '/decisions');
  const details = page.getByRole('button', { name: 'View details' }).first();
  await details.click();
  await expect(page.getByRole('button', { name: 'Hide details' }).first()).toBeVisible();
  await settled(page);
  await checkScreen(page, 'decisions-details');
});
