// Coverage you can trust, end to end, in a real Chromium against the built app (the light ingest app: no demo data,
// every source pointed at the loopback fake, a platform operator made before it starts; support/start-ingest-api.mjs,
// which also imports e2e/fixtures/addresses-coverage.csv into the address index).
//
// A new user signs up through the sign-up page and adds two properties with the wizard: one in London by its address
// (picked from the offline gazetteer's suggestions), one in Guelph by coordinates (the wizard proposes Guelph from
// the point and the user confirms it). Nothing reads Guelph's council: step 2 says so before the property is created
// and the user requests coverage. The property cards show each municipality's coverage. The platform operator sees
// the request ranked on the Sources screen, adds an eSCRIBE portal for Guelph there without any restart (the check
// reads its calendar once and says how many meetings it found), then reads it (Run now). The portal is the FAKE of
// the live site on loopback (support/fake-escribe.mjs, under /guelph): eSCRIBE's real protocol and captured
// response shapes, one council meeting ten days ahead whose agenda item names 1 Carden Street, the Guelph property's
// address. The read brings Guelph's meeting, the analysis raises an alert for the Guelph property, and Guelph turns
// "Fully watched" for the user.
//
// Screenshots at 1366x768 and 390x844 go to e2e/.tmp/screenshots/coverage-*.png.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.js';
import { capture, SHOTS } from '../support/screenshots.js';
import { FAKE_ESCRIBE_PORT, INGEST_APP_PORT, INGEST_OPERATOR } from '../support/ports.js';

const APP = `http://127.0.0.1:${INGEST_APP_PORT}`;
const GUELPH_PORTAL = `http://127.0.0.1:${FAKE_ESCRIBE_PORT}/guelph`;
const GUELPH = { latitude: '43.5432', longitude: '-80.2482' };
const ITEM_TITLE = 'Official Plan Amendment and Zoning By-law Amendment – 1 Carden Street';
const UNWATCHED =
  'Council agendas of Guelph are not read yet. This property will still get regional, conservation authority, provincial and tribunal items.';
const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** The page at the desktop and the phone size, then back to the desktop one. */
async function shoot(page: Page, name: string, fullPage = false) {
  await mkdir(SHOTS, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    await capture(page, { path: join(SHOTS, `coverage-${name}-${size.width}x${size.height}.png`), fullPage });
  }
  await page.setViewportSize(SIZES[0]);
}

const card = (page: Page, name: string) =>
  page.locator('[data-testid^="property-card-"]').filter({ hasText: name }).first();

