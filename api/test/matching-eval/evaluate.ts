import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { queryRows } from '../../src/db/rows.js';
import { companies, municipalities, properties } from '../../src/db/schema/index.js';
import { createTestContext, type TestContext } from '../helpers/helpers.js';
import {
  checkLabels,
  expectedOf,
  loadEvalSet,
  NEAR_RADIUS,
  OUTER_RADIUS,
  SEVERITIES,
  type EvalSet,
  type Severity,
} from './cases.js';
import { FIXTURES } from './geometry.js';
import { startEvalSites } from './site.js';

/*
 * The matching evaluation: the labelled set goes through the real path (loopback sources in the real formats ->
 * connectors -> store -> document extraction -> analysis service, on a fresh database with the address file
 * imported first), then the alerts written are compared with the labels over (item, property) pairs:
 *   precision           correct pairs / predicted pairs
 *   recall              correct pairs / expected pairs
 *   severity agreement  among correct pairs, the share whose alert item severity equals the label
 * per item kind and overall.
 */

export const TARGETS = { precision: 0.95, recall: 0.97, severity: 0.9 };

export interface Figures {
  kind: string;
  items: number;
  expected: number;
  predicted: number;
  correct: number;
  severityAgreed: number;
  precision: number | null;
  recall: number | null;
  severity: number | null;
}

export interface Disagreement {
  item: string;
  kind: string;
  property: string;
  expected: Severity | null;
  predicted: Severity | null;
}

export interface EvalReport {
  kinds: Figures[];
  overall: Figures;
  /** Recall and severity agreement of the pairs labelled urgent, high, normal (where a miss hurts most). */
  bySeverity: Figures[];
  disagreements: Disagreement[];
  /** What the run could not do (a missing feature, a source that failed): the figures are partial then. */
  notes: string[];
  seconds: number;
}

const ratio = (a: number, b: number) => (b === 0 ? null : a / b);

export function figures(
  kind: string,
  items: number,
  pairs: Array<{ expected: Severity | null; predicted: Severity | null }>,
): Figures {
  const expected = pairs.filter((p) => p.expected).length;
  const predicted = pairs.filter((p) => p.predicted).length;
  const correct = pairs.filter((p) => p.expected && p.predicted).length;
  const severityAgreed = pairs.filter((p) => p.expected && p.expected === p.predicted).length;
  return {
    kind,
    items,
    expected,
    predicted,
    correct,
    severityAgreed,
    precision: ratio(correct, predicted),
    recall: ratio(correct, expected),
    severity: ratio(severityAgreed, correct),
  };
}

async function hasColumn(db: Db, table: string, column: string): Promise<string | null> {
  const rows = await queryRows(
    db,
    sql`select data_type from information_schema.columns where table_name = ${table} and column_name = ${column} and table_schema = current_schema()`,
  );
  return (rows[0]?.data_type as string | undefined) ?? null;
}

