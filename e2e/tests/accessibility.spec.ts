// Accessibility (issue 9): axe-core on every screen of the route table (spec part 2 §2.1), the sign-in screens and
// the main modals, in a real Chromium against the built app. No serious or critical violation is allowed.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { useToken } from '../support/accounts.js';
import { APP_PORT } from '../support/ports.js';

const APP = `http://127.0.0.1:${APP_PORT}`;
const DEMO = { email: 'demo@parcelwatch.example', password: 'Parcelwatch-Demo-2026' };

async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${APP}/api/custom-auth/login`, { data: DEMO });
  expect(response.ok(), `sign-in of the demo account answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Waits until the screen has its content: no loading spinner and no request in flight. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Verifying your session...')).toHaveCount(0);
}

/** Runs axe on the page (or a part of it) and fails with a readable list of serious and critical violations. */
async function expectNoSeriousViolations(page: Page, screen: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
        .join('\n'),
  );
  expect(report, `${screen}: serious or critical axe violations`).toEqual([]);
}

test.describe('public screens', () => {
  const screens: Array<[string, string | RegExp]> = [
    ['/login', 'Sign in'],
    ['/signup', /Create/],
    ['/auth/forgot-password', /Forgot|Reset/],
    ['/auth/reset-password', /Invalid Reset Link/],
    ['/auth/accept-invite', /Join Your Team|Invalid|invitation/i],
  ];
  for (const [path, heading] of screens) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(`${APP}${path}`);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await settled(page);
      await expectNoSeriousViolations(page, path);
    });
  }
});

test.describe('signed-in screens (demo account)', () => {
  const screens: Array<[string, string | RegExp]> = [
    ['/', 'Overview'],
    ['/meetings', /Meetings/],
    ['/alerts', /Alerts/],
    ['/provincial', 'Provincial and Federal Tracking'],
    ['/precedents', /Precedents/],
    ['/decisions', /Mayoral Decisions/i],
    ['/properties', /Properties/],
    ['/properties/new', /Property/],
    ['/settings/account', 'Settings'],
    ['/settings/users', 'Settings'],
    ['/settings/billing', 'Settings'],
    ['/support', /Support|Report/],
    ['/layout-examples', /Layout|Design/],
    ['/meetings-demo', /Meetings/],
  ];
  let token = '';
  test.beforeAll(async ({ request }) => {
    token = await signIn(request);
  });

  for (const [path, heading] of screens) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await useToken(page, token);
      await page.goto(`${APP}${path}`);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await settled(page);
      await expectNoSeriousViolations(page, path);
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
