import { sql, type SQL } from 'drizzle-orm';

/*
 * The candidate matches of each watched source, as one SELECT each with the same columns (a "hits" row: which watch,
 * which company, the alert's de-duplication key, its meeting, title, summary, link, and the agenda item and document
 * it cites). Each joins the given rows of its source with the watches that may see them (not paused, the source kind
 * in their scope, the municipality in their scope when they name any) on `search_tsv @@ watch.query`: one statement
 * for a whole batch of new rows and every watch, never a loop over watches.
 *
 * `ids` is an integer[] parameter (the new rows); `watchFilter` narrows the watches (one watch for a backfill).
 */

export type WatchedSource = 'items' | 'documents' | 'proposals' | 'decisions' | 'mayoral';

/**
 * The lexeme prefilter of an ingest (cover.ts): `covers` a set of (watch_id, lexeme) rows, `uncovered` a uuid[] of the
 * watches without a cover (tested against every row).
 */
export interface Prefilter {
  covers: SQL;
  uncovered: SQL;
}

/**
 * The (watch_id, row_id) pairs worth the exact test: the rows (`select id, tsv`) sharing a lexeme with a watch's
 * cover (a hash join of the rows' lexemes with the covers), plus every row for the uncovered watches. Without a
 * prefilter (a backfill: one watch, rows already found through the GIN index), every row with every watch.
 */
function pairsOf(rows: SQL, prefilter: Prefilter | null, watchFilter: SQL): SQL {
  if (!prefilter)
    return sql`select w.id as watch_id, r.id as row_id from (${rows}) r cross join watches w where ${watchFilter}`;
  return sql`
    select distinct c.watch_id, r.id as row_id
    from (${rows}) r
    cross join lateral unnest(tsvector_to_array(r.tsv)) l(lexeme)
    join (${prefilter.covers}) c on c.lexeme = l.lexeme
    union
    select u.watch_id, r.id from (${rows}) r cross join unnest(${prefilter.uncovered}) u(watch_id)`;
}

const scoped = (kind: string, municipality: SQL) =>
  sql`not w.paused and ${kind}::text = any(w.source_kinds) and (cardinality(w.municipality_ids) = 0 or ${municipality})`;

/** Only the English text is read outside council items' French text (migration 0059): a French-only watch skips it. */
const english = sql`'en' = any(w.languages)`;

/**
 * An item matches a watch in a language it searches: its English text (with its documents) by the English query, its
 * French text (a bilingual agenda's) by the French one.
 */
const itemMatches = sql`((${english} and b.tsv @@ w.query) or ('fr' = any(w.languages) and b.tsv_fr @@ w.query_fr))`;

const meetingLabel = sql`coalesce(m.committee_name, m.title) || ' (' || mu.name || ', ' || to_char(m.starts_at at time zone 'America/Toronto', 'YYYY-MM-DD') || ')'`;

