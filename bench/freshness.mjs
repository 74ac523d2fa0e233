// `npm run bench -- freshness`: how long an agenda item takes from its publication on a municipal site to the user's
// alert mail, under adaptive polling, and how hard the sites are asked.
//
// The real pipeline on a scratch PostgreSQL database (BENCH_DATABASE_URL, see bench/lib/scratch.mjs): the app built
// as in production (migrations, pg-boss jobs worked in-process, the poller of api/src/pipeline/poller.ts queuing each
// source's polls, ingest -> analyze-items -> keyword watch -> notifications-alert-email -> the mail outbox, the same
// MIME message SMTP would carry). The sources are three eSCRIBE portals and Toronto's TMMIS, each a loopback fake
// speaking the real protocol (bench/lib/freshness-sites.mjs); the other sources are paused.
//
// One simulated day, compressed BENCH_COMPRESSION times (default 240: a day in 6 minutes). Every interval of the
// polling is scaled by the same factor: INGEST_POLL_SECONDS (120 s) and INGEST_POLL_MAX_SECONDS (480 s), the 30 min
// near-meeting refresh, TMMIS's hourly list read, the poller's 5 s look, and INGEST_MIN_INTERVAL_MS (1000 ms per
// host, rounded up to whole milliseconds); the host's daily budget (INGEST_HOST_DAILY_BUDGET, 5000) spans the
// simulated day. What is not scaled (the database, the job queue, the analysis) takes BENCH_COMPRESSION times longer
// in simulated time than it would: the latencies printed are an upper bound.
//
// The fakes publish BENCH_PUBLICATIONS (default 12) items per site at seeded random times (BENCH_SEED, default 7):
// new agendas, revised agendas (eSCRIBE: a new agenda PDF in the calendar entry; TMMIS: an amended item), each with a
// probe token that a user's keyword watch ("freshness probe", immediate delivery) finds; the bench reads the outbox.
// Prints: publication -> mail (p50, p95, max) in simulated minutes, requests per host (and per simulated day), the
// highest rate per host seen by the sites (requests within any simulated second), PASS/FAIL per target:
// p95 <= 10 minutes; <= 1 request per second per host.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiDir, apiRequire as require, registerTsx, scratchPostgres, signUp } from './lib/scratch.mjs';
import { fork } from 'node:child_process';

await registerTsx();

const COMPRESSION = Number(process.env.BENCH_COMPRESSION ?? 240);
const PUBLICATIONS = Number(process.env.BENCH_PUBLICATIONS ?? 12);
const SEED = Number(process.env.BENCH_SEED ?? 7);
const SIM_DAY = 86_400_000;
const REAL_DAY = SIM_DAY / COMPRESSION;
const scaled = (simMs) => Math.max(1, Math.round(simMs / COMPRESSION));
const MIN_INTERVAL_MS = Math.ceil(1000 / COMPRESSION);

