// Development applications in a real Chromium against the built app. The main app starts on a fresh embedded database
// with the demo data (api/src/demo/applications.ts): a zoning by-law amendment 130 m from the demo's Queen West Lofts,
// whose timeline the real join code built from a registry row, a Planning and Housing Committee agenda item and an
// Ontario Land Tribunal decision.
//
// The demo user finds it on /applications by its distance from Queen West Lofts, opens it, sees its timeline from the
// filing to the OLT appeal and decision, each step with its source and why it was joined, and follows it; the
// property's alerts then show where the application stands now. axe finds nothing serious or critical on either
// screen; at 390 px nothing scrolls sideways and every tap target is 44 px high. Screenshots at 1366x768 and 390x844
// go to e2e/.tmp/screenshots/applications-*.png.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoToken, useToken } from '../support/accounts.js';
import { expectNoSeriousViolations, recordCounts } from '../support/axe.js';
import { APP_PORT } from '../support/ports.js';
import { REMOTE_FIRST_CONTENT_TIMEOUT } from '../support/remotes.js';
import { capture, SHOTS } from '../support/screenshots.js';

const APP = `http://127.0.0.1:${APP_PORT}`;
const FILE = '24 181234 STE 10 OZ';
const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** At each size: the screenshot, axe, no sideways scroll and 44 px taps on a phone; then back to the desktop size. */
async function checkScreen(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(500);
    await capture(page, {
      path: join(SHOTS, `applications-${name}-${size.width}x${size.height}.png`),
      fullPage: true,
    });
    recordCounts(`${size.width}x${size.height}`, `applications ${name}`, await expectNoSeriousViolations(page, name));
    if (size.width === 390) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name}: sideways scroll at 390 px`).toBeLessThanOrEqual(0);
      const small = await page
        .locator(
          '[data-testid^="mf_properties-Application"] a:visible, [data-testid^="mf_properties-Application"] button:visible',
        )
        .evaluateAll((elements) =>
          elements
            .map((e) => ({ text: (e.textContent ?? '').trim().slice(0, 40), height: e.getBoundingClientRect().height }))
            .filter((e) => e.height > 0 && e.height < 44),
        );
      expect(small, `${name}: tap targets under 44 px at 390 px`).toEqual([]);
    }
  }
  await page.setViewportSize(SIZES[0]);
}

test('the demo user finds an application near a property, sees it from filing to the OLT appeal, and follows it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await demoToken(request, APP);
  const auth = { authorization: `Bearer ${token}` };
  const properties = (await (await request.get(`${APP}/api/properties/`, { headers: auth })).json()) as Array<{
    id: string;
    name: string;
  }>;
  const lofts = properties.find((p) => p.name === 'Queen West Lofts');
  expect(lofts, 'the demo property Queen West Lofts').toBeTruthy();
  // A run again on the same data starts unfollowed.
  const found = (await (
    await request.get(`${APP}/api/applications/?q=${encodeURIComponent(FILE)}`, { headers: auth })
  ).json()) as { items: Array<{ id: number }> };
  expect(found.items, 'the demo application').toHaveLength(1);
  await request.delete(`${APP}/api/applications/${found.items[0]!.id}/follow`, { headers: auth });

  await useToken(page, token);
  await page.setViewportSize(SIZES[0]);
  await page.goto(`${APP}/applications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible({
    timeout: REMOTE_FIRST_CONTENT_TIMEOUT,
  });
  // Within 500 m of Queen West Lofts.
  await page.getByRole('combobox', { name: 'Distance from property' }).click();
  await page.locator('.ant-select-item-option[title="Queen West Lofts"]').click();
  await page.getByRole('combobox', { name: 'Within' }).click();
  await page.locator('.ant-select-item-option[title="Within 500 m"]').click();
  await expect(page).toHaveURL(/within=500/);
  const card = page.getByTestId('application-card').filter({ hasText: FILE });
  await expect(card).toBeVisible();
  await expect(card).toContainText('m away');
  await expect(card).toContainText('OLT Appeal');
  await checkScreen(page, 'list');

  await card.getByRole('link', { name: new RegExp(FILE) }).click();
  await expect(page.getByRole('heading', { level: 1, name: FILE })).toBeVisible();
  const steps = page.getByTestId('application-step');
  await expect(steps).toHaveCount(6);
  expect(await steps.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.kind))).toEqual([
    'filed',
    'heard',
    'decision',
    'appealed',
    'tribunal_case',
    'tribunal_decision',
  ]);
  // Across the registry, an agenda item and a tribunal decision, each with why it was joined.
  await expect(steps.nth(0)).toContainText('Application registry');
  await expect(steps.nth(1)).toContainText('Agenda item');
  await expect(steps.nth(1)).toContainText(`Joined: file number ${FILE} in the agenda item`);
  await expect(steps.nth(3)).toContainText('Appealed to the Ontario Land Tribunal');
  await expect(steps.nth(5)).toContainText(`Joined: the Ontario Land Tribunal decision names file number ${FILE}`);
  await expect(page.getByText('Queen West Lofts').first()).toBeVisible();
  await expect(page.getByText('Key facts')).toBeVisible();

  const follow = page.getByTestId('application-follow');
  await follow.getByRole('button', { name: 'Follow' }).click();
  await expect(follow).toContainText('You follow this application');
  await expect(follow).toContainText('Queen West Lofts');
  await checkScreen(page, 'detail');
  const detail = (await (
    await request.get(`${APP}/api/applications/${found.items[0]!.id}`, { headers: auth })
  ).json()) as { follow: { propertyId: string } | null };
  expect(detail.follow?.propertyId).toBe(lofts!.id);

  // The property's alerts say where the application stands now, linked to it.
  const alerts = (await (
    await request.get(`${APP}/api/alerts/?propertyId=${lofts!.id}`, { headers: auth })
  ).json()) as Array<{ application?: { id: number; status: string; latestStep: { kind: string } } | null }>;
  const thread = alerts.filter((a) => a.application?.id === found.items[0]!.id);
  expect(thread.length).toBeGreaterThan(0);
  expect(thread[0]!.application).toMatchObject({ status: 'OLT Appeal', latestStep: { kind: 'tribunal_decision' } });
});
