// `npm run bench -- applications`: the application registries (api/src/applications) on the embedded PGlite.
//
// 1. First read of 100,000 registry records: a loopback CKAN portal (CKAN's action API: package_show, paged
//    datastore_search) serves 100,000 rows made from the REAL Toronto Committee of Adjustment capture
//    (api/test/fixtures/toronto-open-data, its 396 rows repeated with new ids and file numbers); the connector reads
//    them in pages of 5,000 through the polite fetch and the store writes them. Targets: <= 60 s, <= 500 MB RSS.
// 2. Daily incremental read: 500 of those rows changed (a status), the whole dataset read again; only the changed
//    rows are written. Target: <= 5 s.
// 3. Matching 5,000 new applications (with points) against 10,000 properties over Toronto: the alerts of new
//    applications (at the property, near radius, last radius by type). Target: <= 10 s.
// The database runs in this process (PGlite), so the RSS includes it. Ports: BENCH_PORT (default 21450).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiDir, registerTsx } from './lib/scratch.mjs';

await registerTsx();
const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const CHANGED = 500;
const APPLICATIONS = 5000;
const PROPERTIES = 10_000;
const PORT = Number(process.env.BENCH_PORT ?? 21450);

const imp = (path) => import(pathToFileURL(join(apiDir, path)).href);
const { buildApp } = await imp('src/app.ts');
const { loadConfig } = await imp('src/config/index.ts');
const { readRegistrySource } = await imp('src/applications/read-source.ts');
const { CKAN_LIMITS } = await imp('src/applications/ckan.ts');
const { storeRecords, emptyStoreResult } = await imp('src/applications/store.ts');
const { alertNewApplications } = await imp('src/applications/alerts.ts');
const { createPoliteFetch } = await imp('src/pipeline/connectors/http.ts');
const { asSystem } = await imp('src/db/tenant-context.ts');
const { queryRows } = await imp('src/db/rows.ts');
const { sql } = await import(pathToFileURL(join(apiDir, 'node_modules/drizzle-orm/index.js')).href);
const { coaCaptureRows } = await imp('test/ckan-site.ts');

let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const mb = (b) => `${Math.round(b / 1024 / 1024)} MB`;
const results = [];
const report = (label, seconds, target, extra = '') => {
  const pass = seconds <= target;
  results.push(pass);
  console.log(
    `${label.padEnd(58)} ${seconds.toFixed(2).padStart(7)} s  (target <= ${target} s) ${extra} ${pass ? 'PASS' : 'FAIL'}`,
  );
};

// The dataset: the capture's rows, repeated with new ids and file numbers.
const capture = await coaCaptureRows();
const rows = Array.from({ length: RECORDS }, (_, i) => {
  const base = capture[i % capture.length];
  return {
    ...base,
    _id: i + 1,
    SYS_ID: String(9_000_000 + i),
    REFERENCE_FILE: base.REFERENCE_FILE ? `A${String(i).padStart(6, '0')}/24NY` : null,
  };
});
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  res.writeHead(200, { 'content-type': 'application/json' });
  if (url.pathname === '/api/3/action/package_show')
    return res.end(JSON.stringify({ success: true, result: { resources: [{ id: 'coa', datastore_active: true }] } }));
  const limit = Number(url.searchParams.get('limit'));
  const offset = Number(url.searchParams.get('offset'));
  res.end(
    JSON.stringify({ success: true, result: { records: rows.slice(offset, offset + limit), total: rows.length } }),
  );
});
// The store writes between pages in this same process: idle sockets are kept longer than a page takes.
server.keepAliveTimeout = 120_000;
await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));

