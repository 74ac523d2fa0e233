// `npm run bench -- meetings`: the meetings list on PostgreSQL with 20,000 meetings, and the calendar rendering a
// month of 300 meetings in headless Chromium.
//
// Creates a scratch database on BENCH_DATABASE_URL (default the local server, over its Unix socket when it has one,
// see bench/lib/scratch.mjs), builds the
// real app on it (migrations included), fills it with 20,000 meetings over four years (300 of them in the current
// month), serves it on loopback and measures `GET /api/meetings/` for the calendar's month window and for a search
// through autocannon (50 connections, BENCH_SECONDS each, default 8). The bench company has alerts on one meeting
// in ten (a fifth of them dismissed), another company on others. The month window is measured twice: repeated
// (the same query each time: answered from the API's page cache, MEETINGS_CACHE_MB, once the first request kept
// it) and uncached (a different `to` on every request, so each one queries the database and serializes the page:
// the real work). Upcoming and past pages (the list and the searches) are kept too, until the clock reaches the
// next matching meeting; each is measured repeated and uncached (a far `to` that varies). Then, when the
// shell and mf-meetings are built
// (shell/dist, mf-meetings/dist), opens /meetings in Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and records
// long tasks with a PerformanceObserver while the calendar renders the month. The database is dropped at the end.
// Targets: p99 <= 100 ms for the list; no long task over 200 ms while the calendar renders.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  apiDir,
  apiRequire as require,
  latencyRow as row,
  postgresCpuMs,
  registerTsx,
  root,
  scratchPostgres,
  signUp,
} from './lib/scratch.mjs';

const autocannon = require('autocannon');
const { eq } = require('drizzle-orm');
await registerTsx();

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MEETINGS = 20_000;
const IN_MONTH = 300;
const CONNECTIONS = 50;
const TZ = 'America/Toronto';

const scratch = scratchPostgres('meetings');

const pick = (list, i) => list[i % list.length];
const COMMITTEES = [
  'Planning and Development Committee',
  'City Council',
  'Committee of Adjustment',
  'General Committee',
  'Budget Committee',
  'Heritage Advisory Committee',
];
const WORDS = [
  'rezoning',
  'tower',
  'watermain',
  'transit',
  'heritage',
  'development charges',
  'official plan',
  'bike lane',
  'severance',
  'minor variance',
];

/** The first day of this month at 00:00 in Toronto, and of the next one, as Dates (the calendar's month). */
function torontoMonth() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit' })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  const y = Number(parts.year);
  const m = Number(parts.month);
  // Toronto is UTC-4 or UTC-5: 05:00 UTC is midnight or 1 AM there, close enough for the data window.
  return {
    start: new Date(Date.UTC(y, m - 1, 1, 5)),
    end: new Date(Date.UTC(y, m, 1, 5)),
    label: `${y}-${String(m).padStart(2, '0')}`,
  };
}

