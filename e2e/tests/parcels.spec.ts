// Remotes as single-spa parcels (docs/architecture.md, "The parcel contract"), in a real Chromium against the built
// apps: one mounted remote root at a time and nothing left behind, a remote on its own React 18 (the test-only
// e2e/fixtures/react18-remote) sharing the shell's store and router, and a remote whose mount throws.
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, useToken } from '../support/accounts.js';
import { APP_PORT } from '../support/ports.js';
import { REMOTE_FIRST_CONTENT_TIMEOUT } from '../support/remotes.js';

const APP = `http://127.0.0.1:${APP_PORT}`;

interface ParcelEntry {
  remote: string;
  module: string;
  status: string;
  attached: boolean;
  childNodes: number;
}

/** The shell's record of the parcels it mounted (shell/src/features/remotes/parcelRegistry.ts). */
function parcels(page: Page): Promise<ParcelEntry[]> {
  return page.evaluate(() =>
    (window as unknown as { __parcelwatchParcels: () => ParcelEntry[] }).__parcelwatchParcels(),
  );
}

/** Exactly one remote root in the page, that of `remote`; every parcel mounted before it unmounted and emptied. */
async function expectOnlyMounted(page: Page, remote: string) {
  await expect(page.locator('[data-parcel-root]')).toHaveCount(1);
  await expect(page.locator(`[data-parcel-root="${remote}"]`)).toHaveCount(1);
  await expect
    .poll(async () => {
      const entries = await parcels(page);
      // A parcel whose mount threw stays SKIP_BECAUSE_BROKEN: it counts only if it left DOM behind.
      const live = entries.filter((entry) => entry.status === 'MOUNTED' || entry.attached || entry.childNodes > 0);
      return live.map((entry) => `${entry.remote}/${entry.module.slice(2)} ${entry.status}`);
    })
    .toEqual([expect.stringMatching(new RegExp(`^${remote}/\\w+ MOUNTED$`))]);
}

test('moving across the five remotes leaves one mounted remote root and no remote DOM behind', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request, APP, 'parcels');
  await useToken(page, account.token);
  await page.goto(`${APP}/`);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  // The Overview's two widgets are parcels too.
  await expect(page.locator('[data-parcel-root]')).toHaveCount(2);

  const nav = page.getByRole('menu', { name: 'Main navigation' });
  const screens: Array<[string, string, ReturnType<Page['getByRole']> | ReturnType<Page['getByText']>]> = [
    ['Properties', 'mf_properties', page.getByRole('heading', { name: 'Properties', exact: true })],
    ['Alerts', 'mf_alerts', page.getByText('No Properties Yet', { exact: true })],
    ['Provincial', 'mf_legal', page.getByRole('heading', { name: 'Provincial and Federal Tracking', exact: true })],
    ['Meetings', 'mf_meetings', page.getByRole('heading', { name: 'Municipal Meetings' })],
  ];
  for (const [link, remote, screen] of screens) {
    await nav.getByText(link, { exact: true }).click();
    await expect(screen).toBeVisible({ timeout: REMOTE_FIRST_CONTENT_TIMEOUT });
    await expectOnlyMounted(page, remote);
  }

  // The fifth remote through the user menu; then a tab of the same page: same parcel, not mounted again.
  await page.getByRole('button', { name: /Morgan/ }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page.getByRole('tab', { name: /Account/, selected: true })).toBeVisible({
    timeout: REMOTE_FIRST_CONTENT_TIMEOUT,
  });
  await expectOnlyMounted(page, 'mf_settings');
  const before = (await parcels(page)).length;
  await page.getByRole('tab', { name: /Users/ }).click();
  await expect(page).toHaveURL(/\/settings\/users$/);
  await expect(page.getByRole('tab', { name: /Users/, selected: true })).toBeVisible();
  expect((await parcels(page)).length).toBe(before);

  // Back and forward move the shell's one history, and the parcels with it.
  await page.goBack();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByRole('tab', { name: /Account/, selected: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Municipal Meetings' })).toBeVisible();
  await expectOnlyMounted(page, 'mf_meetings');
  await page.goForward();
  await expect(page.getByRole('tab', { name: /Account/, selected: true })).toBeVisible();
  await expectOnlyMounted(page, 'mf_settings');
});

test('a remote on its own React 18 reads the shared store, navigates through the shell and unmounts', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request, APP, 'react18');
  await useToken(page, account.token);
  await page.goto(`${APP}/e2e/react18`);

  const fixture = page.getByTestId('react18-fixture');
  await expect(fixture).toBeVisible({ timeout: REMOTE_FIRST_CONTENT_TIMEOUT });
  // Its own React, not the shell's: the shell's shared React is 19.
  await expect(fixture.getByTestId('react-version')).toHaveText(/^18\.\d+\.\d+$/);
  const shellReact = await page.evaluate(() => {
    const federation = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, unknown>>>> };
      }
    ).__FEDERATION__;
    return Object.values(federation.__SHARE__).flatMap((scopes) => Object.keys(scopes.default?.react ?? {}));
  });
  expect(shellReact.every((version) => version.startsWith('19.'))).toBe(true);
  // The signed-in user, from the shell's one store.
  await expect(fixture.getByTestId('user-name')).toHaveText(`${account.firstName} Reyes`);
  await expectOnlyMounted(page, 'mf_react18');

  await fixture.getByRole('link', { name: 'Go to the alerts' }).click();
  await expect(page).toHaveURL(`${APP}/alerts`);
  await expect(page.getByText('No Properties Yet', { exact: true })).toBeVisible({
    timeout: REMOTE_FIRST_CONTENT_TIMEOUT,
  });
  await expect(fixture).toHaveCount(0);
  await expectOnlyMounted(page, 'mf_alerts');
  const react18 = (await parcels(page)).filter((entry) => entry.remote === 'mf_react18');
  expect(react18).toEqual([
    { remote: 'mf_react18', module: './VersionPage', status: 'NOT_MOUNTED', attached: false, childNodes: 0 },
  ]);
});

test('a remote that throws on mount shows the error with Retry while every other route works', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request, APP, 'broken');
  await useToken(page, account.token);
  await page.goto(`${APP}/e2e/broken`);
  await expect(page.getByText('The React 18 test remote could not be loaded')).toBeVisible({
    timeout: REMOTE_FIRST_CONTENT_TIMEOUT,
  });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Retry mounts it again: it throws again, and the error view comes back.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('The React 18 test remote could not be loaded')).toBeVisible();

  const nav = page.getByRole('menu', { name: 'Main navigation' });
  await nav.getByText('Alerts', { exact: true }).click();
  await expect(page.getByText('No Properties Yet', { exact: true })).toBeVisible({
    timeout: REMOTE_FIRST_CONTENT_TIMEOUT,
  });
  await expectOnlyMounted(page, 'mf_alerts');
  await nav.getByText('Overview', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.getByTestId('mf_alerts-AlertsOverviewWidget')).toBeVisible({
    timeout: REMOTE_FIRST_CONTENT_TIMEOUT,
  });
});
