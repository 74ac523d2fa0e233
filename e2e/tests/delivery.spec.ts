// How the app's files reach the browser, on a server whose rate limits are on as in production: an office
// behind one address opening the app many times a minute never meets "Too many requests", and what the
// browser receives is compressed.
import { expect, test } from '@playwright/test';
import { registerViaApi, useToken } from '../support/accounts.js';
import { LIMITED_APP_PORT } from '../support/ports.js';

const APP = `http://127.0.0.1:${LIMITED_APP_PORT}`;
/** The global budget per address (or per signed-in user) of the API: api/src/plugins/external/rate-limit.ts. */
const GLOBAL_LIMIT_PER_MINUTE = 1000;

test('cold loads from one address for a minute (30 or more): no static file is ever refused', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const account = await registerViaApi(request, APP, 'delivery');
  const started = Date.now();
  const statuses = { static: new Map<number, number>(), api: new Map<number, number>() };
  let staticRequests = 0;
  let staticInFirstMinute = 0;
  let encoded = 0;
  const coldLoad = async () => {
    // A new context is a cold browser: no HTTP cache, no service worker, a fresh connection pool.
    const context = await browser.newContext();
    const page = await context.newPage();
    await useToken(page, account.token);
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      const kind = path.startsWith('/api/') ? 'api' : 'static';
      statuses[kind].set(response.status(), (statuses[kind].get(response.status()) ?? 0) + 1);
      if (kind === 'static') {
        staticRequests += 1;
        if (Date.now() - started < 60_000) staticInFirstMinute += 1;
        if (/\.js$/.test(path) && ['br', 'gzip'].includes(response.headers()['content-encoding'] ?? '')) encoded += 1;
      }
    });
    await page.goto(`${APP}/`, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    // The overview's remote widgets load after the shell: wait until their files have arrived.
    await expect(page.getByText('Alerts Overview').first()).toBeVisible();
    await context.close();
  };
  // Six offices' browsers at a time, round after round for the whole first minute (at least five rounds): a load
  // fetches some 35 files, so it takes about thirty loads to go past one address's budget within the minute.
  let loads = 0;
  for (let round = 0; round < 5 || Date.now() - started < 60_000; round += 1) {
    await Promise.all(Array.from({ length: 6 }, coldLoad));
    loads += 6;
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `delivery: ${loads} cold loads, ${staticRequests} static requests in ${seconds.toFixed(0)} s (${staticInFirstMinute} in the first minute), ` +
      `${encoded} compressed JS; statuses ${JSON.stringify(Object.fromEntries(statuses.static))}`,
  );
  // Within one minute, more app files were fetched than the whole budget of one address: counted, they would
  // have been refused (the limit's window is a minute).
  expect(staticInFirstMinute).toBeGreaterThan(GLOBAL_LIMIT_PER_MINUTE);
  expect(statuses.static.get(429) ?? 0).toBe(0);
  expect(statuses.api.get(429) ?? 0).toBe(0);
  // The JavaScript arrived compressed (the browser asks for brotli and gzip).
  expect(encoded).toBeGreaterThan(staticRequests / 2);
});
