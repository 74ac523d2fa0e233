// Accessibility: axe-core on every screen of the route table, the sign-in screens and
// the main modals, in a real Chromium against the built app, at 1366 x 768 (the phone size: phone.spec.ts). No serious
// or critical violation is allowed; every screen has one h1 and a browser-tab title of its own.
import { expect, test, type Page } from '@playwright/test';
import { demoToken, useToken } from '../support/accounts.js';
import { describeViolations, expectNoSeriousViolations, recordCounts } from '../support/axe.js';
import { APP_PORT } from '../support/ports.js';
import { REMOTE_FIRST_CONTENT_TIMEOUT } from '../support/remotes.js';

const APP = `http://127.0.0.1:${APP_PORT}`;

/** Waits until the screen has its content: no loading spinner and no request in flight. */
async function settled(page: Page) {
  // Network idle is a hint, not the gate (a slow background request on a busy machine must not time the test out):
  // the gates are no spinner and no session check on screen.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Verifying your session...')).toHaveCount(0);
}

/**
 * The heading rules whose moderate findings every screen once had: its title an h2 and no h1, and a card's h4 or h5
 * right under the page's h1 (heading-order: the headings under a page's h1 are h2s, sized by style).
 */
const HEADING_RULES = ['page-has-heading-one', 'empty-heading', 'heading-order'];

/** axe at the desktop size: no serious or critical violation, none of the heading rules, one h1, a named tab. */
async function expectAccessibleScreen(page: Page, screen: string) {
  const violations = await expectNoSeriousViolations(page, screen);
  recordCounts('1366x768', screen, violations);
  const headings = violations.filter((violation) => HEADING_RULES.includes(violation.id));
  expect(describeViolations(headings), `${screen}: heading findings`).toEqual([]);
  await expect(page.locator('h1'), `${screen}: exactly one h1`).toHaveCount(1);
  await expect(page).toHaveTitle(/^.+ · Parcelwatch$/);
}

test.use({ viewport: { width: 1366, height: 768 } });

test.describe('public screens', () => {
  const screens: Array<[string, string]> = [
    ['/login', 'Log in'],
    ['/signup', 'Create your account'],
    ['/auth/forgot-password', 'Forgot your password?'],
    ['/auth/reset-password', 'Invalid Reset Link'],
    ['/auth/accept-invite', 'Join Your Team'],
  ];
  for (const [path, heading] of screens) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(`${APP}${path}`);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await settled(page);
      await expectAccessibleScreen(page, path);
    });
  }
});

test.describe('signed-in screens (demo account)', () => {
  // Every protected route of the app; each screen is awaited by its main landmark's first heading.
  const screens = [
    '/',
    '/meetings',
    '/alerts',
    '/provincial',
    '/precedents',
    '/decisions',
    '/properties',
    '/properties/new',
    '/settings/account',
    '/settings/users',
    '/settings/billing',
    '/support',
    '/layout-examples',
    '/meetings-demo',
  ];
  let token = '';
  test.beforeAll(async ({ request }) => {
    token = await demoToken(request, APP);
  });

  for (const path of screens) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await useToken(page, token);
      await page.goto(`${APP}${path}`);
      await expect(page.getByRole('menuitem').first()).toBeVisible(); // the layout's sidebar
      await expect(page.getByRole('heading').first()).toBeVisible({ timeout: REMOTE_FIRST_CONTENT_TIMEOUT });
      await settled(page);
      await expectAccessibleScreen(page, path);
    });
  }

  for (const size of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test(`/precedents with its charts drawn at ${size.width} px has no serious accessibility violations`, async ({
      page,
    }) => {
      await useToken(page, token);
      await page.setViewportSize(size);
      await page.goto(`${APP}/precedents`);
      // Both charts drawn by the chart library (their code arrives after the page's tables and counts).
      for (const name of [/^Cases by Act: /, /^Sections of the /]) {
        const chart = page.getByRole('img', { name });
        await chart.scrollIntoViewIfNeeded({ timeout: REMOTE_FIRST_CONTENT_TIMEOUT });
        await expect(chart.locator('svg .element').first()).toBeVisible({ timeout: REMOTE_FIRST_CONTENT_TIMEOUT });
      }
      await settled(page);
      await expectNoSeriousViolations(page, `/precedents at ${size.width} px`);
    });
  }

  test('the user menu and the Ask AI dialog have no serious accessibility violations', async ({ page }) => {
    await useToken(page, token);
    await page.goto(`${APP}/alerts`);
    await settled(page);
    await page.locator('[id^="alert-"]').first().getByRole('button', { name: 'Ask AI' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, 'Ask AI dialog', '.ant-modal-wrap');
  });
});