async function hasTable(db: Db, table: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from information_schema.tables where table_name = ${table} and table_schema = current_schema()`,
  );
  return rows.length > 0;
}

/** Companies and properties of the set, inserted as the owner (the properties API is not what is measured). */
async function seed(db: Db, set: EvalSet, notes: string[]): Promise<Map<string, string>> {
  const companyIds = new Map<string, string>();
  for (const c of set.companies) {
    const [row] = await db.insert(companies).values({ name: c.name }).returning({ id: companies.id });
    companyIds.set(c.id, row!.id);
  }
  const munis = new Map(
    (await db.select({ id: municipalities.id, name: municipalities.name }).from(municipalities)).map((m) => [
      m.name,
      m.id,
    ]),
  );
  const applicationColumn = await hasColumn(db, 'properties', 'application_numbers');
  if (!applicationColumn && set.properties.some((p) => p.applicationNumbers?.length)) {
    notes.push(
      'properties carry no application numbers here (no properties.application_numbers column): those labels cannot be met',
    );
  }
  const propertyIds = new Map<string, string>();
  for (const p of set.properties) {
    const municipalityId = munis.get(p.city);
    if (municipalityId === undefined) throw new Error(`matching-eval: no municipality "${p.city}" in the database`);
    const [row] = await db
      .insert(properties)
      .values({
        companyId: companyIds.get(p.company)!,
        name: p.name,
        address: `${p.address}, ${p.city}, ON`,
        latitude: p.lat,
        longitude: p.lng,
        municipalityId,
      })
      .returning({ id: properties.id });
    propertyIds.set(row!.id, p.id);
    if (applicationColumn && p.applicationNumbers?.length) {
      const value =
        applicationColumn === 'ARRAY'
          ? sql`${`{${p.applicationNumbers.map((n) => `"${n}"`).join(',')}}`}::text[]`
          : sql`${JSON.stringify(p.applicationNumbers)}::jsonb`;
      await db.execute(sql`update properties set application_numbers = ${value} where id = ${row!.id}`);
    }
  }
  return propertyIds;
}

/** The address file into the address index, when this build has one. */
async function importAddresses(db: Db, notes: string[]) {
  // A computed specifier: the module is part of the address index feature, absent from builds without it.
  const specifier = ['..', '..', 'src', 'addresses', 'import.js'].join('/');
  let module: { importAddressFile?: (db: Db, file: string, options: { format: 'openaddresses' }) => Promise<unknown> };
  try {
    module = (await import(specifier)) as typeof module;
  } catch {
    notes.push(
      'address index unavailable (src/addresses/import.ts is missing): items without coordinates are not geocoded',
    );
    return;
  }
  if (typeof module.importAddressFile !== 'function') {
    notes.push('address index unavailable (src/addresses/import.ts exports no importAddressFile)');
    return;
  }
  await module.importAddressFile(db, fileURLToPath(new URL('addresses.csv', FIXTURES)), { format: 'openaddresses' });
}

/**
 * Runs the evaluation on a fresh test database (PGlite, or TEST_DATABASE_URL's server). The label check runs first:
 * a set whose labels disagree with its own geography is refused.
 */
export async function runMatchingEval(): Promise<EvalReport> {
  const started = Date.now();
  const set = loadEvalSet();
  const problems = checkLabels(set);
  if (problems.length) throw new Error(`matching-eval labels disagree with the geography:\n${problems.join('\n')}`);
  const notes: string[] = [];
  const sites = await startEvalSites(set);
  let ctx: TestContext | null = null;
  try {
    ctx = await createTestContext({
      ...sites.env,
      INGEST_MIN_INTERVAL_MS: '0',
      INGEST_USER_AGENT: 'ParcelwatchEval/1.0',
      // The radii the labels assume, whatever the defaults become.
      MATCH_RADII_METERS: `150,500,${OUTER_RADIUS}`,
      MATCH_NEAR_RADIUS_METERS: String(NEAR_RADIUS),
    });
    const db = ctx.database.db;
    if (!(await hasTable(db, 'municipality_members')))
      notes.push('regional bodies have no members here (no municipality_members table): their items reach no property');
    const propertyIds = await seed(db, set, notes);
    await importAddresses(db, notes);
    for (const source of sites.sources) {
      try {
        await ctx.app.pipeline.run(source);
      } catch (error) {
        notes.push(`source ${source} failed: ${(error as Error).message}`);
      }
    }
    await ctx.app.jobs.drain({ timeoutMs: 120_000 });

    // What was stored, and the alerts the analysis wrote.
    const stored = await queryRows(
      db,
      sql`select a.id, m.source, a.source_id from agenda_items a join meetings m on m.id = a.meeting_id`,
    );
    const evalItemOf = new Map<number, string>();
    for (const row of stored) {
      const id = sites.itemIds.get(`${row.source as string}|${row.source_id as string}`);
      if (id) evalItemOf.set(Number(row.id), id);
    }
    const missing = set.items.filter((item) => ![...evalItemOf.values()].includes(item.id));
    if (missing.length) notes.push(`${missing.length} item(s) never stored: ${missing.map((i) => i.id).join(', ')}`);
    const alerts = await queryRows(
      db,
      sql`select ai.agenda_item_id, a.property_id, ai.severity from alert_items ai join alerts a on a.id = ai.alert_id`,
    );
    const predicted = new Map<string, Severity>();
    for (const row of alerts) {
      const item = evalItemOf.get(Number(row.agenda_item_id));
      const property = propertyIds.get(row.property_id as string);
      if (item && property) predicted.set(`${item}|${property}`, row.severity as Severity);
    }

    const byKind = new Map<
      string,
      { items: number; pairs: Array<{ expected: Severity | null; predicted: Severity | null }> }
    >();
    const all: Array<{ expected: Severity | null; predicted: Severity | null }> = [];
    const disagreements: Disagreement[] = [];
    for (const item of set.items) {
      const expected = expectedOf(set, item);
      const entry = byKind.get(item.kind) ?? { items: 0, pairs: [] };
      entry.items += 1;
      for (const property of set.properties) {
        const pair = {
          expected: expected.get(property.id) ?? null,
          predicted: predicted.get(`${item.id}|${property.id}`) ?? null,
        };
        if (!pair.expected && !pair.predicted) continue;
        entry.pairs.push(pair);
        all.push(pair);
        if (pair.expected !== pair.predicted)
          disagreements.push({ item: item.id, kind: item.kind, property: property.id, ...pair });
      }
      byKind.set(item.kind, entry);
    }
    const kinds = [...byKind]
      .map(([kind, e]) => figures(kind, e.items, e.pairs))
      .sort((a, b) => a.kind.localeCompare(b.kind));
    const bySeverity = SEVERITIES.map((severity) => {
      const labelled = all.filter((p) => p.expected === severity);
      return { ...figures(`labelled ${severity}`, 0, labelled), precision: null };
    });
    return {
      kinds,
      overall: figures('overall', set.items.length, all),
      bySeverity,
      disagreements,
      notes,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await ctx?.close();
    await sites.close();
  }
}

const pct = (x: number | null) => (x === null ? '     -' : `${(x * 100).toFixed(1).padStart(5)}%`);

/** The figures as a table, the notes under it, and (with `details`) every disagreement. */
export function formatReport(report: EvalReport, details = false): string {
  const header = `${'kind'.padEnd(24)} ${'items'.padStart(5)} ${'expect'.padStart(6)} ${'found'.padStart(6)} ${'right'.padStart(6)}  precision  recall  severity`;
  const line = (f: Figures) =>
    `${f.kind.padEnd(24)} ${(f.kind.startsWith('labelled ') ? '-' : String(f.items)).padStart(5)} ${String(f.expected).padStart(6)} ${String(f.predicted).padStart(6)} ${String(f.correct).padStart(6)}  ${pct(f.precision).padStart(9)}  ${pct(f.recall).padStart(6)}  ${pct(f.severity).padStart(8)}`;
  const out = [
    header,
    '-'.repeat(header.length),
    ...report.kinds.map(line),
    '-'.repeat(header.length),
    line(report.overall),
    ...report.bySeverity.map(line),
  ];
  out.push(
    `targets: precision >= ${TARGETS.precision * 100}%, recall >= ${TARGETS.recall * 100}%, severity agreement >= ${TARGETS.severity * 100}% (overall, over (item, property) pairs); ${report.seconds.toFixed(1)} s`,
  );
  for (const note of report.notes) out.push(`note: ${note}`);
  if (details) {
    out.push('', 'disagreements (item, kind, property: expected -> found):');
    for (const d of report.disagreements)
      out.push(
        `  ${d.item.padEnd(8)} ${d.kind.padEnd(24)} ${d.property.padEnd(4)} ${(d.expected ?? 'none').padEnd(6)} -> ${d.predicted ?? 'none'}`,
      );
  } else if (report.disagreements.length) {
    out.push(`${report.disagreements.length} disagreement(s); \`npm run eval -- matching --details\` lists them`);
  }
  return out.join('\n');
}

export function meetsTargets(report: EvalReport): boolean {
  const o = report.overall;
  return (
    (o.precision ?? 0) >= TARGETS.precision &&
    (o.recall ?? 0) >= TARGETS.recall &&
    (o.severity ?? 0) >= TARGETS.severity
  );
}
