import { expect, type Locator } from '@playwright/test';

/**
 * Clicks `trigger` until `dialog` shows. A click that lands while the list under it is still settling (cards
 * arriving, the page's header growing) can miss its button; it is repeated, never after the dialog has opened.
 */
export async function openDialog(trigger: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await trigger.click({ timeout: 5_000 });
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
