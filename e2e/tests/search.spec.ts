// The header's one search in a real Chromium against the built app, signed in as the demo account: a file number and
// an address of the demo data found and a result opened (support/daily-workflow/search-step.ts), on a wide screen
// and on a phone (the full-screen search), with no horizontal scroll and no serious axe violation on the results.
// Screenshots: e2e/.tmp/screenshots/search-*.png (look at them).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { searchFor, searchStep, signedIn } from '../support/daily-workflow/search-step.js';
import { capture, SHOTS } from '../support/screenshots.js';

const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

for (const size of SIZES) {
  test(`the header search finds a file number and an address and opens a result at ${size.width}px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await mkdir(SHOTS, { recursive: true });
    const shoot = async (name: string) => {
      await page.waitForTimeout(300);
      await capture(page, { path: join(SHOTS, `search-${name}-${size.width}x${size.height}.png`) });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no horizontal scroll').toBeLessThanOrEqual(size.width);
      await expectNoSeriousViolations(page, `search ${name} at ${size.width}px`);
      // A result's lines are spaced as text (the full-screen search on a phone sits in the 64 px-high header).
      const lineHeights = await page
        .getByRole('option')
        .evaluateAll((options) => options.map((o) => parseFloat(getComputedStyle(o).lineHeight)));
      expect(Math.max(...lineHeights), 'line height of the results').toBeLessThanOrEqual(24);
    };
    await searchStep(page, shoot);
    await capture(page, { path: join(SHOTS, `search-opened-${size.width}x${size.height}.png`) });
  });
}

test('a search with no result says so', async ({ page }: { page: Page }) => {
  await page.setViewportSize(SIZES[0]);
  await signedIn(page);
  await expect(page.locator('main')).toBeVisible({ timeout: 30_000 });
  await searchFor(page, 'qwxzv nothing', { results: false });
  await expect(page.getByText('No results for “qwxzv nothing”')).toBeVisible({ timeout: 20_000 });
});