test('a new user adds London and Guelph, requests Guelph, an operator adds its portal and its meetings alert the property', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(SIZES[0]);

  // Sign-up, as a new user does (two-factor offered, skipped).
  const email = uniqueEmail('coverage');
  const password = 'Granite-Harbour-2026';
  await page.goto(`${APP}/signup`);
  await page.getByLabel('Full name').fill('Priya Coverage');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company name').fill('Royal City Holdings');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Start my 1-month free trial (no credit card needed)').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem('parcelwatch.token'));
  expect(token, 'signed in after sign-up').toBeTruthy();
  const auth = { authorization: `Bearer ${token}` };

  // London, by address: the suggestion places it, step 2 has London chosen and says what is read there.
  await page.goto(`${APP}/properties/new`);
  await page.getByRole('combobox', { name: 'Address' }).pressSequentially('300 Dufferin', { delay: 30 });
  await page.locator('.ant-select-item-option[title^="300 Dufferin Avenue, London"]').click();
  await page.getByLabel('Nickname').fill('Dufferin Office');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: 'London' }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('wizard-coverage')).toContainText('Council agendas of London are not read yet.');
  await shoot(page, 'wizard-london');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create Property' }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(card(page, 'Dufferin Office')).toBeVisible();

  // Guelph, by coordinates: no error before the user acts; the wizard proposes Guelph from the point (the address
  // index knows it), shows that nothing reads its council yet, and the user requests coverage before creating it.
  await page.goto(`${APP}/properties/new`);
  await page.getByText('Coordinates', { exact: true }).click();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await page.getByLabel('Latitude').fill(GUELPH.latitude);
  await page.getByLabel('Longitude').fill(GUELPH.longitude);
  await page.getByLabel('Nickname').fill('Carden Street Block');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Suggested from the location: Guelph \(0(\.0)? km, by its address\)$/)).toBeVisible();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);
  const coverage = page.getByTestId('wizard-coverage');
  await expect(coverage).toContainText(UNWATCHED);
  await expect(page.getByText('No committees are known for this municipality yet.')).toBeVisible();
  await shoot(page, 'wizard-guelph-unwatched');
  const requested = page.waitForResponse((r) => /\/api\/coverage\/\d+\/request$/.test(r.url()));
  await coverage.getByRole('button', { name: 'Request coverage' }).click();
  expect((await requested).status()).toBe(201);
  await expect(page.getByText('Coverage of Guelph requested.')).toBeVisible();
  await expect(coverage.getByRole('button', { name: 'Coverage requested' })).toBeDisabled();
  await shoot(page, 'wizard-guelph-requested');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create Property' }).click();
  await expect(page).toHaveURL(/\/properties$/);

  // The cards: each municipality's coverage, a link to its detail.
  const guelphCard = card(page, 'Carden Street Block');
  await expect(
    card(page, 'Dufferin Office').getByRole('link', { name: 'London: Not watched. See its coverage' }),
  ).toBeVisible();
  const guelphLink = guelphCard.getByRole('link', { name: 'Guelph: Not watched. See its coverage' });
  await expect(guelphLink).toBeVisible();
  await shoot(page, 'cards-before', true);
  await guelphLink.click();
  await expect(page).toHaveURL(/\/coverage\/\d+$/);
  const detail = page.getByRole('dialog');
  await expect(detail).toContainText(UNWATCHED);
  await expect(detail.getByRole('button', { name: 'Coverage requested' })).toBeDisabled();
  await shoot(page, 'detail-guelph-before');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/coverage$/);
  await page.getByRole('checkbox', { name: 'Only where I have properties' }).check();
  await expect(page.getByText(/^2 of \d+ municipalities$/)).toBeVisible();
  await shoot(page, 'screen-mine');

  // The platform operator (signed in in another browser) sees the request ranked on the Sources screen.
  const login = await request.post(`${APP}/api/custom-auth/login`, { data: INGEST_OPERATOR });
  expect(login.ok(), `the operator's sign-in answered ${login.status()}`).toBe(true);
  const operatorToken = ((await login.json()) as { access_token: string }).access_token;
  const context = await browser.newContext({ viewport: SIZES[0] });
  await context.addInitScript((value) => window.localStorage.setItem('parcelwatch.token', value), operatorToken);
  const ops = await context.newPage();
  await ops.goto(`${APP}/`);
  await ops.getByRole('button', { name: 'Olive' }).click();
  await ops.getByRole('menuitem', { name: 'Sources' }).click();
  await expect(ops).toHaveURL(/\/operator\/sources$/);
  const requests = ops.getByTestId('coverage-requests');
  const guelphRow = requests.locator('tr[data-row-key]').filter({ hasText: 'Guelph' });
  await expect(guelphRow).toBeVisible();
  // Ranked: Guelph, one property waiting, from one company; no council source reads it.
  await expect(requests.locator('tr[data-row-key]').first()).toContainText('Guelph');
  await expect(guelphRow.locator('td').nth(1)).toHaveText('1');
  await expect(guelphRow.locator('td').nth(2)).toHaveText('1');
  await expect(guelphRow).toContainText('None');
  await shoot(ops, 'operator-requests', true);

  // Add the Guelph portal from the request: the municipality is filled in; the check reads the calendar once.
  await guelphRow.getByRole('button', { name: 'Add a portal for Guelph' }).click();
  const modal = ops.getByRole('dialog', { name: 'Add eSCRIBE portal' });
  await expect(
    modal.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: 'Guelph' }).first(),
  ).toBeVisible();
  await modal.getByLabel('Portal address').fill(GUELPH_PORTAL);
  await modal.getByLabel('Name (optional)').fill('guelph');
  await modal.getByRole('button', { name: 'Check portal' }).click();
  await expect(modal.getByText('1 meeting found')).toBeVisible();
  await expect(modal).toContainText(
    'The calendar of escribe:guelph lists 1 meeting from 30 days ago to 60 days ahead, for Guelph.',
  );
  await shoot(ops, 'operator-probe');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  const sourceRow = ops.locator('tr[data-row-key="escribe:guelph"]');
  await expect(sourceRow).toContainText('Not read yet');
  await expect(sourceRow).toContainText('Guelph');
  await expect(guelphRow).toContainText('escribe:guelph');

  // The next read (Run now: this app has no schedule) brings Guelph's meeting from the portal.
  const ran = ops.waitForResponse((r) => r.url().endsWith('/api/admin/sources/escribe%3Aguelph/run'));
  await sourceRow.getByRole('button', { name: 'Run escribe:guelph now' }).click();
  const outcome = (await (await ran).json()) as { ok: boolean; records: number; error: string | null };
  expect(outcome).toMatchObject({ ok: true, records: 1, error: null });
  await expect(ops.getByText(/^escribe:guelph read: 1 records/)).toBeVisible();
  await expect(sourceRow).toContainText('Reading');
  await shoot(ops, 'operator-after-read', true);
  await context.close();

  // The analysis (jobs in the server) raises the alert for the Guelph property: wait, bounded.
  const properties = (await (await request.get(`${APP}/api/properties/`, { headers: auth })).json()) as Array<{
    id: string;
    name: string;
  }>;
  const guelphProperty = properties.find((p) => p.name === 'Carden Street Block');
  expect(guelphProperty, 'the Guelph property exists').toBeDefined();
  await expect
    .poll(
      async () => {
        const alerts = (await (
          await request.get(`${APP}/api/alerts/?propertyId=${guelphProperty!.id}`, { headers: auth })
        ).json()) as Array<{ alert_title: string; municipality: string | null }>;
        return alerts.map((a) => `${a.municipality}: ${a.alert_title}`);
      },
      { message: 'the read raised an alert for the Guelph property', timeout: 60_000, intervals: [500] },
    )
    .toContainEqual(expect.stringContaining('Guelph'));

  // The user sees it: Guelph is fully watched, the card's alerts list the item, the meeting is there.
  await page.goto(`${APP}/properties`);
  await expect(guelphCard.getByRole('link', { name: 'Guelph: Fully watched. See its coverage' })).toBeVisible();
  await shoot(page, 'cards-after', true);
  await guelphCard.getByRole('button', { name: 'Alerts' }).click();
  const alerts = page.getByRole('dialog', { name: 'Alerts: Carden Street Block' });
  await expect(alerts).toContainText(ITEM_TITLE);
  await shoot(page, 'property-alerts');
  await page.keyboard.press('Escape');
  await guelphCard.getByRole('link', { name: 'Guelph: Fully watched. See its coverage' }).click();
  await expect(detail).toContainText('Council agendas of Guelph are read.');
  const ownSource = detail.locator('tr').filter({ hasText: 'Guelph council and committee agendas' });
  await expect(ownSource).toContainText('Working');
  await shoot(page, 'detail-guelph-after');
  // The meeting in the Meetings list (it is ten days ahead: the calendar opens on this month).
  await page.goto(`${APP}/meetings`);
  await page.getByText('List', { exact: true }).click();
  const meeting = page
    .locator('[data-row-key], .ant-list-item, .ant-card')
    .filter({ hasText: 'City Council - Planning' });
  await expect(meeting.first()).toBeVisible();
  await expect(meeting.first()).toContainText('Guelph');
  await shoot(page, 'meetings-guelph');
});
