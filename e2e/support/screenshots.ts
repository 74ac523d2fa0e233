// Screenshots a journey leaves for a person to look at: e2e/.tmp/screenshots/<name>-<width>x<height>.png at the two
// sizes the screens are checked at.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

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
    await page.screenshot({ path: join(SHOTS, `${name}-${size.width}x${size.height}.png`) });
  }
  await page.setViewportSize(SIZES[0]);
}
