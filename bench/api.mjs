// `npm run bench -- api`: a mixed read/write workload against the PostgreSQL configuration (a load test).
//
// Creates a scratch database on BENCH_DATABASE_URL (default the local server, over its Unix socket when it has one,
// see bench/lib/scratch.mjs), builds the
// real app on it (migrations, row-level security as configured by DATABASE_RLS, default on here), signs up
// BENCH_COMPANIES companies through the API and gives each properties and alerts, then serves it on loopback and
// drives it with autocannon at 100 connections for BENCH_SECONDS (default 30):
//   70 % reads:  GET /api/alerts/?limit=6, /api/alerts/severity-counts, /api/properties/, /api/custom-auth/me
//   30 % writes: POST /api/alerts/{id}/comments, PATCH /api/alerts/{id}/status, POST /api/reports
// each request as a random company's user. Before it, the same server answers a trivial route (no database) for
// BENCH_TRIVIAL_SECONDS (default 10): the ratio of the two says what the real work costs. With BENCH_RLS_COMPARE=1
// (default) the mixed workload runs again on a second server with DATABASE_RLS=false, on the same data, to show
// what row-level security costs. Errors (socket errors and non-2xx answers) must be 0.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  apiDir,
  apiRequire as require,
  latencyRow as row,
  registerTsx,
  scratchPostgres,
  signUp,
} from './lib/scratch.mjs';

const autocannon = require('autocannon');
await registerTsx();

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const TRIVIAL_SECONDS = Number(process.env.BENCH_TRIVIAL_SECONDS ?? 10);
const CONNECTIONS = 100;
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 20);
const PROPERTIES_PER_COMPANY = 3;
const ALERTS_PER_COMPANY = 200;
const COMPARE = (process.env.BENCH_RLS_COMPARE ?? '1') !== '0';
const RLS = process.env.DATABASE_RLS ?? 'true';

