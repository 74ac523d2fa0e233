// `npm run bench -- matching`: the matching engine (api/src/analysis) on 5,000 new agenda items against 1,000,
// 5,000 and 10,000 properties over 20 municipalities, through the real app's analysis service
// (app.analysis.analyzeAgendaItems: load, index, match, write alerts, impacts and insights in transactions).
//
// On a scratch database of a PostgreSQL server, as a deployment of this size runs (created and dropped here;
// row-level security on, the production default): BENCH_DATABASE_URL=postgres://..., or by default the local server
// when one answers. Without one, or with BENCH_DATABASE=pglite, on the embedded PGlite: in this process, so the RSS
// below then includes the database itself (about 700 MB of WebAssembly memory at 10,000 properties, before matching). The records go in through the
// pipeline store (ingestMeetings), as live data does; that load is not timed. Between sizes the alerts and insights
// are deleted, so each run computes every alert anew.
// Targets: 5,000 items x 10,000 properties in <= 10 s with <= 500 MB RSS; near-linear in properties.
// Geocoding is part of the timed run: the eSCRIBE-like items (no coordinates, ~30% of the site items) carry their
// address only in their text, and the address index (address_points, loaded through the real importer from a
// generated OpenAddresses-layout file of BENCH_ADDRESSES rows that includes those addresses) places them; each
// size starts with every placement cleared, so every run geocodes anew.
// The machine may be shared: next to the wall time it prints the CPU time of this process and, on PostgreSQL, of
// the server processes serving the scratch database (read from /proc, so only for a server on this machine).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { apiDir, apiRequire as require, reachableLocalServer, registerTsx } from './lib/scratch.mjs';

await registerTsx();

const SERVER_URL =
  process.env.BENCH_DATABASE === 'pglite' ? null : (process.env.BENCH_DATABASE_URL ?? (await reachableLocalServer()));
const SIZES = (process.env.BENCH_SIZES ?? '1000,5000,10000').split(',').map(Number);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 5000);
const MUNICIPALITIES = 20;
const ITEMS_PER_MEETING = 20;
const COMPANIES = 50;
const ADDRESSES = Number(process.env.BENCH_ADDRESSES ?? 50000);
/** The share of meetings held by regional bodies (about one source in seven, as the default portals). */
const BODY_SHARE = Number(process.env.BENCH_BODY_SHARE ?? 1 / 7);

const STREETS = [
  ['Main', 'Street'],
  ['King', 'Street'],
  ['Queen', 'Street'],
  ['Dundas', 'Street'],
  ['Church', 'Street'],
  ['Lakeshore', 'Road'],
  ['Maple', 'Avenue'],
  ['Oak', 'Avenue'],
  ['Elm', 'Drive'],
  ['Bloor', 'Street'],
  ['Hurontario', 'Street'],
  ['Steeles', 'Avenue'],
  ['Bayview', 'Avenue'],
  ['Kennedy', 'Road'],
  ['Victoria', 'Park'],
  ['Highway 7', ''],
  ['Britannia', 'Road'],
  ['Eglinton', 'Avenue'],
  ['Finch', 'Avenue'],
  ['Sheppard', 'Avenue'],
  ['Wellington', 'Street'],
  ['Bank', 'Street'],
  ['Rideau', 'Street'],
  ['Carling', 'Avenue'],
];
const DIRECTIONS = ['', '', 'East', 'West', 'North', 'South'];
const PROCEDURAL = [
  'Call to Order',
  'Declarations of Interest',
  'Approval of the Agenda',
  'Adoption of Minutes',
  'Confirmatory By-law',
  'Adjournment',
];
const SITE_KINDS = [
  'Zoning By-law Amendment',
  'Official Plan and Zoning By-law Amendment',
  'Site Plan Application',
  'Minor Variance',
  'Consent to Sever',
  'Draft Plan of Subdivision',
  'Road Reconstruction and Watermain Replacement',
  'Heritage Designation',
];
const POLICIES = [
  'Development Charges By-law Update, city-wide',
  'Official Plan Review: new policies for residential intensification city-wide',
  'Comprehensive Zoning By-law: housekeeping amendments to industrial zones',
  'Planning Application Fees for 2027',
];