/** mulberry32: the same publications for the same seed. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(SEED);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The sites run in a process of their own: the arrival times they record are not held up by the pipeline's work.
const child = fork(join(import.meta.dirname, 'lib/freshness-sites-process.mjs'), [String(SEED + 1)]);
const nextMessage = (type) =>
  new Promise((resolve, reject) => {
    const on = (m) => m.type === type && (child.off('message', on), resolve(m));
    child.on('message', on);
    child.once('exit', (code) => reject(new Error(`the sites' process exited (${code})`)));
  });
const sites = (await nextMessage('ready')).sites.map((s) => ({
  ...s,
  publish: (kind, probe) => child.send({ type: 'publish', site: s.name, kind, probe }),
}));
const scratch = scratchPostgres('freshness');
await scratch.create();
let app;
let poller;
try {
  const { buildApp } = await import(pathToFileURL(join(apiDir, 'src/app.ts')).href);
  const { loadConfig } = await import(pathToFileURL(join(apiDir, 'src/config/index.ts')).href);
  const { createPoller } = await import(pathToFileURL(join(apiDir, 'src/pipeline/poller.ts')).href);
  const { asSystem } = await import(pathToFileURL(join(apiDir, 'src/db/tenant-context.ts')).href);
  const schema = await import(pathToFileURL(join(apiDir, 'src/db/schema/index.ts')).href);
  const { inArray, not, sql } = await import(pathToFileURL(require.resolve('drizzle-orm')).href);
  const [mississauga, ottawa, hamilton, tmmis] = sites;
  const config = loadConfig({
    DATABASE_URL: scratch.url,
    DATA_DIR: scratch.dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    RATE_LIMIT_ENABLED: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
    DEMO_DATA: 'false',
    // The poller is started below, once the sources the bench does not read are paused.
    INGEST_ENABLED: 'false',
    ESCRIBE_PORTALS: [mississauga, ottawa, hamilton].map((s) => `${s.name}=${s.url}`).join(','),
    TMMIS_BASE_URL: `${tmmis.url}/council`,
    ERO_BASE_URL: 'http://127.0.0.1:9',
    ORR_BASE_URL: 'http://127.0.0.1:9',
    MAYORAL_DECISIONS_URL: 'http://127.0.0.1:9/mayoral',
    INGEST_MIN_INTERVAL_MS: String(MIN_INTERVAL_MS),
    INGEST_HOST_DAILY_BUDGET: '5000',
  });
  const pipeline = {
    ...config.pipeline,
    pollMinMs: scaled(config.pipeline.pollMinMs),
    pollMaxMs: scaled(config.pipeline.pollMaxMs),
    pollTickMs: scaled(5000),
    nearRefreshMs: scaled(config.pipeline.nearRefreshMs),
    listsRefreshMs: scaled(config.pipeline.listsRefreshMs),
  };
  const started = performance.now();
  const startedAt = Date.now();
  const simMinutes = (realMs) => (realMs * COMPRESSION) / 60_000;
  // The budget's day is the simulated one: it ends when the bench's day does.
  const pollClock = { day: () => 'bench-day', msLeftInDay: () => Math.max(1, startedAt + REAL_DAY - Date.now()) };
  app = await buildApp({ ...config, pipeline }, { pollClock });
  const db = app.db;
  const read = ['escribe:mississauga', 'escribe:ottawa', 'escribe:hamilton', 'tmmis:toronto'];
  await db
    .update(schema.sources)
    .set({ paused: true })
    .where(not(inArray(schema.sources.name, read)));

  // A user whose keyword watch mails each probe at once.
  const user = await signUp(app, `freshness-${randomBytes(3).toString('hex')}`);
  const watch = await app.inject({
    method: 'POST',
    url: '/api/watches',
    headers: { authorization: `Bearer ${user.token}` },
    payload: { name: 'Freshness probes', terms: '"freshness probe"', delivery: 'immediate' },
  });
  if (watch.statusCode !== 201) throw new Error(`watch: ${watch.statusCode} ${watch.body}`);

  // The day's publications, at seeded times (not in the first or the last half hour of the day).
  const events = [];
  let probe = 0;
  for (const site of sites)
    for (let i = 0; i < PUBLICATIONS; i++)
      events.push({
        site,
        at: (0.5 / 24 + random() * (23 / 24)) * REAL_DAY,
        kind: random() < 0.5 ? 'agenda' : 'revision',
      });
  events.sort((a, b) => a.at - b.at);
  for (const e of events) e.probe = `FPROBE-${++probe}`;

  poller = createPoller({
    db,
    jobs: app.jobs,
    tickMs: pipeline.pollTickMs,
    leaseMs: scaled(10 * 60_000),
    log: app.log,
  });
  console.log(
    `freshness: ${sites.length} sites, ${events.length} publications over a simulated day of ${(REAL_DAY / 1000).toFixed(0)} s ` +
      `(compression ${COMPRESSION}; polls every ${config.pipeline.pollMinMs / 1000}-${config.pipeline.pollMaxMs / 1000} s simulated; ` +
      `${MIN_INTERVAL_MS} ms real = ${((MIN_INTERVAL_MS * COMPRESSION) / 1000).toFixed(2)} s simulated between two requests to a host)`,
  );
  console.log(`  sites (own process): ${sites.map((s) => `${s.name} ${s.url}`).join(', ')}`);

  // Publishes on time and watches the outbox for the probes' mails.
  const mailed = new Map();
  const seen = new Set();
  const outbox = config.outboxDir;
  const scanOutbox = async () => {
    const names = await readdir(outbox).catch(() => []);
    for (const name of names) {
      if (!name.endsWith('.json') || seen.has(name)) continue;
      seen.add(name);
      const stamp = Number(name.split('-')[0]);
      const record = JSON.parse(await readFile(join(outbox, name), 'utf8'));
      for (const token of `${record.subject}\n${record.text}`.match(/FPROBE-\d+/g) ?? [])
        if (!mailed.has(token)) mailed.set(token, stamp - startedAt);
    }
  };
  let next = 0;
  const graceEnd = REAL_DAY + scaled(60 * 60_000);
  let lastReport = 0;
  for (;;) {
    const elapsed = performance.now() - started;
    while (next < events.length && events[next].at <= elapsed) {
      const e = events[next++];
      e.publishedAt = Date.now() - startedAt;
      e.site.publish(e.kind, e.probe);
    }
    await scanOutbox();
    if (elapsed - lastReport >= REAL_DAY / 8) {
      lastReport = elapsed;
      console.log(`  ${(simMinutes(elapsed) / 60).toFixed(1)} h simulated: ${next} published, ${mailed.size} mailed`);
    }
    if (elapsed >= REAL_DAY && (mailed.size >= events.length || elapsed >= graceEnd)) break;
    await sleep(10);
  }
  poller.stop();

  // Figures.
  const latencies = events.map((e) =>
    mailed.has(e.probe) ? simMinutes(mailed.get(e.probe) - e.publishedAt) : Infinity,
  );
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const fmt = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} min` : 'never');
  const missing = events.filter((e) => !mailed.has(e.probe)).length;
  console.log(`\npublication -> alert mail (simulated minutes, ${events.length} items, ${missing} never mailed):`);
  console.table([{ p50: fmt(pct(50)), p95: fmt(pct(95)), max: fmt(sorted[sorted.length - 1]) }]);
  const byKind = {};
  for (const e of events) (byKind[`${e.site.name} ${e.kind}`] ??= []).push(latencies[events.indexOf(e)]);
  console.table(
    Object.fromEntries(
      Object.entries(byKind).map(([k, v]) => [
        k,
        { items: v.length, 'max min': Number.isFinite(Math.max(...v)) ? +Math.max(...v).toFixed(1) : 'never' },
      ]),
    ),
  );

  // Where the time goes: publication -> the watch's alert (the poll's wait, the read, the analysis), then -> mail.
  const alertRows = await asSystem('bench: freshness figures', () =>
    db.execute(
      sql`select ai.title, ai.description, extract(epoch from a.created_at) * 1000 as at from alerts a
        join agenda_items ai on a.source_key = 'item:' || ai.id where a.watch_id is not null`,
    ),
  );
  const alertAt = new Map();
  for (const r of alertRows.rows)
    for (const token of `${r.title}\n${r.description ?? ''}`.match(/FPROBE-\d+/g) ?? [])
      if (!alertAt.has(token)) alertAt.set(token, Number(r.at) - startedAt);
  const median = (values) => {
    const v = values.filter(Number.isFinite).sort((a, b) => a - b);
    return v.length ? v[Math.floor((v.length - 1) / 2)] : NaN;
  };
  const toAlert = events.map((e) => (alertAt.has(e.probe) ? simMinutes(alertAt.get(e.probe) - e.publishedAt) : NaN));
  const toMail = events.map((e) =>
    alertAt.has(e.probe) && mailed.has(e.probe) ? simMinutes(mailed.get(e.probe) - alertAt.get(e.probe)) : NaN,
  );
  console.log(
    `  of which publication -> alert: median ${median(toAlert).toFixed(1)} min, max ${Math.max(...toAlert.filter(Number.isFinite)).toFixed(1)} min; ` +
      `alert -> mail: median ${median(toMail).toFixed(1)} min, max ${Math.max(...toMail.filter(Number.isFinite)).toFixed(1)} min`,
  );

  const windowMs = 1000 / COMPRESSION; // one simulated second
  const rows = [];
  let worstRate = 0;
  child.send({ type: 'stats' });
  const stats = (await nextMessage('stats')).sites;
  for (const site of sites) {
    const times = [...stats.find((s) => s.name === site.name).requests].sort((a, b) => a - b);
    let most = 0;
    let minGap = Infinity;
    for (let i = 0, j = 0; i < times.length; i++) {
      while (times[i] - times[j] >= windowMs) j++;
      most = Math.max(most, i - j + 1);
      if (i > 0) minGap = Math.min(minGap, times[i] - times[i - 1]);
    }
    worstRate = Math.max(worstRate, most);
    const simDays = Math.max(1, (performance.now() - started) / REAL_DAY);
    rows.push({
      host: `${site.name} (${site.host})`,
      requests: times.length,
      'per simulated day': Math.round(times.length / simDays),
      'max in 1 s': most,
      'closest two (s)': Number.isFinite(minGap) ? +((minGap * COMPRESSION) / 1000).toFixed(2) : null,
    });
  }
  console.log('\nrequests per host (arrivals at the sites; seconds simulated):');
  console.table(rows);
  const p95 = pct(95);
  console.log(`target p95 <= 10 minutes: ${p95 <= 10 ? 'PASS' : 'FAIL'} (${fmt(p95)})`);
  console.log(
    `target <= 1 request per second per host: ${worstRate <= 1 ? 'PASS' : 'FAIL'} (at most ${worstRate} in one simulated second)`,
  );
  const counts = await app.jobs.counts();
  const failed = counts.filter((c) => c.state === 'failed');
  if (failed.length) console.log('failed jobs:', failed);
} finally {
  poller?.stop();
  await app?.close();
  child.send({ type: 'close' });
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  await scratch.drop();
}
