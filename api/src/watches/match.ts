import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { arrayLiteral } from '../db/array-literal.js';
import { queryRows } from '../db/rows.js';
import { asSystem } from '../db/tenant-context.js';
import { writeWatchAlerts } from '../alerts/watch-alerts.js';
import { coverOfQuery } from './cover.js';
import { backfillCandidates, hitsOf, type Prefilter, type WatchedSource } from './match-sources.js';

/*
 * Watch matching in SQL. On ingest, each batch of new rows of a source is joined with every watch in one statement
 * (match-sources.ts) and the new matches are handed to alerts/watch-alerts.ts, which writes them as alerts of type
 * "watch" (category 'watch', no property), one per watch and row, with their snippet and matched terms.
 */

export const WATCHED_SOURCES: readonly WatchedSource[] = ['items', 'documents', 'proposals', 'decisions', 'mayoral'];

/** A backfill covers this many days back ... */
export const BACKFILL_DAYS = 90;
/** ... and writes at most this many alerts per source (the newest), so that a common word cannot flood the list. */
export const BACKFILL_LIMIT = 200;

const ids = (values: readonly number[]) => sql`${arrayLiteral(values)}::integer[]`;

/**
 * The lexeme prefilter of the active watches (cover.ts): each watch's cover, computed from its querytree and the
 * planner's statistics of the searched columns (the frequencies of their most common lexemes). Null when no watch
 * is active.
 */
export async function activeWatchPrefilter(db: DbOrTx): Promise<Prefilter | null> {
  const watches = await queryRows(
    db,
    sql`select id, case when 'en' = any(languages) then querytree(query)::text end as tree,
          case when 'fr' = any(languages) then querytree(query_fr)::text end as tree_fr
        from watches where not paused and kind = 'terms'`,
  );
  if (watches.length === 0) return null;
  const stats = await queryRows(
    db,
    sql`select most_common_elems::text::text[] as lexemes, most_common_elem_freqs as freqs from pg_stats
        where schemaname = current_schema() and most_common_elems is not null
          and attname in ('search_tsv', 'search_tsv_fr')
          and tablename in ('agenda_items', 'documents', 'proposals', 'legal_decisions', 'mayoral_decisions')`,
  );
  const frequency = new Map<string, number>();
  let floor = 0.001;
  for (const row of stats) {
    const lexemes = row.lexemes as string[];
    const freqs = (row.freqs as number[]).map(Number);
    lexemes.forEach((lexeme, i) => frequency.set(lexeme, Math.max(frequency.get(lexeme) ?? 0, freqs[i] ?? 0)));
    // The element frequencies end with their minimum and maximum, then the frequency of nulls.
    const listed = freqs.slice(0, lexemes.length);
    if (listed.length) floor = Math.min(floor, ...listed);
  }
  const coverWatch: string[] = [];
  const coverLexeme: string[] = [];
  const uncovered: string[] = [];
  const rarity = (lexeme: string) => frequency.get(lexeme);
  for (const w of watches) {
    // A watch of both languages matches a text holding a lexeme of either cover (a batch's lexemes are its English
    // and French ones together): the union of the two, or none when one language has none.
    const covers = [w.tree, w.tree_fr]
      .filter((tree): tree is string => tree !== null && tree !== undefined)
      .map((tree) => coverOfQuery(tree, rarity, floor));
    const cover = covers.some((c) => c === null) ? null : [...new Set(covers.flat() as string[])];
    if (!cover || cover.length === 0) uncovered.push(String(w.id));
    else
      for (const lexeme of cover) {
        coverWatch.push(String(w.id));
        coverLexeme.push(lexeme);
      }
  }
  return {
    covers: sql`select * from unnest(${arrayLiteral(coverWatch)}::uuid[], ${arrayLiteral(coverLexeme)}::text[]) as c(watch_id, lexeme)`,
    uncovered: sql`${arrayLiteral(uncovered)}::uuid[]`,
  };
}

/**
 * New or changed rows of a source against every watch: the ids of the alerts created. The rows' lexemes are joined
 * with the watches' covers first, and the exact query is tested only on the pairs sharing a lexeme.
 */
export async function matchNewRows(db: DbOrTx, source: WatchedSource, rowIds: readonly number[]): Promise<number[]> {
  if (rowIds.length === 0) return [];
  const prefilter = await activeWatchPrefilter(db);
  if (!prefilter) return [];
  return writeWatchAlerts(db, hitsOf(source, ids(rowIds), sql`true`, prefilter), false);
}

/**
 * One watch against the stored rows of the last BACKFILL_DAYS days, marked as backfilled (never mailed nor posted):
 * per source, the rows matching its query through the GIN index, then the same statement as on ingest.
 */
export async function backfillWatch(db: DbOrTx, watchId: string): Promise<number[]> {
  const [watch] = await queryRows(
    db,
    sql`select query::text as query, query_fr::text as query_fr, languages from watches where id = ${watchId}`,
  );
  if (!watch) return [];
  const languages = watch.languages as string[];
  const query = languages.includes('en') ? sql`${String(watch.query)}::tsquery` : null;
  const queryFr = languages.includes('fr') ? sql`${String(watch.query_fr)}::tsquery` : null;
  const created: number[] = [];
  for (const source of WATCHED_SOURCES) {
    // French is read in council items only (their French text, migration 0059).
    if (!query && source !== 'items') continue;
    const candidates = await queryRows(
      db,
      backfillCandidates(source, query, BACKFILL_DAYS, BACKFILL_LIMIT, source === 'items' ? queryFr : null),
    );
    if (candidates.length === 0) continue;
    const rowIds = candidates.map((r) => Number(r.id));
    created.push(...(await writeWatchAlerts(db, hitsOf(source, ids(rowIds), sql`w.id = ${watchId}`), true)));
  }
  return created;
}

/**
 * Proposals, tribunal and mayoral decisions stored or updated since `since` (an ingest run's start) against every
 * watch, in the matching engine's system context (watches and alerts of every company): the new alerts' ids.
 */
export function matchRegistriesSince(db: DbOrTx, since: Date): Promise<number[]> {
  return asSystem('watch matching: registries of an ingest run', async () => {
    const created: number[] = [];
    for (const [source, table] of [
      ['proposals', 'proposals'],
      ['decisions', 'legal_decisions'],
      ['mayoral', 'mayoral_decisions'],
    ] as const) {
      const rows = await queryRows(
        db,
        sql`select id from ${sql.identifier(table)} where created_at >= ${since.toISOString()}::timestamptz or updated_at >= ${since.toISOString()}::timestamptz`,
      );
      created.push(
        ...(await matchNewRows(
          db,
          source,
          rows.map((r) => Number(r.id)),
        )),
      );
    }
    return created;
  });
}