export function hitsOf(source: WatchedSource, ids: SQL, watchFilter: SQL, prefilter: Prefilter | null = null): SQL {
  switch (source) {
    // An agenda item whose title, number, description or decision matches, or one of its documents' text.
    case 'items':
      // The batch's items read once each, with their documents' text folded in (tsvector_agg, migration 0028), and
      // kept in memory (materialized): every watch is then tested against them without reading a document again.
      return sql`
        with batch as materialized (
          select i.id, i.meeting_id, m.municipality_id,
            i.search_tsv || coalesce((select tsvector_agg(d.search_tsv) from documents d where d.agenda_item_id = i.id), ''::tsvector) as tsv,
            i.search_tsv_fr as tsv_fr
          from agenda_items i join meetings m on m.id = i.meeting_id
          where i.id = any(${ids})
        ),
        pairs as materialized (${pairsOf(sql`select id, tsv || tsv_fr as tsv from batch`, prefilter, watchFilter)})
        select w.id as watch_id, w.company_id, 'item:' || i.id as source_key, i.meeting_id,
          left(i.title, 500) as title,
          left('Watch "' || w.name || '" matched an item of ' || ${meetingLabel}, 1000) as summary,
          coalesce(m.document_url, m.agenda_url) as document_url, i.id as agenda_item_id,
          (select d.id from documents d where d.agenda_item_id = i.id and 'en' = any(w.languages) and d.search_tsv @@ w.query order by d.id limit 1) as document_id
        from pairs p
        join batch b on b.id = p.row_id
        join watches w on w.id = p.watch_id and ${scoped('council', sql`b.municipality_id = any(w.municipality_ids)`)}
          and ${watchFilter} and ${itemMatches}
        join agenda_items i on i.id = b.id
        join meetings m on m.id = i.meeting_id
        join municipalities mu on mu.id = m.municipality_id`;
    // A meeting's own document (an agenda, minutes) that belongs to no item.
    case 'documents':
      return sql`
        select w.id as watch_id, w.company_id, 'document:' || d.id as source_key, d.meeting_id,
          left(d.title, 500) as title,
          left('Watch "' || w.name || '" matched a document of ' || ${meetingLabel}, 1000) as summary,
          d.url as document_url, null::integer as agenda_item_id, d.id as document_id
        from (${pairsOf(sql`select x.id, x.search_tsv as tsv from documents x where x.id = any(${ids}) and x.agenda_item_id is null`, prefilter, watchFilter)}) p
        join watches w on w.id = p.watch_id
        join documents d on d.id = p.row_id and d.search_tsv @@ w.query
        join meetings m on m.id = d.meeting_id
        join municipalities mu on mu.id = m.municipality_id
        where ${scoped('council', sql`m.municipality_id = any(w.municipality_ids)`)} and ${english} and ${watchFilter}`;
    // Provincial proposals are province-wide: a municipality scope does not leave them out.
    case 'proposals':
      return sql`
        select w.id as watch_id, w.company_id, 'proposal:' || p.id as source_key, null::integer as meeting_id,
          left(p.title, 500) as title,
          left('Watch "' || w.name || '" matched provincial proposal ' || p.source_id || coalesce(' (posted ' || p.posted_date || ')', ''), 1000) as summary,
          p.url as document_url, null::integer as agenda_item_id, null::integer as document_id
        from (${pairsOf(sql`select x.id, x.search_tsv as tsv from proposals x where x.id = any(${ids})`, prefilter, watchFilter)}) c
        join proposals p on p.id = c.row_id
        join watches w on w.id = c.watch_id and not w.paused and 'provincial' = any(w.source_kinds) and ${english} and ${watchFilter}
        where p.search_tsv @@ w.query`;
    case 'decisions':
      return sql`
        select w.id as watch_id, w.company_id, 'decision:' || d.id as source_key, null::integer as meeting_id,
          left(d.title, 500) as title,
          left('Watch "' || w.name || '" matched tribunal decision ' || coalesce(d.caseid, d.source_id) || coalesce(' (' || d.decision_date || ')', ''), 1000) as summary,
          coalesce(d.url, d.pdf_url) as document_url, null::integer as agenda_item_id, null::integer as document_id
        from (${pairsOf(sql`select x.id, x.search_tsv as tsv from legal_decisions x where x.id = any(${ids})`, prefilter, watchFilter)}) c
        join legal_decisions d on d.id = c.row_id
        join watches w on w.id = c.watch_id and ${scoped(
          'tribunal',
          sql`exists (select 1 from municipalities x where x.id = any(w.municipality_ids) and lower(x.name) = lower(d.municipality))`,
        )} and ${english} and ${watchFilter}
        where d.search_tsv @@ w.query`;
    case 'mayoral':
      return sql`
        select w.id as watch_id, w.company_id, 'mayoral:' || d.id as source_key, null::integer as meeting_id,
          left(coalesce(d.title, 'Mayoral decision ' || d.decision_id), 500) as title,
          left('Watch "' || w.name || '" matched mayoral decision ' || d.decision_id || ' (' || mu.name || ')', 1000) as summary,
          d.url as document_url, null::integer as agenda_item_id, null::integer as document_id
        from (${pairsOf(sql`select x.id, x.search_tsv as tsv from mayoral_decisions x where x.id = any(${ids})`, prefilter, watchFilter)}) c
        join mayoral_decisions d on d.id = c.row_id
        join municipalities mu on mu.id = d.municipality_id
        join watches w on w.id = c.watch_id and ${scoped('mayoral', sql`d.municipality_id = any(w.municipality_ids)`)} and ${english} and ${watchFilter}
        where d.search_tsv @@ w.query`;
  }
}

/**
 * The rows of a source that a backfill looks at: matching `query` (a GIN index scan), newest first, within the
 * window; for items, also those whose French text matches `queryFr`. A null `query`: the English text is not read
 * (a French-only watch; only items are looked at then).
 */
export function backfillCandidates(
  source: WatchedSource,
  query: SQL | null,
  days: number,
  limit: number,
  queryFr: SQL | null = null,
): SQL {
  const since = sql`now() - make_interval(days => ${days})`;
  switch (source) {
    case 'items':
      return sql`
        select c.id from (
          ${query ? sql`select i.id from agenda_items i where i.search_tsv @@ ${query} union select d.agenda_item_id from documents d where d.agenda_item_id is not null and d.search_tsv @@ ${query}` : sql`select null::integer as id where false`}
          ${queryFr ? sql`union select i.id from agenda_items i where i.search_tsv_fr @@ ${queryFr}` : sql``}
        ) c join agenda_items i on i.id = c.id join meetings m on m.id = i.meeting_id
        where m.starts_at >= ${since}
        order by m.starts_at desc, i.id desc limit ${limit}`;
    case 'documents':
      return sql`
        select d.id from documents d join meetings m on m.id = d.meeting_id
        where d.agenda_item_id is null and d.search_tsv @@ ${query} and m.starts_at >= ${since}
        order by m.starts_at desc, d.id desc limit ${limit}`;
    case 'proposals':
      return sql`
        select p.id from proposals p
        where p.search_tsv @@ ${query} and coalesce(p.posted_date::timestamptz, p.created_at) >= ${since}
        order by coalesce(p.posted_date::timestamptz, p.created_at) desc, p.id desc limit ${limit}`;
    case 'decisions':
      return sql`
        select d.id from legal_decisions d
        where d.search_tsv @@ ${query} and coalesce(d.decision_date::timestamptz, d.created_at) >= ${since}
        order by coalesce(d.decision_date::timestamptz, d.created_at) desc, d.id desc limit ${limit}`;
    case 'mayoral':
      return sql`
        select d.id from mayoral_decisions d
        where d.search_tsv @@ ${query} and coalesce(d.decision_date::timestamptz, d.created_at) >= ${since}
        order by coalesce(d.decision_date::timestamptz, d.created_at) desc, d.id desc limit ${limit}`;
  }
}
