// Areas in a real Chromium against the built app, signed in as the demo user: on /map, a polygon drawn by clicking
// its corners and closed with Finish, named and saved through the form; on a phone (390 x 844) a circle set by a tap
// and a typed radius; both listed in Settings > Watch lists under Areas, whose "Show on map" brings one into view.
// No basemap (MAP_TILE_URL unset): every request stays on loopback. Screenshots: e2e/.tmp/screenshots/areas-*.png
// at 1366x768 and 390x844 (look at them). The areas are deleted at the end (other journeys count the map's shapes).
//
// A registry record arriving inside a drawn area, and its alert: tests/registry-area.spec.ts (on the ingest app).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoToken, useToken } from '../support/accounts.js';
import { expectNoSeriousViolations } from '../support/axe.js';
import { APP_PORT } from '../support/ports.js';
import { capture, SHOTS } from '../support/screenshots.js';

const APP = `http://127.0.0.1:${APP_PORT}`;

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  await capture(page, { path: join(SHOTS, `areas-${name}-${size.width}x${size.height}.png`) });
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
}

interface AreaAnswer {
  id: string;
  name: string;
  geometry: { type: string; coordinates?: number[][]; center?: number[]; radius_m?: number };
}

test('draw a polygon and a circle on /map, save them, find them in Settings, show one on the map', async ({
  page,
  request,
}) => {
  const token = await demoToken(request, APP);
  const areas = async () =>
    (await (
      await request.get(`${APP}/api/areas/`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as AreaAnswer[];
  const before = (await areas()).length;

  await page.setViewportSize({ width: 1366, height: 768 });
  await useToken(page, token);
  // Around one property (the map then fits it and its matched items): the whole portfolio spans Toronto to Ottawa,
  // wider than an area may be.
  const properties = (await (
    await request.get(`${APP}/api/properties/`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Array<{ id: string; name: string }>;
  const lofts = properties.find((p) => p.name === 'Queen West Lofts')!;
  await page.goto(`${APP}/map?propertyId=${lofts.id}`);
  const map = page.getByRole('region', { name: 'Map of your properties and the matched items' });
  await expect(map.locator('.leaflet-container')).toBeVisible();

  // The applications layer toggles on and off.
  await page.getByRole('switch', { name: 'Show development applications' }).click();
  await expect(page.getByTestId('map-applications-summary')).toContainText('on the map');
  await page.getByRole('switch', { name: 'Show development applications' }).click();

  // A polygon: four corners clicked on the map, then Finish.
  await page.getByRole('button', { name: 'Draw an area' }).click();
  await expect(page.getByTestId('area-draw-hint')).toContainText('Click the corners');
  const box = (await map.locator('.leaflet-container').boundingBox())!;
  const at = (dx: number, dy: number) => ({ x: box.width / 2 + dx, y: box.height / 2 + dy });
  for (const [dx, dy] of [
    [-90, -60],
    [90, -60],
    [20, 0], // a notch: a concave area
    [90, 60],
    [-90, 60],
  ])
    await map.locator('.leaflet-container').click({ position: at(dx!, dy!) });
  await expect(page.getByTestId('area-draw-hint')).toContainText('5 corners');
  await shoot(page, 'drawing');
  await page.getByRole('button', { name: 'Finish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the area' });
  await dialog.getByLabel('Name').fill('E2E block');
  await dialog.getByRole('checkbox', { name: 'Other' }).uncheck();
  await dialog.getByRole('radio', { name: 'Digest' }).check();
  await shoot(page, 'form');
  await dialog.getByRole('button', { name: 'Save area' }).click();
  await expect(page.getByTestId('area-saved')).toContainText('Area "E2E block" saved');
  const saved = (await areas()).find((a) => a.name === 'E2E block')!;
  expect(saved.geometry.type).toBe('polygon');
  expect(saved.geometry.coordinates).toHaveLength(5);
  // Shown on the map in its own pane, apart from the properties' rings.
  await expect(map.locator('.leaflet-pw-areas-pane path')).toHaveCount(before + 1);
  await shoot(page, 'saved');

  // On a phone: a circle, a tap for its centre and a typed radius.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${APP}/map`);
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await noHorizontalScroll(page);
  await page.getByRole('button', { name: 'Draw an area' }).click();
  await page.getByText('Circle', { exact: true }).click();
  await map.locator('.leaflet-container').scrollIntoViewIfNeeded();
  const phoneBox = (await map.locator('.leaflet-container').boundingBox())!;
  await map.locator('.leaflet-container').click({ position: { x: phoneBox.width / 2, y: phoneBox.height / 2 } });
  await page.getByLabel('Radius in metres').fill('750');
  await page.getByLabel('Radius in metres').press('Tab');
  await noHorizontalScroll(page);
  await shoot(page, 'circle');
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('dialog', { name: 'Save the area' }).getByLabel('Name').fill('E2E circle');
  await page.getByRole('button', { name: 'Save area' }).click();
  await expect(page.getByTestId('area-saved')).toContainText('Area "E2E circle" saved');
  const circle = (await areas()).find((a) => a.name === 'E2E circle')!;
  expect(circle.geometry).toMatchObject({ type: 'circle', radius_m: 750 });

  // Settings > Watch lists: both areas, with "Show on map".
  await page.goto(`${APP}/settings/watches`);
  const card = page.getByTestId('areas');
  await expect(card.getByTestId('area-row').filter({ hasText: 'E2E block' })).toContainText('Polygon, 5 corners');
  await expect(card.getByTestId('area-row').filter({ hasText: 'E2E circle' })).toContainText('Circle, 750 m');
  await noHorizontalScroll(page);
  await card.getByTestId('area-row').filter({ hasText: 'E2E circle' }).scrollIntoViewIfNeeded();
  await shoot(page, 'settings');
  await expectNoSeriousViolations(page, 'areas in settings at 390 px');
  await page.setViewportSize({ width: 1366, height: 768 });
  await shoot(page, 'settings');
  await card
    .getByTestId('area-row')
    .filter({ hasText: 'E2E block' })
    .getByRole('button', { name: 'Show on map' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/map\\?areaId=${saved.id}$`));
  await expect(map.locator('.leaflet-pw-areas-pane path')).toHaveCount(before + 2);

  for (const a of [saved, circle]) {
    const res = await request.delete(`${APP}/api/areas/${a.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(204);
  }
});
