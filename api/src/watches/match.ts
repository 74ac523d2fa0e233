import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { arrayLiteral } from '../db/array-literal.js';
import { queryRows } from '../db/rows.js';
import { asSystem } from '../db/tenant-context.js';
import { coverOfQuery } from './cover.js';
import { backfillCandidates, hitsOf, type Prefilter, type WatchedSource } from './match-sources.js';

/*
 * Watch matching in SQL. On ingest, each batch of new rows of a source is joined with every watch in one statement
 * (match-sources.ts) and the new matches are written as alerts of type "watch" (category 'watch', no property),
 * one per watch and row: the unique (watch_id, source_key) index makes a re-ingest or a re-analysis add nothing.
 * Then the few new alerts get their snippet (ts_headline) and the terms they matched, and an agenda item's or a
 * document's alert its impact row (alert_items) whose evidence lists the terms, which the document view highlights.
 */

export const WATCHED_SOURCES: readonly WatchedSource[] = ['items', 'documents', 'proposals', 'decisions', 'mayoral'];

/** A backfill covers this many days back ... */
export const BACKFILL_DAYS = 90;
/** ... and writes at most this many alerts per source (the newest), so that a common word cannot flood the list. */
export const BACKFILL_LIMIT = 200;

const ids = (values: readonly number[]) => sql`${arrayLiteral(values)}::integer[]`;

/** Writes the alerts of `hits` not written before; answers the ids of the new ones. */
async function writeHits(db: DbOrTx, hits: SQL, backfilled: boolean): Promise<number[]> {
  const rows = await queryRows(
    db,
    sql`
    with hits as materialized (${hits}),
    written as (
      insert into alerts (company_id, watch_id, meeting_id, source_key, severity, title, summary, categories, document_url, backfilled)
      select company_id, watch_id, meeting_id, source_key, 'normal', title, summary, '{watch}'::text[], document_url, ${backfilled}
      from hits
      on conflict (watch_id, source_key) where watch_id is not null do nothing
      returning id, company_id, watch_id, source_key
    ),
    impacts as (
      insert into alert_items (alert_id, company_id, agenda_item_id, document_id, rule, confidence, score, severity, categories, impact_summary)
      select x.id, x.company_id, h.agenda_item_id, h.document_id, 'watch', 'High', 1, 'normal', '{watch}'::text[], h.summary
      from written x join hits h on h.watch_id = x.watch_id and h.source_key = x.source_key
      where h.agenda_item_id is not null or h.document_id is not null
    )
    select id from written`,
  );
  const created = rows.map((r) => Number(r.id));
  if (created.length) await describeMatches(db, created);
  return created;
}

const FRAGMENT_DELIMITER = ' … ';
const HEADLINE_OPTIONS = `StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter="${FRAGMENT_DELIMITER}"`;

/**
 * ts_headline's snippet of `body`, each fragment starting with a whole word: PostgreSQL may start a fragment on the
 * last part of a hyphenated word ("Gift Donation" out of "Eco-Gift Donation"), so a fragment found in the text right
 * after "word-" gets those parts back in front of it (its first 60 characters, without the marks, are looked up).
 */
function wholeWordHeadline(body: SQL, query: SQL): SQL {
  return sql`(
    select string_agg(
      coalesce(substring(
        left(${body}, nullif(strpos(${body}, rtrim(left(regexp_replace(f.part, '</?mark>', '', 'g'), 60))), 0) - 1)
        from '[[:alnum:]]+(?:-[[:alnum:]]+)*-$'), '') || f.part,
      ${FRAGMENT_DELIMITER}::text order by f.n)
    from regexp_split_to_table(ts_headline('english', ${body}, ${query}, ${HEADLINE_OPTIONS}), ${FRAGMENT_DELIMITER}::text)
      with ordinality f(part, n))`;
}

/**
 * The snippet and the matched terms of new watch alerts: the watch's words and phrases each tested against the
 * matched text (its title and the cited document's text, or the proposal's or decision's text), ts_headline over
 * the same text; the impact row's evidence lists the terms, one evidence entry each.
 */