const scratch = scratchPostgres('api');
await scratch.create();
const apps = [];
try {
  const { buildApp } = await import(pathToFileURL(join(apiDir, 'src/app.ts')).href);
  const { loadConfig } = await import(pathToFileURL(join(apiDir, 'src/config/index.ts')).href);
  const { asSystem } = await import(pathToFileURL(join(apiDir, 'src/db/tenant-context.ts')).href);
  const schema = await import(pathToFileURL(join(apiDir, 'src/db/schema/index.ts')).href);
  const { sql } = await import(pathToFileURL(require.resolve('drizzle-orm')).href);
  const jwtSecret = randomBytes(32).toString('hex');
  // A route with no database and no authentication, only in this process: the server's floor.
  const trivial = async (app) => app.get('/bench/trivial', async () => ({ ok: true }));
  const start = async (rls) => {
    const config = loadConfig({
      DATABASE_URL: scratch.url,
      DATABASE_RLS: rls,
      DATA_DIR: scratch.dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      RATE_LIMIT_ENABLED: 'false',
      JWT_SECRET: jwtSecret,
      PUBLIC_URL: 'http://127.0.0.1',
    });
    const app = await buildApp(config, { plugins: [trivial] });
    apps.push(app);
    return app;
  };
  const app = await start(RLS);

  const started = Date.now();
  const companies = [];
  for (let c = 0; c < COMPANIES; c++) {
    const { companyId, token } = await signUp(app, `bench-api-${c}`);
    companies.push({ id: companyId, token, alertIds: [] });
  }
  // Bulk data straight into the tables: the one place this bench needs every company (a system context).
  await asSystem('bench: bulk data', async () => {
    const municipalities = await app.db.select().from(schema.municipalities);
    for (const [c, company] of companies.entries()) {
      const props = await app.db
        .insert(schema.properties)
        .values(
          Array.from({ length: PROPERTIES_PER_COMPANY }, (_, p) => ({
            companyId: company.id,
            name: `Property ${c}-${p}`,
            address: `${100 + p} Main Street`,
            municipalityId: municipalities[(c + p) % municipalities.length].id,
          })),
        )
        .returning({ id: schema.properties.id });
      const alerts = await app.db
        .insert(schema.alerts)
        .values(
          Array.from({ length: ALERTS_PER_COMPANY }, (_, a) => ({
            companyId: company.id,
            propertyId: props[a % props.length].id,
            sourceKey: `bench:${c}:${a}`,
            severity: ['urgent', 'high', 'normal', 'normal'][a % 4],
            status: 'new',
            title: `Alert ${a} near property ${a % props.length}`,
            summary: 'A rezoning item of the meeting may affect the property.',
            preview: 'Rezoning',
            categories: ['zoning'],
            createdAt: new Date(Date.now() - a * 3_600_000),
          })),
        )
        .returning({ id: schema.alerts.id });
      company.alertIds = alerts.map((r) => r.id);
    }
    await app.db.execute(sql`analyze`);
  });
  console.log(
    `data: ${COMPANIES} companies, ${COMPANIES * PROPERTIES_PER_COMPANY} properties, ${COMPANIES * ALERTS_PER_COMPANY} alerts (${((Date.now() - started) / 1000).toFixed(1)} s to load)`,
  );

  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const STATUSES = ['new', 'acknowledged', 'in_progress'];
  /** One request of the mix, as a random company's user. */
  const mixed = (request) => {
    const company = pick(companies);
    const alertId = pick(company.alertIds);
    const headers = { authorization: `Bearer ${company.token}`, 'content-type': 'application/json' };
    const r = Math.random();
    if (r < 0.2) return { ...request, method: 'GET', path: '/api/alerts/?limit=6', headers };
    if (r < 0.4) return { ...request, method: 'GET', path: '/api/alerts/severity-counts', headers };
    if (r < 0.55) return { ...request, method: 'GET', path: '/api/properties/', headers };
    if (r < 0.7) return { ...request, method: 'GET', path: '/api/custom-auth/me', headers };
    if (r < 0.85)
      return {
        ...request,
        method: 'POST',
        path: `/api/alerts/${alertId}/comments`,
        headers,
        body: JSON.stringify({ comment: 'Looked at it with the planner.' }),
      };
    if (r < 0.95)
      return {
        ...request,
        method: 'PATCH',
        path: `/api/alerts/${alertId}/status`,
        headers,
        body: JSON.stringify({ status: pick(STATUSES) }),
      };
    return {
      ...request,
      method: 'POST',
      path: '/api/reports',
      headers,
      body: JSON.stringify({ subject: 'Bench', description: 'A report from the load test.' }),
    };
  };

  const load = (address, duration, setupRequest, path = '/') =>
    autocannon({
      url: `${address}${path}`,
      connections: CONNECTIONS,
      duration,
      requests: setupRequest ? [{ setupRequest }] : undefined,
    });

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const results = [];
  const before = loadavg();
  const floor = await load(address, TRIVIAL_SECONDS, null, '/bench/trivial');
  results.push(row(`trivial route (no database), ${TRIVIAL_SECONDS} s`, floor));
  const mix = await load(address, SECONDS, mixed);
  results.push(row(`mixed read/write, DATABASE_RLS=${app.database.rls}, ${SECONDS} s`, mix));
  let plain = null;
  if (COMPARE) {
    const other = await start(RLS === 'false' ? 'true' : 'false');
    const otherAddress = await other.listen({ host: '127.0.0.1', port: 0 });
    plain = await load(otherAddress, SECONDS, mixed);
    results.push(row(`mixed read/write, DATABASE_RLS=${other.database.rls}, ${SECONDS} s`, plain));
  }
  const after = loadavg();
  console.log(
    `${CONNECTIONS} connections, loopback; load average ${before.map((n) => n.toFixed(2)).join(' ')} before, ${after.map((n) => n.toFixed(2)).join(' ')} after (other work on this machine makes the figures noisy)`,
  );
  console.table(results);
  const ratio = mix.requests.average / floor.requests.average;
  console.log(
    `mixed / trivial throughput: ${(ratio * 100).toFixed(1)} % (${Math.round(mix.requests.average)} vs ${Math.round(floor.requests.average)} req/s)`,
  );
  if (plain) {
    const [rlsRun, plainRun] = app.database.rls ? [mix, plain] : [plain, mix];
    console.log(
      `row-level security: ${Math.round(rlsRun.requests.average)} req/s with, ${Math.round(plainRun.requests.average)} without (${((rlsRun.requests.average / plainRun.requests.average - 1) * 100).toFixed(1)} %); p99 ${rlsRun.latency.p99} vs ${plainRun.latency.p99} ms`,
    );
  }
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  console.log(errors === 0 ? 'errors: 0' : `errors: ${errors} (must be 0)`);
  if (errors) process.exitCode = 1;
} finally {
  for (const app of apps) await app.close();
  await scratch.drop();
}
