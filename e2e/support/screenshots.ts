// Screenshots a journey leaves for a person to look at: e2e/.tmp/screenshots/<name>-<width>x<height>.png at the two
// sizes the screens are checked at.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { errors, type Page, type PageScreenshotOptions } from '@playwright/test';

export const SHOTS = join(import.meta.dirname, '..', '.tmp', 'screenshots');
export const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
/** The phone the screens are checked at. */
export const PHONE = { width: 390, height: 844 } as const;

/** Takes the page at each size, then sets it back to the first. */
export async function shootAtBothSizes(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await capture(page, { path: join(SHOTS, `${name}-${size.width}x${size.height}.png`) });
  }
  await page.setViewportSize(SIZES[0]);
}

/** How long one capture may take: a capture is milliseconds; a lost frame must not eat the test's whole time. */
const CAPTURE_TIMEOUT_MS = 20_000;

/**
 * A screenshot for a person to look at, bounded. Chromium, on a loaded machine, sometimes never delivers the frame a
 * capture waits for (seen once in CI: a full-page capture of /properties waited out a 240 s test). The capture is
 * tried again once, after a fresh frame is asked for; a page that cannot be captured twice still fails the test.
 */
export async function capture(page: Page, options: PageScreenshotOptions): Promise<void> {
  try {
    await page.screenshot({ ...options, timeout: CAPTURE_TIMEOUT_MS });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    console.warn(`screenshot ${options.path ?? ''}: no frame in ${CAPTURE_TIMEOUT_MS} ms, trying once more`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    await page.screenshot({ ...options, timeout: CAPTURE_TIMEOUT_MS });
  }
}
