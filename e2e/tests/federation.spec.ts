// The three Module Federation proofs (see docs/architecture.md), in a real Chromium against the built apps.
import { expect, test, type Locator } from '@playwright/test';
import { registerViaApi, useToken } from '../support/accounts.js';
import { APP_PORT, FEDERATION_APP_PORT, LEGAL_REMOTE_PORT, MEETINGS_REMOTE_PORT } from '../support/ports.js';
import { REMOTE_FIRST_CONTENT_TIMEOUT } from '../support/remotes.js';

const APP = `http://127.0.0.1:${APP_PORT}`;
const FEDERATION_APP = `http://127.0.0.1:${FEDERATION_APP_PORT}`;
const MEETINGS_REMOTE = `http://127.0.0.1:${MEETINGS_REMOTE_PORT}`;

test('each shared library is loaded exactly once in the browser', async ({ page, request }) => {
  const account = await registerViaApi(request, APP, 'shared');
  await useToken(page, account.token);
  await page.goto(`${APP}/`);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();

  // Every remote's './probe' holds references to one export of each shared library; the host compares them
  // with its own. One copy in the browser means identical references everywhere.
  const report = await page.evaluate(async () => {
    const check = (
      window as unknown as { __parcelwatchSharedCheck: () => Promise<Record<string, Record<string, boolean>>> }
    ).__parcelwatchSharedCheck;
    return check();
  });
  const remotes = Object.keys(report);
  expect(remotes.sort()).toEqual(['mf_alerts', 'mf_legal', 'mf_meetings', 'mf_properties', 'mf_settings']);
  for (const remote of remotes) {
    const libraries = report[remote] ?? {};
    expect(Object.keys(libraries).length).toBeGreaterThanOrEqual(13);
    for (const [library, same] of Object.entries(libraries)) {
      expect(same, `${remote} uses the host's ${library}`).toBe(true);
    }
  }

  // The federation runtime's own record agrees: one loaded version of each singleton.
  const loadedVersions = await page.evaluate(() => {
    const federation = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<
              string,
              Record<
                string,
                Record<
                  string,
                  {
                    loaded?: boolean;
                    lib?: unknown;
                    loading?: unknown;
                    treeShaking?: { loaded?: boolean; lib?: unknown };
                  }
                >
              >
            >
          >;
        };
      }
    ).__FEDERATION__;
    const counts: Record<string, number> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          // A tree-shaken share (react-router-dom) records its load on its treeShaking entry.
          const loaded = Object.values(versions).filter(
            (entry) => entry.loaded || entry.lib || entry.treeShaking?.loaded || entry.treeShaking?.lib,
          );
          counts[name] = Math.max(counts[name] ?? 0, loaded.length);
        }
      }
    }
    return counts;
  });
  // antd is shared as group modules (parcelwatch-antd-core holds the probe's Button, -data the tables and forms the
  // probes' pages import): never two copies of any group.
  for (const library of [
    'react',
    'react-dom',
    'react-router-dom',
    '@reduxjs/toolkit',
    'react-redux',
    'parcelwatch-antd-core',
    'dayjs',
    'shared-auth',
  ]) {
    expect(loadedVersions[library], `loaded versions of ${library}`).toBe(1);
  }
  const antdGroups = Object.entries(loadedVersions).filter(([name]) => name.startsWith('parcelwatch-antd-'));
  expect(antdGroups.map(([name]) => name).sort()).toEqual(
    expect.arrayContaining(['parcelwatch-antd-core', 'parcelwatch-antd-data']),
  );
  for (const [name, count] of antdGroups) expect(count, `loaded versions of ${name}`).toBeLessThanOrEqual(1);
  // No component is shared on its own any more: antd reaches the page only through the groups.
  expect(Object.keys(loadedVersions).filter((name) => name.startsWith('antd/'))).toEqual([]);
});

test('a remote served from another origin loads', async ({ page, request }) => {
  const account = await registerViaApi(request, FEDERATION_APP, 'origin');
  await useToken(page, account.token);
  const fromOtherOrigin: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`http://127.0.0.1:${LEGAL_REMOTE_PORT}/`) && response.ok())
      fromOtherOrigin.push(response.url());
  });

  await page.goto(`${FEDERATION_APP}/provincial`);
  await expect(page.getByRole('heading', { name: 'Provincial and Federal Tracking' })).toBeVisible();
  expect(fromOtherOrigin.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fromOtherOrigin.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
});

test('with one remote down its routes show an error with Retry and every other route still works', async ({
  page,
  request,
}) => {
  await request.post(`${MEETINGS_REMOTE}/__state?up=0`);
  const account = await registerViaApi(request, FEDERATION_APP, 'down');
  await useToken(page, account.token);

  await page.goto(`${FEDERATION_APP}/meetings`);
  await expect(page.getByText('Meetings could not be loaded')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  // The error sits inside the layout: the sidebar still works.
  const nav = page.getByRole('menu');
  await expect(nav.getByText('Overview')).toBeVisible();

  // Each remote's own first screen for a new account (mf_alerts: its 'No Properties Yet' state, no heading).
  const others: Array<[string, Locator]> = [
    ['Alerts', page.getByText('No Properties Yet', { exact: true })],
    ['Properties', page.getByRole('heading', { name: 'Properties', exact: true })],
    ['Provincial', page.getByRole('heading', { name: 'Provincial and Federal Tracking', exact: true })],
    ['Overview', page.getByRole('heading', { name: 'Overview', exact: true })],
  ];
  for (const [link, screen] of others) {
    await nav.getByText(link, { exact: true }).click();
    await expect(screen).toBeVisible();
  }
  await page.goto(`${FEDERATION_APP}/settings/account`);
  // A fresh page load: the remote's first content (see REMOTE_FIRST_CONTENT_TIMEOUT).
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible({ timeout: REMOTE_FIRST_CONTENT_TIMEOUT });

  // Retry really retries: once the remote is back, the same route loads without a page reload.
  await nav.getByText('Meetings', { exact: true }).click();
  await expect(page.getByText('Meetings could not be loaded')).toBeVisible();
  await request.post(`${MEETINGS_REMOTE}/__state?up=1`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Municipal Meetings' })).toBeVisible();
  await request.post(`${MEETINGS_REMOTE}/__state?up=0`);
});
