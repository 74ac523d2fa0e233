// `npm run bench -- web`: front-end cost of the first load of `/` after sign-in and of the first visit of each
// remote's route, in headless Chromium against the built app served by the built API (run `npm run build` first).
// Prints, per step: JS requests, JS bytes (on the wire: what the browser received, brotli or gzip as the server
// sent it; raw; and gzip level 6 of the raw bytes for comparison), all requests, LCP and total blocking time; then
// checks that every shared library is fetched once, and compares with the budgets: the first load <= 350 KB of
// JS on the wire, <= 35 JS files and LCP <= 1.0 s; each further route <= 150 KB on the wire and <= 15 JS files;
// and, in gzip terms, <= 450 KB for the first load and <= 150 KB for each route.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const require = createRequire(join(root, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

const PORT = Number(process.env.BENCH_PORT ?? 8290);
const BASE = `http://127.0.0.1:${PORT}`;
const FIRST_LOAD = { wire: 350 * 1024, gzip: 450 * 1024, files: 35, lcp: 1000 };
const ROUTE = { wire: 150 * 1024, gzip: 150 * 1024, files: 15 };
const ROUTES = [
  ['/alerts', 'mf_alerts'],
  ['/map', 'mf_properties'],
  ['/properties', 'mf_properties'],
  ['/meetings', 'mf_meetings'],
  ['/provincial', 'mf_legal'],
  ['/precedents', 'mf_legal'],
  ['/settings/account', 'mf_settings'],
];

for (const built of ['api/dist/server.js', 'shell/dist/index.html']) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'pw-bench-web-'));
const server = spawn(process.execPath, [join(root, 'api', 'dist', 'server.js')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    PUBLIC_URL: BASE,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = async () => {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitForHealth() {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${BASE}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the API did not start within 90 s');
}

async function register() {
  const response = await fetch(`${BASE}/api/custom-auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench.${Date.now()}@example.com`,
      password: 'Granite-Harbour-2026',
      first_name: 'Bench',
      last_name: 'Runner',
      company_name: 'Bench Co',
      enroll_in_trial: true,
    }),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Collects every response of the page from now on; `take()` returns and resets what was seen. */
function recorder(page) {
  let seen = [];
  page.on('response', async (response) => {
    const entry = {
      url: response.url(),
      type: response.request().resourceType(),
      raw: 0,
      gzip: 0,
      wire: 0,
      encoding: '',
    };
    seen.push(entry);
    entry.encoding = response.headers()['content-encoding'] ?? '';
    try {
      // The body's size as transferred (compressed when the server compressed it), from the browser's own record.
      entry.wire = (await response.request().sizes()).responseBodySize;
      const body = await response.body();
      entry.raw = body.length;
      entry.gzip = entry.type === 'script' ? gzipSync(body, { level: 6 }).length : 0;
    } catch {
      // redirects and aborted requests have no body
    }
  });
  return {
    async take() {
      await page.waitForTimeout(200); // let pending body reads settle
      const out = seen;
      seen = [];
      return out;
    },
  };
}

async function vitals(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let lcp = 0;
        let tbt = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tbt += Math.max(0, entry.duration - 50);
        }).observe({ type: 'longtask', buffered: true });
        setTimeout(() => resolve({ lcp, tbt }), 500);
      }),
  );
}

const overBudget = [];

function summarize(label, responses, vitalsResult, budget) {
  const scripts = responses.filter((r) => r.type === 'script');
  const raw = scripts.reduce((sum, r) => sum + r.raw, 0);
  const gzip = scripts.reduce((sum, r) => sum + r.gzip, 0);
  const wire = scripts.reduce((sum, r) => sum + r.wire, 0);
  const misses = [];
  if (wire > budget.wire) misses.push(`wire > ${kb(budget.wire)}`);
  if (gzip > budget.gzip) misses.push(`gzip > ${kb(budget.gzip)}`);
  if (scripts.length > budget.files) misses.push(`files > ${budget.files}`);
  if (budget.lcp && vitalsResult.lcp > budget.lcp) misses.push(`LCP > ${budget.lcp} ms`);
  if (misses.length) overBudget.push(`${label}: ${misses.join(', ')}`);
  console.log(
    `${label.padEnd(26)} js ${String(scripts.length).padStart(3)} files ${kb(wire).padStart(9)} wire ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(9)} gzip  ` +
      `requests ${String(responses.length).padStart(3)}  LCP ${vitalsResult.lcp.toFixed(0).padStart(5)} ms  TBT ${vitalsResult.tbt.toFixed(0).padStart(4)} ms  ` +
      (misses.length ? `OVER: ${misses.join(', ')}` : 'within budget'),
  );
  if (process.env.BENCH_VERBOSE) {
    for (const s of scripts.sort((a, b) => b.wire - a.wire))
      console.log(`    ${kb(s.wire).padStart(9)} ${(s.encoding || 'identity').padEnd(8)} ${s.url}`);
  }
  return scripts;
}

let exitCode = 0;
try {
  await waitForHealth();
  const token = await register();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const context = await browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem('parcelwatch.token', value), token);
  const page = await context.newPage();
  const record = recorder(page);

  await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
  await page
    .getByRole('menuitem', { name: /Alerts/ })
    .first()
    .waitFor();
  // The first load is the whole dashboard: the widgets that remotes expose count too, however late they come.
  for (const widget of ['Project Pulse', 'Alerts Overview'])
    await page.getByText(widget, { exact: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const allScripts = [...summarize('first load /', await record.take(), await vitals(page), FIRST_LOAD)];

  for (const [path, remote] of ROUTES) {
    // Client-side navigation, as a user clicking the sidebar: only what the route adds is fetched.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const scripts = summarize(`${path} (${remote})`, await record.take(), { lcp: 0, tbt: 0 }, ROUTE);
    allScripts.push(...scripts);
  }

  // Each shared library must be fetched once: no chunk URL twice, and no shared package's chunk from two origins.
  const counts = new Map();
  for (const script of allScripts) counts.set(script.url, (counts.get(script.url) ?? 0) + 1);
  const twice = [...counts].filter(([, n]) => n > 1);
  // Chunk names are content hashes, so ask the federation runtime: how many versions of each shared library loaded.
  const loadedVersions = await page.evaluate(() => {
    const share = window.__FEDERATION__?.__SHARE__ ?? {};
    const counts = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          const loaded = Object.values(versions).filter(
            (entry) => entry.loaded || entry.lib || entry.treeShaking?.loaded || entry.treeShaking?.lib,
          ).length;
          counts[name] = Math.max(counts[name] ?? 0, loaded);
        }
      }
    }
    return counts;
  });
  const loadedEntries = Object.entries(loadedVersions).sort(([a], [b]) => a.localeCompare(b));
  console.log(`shared libraries, loaded versions: ${loadedEntries.map(([n, c]) => `${n} ${c}`).join(', ')}`);
  if (loadedEntries.some(([, c]) => c > 1)) exitCode = 1;
  console.log(
    twice.length
      ? `scripts fetched more than once: ${twice.map(([u, n]) => `${u} x${n}`).join(', ')}`
      : 'no script fetched twice',
  );
  if (twice.length) exitCode = 1;
  console.log(overBudget.length ? `over budget: ${overBudget.join('; ')}` : 'every step within its budget');
  await browser.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await stop();
}
process.exit(exitCode);
