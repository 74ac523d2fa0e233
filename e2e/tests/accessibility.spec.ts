// Accessibility: axe-core on every screen of the route table, the sign-in screens and
// the main modals, in a real Chromium against the built app. No serious or critical violation is allowed.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { useToken } from '../support/accounts.js';
import { APP_PORT } from '../support/ports.js';
import { REMOTE_FIRST_CONTENT_TIMEOUT } from '../support/remotes.js';

const APP = `http://127.0.0.1:${APP_PORT}`;
const DEMO = { email: 'demo@parcelwatch.example', password: 'Parcelwatch-Demo-2026' };

async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${APP}/api/custom-auth/login`, { data: DEMO });
  expect(response.ok(), `sign-in of the demo account answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Waits until the screen has its content: no loading spinner and no request in flight. */
async function settled(page: Page) {
  // Network idle is a hint, not the gate (a slow background request on a busy machine must not time the test out):
  // the gates are no spinner and no session check on screen.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Verifying your session...')).toHaveCount(0);
}

type AxeNode = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

/**
 * antd's Tabs always render their overflow menu button (`.ant-tabs-nav-more`, role-less, with aria-controls) inside
 * the element with role="tablist"; axe's aria-required-children flags the tablist for it. The markup is antd's own
 * (no prop removes the button), so only that case is let through: any other child still fails.
 */
function isAntdTabsOverflowButton(ruleId: string, node: AxeNode): boolean {
  if (ruleId !== 'aria-required-children') return false;
  const offending = [...node.any, ...node.all, ...node.none].flatMap((check) => check.relatedNodes ?? []);
  return offending.length > 0 && offending.every((related) => related.html.includes('ant-tabs-nav-more'));
}

/** Runs axe on the page (or a part of it) and fails with a readable list of serious and critical violations. */
async function expectNoSeriousViolations(page: Page, screen: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => !isAntdTabsOverflowButton(violation.id, node)),
    }))
    .filter((violation) => violation.nodes.length > 0)
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
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
      await expectNoSeriousViolations(page, path);
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
    token = await signIn(request);
  });

  for (const path of screens) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await useToken(page, token);
      await page.goto(`${APP}${path}`);
      await expect(page.getByRole('menuitem').first()).toBeVisible(); // the layout's sidebar
      await expect(page.getByRole('heading').first()).toBeVisible({ timeout: REMOTE_FIRST_CONTENT_TIMEOUT });
      await settled(page);
      await expectNoSeriousViolations(page, path);
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
