// An area watch and an application registry, in a real Chromium against the built app: a new registry record inside
// a drawn area raises an alert. On the light ingest app (no demo data; support/start-ingest-api.mjs), a fresh company
// with a property at Toronto City Hall draws an area around it on /map and saves it; the platform operator then runs
// the Toronto Open Data source (POST /api/admin/sources/ckan:toronto/run), which reads the FAKE of the live CKAN portal
// on loopback (support/fake-ckan.mjs: CKAN's action API, one new zoning by-law amendment file inside the area, its
// point in the dataset's X/Y columns). The company then has the area's alert (type Watch, "Inside the area ...") and
// its property's alert for the same file, both on the Alerts page; two farther files (750 and 768 m away) come in
// one alert that lists them, each linked to its page; the application's own page lists the property.
// Screenshots at 1366x768 and 1920x1080: e2e/.tmp/screenshots/registry-area-*.png.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { registerViaApi, useToken } from '../support/accounts.js';
import { FARTHER_FILES, NEW_FILE } from '../support/fake-ckan.mjs';
import { INGEST_APP_PORT, INGEST_OPERATOR } from '../support/ports.js';
import { capture, PHONE, shootAtBothSizes, SHOTS, SIZES } from '../support/screenshots.js';

const APP = `http://127.0.0.1:${INGEST_APP_PORT}`;
const AREA = 'Around City Hall';

interface AlertRow {
  id: number;
  alert_title: string;
  type?: string;
}