async function describeMatches(db: DbOrTx, alertIds: number[]): Promise<void> {
  await db.execute(sql`
    with target as materialized (
      select a.id, w.query, w.name, w.positive_terms, ai.id as impact_id, ai.document_id, s.body, s.tsv
      from alerts a
      join watches w on w.id = a.watch_id
      left join alert_items ai on ai.alert_id = a.id
      cross join lateral (
        select coalesce(i.title || ' — ' || coalesce(i.description, '') || ' ', '') || coalesce(d.title || ': ' || left(coalesce(d.text, ''), 200000), '') as body,
          coalesce(i.search_tsv, ''::tsvector) || coalesce(d.search_tsv, ''::tsvector) as tsv
        from (select 1) one
        left join agenda_items i on i.id = ai.agenda_item_id
        left join documents d on d.id = ai.document_id
        where ai.id is not null
        union all
        select p.title || ' — ' || coalesce(p.description, '') || ' ' || left(coalesce(p.content, ''), 100000), p.search_tsv
        from proposals p where ai.id is null and split_part(a.source_key, ':', 1) = 'proposal' and p.id = split_part(a.source_key, ':', 2)::integer
        union all
        select d.title || ' — ' || coalesce(d.caseid, '') || ' ' || coalesce(d.municipality, ''), d.search_tsv
        from legal_decisions d where ai.id is null and split_part(a.source_key, ':', 1) = 'decision' and d.id = split_part(a.source_key, ':', 2)::integer
        union all
        select d.decision_id || ' ' || coalesce(d.title, ''), d.search_tsv
        from mayoral_decisions d where ai.id is null and split_part(a.source_key, ':', 1) = 'mayoral' and d.id = split_part(a.source_key, ':', 2)::integer
      ) s
      where a.id = any(${ids(alertIds)})
    ),
    described as materialized (
      select t.id, t.impact_id, t.document_id, t.name,
        array(select term from unnest(t.positive_terms) term
              where numnode(phraseto_tsquery('english', term)) > 0 and t.tsv @@ phraseto_tsquery('english', term)) as terms,
        ${wholeWordHeadline(sql`t.body`, sql`t.query`)} as headline
      from target t
    ),
    evidence as (
      update alert_items ai set evidence = (
        select coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
          'rule', 'watch', 'text', term, 'field', case when x.document_id is null then 'title' else 'document' end,
          'documentId', x.document_id, 'confidence', 1, 'detail', 'Watch "' || x.name || '"'))), '[]'::jsonb)
        from unnest(x.terms) term)
      from described x where ai.id = x.impact_id
    )
    update alerts a set matched_terms = x.terms, headline = left(x.headline, 2000),
      preview = left(regexp_replace(x.headline, '</?mark>', '', 'g'), 500),
      primary_finding = 'Matched: ' || array_to_string(x.terms, ', ')
    from described x where a.id = x.id`);
}

/**
 * The lexeme prefilter of the active watches (cover.ts): each watch's cover, computed from its querytree and the
 * planner's statistics of the searched columns (the frequencies of their most common lexemes). Null when no watch
 * is active.
 */
export async function activeWatchPrefilter(db: DbOrTx): Promise<Prefilter | null> {
  const watches = await queryRows(db, sql`select id, querytree(query)::text as tree from watches where not paused`);
  if (watches.length === 0) return null;
  const stats = await queryRows(
    db,
    sql`select most_common_elems::text::text[] as lexemes, most_common_elem_freqs as freqs from pg_stats
        where schemaname = current_schema() and attname = 'search_tsv' and most_common_elems is not null
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
  for (const w of watches) {
    const cover = coverOfQuery(String(w.tree ?? ''), (lexeme) => frequency.get(lexeme), floor);
    if (!cover) uncovered.push(String(w.id));
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
  return writeHits(db, hitsOf(source, ids(rowIds), sql`true`, prefilter), false);
}

/**
 * One watch against the stored rows of the last BACKFILL_DAYS days, marked as backfilled (never mailed nor posted):
 * per source, the rows matching its query through the GIN index, then the same statement as on ingest.
 */
export async function backfillWatch(db: DbOrTx, watchId: string): Promise<number[]> {
  const [watch] = await queryRows(db, sql`select query::text as query from watches where id = ${watchId}`);
  if (!watch) return [];
  const query = sql`${String(watch.query)}::tsquery`;
  const created: number[] = [];
  for (const source of WATCHED_SOURCES) {
    const candidates = await queryRows(db, backfillCandidates(source, query, BACKFILL_DAYS, BACKFILL_LIMIT));
    if (candidates.length === 0) continue;
    const rowIds = candidates.map((r) => Number(r.id));
    created.push(...(await writeHits(db, hitsOf(source, ids(rowIds), sql`w.id = ${watchId}`), true)));
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
