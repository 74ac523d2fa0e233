// Watch lists as the journeys use them: a watch created in Settings > Watch lists, and its matches as the API lists
// them.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A match of a watch as GET /api/watches/{id}/matches lists it (the fields the journeys read). */
export interface WatchMatch {
  alert_id: number;
  source_kind: string;
  title: string;
  matched_terms: string[];
  backfilled: boolean;
}

export interface SavedWatch {
  id: string;
  name: string;
  match_count: number;
}

/**
 * Creates a watch through Settings > Watch lists' dialog, waits for its row, and answers the row and the watch as the
 * API saved it, with the confirmation's text. `first`: the company has no watch yet, so the empty list's "Create your first watch" opens the dialog.
 */
export async function createWatchInSettings(
  page: Page,
  request: APIRequestContext,
  app: string,
  auth: Record<string, string>,
  { name, terms, first = false }: { name: string; terms: string; first?: boolean },
): Promise<{ row: Locator; watch: SavedWatch; saved: string }> {
  await page.goto(`${app}/settings/watches`);
  if (first) await page.getByRole('button', { name: 'Create your first watch' }).click();
  else
    await page
      .getByRole('button', { name: /New watch|Create your first watch/ })
      .first()
      .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Terms').fill(terms);
  await dialog.getByRole('button', { name: 'Create watch' }).click();
  // The confirmation is a toast of a few seconds: read it first, before anything slower.
  const toast = page.getByText(`Saved “${name}”`, { exact: false });
  await expect(toast).toBeVisible();
  const saved = (await toast.textContent()) ?? '';
  await expect(dialog).toBeHidden();
  // The watch's own row (the row under it lists its matches).
  const row = page.locator('tr[data-row-key]').filter({ hasText: name });
  await expect(row).toBeVisible();
  const watches = (await (await request.get(`${app}/api/watches`, { headers: auth })).json()) as SavedWatch[];
  const watch = watches.find((w) => w.name === name)!;
  expect(watch, 'the watch was saved').toBeDefined();
  return { row, watch, saved };
}
