// `npm run bench -- watch`: keyword watch matching (api/src/watches/match.ts) on the embedded database (PGlite, the
// default deployment), through the API's own modules on a fresh data folder.
//
// 1. Ingest: 1,000 watches (50 companies, phrases, AND, OR and NOT) against 5,000 new agenda items (on top of the
//    95,000 stored ones), each with a
//    staff report of about 600 words: one statement per source joins the batch with every watch
//    (matchNewRows, as the analysis service runs it after each ingest). Target <= 5 s.
// 2. Backfill: one new watch against the 100,000 stored items of the last 90 days (backfillWatch, as POST /api/watches
//    runs it). Target <= 1 s.
// The texts are drawn from a vocabulary of 80 planning words (95% of the words) and 20,000 made-up ones (so that every watch term is
// rare, as real phrases are); the load (items, documents, their tsvectors) is not timed. BENCH_ITEMS,
// BENCH_WATCHES and BENCH_STORED change the sizes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiDir, apiRequire as require, registerTsx } from './lib/scratch.mjs';

await registerTsx();

const ITEMS = Number(process.env.BENCH_ITEMS ?? 5000);
const WATCHES = Number(process.env.BENCH_WATCHES ?? 1000);
const STORED = Number(process.env.BENCH_STORED ?? 100_000);
const COMPANIES = 50;
const INGEST_TARGET_MS = 5000;
const BACKFILL_TARGET_MS = 1000;

// A deterministic generator, so that every run sees the same texts.
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (list) => list[Math.floor(random() * list.length)];

const PLANNING = `zoning official plan amendment by-law inclusionary housing affordable transit station area major
  development charges community benefits heritage designation site plan minor variance consent severance
  intensification density height storeys parkland dedication servicing stormwater watermain sewer road widening
  secondary plan employment lands conversion tribunal appeal settlement report recommendation council committee
  public meeting statutory notice application subdivision condominium draft approval rental replacement tenant`
  .split(/\s+/)
  .filter(Boolean);
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'tav',
  'os',
  'del',
  'pra',
  'vin',
  'su',
  'gar',
  'net',
  'bo',
  'fi',
  'zel',
  'qua',
  'dri',
  'mon',
];
const made = new Set();
while (made.size < 20000)
  made.add(pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES));
const MADE_UP = [...made];
// Mostly planning words (common), a made-up word now and then (rare, as names and by-law numbers are).
const word = () => (random() < 0.95 ? pick(PLANNING) : pick(MADE_UP));
const words = (n) => Array.from({ length: n }, word).join(' ');

/** A watch's terms: a rare phrase, two words, an alternative, or a word with an exclusion. */
function watchTerms(i) {
  const a = pick(MADE_UP);
  const b = pick(MADE_UP);
  switch (i % 4) {
    case 0:
      return `"${pick(PLANNING)} ${a}"`;
    case 1:
      return `${a} ${pick(PLANNING)}`;
    case 2:
      return `"${a}" or "${b} ${pick(PLANNING)}"`;
    default:
      return `${a} -${pick(PLANNING)}`;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'pw-bench-watch-'));
