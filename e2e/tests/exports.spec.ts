// Exports in a real Chromium against the built app, signed in as the demo user: the alert list to CSV and one alert
// to PDF, each downloaded file opened and checked (e2e/support/daily-workflow/export-step.ts, which the daily-workflow
// journey calls too). Then the Export menu, the alert view with Download PDF / Copy link and a shared link opened by
// another company's user (who sees "Alert not found"). Screenshots at 1366x768 and 390x844 go to
// e2e/.tmp/screenshots/exports-*.png.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoToken, registerViaApi, useToken } from '../support/accounts.js';
import { exportStep } from '../support/daily-workflow/export-step.js';
import { APP_PORT } from '../support/ports.js';
import { capture, SHOTS } from '../support/screenshots.js';

const APP = `http://127.0.0.1:${APP_PORT}`;
const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    await capture(page, { path: join(SHOTS, `exports-${name}-${size.width}x${size.height}.png`) });
    // No horizontal scroll on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow at ${size.width}px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(SIZES[0]);
}

test('the alert list exports to CSV and one alert to PDF; a shared link shows another company "not found"', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  // The e2e server loads the demo data, and with it the demo account.
  await useToken(page, await demoToken(request, APP));

  const result = await exportStep(page);
  expect(result.pdfText).toContain('Related agenda items');

  // The alert view with its buttons, then the Export menu open, at both sizes.
  await shoot(page, 'alert-view');
  // The modal's corner X and its footer button are both named "Close": the footer's closes it here.
  await page
    .getByRole('dialog')
    .locator('.ant-modal-footer')
    .getByRole('button', { name: 'Close', exact: true })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByTestId('export-menu').click();
  await expect(page.getByTestId('export-menu-xlsx')).toBeVisible();
  await shoot(page, 'menu');

  // The shared link: the alert's id from the CSV, opened by a user of another company.
  const alertId = result.csvRows[1]![0]!;
  const stranger = await registerViaApi(request, APP, 'stranger');
  const context = await browser.newContext({ baseURL: APP });
  const strangerPage = await context.newPage();
  await useToken(strangerPage, stranger.token);
  await strangerPage.goto(`/alerts?alertId=${alertId}&view=1`);
  await expect(strangerPage.getByRole('dialog')).toContainText('Alert not found', { timeout: 30_000 });
  await context.close();
});