test('a new registry record inside a drawn area raises an alert', async ({ page, request }) => {
  test.setTimeout(240_000);
  const account = await registerViaApi(request, APP, 'areas');
  const auth = { authorization: `Bearer ${account.token}` };
  const municipalities = (await (
    await request.get(`${APP}/api/properties/municipalities`, { headers: auth })
  ).json()) as Array<{ id: number; name: string }>;
  const toronto = municipalities.find((m) => m.name === 'Toronto')!;
  const created = await request.post(`${APP}/api/properties/`, {
    headers: auth,
    data: { nickname: 'City Hall Block', latitude: 43.6534, longitude: -79.3841, municipality_id: toronto.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const property = (await created.json()) as { id: string };

  // The area, drawn around the property: four corners clicked on the map, then Finish, named and saved.
  await useToken(page, account.token);
  await page.setViewportSize(SIZES[0]);
  await page.goto(`${APP}/map?propertyId=${property.id}`);
  const map = page.getByRole('region', { name: 'Map of your properties and the matched items' });
  await expect(map.locator('.leaflet-container')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Draw an area' }).click();
  const box = (await map.locator('.leaflet-container').boundingBox())!;
  for (const [dx, dy] of [
    [-80, -60],
    [80, -60],
    [80, 60],
    [-80, 60],
  ])
    await map.locator('.leaflet-container').click({ position: { x: box.width / 2 + dx!, y: box.height / 2 + dy! } });
  await expect(page.getByTestId('area-draw-hint')).toContainText('4 corners');
  await page.getByRole('button', { name: 'Finish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the area' });
  await dialog.getByLabel('Name').fill(AREA);
  await dialog.getByRole('button', { name: 'Save area' }).click();
  await expect(page.getByTestId('area-saved')).toContainText(`Area "${AREA}" saved`);
  await shootAtBothSizes(page, 'registry-area-drawn');

  // Nothing about the file yet.
  const titles = async () =>
    ((await (await request.get(`${APP}/api/alerts/`, { headers: auth, params: { limit: 48 } })).json()) as AlertRow[])
      .map((a) => a.alert_title)
      .filter((t) => t.includes(NEW_FILE.number));
  expect(await titles()).toEqual([]);

  // The operator runs the registry source: the fake portal's new file is read, inside the area.
  const login = await request.post(`${APP}/api/custom-auth/login`, { data: INGEST_OPERATOR });
  expect(login.ok(), `the operator's sign-in answered ${login.status()}`).toBe(true);
  const operator = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  expect((await request.post(`${APP}/api/admin/sources/ckan:toronto/run`, { headers: auth })).status()).toBe(403);
  const run = await request.post(`${APP}/api/admin/sources/ckan:toronto/run`, { headers: operator });
  expect(run.ok(), `the run answered ${run.status()}: ${await run.text()}`).toBe(true);
  expect(await run.json()).toMatchObject({ source: 'ckan:toronto', ok: true, error: null });

  // Two alerts for the file: the area's (a watch alert) and the property's (the file is at it).
  await expect.poll(async () => (await titles()).length, { timeout: 60_000 }).toBe(2);
  await page.goto(`${APP}/alerts`);
  const cards = page.getByTestId('alert-card').filter({ hasText: NEW_FILE.number });
  await expect(cards).toHaveCount(2, { timeout: 30_000 });
  const areaCard = cards.filter({ hasText: `inside the area "${AREA}"` });
  await expect(areaCard).toBeVisible();
  // Not a meeting's alert: the card says where the application stands.
  await expect(areaCard.getByTestId('alert-card-subtitle')).toContainText('Development application · Under Review');
  await areaCard.getByRole('button', { name: 'View', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(`Inside the area "${AREA}"`);
  await expect(page.getByRole('dialog')).toContainText('Application registry');
  await shootAtBothSizes(page, 'registry-area-alert');
  // On a phone the view fills the screen, and nothing overflows sideways.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('dialog')).toContainText('Application registry');
  // The dialog takes the full screen once the layout has reacted to the new width: wait for it, a slow machine may
  // take a frame or two.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 10_000 })
    .toBeLessThanOrEqual(PHONE.width);
  await capture(page, { path: join(SHOTS, `registry-area-alert-${PHONE.width}x${PHONE.height}.png`) });
  await page.setViewportSize(SIZES[0]);

  // The two farther files (750 and 768 m away) in one alert that lists them, nearest first, each linked to its page.
  await page.goto(`${APP}/alerts`);
  const listing = page.getByTestId('alert-card').filter({ hasText: 'New applications: 2 files within 1000 m' });
  await expect(listing).toBeVisible({ timeout: 30_000 });
  await expect(listing.getByTestId('alert-card-subtitle')).toContainText('Development applications · 2 files');
  await listing.getByRole('button', { name: 'View', exact: true }).click();
  const listed = page.getByRole('dialog').getByTestId('listed-application');
  await expect(listed).toHaveCount(2);
  await expect(listed.nth(0)).toContainText(FARTHER_FILES[0]!.number);
  await expect(listed.nth(0)).toContainText('Site plan · 700 University AVE');
  await expect(listed.nth(1)).toContainText(FARTHER_FILES[1]!.number);
  await shootAtBothSizes(page, 'registry-area-listing');
  await page.setViewportSize(PHONE);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 10_000 })
    .toBeLessThanOrEqual(PHONE.width);
  await capture(page, { path: join(SHOTS, `registry-area-listing-${PHONE.width}x${PHONE.height}.png`) });
  await page.setViewportSize(SIZES[0]);
  await listed.nth(1).getByRole('link', { name: FARTHER_FILES[1]!.number }).click();
  await expect(page.getByRole('heading', { level: 1, name: FARTHER_FILES[1]!.number })).toBeVisible({
    timeout: 30_000,
  });

  // The application's page: filed today, the property it concerns.
  const found = (await (
    await request.get(`${APP}/api/applications/?q=${encodeURIComponent(NEW_FILE.number)}`, { headers: auth })
  ).json()) as { items: Array<{ id: number }> };
  expect(found.items).toHaveLength(1);
  await page.goto(`${APP}/applications/${found.items[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: NEW_FILE.number })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('City Hall Block').first()).toBeVisible();
  await shootAtBothSizes(page, 'registry-area-application');
});
