// Provincial proposals, precedents and mayoral decisions in a real Chromium against the built app. The
// main app starts on a fresh embedded database outside tests, so the demo dataset of api/src/demo/legal.ts is there.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerViaApi, useToken } from '../support/accounts.js';
import { APP_PORT } from '../support/ports.js';
import { REMOTE_FIRST_CONTENT_TIMEOUT } from '../support/remotes.js';
import { capture, SHOTS } from '../support/screenshots.js';

const APP = `http://127.0.0.1:${APP_PORT}`;

/** The chart of a card: the library's drawing, named by its data ("Cases by Act: Planning Act 123 (67.96%), ..."). */
const chartOf = (card: Locator) => card.getByRole('img', { name: /: / });

/**
 * Clicks the slice or bar of `label` with the mouse. @ant-design/charts draws SVG here: its slices and bars are the
 * chart's `.element` shapes, in the order of the data (which the chart's accessible name states). The click point is
 * found from the shape's own box: the first point of a grid over it where the browser's hit test lands on the shape
 * (a pie slice's box centre can be the centre of the pie, on another slice).
 */
async function clickChartItem(page: Page, card: Locator, label: string) {
  const chart = chartOf(card);
  const name = (await chart.getAttribute('aria-label')) ?? '';
  const labels = name
    .slice(name.indexOf(': ') + 2)
    .split(/, (?=[^,]+ \d+ \()/)
    .map((item) => item.replace(/ \d+ \([\d.]+%\)$/, ''));
  const index = labels.indexOf(label);
  expect(index, `${label} in ${name}`).toBeGreaterThanOrEqual(0);
  const shape = chart.locator('svg .element').nth(index);
  await expect(shape).toBeAttached();
  const point = await shape.evaluate((element) => {
    const box = element.getBoundingClientRect();
    for (let i = 1; i < 10; i++)
      for (let j = 1; j < 10; j++) {
        const x = box.left + (box.width * i) / 10;
        const y = box.top + (box.height * j) / 10;
        if (document.elementFromPoint(x, y) === element) return { x, y };
      }
    return null;
  });
  expect(point, `a point of ${label}'s shape`).not.toBeNull();
  await page.mouse.click(point!.x, point!.y);
}

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await capture(page, { path: join(SHOTS, `legal-charts-${name}.png`) });
}

test("precedents charts: a click on a slice, then on a bar, shows that act's sections", async ({ page, request }) => {
  const account = await registerViaApi(request, APP, 'precedents-charts');
  await useToken(page, account.token);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${APP}/precedents`);
  await expect(page.getByRole('heading', { name: 'Precedents Case Distribution' })).toBeVisible({
    timeout: REMOTE_FIRST_CONTENT_TIMEOUT,
  });
  const actsCard = page.getByTestId('acts-chart');
  const sectionsCard = page.getByTestId('sections-chart');
  await expect(chartOf(actsCard)).toHaveAttribute('aria-label', /^Cases by Act: Planning Act \d+ \([\d.]+%\), /);
  await expect(chartOf(sectionsCard)).toHaveAttribute('aria-label', /^Sections of the Planning Act: s\. /);
  // The pie's outer radius is 80 px: the Planning Act's slice, over half the pie, spans its full height.
  const planning = await chartOf(actsCard).locator('svg .element').first().boundingBox();
  expect(Math.round(planning!.height)).toBe(160);

  await clickChartItem(page, actsCard, 'Expropriations Act');
  await expect(sectionsCard.getByRole('combobox', { name: 'Act' })).toBeVisible();
  await expect(sectionsCard.getByText(/^Expropriations Act \(\d+\)$/)).toBeVisible();
  await expect(chartOf(sectionsCard)).toHaveAttribute('aria-label', /^Sections of the Expropriations Act: /);
  await expect(chartOf(sectionsCard).locator('svg .element').first()).toBeVisible();
  await page.waitForTimeout(300);
  await shoot(page, 'pie-1366');

  await page.getByText('Bar', { exact: true }).click();
  await expect(actsCard.locator('[data-chart-type="bar"]')).toBeVisible();
  await clickChartItem(page, actsCard, 'Development Charges Act');
  await expect(sectionsCard.getByText(/^Development Charges Act \(\d+\)$/)).toBeVisible();
  await expect(chartOf(sectionsCard)).toHaveAttribute('aria-label', /^Sections of the Development Charges Act: /);
  await expect(sectionsCard.locator('[data-chart-type="bar"] svg .element').first()).toBeVisible();
  await page.waitForTimeout(300);
  await shoot(page, 'bar-1366');

  // Others is no act: a click on it changes nothing.
  await clickChartItem(page, actsCard, 'Others');
  await page.waitForTimeout(500);
  await expect(sectionsCard.getByText(/^Development Charges Act \(\d+\)$/)).toBeVisible();

  // A phone's width: both charts still draw, one under the other.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByText('Pie', { exact: true }).click();
  await expect(actsCard.locator('[data-chart-type="pie"] svg .element').first()).toBeVisible();
  // Its legend is under the pie, every item on view (no pager), each item a button that selects its act.
  const legend = actsCard.getByTestId('chart-legend');
  await expect(legend.getByRole('button', { name: /^Planning Act \d+ / })).toBeVisible();
  await expect(legend.getByText(/^Others \d+ /)).toBeVisible();
  await legend.getByRole('button', { name: /^Expropriations Act \d+ / }).click();
  await expect(sectionsCard.getByText(/^Expropriations Act \(\d+\)$/)).toBeVisible();
  await expect(chartOf(sectionsCard)).toHaveAttribute('aria-label', /^Sections of the Expropriations Act: /);
  await actsCard.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await shoot(page, 'pie-390');
  await sectionsCard.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await shoot(page, 'sections-pie-390');
});

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
  await clickChartItem(page, actsCard, 'Planning Act');
  await expect(sectionsCard.getByText(/^Planning Act \(\d+\)$/)).toBeVisible();
  await expect(page.getByText('Click on an act above or select from the dropdown to view its sections')).toBeHidden();
  await expect(chartOf(sectionsCard).locator('svg .element').first()).toBeVisible();
  await expect(page.getByTestId('summary-cards').getByText(/^s\. \d/)).toBeVisible();

  // The decision, found by its case number, and its attachments.
  await page.getByPlaceholder('Search case numbers, decisions...').fill(withFiles.caseid!);
  const row = page.getByRole('row').filter({ hasText: withFiles.caseid! });
  await expect(row).toBeVisible();
  const dialog = page.getByRole('dialog');
  // The search re-renders the table (debounced) and the charts redraw when idle: a click that lands on a row being
  // replaced is lost, so it is tried again until the dialog opens.
  await expect(async () => {
    await row.getByText(withFiles.title, { exact: true }).click();
    await expect(dialog.getByText('View the full decision document using the link below.')).toBeVisible({
      timeout: 3000,
    });
  }).toPass({ timeout: 30_000 });
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