await scratch.create();
let app;
try {
  const { buildApp } = await import(pathToFileURL(join(apiDir, 'src/app.ts')).href);
  const { loadConfig } = await import(pathToFileURL(join(apiDir, 'src/config/index.ts')).href);
  const schema = await import(pathToFileURL(join(apiDir, 'src/db/schema/index.ts')).href);
  const { asSystem } = await import(pathToFileURL(join(apiDir, 'src/db/tenant-context.ts')).href);
  const config = loadConfig({
    DATABASE_URL: scratch.url,
    DATA_DIR: scratch.dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    RATE_LIMIT_ENABLED: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const { default: serveWeb } = await import(pathToFileURL(join(apiDir, 'src/web/serve-web.ts')).href);
  // As in server.ts: the same process serves the built shell and remotes, for the Chromium part.
  app = await buildApp(config, {
    plugins: [
      async (instance) => {
        await instance.register(serveWeb, { webRoot: config.webRoot, remoteOverrides: config.remoteOverrides });
      },
    ],
  });
  const db = app.db;

  const started = Date.now();
  const bench = await signUp(app, 'bench-meetings');
  const token = bench.token;

  const municipalities = await db.select().from(schema.municipalities);
  if (municipalities.length === 0) throw new Error('no municipalities seeded');
  const month = torontoMonth();
  const monthMs = month.end.getTime() - month.start.getTime();
  const spanStart = Date.now() - 2 * 365 * 86_400_000;
  const spanMs = 4 * 365 * 86_400_000;
  const values = Array.from({ length: MEETINGS }, (_, i) => {
    // The first IN_MONTH meetings fall in the current month (about 10 a day); the rest anywhere in 4 years but not in it.
    let startsAt;
    if (i < IN_MONTH)
      startsAt = new Date(
        month.start.getTime() + Math.floor((i / IN_MONTH) * monthMs) + 13 * 3_600_000 - ((i * 37) % 5) * 3_600_000,
      );
    else {
      startsAt = new Date(spanStart + ((i * 7919) % MEETINGS) * (spanMs / MEETINGS));
      if (startsAt >= month.start && startsAt < month.end)
        startsAt = new Date(startsAt.getTime() + monthMs + 86_400_000);
    }
    return {
      source: 'bench',
      sourceId: `m${i}`,
      municipalityId: pick(municipalities, i).id,
      title: `${pick(COMMITTEES, i)} ${i}`,
      committeeName: pick(COMMITTEES, i),
      startsAt,
      summary:
        i % 4 === 0 ? null : `Agenda on ${pick(WORDS, i)} and ${pick(WORDS, i + 3)} at ${100 + (i % 900)} Main Street.`,
      documentUrl: i % 3 === 0 ? null : `https://example.org/agenda/${i}.pdf`,
    };
  });
  for (let i = 0; i < values.length; i += 2000) await db.insert(schema.meetings).values(values.slice(i, i + 2000));
  // Alerts: the bench company's on one meeting in ten (a fifth dismissed), another company's on others (never
  // counted for the bench company).
  const other = await signUp(app, 'bench-meetings-other');
  const companyIds = [bench.companyId, other.companyId];
  // Row-level security is on, as in production (DATABASE_RLS defaults to true on PostgreSQL): the bench's writes
  // to two companies' tables run in a named system context, like the app's own such work.
  const system = (fn) => asSystem('bench: bulk data', fn);
  const props = await system(() =>
    db
      .insert(schema.properties)
      .values(companyIds.map((companyId, c) => ({ companyId, name: `Bench property ${c}` })))
      .returning({ id: schema.properties.id, companyId: schema.properties.companyId }),
  );
  const meetingIds = (
    await db.select({ id: schema.meetings.id }).from(schema.meetings).orderBy(schema.meetings.id)
  ).map((m) => m.id);
  const alertRows = meetingIds.flatMap((meetingId, i) => {
    const prop = i % 10 === 0 ? props[0] : i % 10 === 5 ? props[1] : null;
    if (!prop) return [];
    return [
      {
        companyId: prop.companyId,
        propertyId: prop.id,
        meetingId,
        sourceKey: `bench:${meetingId}`,
        severity: 'normal',
        title: 'Bench alert',
        summary: 'Bench',
        status: i % 50 === 0 ? 'dismissed' : 'new',
      },
    ];
  });
  for (let i = 0; i < alertRows.length; i += 2000)
    await system(() => db.insert(schema.alerts).values(alertRows.slice(i, i + 2000)));
  // Vacuumed as well as analyzed: the steady state autovacuum leaves a table in soon after a bulk load (its
  // visibility map lets counts over the starts_at index skip the table: the upcoming count reads 10,000 index
  // entries in about 1 ms instead of scanning the table in 4 to 8). BENCH_NO_VACUUM=1 measures right after the load.
  // As the owner: the app's role owns no table.
  await scratch.asOwner(process.env.BENCH_NO_VACUUM === '1' ? 'ANALYZE' : 'VACUUM ANALYZE');
  console.log(
    `data: ${MEETINGS} meetings over ${municipalities.length} municipalities, ${IN_MONTH} in ${month.label}, ${alertRows.length} alerts of two companies (${((Date.now() - started) / 1000).toFixed(1)} s to load)`,
  );

  /** Changes one of the bench company's alerts (its status, back and forth) every 20 ms until stopped. */
  const churnAlertId = (
    await system(() =>
      db
        .select({ id: schema.alerts.id })
        .from(schema.alerts)
        .where(eq(schema.alerts.companyId, bench.companyId))
        .limit(1),
    )
  )[0].id;
  const churnAlerts = () => {
    let running = true;
    let changes = 0;
    const loop = (async () => {
      while (running) {
        const status = changes % 2 === 0 ? 'acknowledged' : 'new';
        await system(() => db.update(schema.alerts).set({ status }).where(eq(schema.alerts.id, churnAlertId)));
        changes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    return async () => {
      running = false;
      await loop;
      return changes;
    };
  };

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const headers = { authorization: `Bearer ${token}` };
  // The calendar's window: the month grid, padded to whole weeks (about 6 weeks).
  const from = new Date(month.start.getTime() - 6 * 86_400_000).toISOString();
  const to = new Date(month.end.getTime() + 6 * 86_400_000).toISOString();
  const monthPath = (toIso) => `/api/meetings/?from=${from}&to=${toIso}&sort=date&order=asc&limit=500`;
  let varied = 0;
  // A `to` far in the future, a millisecond later on each call: the same meetings, but a page never asked before.
  const farTo = Date.parse('2100-01-01T00:00:00Z');
  const uncached = (path) => () => `${path}&to=${new Date(farTo + ++varied).toISOString()}`;
  const WATERMAIN = '/api/meetings/?search=watermain&timeframe=upcoming&limit=20';
  const HERITAGE = '/api/meetings/?search=heritage&timeframe=past&order=desc&limit=20';
  const scenarios = [
    ['month window, repeated (page cache)', monthPath(to)],
    // Each request another `to` (a millisecond later: the same meetings), so no page is ever reused.
    ['month window, uncached (varying to)', () => monthPath(new Date(Date.parse(to) + ++varied).toISOString())],
    // Upcoming and past pages are kept until the next matching meeting starts (list-cache.ts).
    // As while the worker writes the company's alerts: each change makes the company's kept pages stale, and the
    // next request rebuilds its page from the shared page (the same for every company) with one query of its counts.
    ['month window, company alerts changing 50 times/s', monthPath(to), churnAlerts],
    ['upcoming list page (limit 20, page cache)', '/api/meetings/?timeframe=upcoming&sort=date&order=asc&limit=20'],
    ['search=watermain, upcoming (page cache)', WATERMAIN],
    ['search=watermain, upcoming, uncached', uncached(WATERMAIN)],
    ['search=heritage, past (page cache)', HERITAGE],
    ['search=heritage, past, uncached', uncached(HERITAGE)],
    ['stats?days=999', '/api/meetings/stats?days=999'],
    ['(reference) trivial route /api/health', '/api/health'],
  ];
  const results = [];
  for (const [label, path, during] of scenarios) {
    const load = (duration) =>
      typeof path === 'function'
        ? autocannon({
            url: address,
            connections: CONNECTIONS,
            duration,
            headers,
            requests: [{ setupRequest: (request) => ({ ...request, path: path() }) }],
          })
        : autocannon({ url: `${address}${path}`, connections: CONNECTIONS, duration, headers });
    // A second of warm-up first (each pooled connection prepares its statements, the JIT compiles), not counted.
    await load(1);
    const cpu = process.cpuUsage();
    const pg = postgresCpuMs();
    const stopDuring = during?.();
    const result = await load(SECONDS);
    const used = process.cpuUsage(cpu);
    const changes = await stopDuring?.();
    if (changes !== undefined) console.log(`${label}: ${changes} changes of the company's alerts during the run`);
    const perRequest = (ms) => Number((ms / Math.max(1, result.requests.total)).toFixed(2));
    // CPU per request of this process (API and load generator) and of PostgreSQL: steadier than latency when the
    // machine is shared.
    results.push({
      ...row(label, result),
      'cpu ms/req': perRequest((used.user + used.system) / 1000),
      'pg cpu ms/req': pg === null ? 'n/a' : perRequest(postgresCpuMs() - pg),
    });
  }
  console.log(`GET /api/meetings/ at ${CONNECTIONS} connections, ${SECONDS} s each (target p99 <= 100 ms):`);
  console.table(results);
  const lists = results.filter((r) => r.scenario !== 'stats?days=999' && !r.scenario.startsWith('(reference)'));
  const worstOf = (rows) => Math.max(...rows.map((r) => r['p99 ms']));
  const worst = worstOf(lists);
  const kept = worstOf(lists.filter((r) => !r.scenario.includes('uncached')));
  const fresh = worstOf(lists.filter((r) => r.scenario.includes('uncached')));
  const trivial = results.find((r) => r.scenario.includes('trivial route'));
  console.log(
    `list p99 worst ${kept} ms for pages asked again (page cache), ${fresh} ms for pages never asked before; target 100 ms: ${kept <= 100 ? 'within' : 'OVER'} / ${fresh <= 100 ? 'within' : 'OVER'}`,
  );
  // On a shared machine the absolute figures move with the load; the ratio to a trivial route moves less.
  console.log(
    `load average (1 min) ${loadavg()[0].toFixed(2)}; trivial route p99 ${trivial['p99 ms']} ms, list p99 worst / trivial p99 = ${(worst / Math.max(1, trivial['p99 ms'])).toFixed(1)}`,
  );

  // The calendar in headless Chromium: long tasks while /meetings renders this month's 300 meetings.
  const built =
    existsSync(join(root, 'shell', 'dist', 'index.html')) &&
    existsSync(join(root, 'mf-meetings', 'dist', 'mf-manifest.json'));
  if (!built)
    console.log(
      'calendar: skipped (build the shell and mf-meetings first: pnpm --filter shell --filter mf-meetings run build)',
    );
  else if (!existsSync(CHROMIUM)) console.log(`calendar: skipped (no Chromium at ${CHROMIUM})`);
  else {
    const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const runs = [];
      for (let i = 0; i < 3; i++) {
        const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
        await page.addInitScript((value) => {
          window.localStorage.setItem('parcelwatch.token', value);
          window.__longTasks = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
          }).observe({ type: 'longtask', buffered: true });
        }, token);
        const t0 = Date.now();
        await page.goto(`${address}/meetings`);
        await page
          .getByTestId('calendar-meeting')
          .first()
          .waitFor({ timeout: 60_000 })
          .catch(async (error) => {
            const shot = join(tmpdir(), 'pw-bench-meetings-failure.png');
            await page.screenshot({ path: shot });
            throw new Error(`the calendar showed no meeting at ${page.url()} (screenshot ${shot}): ${error.message}`);
          });
        const shown = await page.getByTestId('calendar-meeting').count();
        const rendered = Date.now() - t0;
        await page.waitForTimeout(500);
        const loaded = await page.evaluate(() => performance.now());
        // Then the next month and back: the grid re-rendered with the 300 meetings (from the cache).
        await page.getByRole('button', { name: 'Next month' }).click();
        await page.getByRole('button', { name: 'Previous month' }).click();
        await page.getByTestId('calendar-meeting').first().waitFor();
        await page.waitForTimeout(500);
        const tasks = await page.evaluate(() => window.__longTasks);
        const longest = (list) => Math.round(Math.max(0, ...list.map((t) => t.duration)));
        const later = tasks.filter((t) => t.start >= loaded);
        runs.push({
          run: i + 1,
          'meetings shown (2 a day)': shown,
          'load to calendar ms': rendered,
          'long tasks (load)': tasks.length - later.length,
          'longest (load) ms': longest(tasks.filter((t) => t.start < loaded)),
          'long tasks (month switch)': later.length,
          'longest (month switch) ms': longest(later),
        });
        await page.close();
      }
      console.log(
        `calendar of ${month.label} with ${IN_MONTH} meetings in headless Chromium (target: no long task over 200 ms; the first run includes loading the app's code):`,
      );
      console.table(runs);
      const worstLoad = Math.max(...runs.slice(1).map((r) => r['longest (load) ms']));
      const worstSwitch = Math.max(...runs.map((r) => r['longest (month switch) ms']));
      console.log(
        `calendar longest task: ${worstLoad} ms loading the page (app boot included; warm runs), ${worstSwitch} ms switching months: ${Math.max(worstLoad, worstSwitch) <= 200 ? 'within' : 'OVER'} the 200 ms target`,
      );
    } finally {
      await browser.close();
    }
  }
} finally {
  await app?.close();
  await scratch.drop();
}