// Deterministic pseudo-random numbers (mulberry32), so every run measures the same data.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (list, r) => list[Math.floor(r() * list.length)];
const street = (r) => {
  const [name, type] = pick(STREETS, r);
  return [name, type, pick(DIRECTIONS, r)].filter(Boolean).join(' ');
};
// Municipality centres on a grid around the GTA; sites within ~6 km of their centre.
const centre = (m) => ({ lat: 43.3 + Math.floor(m / 5) * 0.25, lng: -80.2 + (m % 5) * 0.35 });
const near = (m, r) => ({ lat: centre(m).lat + (r() - 0.5) * 0.1, lng: centre(m).lng + (r() - 0.5) * 0.14 });

/** CPU seconds (user + system) of processes, from /proc/<pid>/stat; 0 for a process gone or not visible. */
const TICKS = 100;
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone, or not on this machine
    }
  }
  return ticks / TICKS;
}
const processCpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

// Memory: the RSS of this process (the one running the engine), sampled every 20 ms; "start RSS" is taken just
// before the run, "RSS growth" is peak minus start. The start is not the engine's: about 230 MB is node with the
// app's modules compiled on the fly (tsx) and built, the rest what the data load left (the fixtures, the heap
// grown meanwhile); with PGlite it also holds the database. The engine's own memory is the growth.
// The RSS before each size is taken after a full collection, so the peak measures the run, not the garbage left by
// the data load and the previous size. `npm run bench` starts node without --expose-gc (global.gc is undefined
// there), so the collector is reached through the flag set at run time.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc');

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

