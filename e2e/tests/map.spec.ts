// The map in a real Chromium against the built app: the demo company's six properties with their matching rings and
// matched items on /map, the severity filter, a popup whose link opens the alert, and the small maps of the alert
// view and the property cards. No basemap is configured (MAP_TILE_URL unset): every request stays on loopback.
// Screenshots at 1366x768 and 1920x1080 go to e2e/.tmp/screenshots/map-*.png.
import { expect, test, type Page } from '@playwright/test';
import { demoToken, useToken } from '../support/accounts.js';
import { SHOTS, shootAtBothSizes } from '../support/screenshots.js';
import { APP_PORT } from '../support/ports.js';

const APP = `http://127.0.0.1:${APP_PORT}`;

interface MapAnswer {
  radii_meters: number[];
  properties: Array<{ id: string; name: string; latitude: number | null }>;
  items: Array<{ id: number; alert_id: number; severity: string; distance_meters: number | null }>;
}

/** The page's query for the default period: from the start of the day 90 days ago (as the page computes it). */
const from = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Every request the page makes, to check that none leaves loopback. */
function watchRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
      outside.push(request.url());
  });
  return outside;
}

test('/map: the six demo properties with rings, the matched items, a severity filter, a popup to its alert', async ({
  page,
  request,
}) => {
  const token = await demoToken(request, APP);
  const get = async (query: string) =>
    (await (
      await request.get(`${APP}/api/map/?${query}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as MapAnswer;
  const all = await get(`from=${from(90)}`);
  const urgent = await get(`from=${from(90)}&severity=urgent`);
  expect(
    all.properties.filter((p) => p.latitude !== null),
    'the demo company places six properties',
  ).toHaveLength(6);
  expect(all.items.length, 'the demo analysis matched placed items').toBeGreaterThan(urgent.items.length);
  expect(urgent.items.length).toBeGreaterThan(0);

  await useToken(page, token);
  const outside = watchRequests(page);
  await page.goto(`${APP}/`);
  await page.getByRole('menuitem', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole('heading', { name: 'Map', level: 1 })).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of your properties and the matched items' });
  await expect(map.locator('.leaflet-container')).toBeVisible();

  // Six property markers, each ringed at every matching radius (dashed circles in the overlay pane).
  const markers = map.locator('[title^="Property: "]');
  await expect(markers).toHaveCount(6);
  const titles = (await markers.evaluateAll((els) => els.map((el) => el.getAttribute('title')))).sort();
  expect(titles).toEqual(all.properties.map((p) => `Property: ${p.name}`).sort());
  await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(6 * all.radii_meters.length);
  await expect(page.getByTestId('map-summary')).toContainText(`${all.items.length} matched items on the map`);
  await expect(page.getByTestId('basemap-note')).toBeVisible();

  // Every item is on the map: single dots plus the counts of the bubbles.
  const shown = async () => {
    const dots = await map.locator('.pw-marker').count();
    const bubbles = await map.locator('.pw-cluster').allTextContents();
    return dots + bubbles.reduce((n, text) => n + Number(text), 0);
  };
  await expect.poll(shown).toBe(all.items.length);
  await shootAtBothSizes(page, 'map-all');

  // Severity filter: urgent only (keyboard: Space toggles a checkbox).
  await page.getByRole('checkbox', { name: 'High Priority' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: 'Normal' }).check();
  await page.getByRole('checkbox', { name: 'Normal' }).uncheck();
  await expect(page.getByTestId('map-summary')).toContainText(`${urgent.items.length} matched item`);
  await expect(page.getByTestId('map-legend')).toContainText('High Priority: 0 items (0 alerts)');
  await expect.poll(shown).toBe(urgent.items.length);
  await shootAtBothSizes(page, 'map-urgent');

  // A popup: zoom into bubbles until a single item can be opened from the keyboard (Tab to it, Enter).
  const popup = page.getByTestId('map-item-popup').first();
  for (let i = 0; i < 12 && !(await popup.isVisible()); i++) {
    const dot = map.locator('.pw-marker').first();
    if (await dot.count()) {
      await dot.focus();
      await page.keyboard.press('Enter');
    } else {
      await map.locator('.pw-cluster').first().click({ force: true });
    }
    await page.waitForTimeout(400);
  }
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Urgent');
  await popup.screenshot({ path: `${SHOTS}/map-popup.png` });
  const link = popup.getByRole('link', { name: 'Open alert' });
  const alertId = Number(new URL((await link.getAttribute('href'))!, APP).searchParams.get('alertId'));
  expect(urgent.items.some((item) => item.alert_id === alertId)).toBe(true);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/alerts\\?alertId=${alertId}$`));
  await expect(page.locator(`#alert-${alertId}`)).toHaveAttribute('data-highlighted', 'true');

  expect(outside, 'no request leaves loopback without MAP_TILE_URL').toEqual([]);
});

test('the alert view and the property cards show their small maps', async ({ page, request }) => {
  const token = await demoToken(request, APP);
  const answer = (await (
    await request.get(`${APP}/api/map/?from=${from(90)}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as MapAnswer;
  // An alert whose item stands away from its property, so that its map draws a distance line with its label.
  const away = answer.items.find((item) => (item.distance_meters ?? 0) >= 50);
  expect(away, 'the demo analysis matched an item near, not at, a property').toBeDefined();
  const alertId = away!.alert_id;
  await useToken(page, token);
  const outside = watchRequests(page);

  await page.goto(`${APP}/alerts?alertId=${alertId}`);
  const card = page.locator(`#alert-${alertId}`);
  await card.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog');
  const alertMap = dialog.getByTestId('alert-map');
  await expect(alertMap.locator('.leaflet-container')).toBeVisible();
  await expect(alertMap.locator('[title^="Property: "]')).toHaveCount(1);
  await expect(alertMap.locator('.pw-marker').first()).toBeAttached();
  await expect(alertMap.locator('li').first()).toContainText(/ m from | km from |at /);
  // The view frames the property and the item closely: the distance's label covers neither end of its line.
  const distance = alertMap.locator('.leaflet-tooltip').filter({ hasText: /^[\d.,]+ k?m$/ });
  await expect(distance.first()).toBeVisible();
  const box = async (l: typeof distance) => (await l.first().boundingBox())!;
  const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const label = await box(distance);
  expect(overlap(label, await box(alertMap.locator('.pw-property')))).toBe(false);
  expect(overlap(label, await box(alertMap.locator('.pw-marker')))).toBe(false);
  await shootAtBothSizes(page, 'map-alert-view');

  await page.goto(`${APP}/properties`);
  const maps = page.getByTestId('property-map');
  await expect(maps).toHaveCount(6);
  await expect(maps.first().locator('.leaflet-container')).toBeVisible();
  await shootAtBothSizes(page, 'map-property-cards');
  await maps
    .first()
    .getByRole('link', { name: /open the map/ })
    .click();
  await expect(page).toHaveURL(/\/map\?propertyId=/);
  await expect(
    page.getByRole('region', { name: 'Map of your properties and the matched items' }).locator('[title^="Property: "]'),
  ).toHaveCount(1);

  expect(outside).toEqual([]);
});