const dataDir = mkdtempSync(join(tmpdir(), 'pw-bench-applications-'));
let app;
try {
  app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      RATE_LIMIT_ENABLED: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://127.0.0.1',
    }),
  );
  const db = app.db;
  const [toronto] = await queryRows(db, sql`select id from municipalities where name = 'Toronto'`);
  const source = {
    name: 'ckan:toronto',
    connector: 'ckan',
    baseUrl: `http://127.0.0.1:${PORT}`,
    municipalityId: Number(toronto.id),
    settings: { datasets: ['committee-of-adjustment-applications'] },
  };
  const fetch = createPoliteFetch({
    userAgent: 'ParcelwatchBench/1.0',
    minIntervalMs: 0,
    retries: 0,
    timeoutMs: 60_000,
  });
  const limits = { ckan: { ...CKAN_LIMITS, pageSize: 5000 } };
  console.log(
    `applications bench on PGlite: ${RECORDS} registry records, ${APPLICATIONS} new applications x ${PROPERTIES} properties`,
  );

  peak = 0;
  let t = performance.now();
  const first = await readRegistrySource(db, source, fetch, limits);
  report(
    `first read of ${RECORDS} records (${first.written} written)`,
    (performance.now() - t) / 1000,
    60,
    `peak RSS ${mb(peak)} (target <= 500 MB)`,
  );
  results.push(peak <= 500 * 1024 * 1024);
  if (peak > 500 * 1024 * 1024) console.log('  first read memory FAIL');

  for (let i = 0; i < CHANGED; i++) rows[i * Math.floor(RECORDS / CHANGED)].STATUSDESC = 'TLAB Appeal (changed)';
  t = performance.now();
  const daily = await readRegistrySource(db, source, fetch, limits);
  report(
    `daily incremental read, ${CHANGED} changed (${daily.written} written, ${daily.unchanged} unchanged)`,
    (performance.now() - t) / 1000,
    5,
  );

  // Matching: 10,000 properties of 50 companies over Toronto, then 5,000 new applications with points.
  const companies = await queryRows(
    db,
    sql`insert into companies (name) select 'Bench ' || g from generate_series(1, 50) g returning id`,
  );
  const rand = (() => {
    let s = 42;
    return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  })();
  const box = { lat: [43.6, 43.8], lng: [-79.55, -79.2] };
  const props = Array.from({ length: PROPERTIES }, (_, i) => ({
    company_id: companies[i % companies.length].id,
    name: `Property ${i}`,
    address: `${i + 1} Bench Street, Toronto, ON`,
    latitude: box.lat[0] + rand() * (box.lat[1] - box.lat[0]),
    longitude: box.lng[0] + rand() * (box.lng[1] - box.lng[0]),
  }));
  await db.execute(sql`insert into properties (company_id, name, address, latitude, longitude, municipality_id)
    select x.company_id, x.name, x.address, x.latitude, x.longitude, ${Number(toronto.id)}
    from json_to_recordset(${JSON.stringify(props)}::json) as x(company_id uuid, name text, address text, latitude double precision, longitude double precision)`);
  const types = ['minor_variance', 'consent', 'site_plan', 'zoning_bylaw_amendment'];
  const fresh = emptyStoreResult();
  const apps = Array.from({ length: APPLICATIONS }, (_, i) => ({
    recordId: `bench-${i}`,
    fileNumber: `OZ ${String(i).padStart(5, '0')}/25`,
    type: types[i % types.length],
    status: 'Under Review',
    addresses: [`${(i % PROPERTIES) + 1} Bench Street`],
    point: {
      lat: box.lat[0] + rand() * (box.lat[1] - box.lat[0]),
      lng: box.lng[0] + rand() * (box.lng[1] - box.lng[0]),
    },
    description: 'To permit a 6-storey residential building with 40 units.',
    filedOn: '2025-11-01',
    hearingOn: null,
    decidedOn: null,
    modifiedAt: null,
    link: null,
    events: [{ kind: 'filed', on: '2025-11-01', title: 'Application filed' }],
    skip: null,
    hash: `h${i}`,
  }));
  await storeRecords(db, 'bench:registry', Number(toronto.id), apps, fresh);
  t = performance.now();
  const alerts = await asSystem('bench', () =>
    alertNewApplications(db, fresh.created, { nearRadius: 400, lastRadius: 1000 }),
  );
  report(
    `matching ${APPLICATIONS} new applications x ${PROPERTIES} properties (${alerts.length} alerts)`,
    (performance.now() - t) / 1000,
    10,
  );
  console.log(`peak RSS over the run: ${mb(peak)}`);
  console.log(results.every(Boolean) ? 'applications bench: PASS' : 'applications bench: FAIL');
} finally {
  clearInterval(sampler);
  await app?.close();
  server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