let scratch = null;
let maintenance = null;
if (SERVER_URL) {
  const pg = require('pg');
  maintenance = async (sql, database = 'postgres') => {
    const url = new URL(SERVER_URL);
    url.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  scratch = `pw_bench_${randomBytes(5).toString('hex')}`;
  await maintenance(`CREATE DATABASE ${scratch}`);
}
const dataDir = mkdtempSync(join(tmpdir(), 'pw-bench-matching-'));
let app;
try {
  const { buildApp } = await import(pathToFileURL(join(apiDir, 'src/app.ts')).href);
  const { loadConfig } = await import(pathToFileURL(join(apiDir, 'src/config/index.ts')).href);
  const { ingestMeetings } = await import(pathToFileURL(join(apiDir, 'src/pipeline/store.ts')).href);
  const { asSystem } = await import(pathToFileURL(join(apiDir, 'src/db/tenant-context.ts')).href);
  const { importAddressFile } = await import(pathToFileURL(join(apiDir, 'src/addresses/import.ts')).href);
  const { placeItems } = await import(pathToFileURL(join(apiDir, 'src/analysis/geocode-items.ts')).href);
  const schema = await import(pathToFileURL(join(apiDir, 'src/db/schema/index.ts')).href);
  const { sql, inArray } = await import(pathToFileURL(require.resolve('drizzle-orm')).href);
  let databaseUrl = null;
  if (scratch) {
    const url = new URL(SERVER_URL);
    url.pathname = `/${scratch}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    RATE_LIMIT_ENABLED: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
  });
  app = await buildApp(config);
  const db = app.db;
  const loadStarted = Date.now();

  // Properties lie in 20 municipalities: the seeded local and single-tier ones (a property is never "in" a region or
  // a conservation authority), then more created by the store. The regional bodies hold meetings too, as the product
  // watches them (TRCA is one of the default portals): Peel Region and TRCA, whose items reach their members among
  // the 20, take BODY_SHARE of the meetings; their site items lie in one of their members.
  const bodyIds = new Set(
    (await db.select({ id: schema.municipalityMembers.regionId }).from(schema.municipalityMembers)).map((r) => r.id),
  );
  const seededRows = await db
    .select({ id: schema.municipalities.id, name: schema.municipalities.name })
    .from(schema.municipalities)
    .orderBy(schema.municipalities.id);
  const seeded = seededRows.filter((m) => !bodyIds.has(m.id)).map((m) => m.name);
  const names = [...seeded, ...Array.from({ length: MUNICIPALITIES }, (_, i) => `Bench Township ${i + 1}`)].slice(
    0,
    MUNICIPALITIES,
  );
  const bodies = [
    ['Toronto and Region Conservation Authority', 'Toronto'],
    ['Peel Region', 'Mississauga'],
  ].filter(([body, member]) => seededRows.some((m) => m.name === body) && names.includes(member));
  /** Meeting m's body and the city where its site items lie: every 1/BODY_SHARE-th meeting is a body's. */
  const sourceOf = (m) => {
    const everyNth = Math.round(1 / BODY_SHARE);
    if (bodies.length && m % everyNth === everyNth - 1) {
      const [body, member] = bodies[Math.floor(m / everyNth) % bodies.length];
      return { name: body, mi: names.indexOf(member) };
    }
    return { name: names[m % MUNICIPALITIES], mi: m % MUNICIPALITIES };
  };

  // The agenda: meetings of the 20 municipalities with site items (addresses, points, file numbers), policies and
  // procedural items, through the pipeline store.
  const r = random(42);
  // The addresses of the items without coordinates, for the address index: [municipality index, number, street, point].
  const indexed = [];
  const ir = random(5);
  const meetingsCount = Math.ceil(ITEMS / ITEMS_PER_MEETING);
  const records = [];
  let n = 0;
  for (let m = 0; m < meetingsCount; m++) {
    const { name: source, mi } = sourceOf(m);
    const items = [];
    for (let i = 0; i < ITEMS_PER_MEETING && n < ITEMS; i++, n++) {
      const roll = r();
      let item;
      if (roll < 0.15) item = { title: pick(PROCEDURAL, r) };
      else if (roll < 0.165)
        item = { title: pick(POLICIES, r), description: 'A report recommending council adopt new city-wide rules.' };
      else {
        const address = `${1 + Math.floor(r() * 3000)} ${street(r)}`;
        const file =
          r() < 0.3 ? `OZ ${20 + Math.floor(r() * 7)}/${String(Math.floor(r() * 999)).padStart(3, '0')}` : null;
        const withPoint = r() < 0.7;
        if (!withPoint) indexed.push([mi, address, near(mi, ir)]);
        item = {
          title: `${pick(SITE_KINDS, r)} - ${address}`,
          description: `Application to permit a ${2 + Math.floor(r() * 30)}-storey building${file ? `. File ${file}` : ''}.`,
          ...(withPoint ? { coordinates: [near(mi, r)] } : {}),
          ...(file ? { applicationNumbers: [file] } : {}),
        };
      }
      items.push({ sourceId: `i${n}`, itemNumber: `${i + 1}`, ...item });
    }
    records.push({
      source: 'bench',
      sourceId: `m${m}`,
      municipality: source,
      committee: m % 3 === 0 ? 'City Council' : 'Planning and Development Committee',
      title: m % 3 === 0 ? 'City Council' : 'Planning and Development Committee',
      startsAt: new Date(Date.now() + ((m % 60) - 30) * 86_400_000),
      items,
      documents: [],
    });
  }
  const ingested = await ingestMeetings(db, records);

  // The address index: the eSCRIBE-like items' addresses and as many other addresses of the same municipalities
  // (other numbers on the same streets), through the importer (OpenAddresses layout), as a real index would hold.
  const addressFile = join(dataDir, 'addresses.csv');
  {
    const ar = random(99);
    const lines = ['LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH'];
    for (const [mi, address, point] of indexed) {
      const [number, ...street] = address.split(' ');
      lines.push(`${point.lng},${point.lat},${number},${street.join(' ')},,${names[mi]},,ON,,,`);
    }
    for (let i = lines.length; i <= ADDRESSES; i++) {
      const mi = i % MUNICIPALITIES;
      const point = near(mi, ar);
      lines.push(`${point.lng},${point.lat},${3001 + Math.floor(ar() * 6000)},${street(ar)},,${names[mi]},,ON,,,`);
    }
    writeFileSync(addressFile, `${lines.join('\n')}\n`);
  }
  const importStarted = Date.now();
  const imported = await importAddressFile(db, addressFile, { source: 'bench' });
  console.log(
    `address index: ${imported.rows} addresses imported (${imported.skipped} skipped) in ${((Date.now() - importStarted) / 1000).toFixed(1)} s; ${indexed.length} items have their address only in their text`,
  );
  const itemIds = ingested.changedAgendaItemIds;
  const rows = await db.select().from(schema.municipalities).where(inArray(schema.municipalities.name, names));
  const munis = names.map((name) => rows.find((row) => row.name === name));

  // Companies and properties (inserted directly: the properties API is not what is measured here).
  // Row-level security is on, as in production (DATABASE_RLS defaults to true on PostgreSQL): the bench's own
  // writes and reads of tenant tables span companies, so they run in a named system context, like the engine's.
  const system = (fn) => asSystem('bench: bulk data', fn);
  const companies = await system(() =>
    db
      .insert(schema.companies)
      .values(Array.from({ length: COMPANIES }, (_, c) => ({ name: `Bench Co ${c}` })))
      .returning({ id: schema.companies.id }),
  );
  const pr = random(7);
  let created = 0;
  const addProperties = async (upTo) => {
    const rows = [];
    for (; created < upTo; created++) {
      const mi = created % MUNICIPALITIES;
      const point = near(mi, pr);
      const address = `${1 + Math.floor(pr() * 3000)} ${street(pr)}`;
      const file =
        pr() < 0.05 ? `OZ ${20 + Math.floor(pr() * 7)}/${String(Math.floor(pr() * 999)).padStart(3, '0')}` : null;
      rows.push({
        companyId: companies[created % COMPANIES].id,
        name: address,
        address: `${address}, ${munis[mi].name}, ON`,
        latitude: point.lat,
        longitude: point.lng,
        municipalityId: munis[mi].id,
        currentLandUse: pick(['industrial', 'residential', 'commercial'], pr),
        notes: file ? `Our application ${file}` : null,
      });
    }
    for (let i = 0; i < rows.length; i += 1000)
      await system(() => db.insert(schema.properties).values(rows.slice(i, i + 1000)));
  };
  console.log(
    `data: ${ingested.counts.meetings} meetings, ${itemIds.length} agenda items over ${MUNICIPALITIES} municipalities and ${bodies.length} regional bodies (${bodies.map(([b]) => b).join(', ')}: ${Math.round(BODY_SHARE * 100)} % of the meetings) (${((Date.now() - loadStarted) / 1000).toFixed(1)} s to load)`,
  );

  // The server processes of the scratch database (the pool's connections), to read their CPU time.
  const serverPids = async () =>
    scratch
      ? (await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)).rows.map(
          (row) => row.pid,
        )
      : [];
  const results = [];
  const started = performance.now();
  for (const size of SIZES) {
    await addProperties(size);
    await system(() => db.delete(schema.alerts));
    await system(() => db.delete(schema.projectInsights));
    // Every size geocodes anew: the placements of the previous run are cleared.
    await db.execute(sql`update agenda_items set placement = null, placement_hash = null`);
    // The deleted rows' dead tuples and index entries would otherwise slow the next size's writes (10k properties
    // after 1k and 5k: 11.1 s with them, 9.5 s alone).
    // As the owner: the app's role owns no table.
    await (scratch ? maintenance('VACUUM ANALYZE', scratch) : db.execute(sql`vacuum analyze`));
    collect();
    peakRss = process.memoryUsage().rss;
    const startRss = peakRss;
    let announced = 0;
    const original = app.pipelineEvents.alertsCreated;
    app.pipelineEvents.alertsCreated = async (ids) => void (announced += ids.length);
    const pidsBefore = await serverPids();
    const serverCpu0 = cpuSeconds(pidsBefore);
    const cpu0 = processCpu();
    const t0 = performance.now();
    const result = await app.analysis.analyzeAgendaItems(itemIds);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = processCpu() - cpu0;
    // Connections opened during the run count from zero.
    const serverCpu = cpuSeconds(await serverPids()) - serverCpu0;
    app.pipelineEvents.alertsCreated = original;
    const [{ impacts }] = (await system(() => db.execute(sql`select count(*)::int as impacts from alert_items`))).rows;
    const [placed] = (
      await db.execute(
        sql`select count(*) filter (where placement->>'status' = 'placed')::int as placed, count(*) filter (where placement->>'status' = 'unplaced')::int as unplaced from agenda_items`,
      )
    ).rows;
    const [geocodedImpacts] = (
      await system(() =>
        db.execute(sql`select count(*)::int as n from alert_items where evidence::text like '%via address index%'`),
      )
    ).rows;
    results.push({
      properties: size,
      items: itemIds.length,
      alerts: result.createdAlertIds.length,
      impacts,
      'items placed': placed.placed,
      unplaced: placed.unplaced,
      'geocoded impacts': geocodedImpacts.n,
      announced,
      seconds: Number(seconds.toFixed(2)),
      'items/s': Math.round(itemIds.length / seconds),
      'start RSS MB': Math.round(startRss / 1048576),
      'peak RSS MB': Math.round(peakRss / 1048576),
      'RSS growth MB': Math.round((peakRss - startRss) / 1048576),
      'node CPU s': Number(cpu.toFixed(2)),
      ...(scratch ? { 'server CPU s': Number(serverCpu.toFixed(2)) } : {}),
      'load avg': loadavg()[0].toFixed(1),
    });
    if (!result.createdAlertIds.length || announced !== result.createdAlertIds.length)
      throw new Error('no alerts, or not all announced');
    // BENCH_RERUN=1: the same items again, every alert already there: each is recomputed from all of its items.
    if (process.env.BENCH_RERUN === '1') {
      const t1 = performance.now();
      const again = await app.analysis.analyzeAgendaItems(itemIds);
      results[results.length - 1]['re-run s'] = Number(((performance.now() - t1) / 1000).toFixed(2));
      results[results.length - 1]['re-run peak RSS MB'] = Math.round(peakRss / 1048576);
      if (again.createdAlertIds.length || again.updatedAlertIds.length !== result.createdAlertIds.length)
        throw new Error('the re-run created alerts, or missed some');
    }
  }
  // The geocoding step alone (already inside the runs above): every placement cleared and computed again.
  await db.execute(sql`update agenda_items set placement = null, placement_hash = null`);
  const g0 = performance.now();
  const placedCounts = await placeItems(db, itemIds, { geocoder: null, maxOnline: 0 });
  console.log(
    `geocoding alone (included in each run below): ${((performance.now() - g0) / 1000).toFixed(2)} s for ${itemIds.length} items (${placedCounts.placed} placed, ${placedCounts.unplaced} unplaced, ${placedCounts.none} naming no address)`,
  );
  console.log(
    `matching ${ITEMS} agenda items on ${scratch ? 'PostgreSQL' : 'embedded PGlite'} (target <= 10 s and <= 500 MB at 10,000 properties):`,
  );
  console.table(results);
  console.log(
    `total: ${((performance.now() - started) / 1000).toFixed(1)} s for ${SIZES.join(', ')} properties (property inserts included); load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${(await import('node:os')).availableParallelism()} cores`,
  );
} finally {
  clearInterval(sampler);
  await app?.close();
  if (scratch && process.env.BENCH_KEEP_DB !== '1')
    await maintenance(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
}