let app;
let failed = false;
try {
  const { buildApp } = await import(pathToFileURL(join(apiDir, 'src/app.ts')).href);
  const { loadConfig } = await import(pathToFileURL(join(apiDir, 'src/config/index.ts')).href);
  const { asSystem } = await import(pathToFileURL(join(apiDir, 'src/db/tenant-context.ts')).href);
  const { arrayLiteral } = await import(pathToFileURL(join(apiDir, 'src/db/array-literal.ts')).href);
  const { positiveTerms } = await import(pathToFileURL(join(apiDir, 'src/watches/terms.ts')).href);
  const { matchNewRows, backfillWatch } = await import(pathToFileURL(join(apiDir, 'src/watches/match.ts')).href);
  const { sql } = await import(pathToFileURL(require.resolve('drizzle-orm')).href);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    RATE_LIMIT_ENABLED: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
  });
  app = await buildApp(config);
  const db = app.db;
  const rows = async (statement) => (await db.execute(statement)).rows;
  const loadStarted = Date.now();

  const [municipality] = await rows(sql`select id from municipalities order by id limit 1`);
  const companyIds = (
    await rows(
      sql`insert into companies (name) select 'Bench company ' || g from generate_series(1, ${COMPANIES}) g returning id`,
    )
  ).map((r) => r.id);

  /** Meetings of the last 80 days, 20 items each, with a report per item when asked. */
  async function loadItems(count, withReports, label) {
    const itemIds = [];
    const perMeeting = 20;
    for (let start = 0; start < count; start += 1000) {
      const n = Math.min(1000, count - start);
      const meetings = Math.ceil(n / perMeeting);
      const meetingIds = (
        await rows(sql`
          insert into meetings (source, source_id, municipality_id, title, committee_name, starts_at)
          select 'bench:watch', ${label} || '-' || ${start} || '-' || g, ${municipality.id}, 'Planning Committee', 'Planning Committee',
            now() - make_interval(days => (g % 80))
          from generate_series(1, ${meetings}) g returning id`)
      ).map((r) => r.id);
      const titles = [];
      const descriptions = [];
      const itemMeetings = [];
      for (let i = 0; i < n; i++) {
        titles.push(words(10));
        descriptions.push(words(40));
        itemMeetings.push(meetingIds[Math.floor(i / perMeeting)]);
      }
      const ids = (
        await rows(sql`
          insert into agenda_items (meeting_id, source_id, title, description)
          select m, ${label} || '-' || ${start} || '-' || o, t, d
          from unnest(${arrayLiteral(itemMeetings)}::integer[], ${arrayLiteral(titles)}::text[], ${arrayLiteral(descriptions)}::text[])
            with ordinality as x(m, t, d, o)
          returning id`)
      ).map((r) => r.id);
      if (withReports) {
        const texts = ids.map(() => words(600));
        await db.execute(sql`
          insert into documents (source, source_id, meeting_id, agenda_item_id, title, text, extraction_status)
          select 'bench:watch', 'doc-' || i, a.meeting_id, i, 'Staff report', t, 'done'
          from unnest(${arrayLiteral(ids)}::integer[], ${arrayLiteral(texts)}::text[]) as x(i, t)
          join agenda_items a on a.id = x.i`);
      }
      itemIds.push(...ids);
    }
    return itemIds;
  }

  // 1. The watches, then the batch of new items with their reports.
  const terms = Array.from({ length: WATCHES }, (_, i) => watchTerms(i));
  await db.execute(sql`
    insert into watches (company_id, name, terms, positive_terms)
    select c, 'Watch ' || o, t, p::text[]
    from unnest(${arrayLiteral(terms.map((_, i) => companyIds[i % COMPANIES]))}::uuid[], ${arrayLiteral(terms)}::text[],
      ${arrayLiteral(terms.map((t) => arrayLiteral(positiveTerms(t))))}::text[]) with ordinality as x(c, t, p, o)`);
  // The store holds the older items first; the batch arrives on top of them, as an ingest does.
  await loadItems(STORED - ITEMS, false, 'stored');
  const newItems = await loadItems(ITEMS, true, 'new');
  await db.execute(sql`analyze`);
  console.log(
    `loaded ${WATCHES} watches, ${STORED - ITEMS} stored items and ${ITEMS} new items with their reports in ${Date.now() - loadStarted} ms (not timed)`,
  );
  if (process.env.BENCH_EXPLAIN) {
    const { hitsOf } = await import(pathToFileURL(join(apiDir, 'src/watches/match-sources.ts')).href);
    const plan = await rows(
      sql`explain analyze ${hitsOf('items', sql`${arrayLiteral(newItems)}::integer[]`, sql`true`)}`,
    );
    console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
  }

  const ingestStarted = performance.now();
  const created = await asSystem('bench', () => matchNewRows(db, 'items', newItems));
  const ingestMs = performance.now() - ingestStarted;
  const again = performance.now();
  const repeated = await asSystem('bench', () => matchNewRows(db, 'items', newItems));
  const againMs = performance.now() - again;
  const ingestPass = ingestMs <= INGEST_TARGET_MS && repeated.length === 0;
  console.log(
    `ingest: ${WATCHES} watches x ${ITEMS} new items (+ reports): ${created.length} watch alerts in ${ingestMs.toFixed(0)} ms ` +
      `(target <= ${INGEST_TARGET_MS} ms) ${ingestPass ? 'PASS' : 'FAIL'}; the same batch again: ${repeated.length} new in ${againMs.toFixed(0)} ms`,
  );

  // 2. One new watch's backfill over the whole store.
  const backfillTerms = `"${PLANNING[0]} ${MADE_UP[7]}" or ${MADE_UP[11]}`;
  const [watch] = await rows(sql`
    insert into watches (company_id, name, terms, positive_terms)
    values (${companyIds[0]}, 'Backfill', ${backfillTerms}, ${arrayLiteral(positiveTerms(backfillTerms))}::text[]) returning id`);
  const backfillStarted = performance.now();
  const backfilled = await asSystem('bench', () => backfillWatch(db, watch.id));
  const backfillMs = performance.now() - backfillStarted;
  const [{ n: stored }] = await rows(sql`select count(*)::int as n from agenda_items`);
  const [{ n: matching }] = await rows(
    sql`select count(*)::int as n from agenda_items where search_tsv @@ websearch_to_tsquery('english', ${backfillTerms})`,
  );
  const backfillPass = backfillMs <= BACKFILL_TARGET_MS;
  console.log(
    `backfill: one watch (${backfillTerms}) over ${stored} stored items (${matching} match; the newest 200 kept): ` +
      `${backfilled.length} alerts in ${backfillMs.toFixed(0)} ms (target <= ${BACKFILL_TARGET_MS} ms) ${backfillPass ? 'PASS' : 'FAIL'}`,
  );
  failed = !ingestPass || !backfillPass;
} finally {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? 'FAIL' : 'PASS');
process.exit(failed ? 1 : 0);
