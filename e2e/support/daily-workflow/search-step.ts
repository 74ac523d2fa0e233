// The search step of the daily-workflow journey: signed in as the demo user, the header's search box finds a file
// number and a civic address of the demo data (each matched exactly, marked "exact match", the hit highlighted) and
// opens a result with the keyboard. Used by e2e/tests/search.spec.ts and the daily-workflow journey.
import { expect, type Page } from '@playwright/test';
import { demoToken } from '../accounts.js';
import { APP_PORT } from '../ports.js';

const APP = `http://127.0.0.1:${APP_PORT}`;
/** A demo property's address (api/src/demo/municipal-tables.ts), named by agenda items of the demo meetings. */
export const DEMO_ADDRESS = '55 Main Street North';

/** Signs the page in as the demo user unless it already shows the signed-in header. */
export async function signedIn(page: Page): Promise<string> {
  const token = await demoToken(page.request, APP);
  if (!page.url().startsWith(APP)) await page.goto(`${APP}/`);
  const current = await page.evaluate(() => window.localStorage.getItem('parcelwatch.token'));
  if (!current) {
    await page.evaluate((value) => window.localStorage.setItem('parcelwatch.token', value), token);
    await page.goto(`${APP}/`);
  }
  return token;
}

/** A file number of the demo data: one named in the title of a demo agenda item (found through the API). */
async function demoFileNumber(page: Page, token: string): Promise<string> {
  const response = await page.request.get(
    `${APP}/api/search/?q=${encodeURIComponent('rezoning application')}&limit=20`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { groups: Array<{ kind: string; results: Array<{ title: string }> }> };
  const titles = body.groups.flatMap((g) => g.results.map((r) => r.title));
  const file = titles.map((t) => /\bOZ \d{2}\/\d{3}\b/.exec(t)?.[0]).find(Boolean);
  expect(file, `a demo file number in ${JSON.stringify(titles)}`).toBeTruthy();
  return file!;
}

/** Opens the search (the box on a wide screen, the full-screen search on a phone) and types `text`. */
export async function searchFor(page: Page, text: string, { results = true } = {}) {
  const opener = page.getByTestId('header-search-open');
  if (await opener.isVisible()) await opener.click();
  else {
    // '/' from anywhere focuses the box.
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
  }
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await box.fill(text);
  const list = page.getByRole('listbox', { name: `Results for ${text}` });
  if (results) await expect(list).toBeVisible({ timeout: 20_000 });
  return { box, list };
}

/**
 * The step itself. `shoot(name)` (optional) is called with the results shown: the spec takes its screenshots
 * there. Ends on the opened result's screen.
 */
export async function searchStep(page: Page, shoot?: (name: string) => Promise<void>): Promise<void> {
  const token = await signedIn(page);
  await expect(page.locator('main')).toBeVisible({ timeout: 30_000 });

  // A file number: the agenda item naming it comes first in its group, matched exactly, the number highlighted.
  const file = await demoFileNumber(page, token);
  const found = await searchFor(page, file);
  const item = found.list.getByRole('group', { name: 'Agenda items' }).getByRole('option').first();
  await expect(item).toContainText('exact match');
  await expect(item.locator('mark').first()).toHaveText(file);
  await shoot?.('file-number');
  await page.keyboard.press('Escape');
  await expect(found.list).toBeHidden();
  if (await page.getByRole('button', { name: 'Close search' }).isVisible())
    await page.getByRole('button', { name: 'Close search' }).click();

  // An address: the demo property there and the items naming it, exact matches first; Enter opens the first.
  const { box, list } = await searchFor(page, DEMO_ADDRESS);
  const property = list.getByRole('group', { name: 'Properties' }).getByRole('option').first();
  await expect(property).toContainText('exact match');
  await expect(list.getByRole('group', { name: 'Agenda items' }).getByRole('option').first()).toContainText(
    'exact match',
  );
  await shoot?.('address');
  await box.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(list).toBeHidden();
  await expect(page).toHaveURL(/\/(alerts\?alertId=|map\?propertyId=|documents\/)/);
  await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
}
