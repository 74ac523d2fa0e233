// Provincial proposals, precedents and mayoral decisions in a real Chromium against the built app. The
// main app starts on a fresh embedded database outside tests, so the demo dataset of api/src/demo/legal.ts is there.
import { expect, test, type Locator } from '@playwright/test';
import { registerViaApi, useToken } from '../support/accounts.js';
import { APP_PORT } from '../support/ports.js';
import { REMOTE_FIRST_CONTENT_TIMEOUT } from '../support/remotes.js';

const APP = `http://127.0.0.1:${APP_PORT}`;

/** Clicks the pie slice of `label` (an SVG path named by its data-slice attribute), after hovering it shows its tooltip. */
async function clickPieSlice(card: Locator, label: string) {
  const slice = card.locator(`path[data-slice="${label}"]`);
  await expect(slice).toBeVisible();
  await slice.hover();
  await expect(card.getByRole('tooltip')).toContainText(label);
  await slice.click();
}

test('precedents: pick an act from the pie, see its sections, open a decision and its attachments', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request, APP, 'precedents');
  await useToken(page, account.token);
  // A decision with attachments, to open from the table.
  const decisions = await request.get(`${APP}/api/legal-decisions?limit=200`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const { items } = (await decisions.json()) as {
    items: Array<{ title: string; caseid: string | null; attachment_count: number }>;
  };
  const withFiles = items.find((d) => d.attachment_count > 0 && d.caseid)!;

  await page.goto(`${APP}/precedents`);
  await expect(page.getByRole('heading', { name: 'Precedents Case Distribution' })).toBeVisible({
    timeout: REMOTE_FIRST_CONTENT_TIMEOUT,
  });
  const actsCard = page.getByTestId('acts-chart');
  const sectionsCard = page.getByTestId('sections-chart');
  await expect(actsCard.getByText(/Total: \d+ cases/)).toBeVisible();

  // Start from no act (the first act is selected by default), then pick one on the pie.
  await sectionsCard.getByRole('combobox', { name: 'Act' }).click();
  await page.locator('.ant-select-item-option[title="Select an Act..."]').click();
  await expect(page.getByText('Click on an act above or select from the dropdown to view its sections')).toBeVisible();
  await clickPieSlice(actsCard, 'Planning Act');
  await expect(sectionsCard.getByText(/^Planning Act \(\d+\)$/)).toBeVisible();
  await expect(page.getByText('Click on an act above or select from the dropdown to view its sections')).toBeHidden();
  await expect(sectionsCard.locator('path[data-slice]').first()).toBeVisible();
  // The legends name each slice with its count and share.
  await expect(
    actsCard
      .getByRole('list', { name: /legend/ })
      .getByText(/^\d+ \(\d+(\.\d+)?%\)$/)
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('summary-cards').getByText(/^s\. \d/)).toBeVisible();

  // The decision, found by its case number, and its attachments.
  await page.getByPlaceholder('Search case numbers, decisions...').fill(withFiles.caseid!);
  const row = page.getByRole('row').filter({ hasText: withFiles.caseid! });
  await expect(row).toBeVisible();
  await row.getByText(withFiles.title, { exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('View the full decision document using the link below.')).toBeVisible();
  await expect(dialog.getByText(/^(OLT|LTB)$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Show Attachments' }).click();
  await expect(dialog.getByText('Decision and Order.pdf')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'View Decision and Order.pdf' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

test('mayoral decisions: expand a decision to its bylaws', async ({ page, request }) => {
  const account = await registerViaApi(request, APP, 'mayoral');
  await useToken(page, account.token);
  await page.goto(`${APP}/decisions`);
  await expect(page.getByRole('heading', { name: 'Mayoral Decisions' })).toBeVisible();
  const row = page.getByRole('row', { name: /MD-2026-014/ });
  await expect(row.getByText('3 bylaws')).toBeVisible();
  await expect(row.getByRole('link', { name: 'View PDF' })).toHaveAttribute('target', '_blank');
  await row.getByRole('button', { name: 'View details' }).click();
  const bylaws = page.getByRole('list', { name: 'Bylaws' });
  await expect(bylaws.getByText('1024-2026')).toBeVisible();
  await expect(bylaws.getByText('[PH24.3]').first()).toBeVisible();
  await expect(bylaws.getByRole('link', { name: 'View bylaw document' })).toHaveCount(3);
  await row.getByRole('button', { name: 'Hide details' }).click();
  await expect(bylaws).toBeHidden();
  // The undated one falls back to its published text.
  await expect(page.getByRole('row', { name: /MD-2025-021/ }).getByText('Fall 2025')).toBeVisible();
});

test('provincial: the count, a search, the date filter and the detail modal', async ({ page, request }) => {
  const account = await registerViaApi(request, APP, 'provincial');
  await useToken(page, account.token);
  const headers = { authorization: `Bearer ${account.token}` };
  const { count } = (await (await request.get(`${APP}/api/proposals/count`, { headers })).json()) as { count: number };
  const thisWeek = (await (await request.get(`${APP}/api/proposals?date=week`, { headers })).json()) as unknown[];

  await page.goto(`${APP}/provincial`);
  await expect(page.getByText(`${count} proposals from Ontario sites`)).toBeVisible();
  await expect(page.getByTestId('proposal-card')).toHaveCount(6);
  // Each card's description shows three lines at most (a taller clamped box showed a fourth under the ellipsis).
  const heights = await page
    .getByTestId('proposal-card')
    .locator('.ant-typography-ellipsis')
    .evaluateAll((els) => els.map((el) => el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)));
  expect(heights.length).toBeGreaterThan(0);
  for (const lines of heights) expect(lines).toBeLessThanOrEqual(3.05);

  await page.getByRole('button', { name: /Filter/ }).click();
  await page.getByRole('combobox', { name: 'Date' }).click();
  await page.locator('.ant-select-item-option[title="This Week"]').click();
  await expect(page.getByTestId('proposal-card')).toHaveCount(Math.min(6, thisWeek.length));
  await page.getByRole('combobox', { name: 'Date' }).click();
  await page.locator('.ant-select-item-option[title="All Dates"]').click();
  await page.keyboard.press('Escape');

  await page.getByPlaceholder('Search proposals...').fill('Greenbelt');
  await expect(page.getByTestId('proposal-card')).toHaveCount(1);
  await page.getByTestId('proposal-card').press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Environmental Registry of Ontario')).toBeVisible();
  // The modal opens with an animation; on a loaded machine a click during it was once lost (the button still read
  // "Show Attachments" 15 s later). Click again only while it still says so.
  await expect(async () => {
    const show = dialog.getByRole('button', { name: 'Show Attachments' });
    if (await show.isVisible()) await show.click();
    await expect(dialog.getByText('Boundary maps.pdf')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  // The registry itself is not reachable from the test machine: answer its page locally.
  await page
    .context()
    .route('https://ero.ontario.ca/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>ERO notice</h1>' }),
    );
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'View Item' }).click();
  const opened = await popup;
  await opened.waitForLoadState();
  expect(opened.url()).toBe('https://ero.ontario.ca/notice/025-0612');
});

test('the three screens of the area are reachable from the sidebar and the area navigation', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request, APP, 'legal-nav');
  await useToken(page, account.token);
  await page.goto(`${APP}/`);
  await page.getByRole('menu', { name: 'Main navigation' }).getByText('Provincial', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Provincial and Federal Tracking' })).toBeVisible();

  const area = page.getByRole('navigation', { name: 'Provincial and legal' });
  await area.getByText('Precedents', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Precedents Case Distribution' })).toBeVisible({
    timeout: REMOTE_FIRST_CONTENT_TIMEOUT,
  });
  await area.getByText('Mayoral Decisions', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Mayoral Decisions' })).toBeVisible();
  await expect(page).toHaveURL(`${APP}/decisions`);
});
