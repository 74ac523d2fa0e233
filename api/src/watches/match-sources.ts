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

const scoped = (kind: string, municipality: SQL) =>
  sql`not w.paused and ${kind}::text = any(w.source_kinds) and (cardinality(w.municipality_ids) = 0 or ${municipality})`;

const meetingLabel = sql`coalesce(m.committee_name, m.title) || ' (' || mu.name || ', ' || to_char(m.starts_at at time zone 'America/Toronto', 'YYYY-MM-DD') || ')'`;

export function hitsOf(source: WatchedSource, ids: SQL, watchFilter: SQL): SQL {
  switch (source) {
    // An agenda item whose title, number, description or decision matches, or one of its documents' text.
    case 'items':
      // The batch's items read once each, with their documents' text folded in (tsvector_agg, migration 0028), and
      // kept in memory (materialized): every watch is then tested against them without reading a document again.
      return sql`
        with batch as materialized (
          select i.id, i.meeting_id, m.municipality_id,
            i.search_tsv || coalesce((select tsvector_agg(d.search_tsv) from documents d where d.agenda_item_id = i.id), ''::tsvector) as tsv
          from agenda_items i join meetings m on m.id = i.meeting_id
          where i.id = any(${ids})
        )
        select w.id as watch_id, w.company_id, 'item:' || i.id as source_key, i.meeting_id,
          left(i.title, 500) as title,
          left('Watch "' || w.name || '" matched an item of ' || ${meetingLabel}, 1000) as summary,
          coalesce(m.document_url, m.agenda_url) as document_url, i.id as agenda_item_id,
          (select d.id from documents d where d.agenda_item_id = i.id and d.search_tsv @@ w.query order by d.id limit 1) as document_id
        from batch b
        join watches w on ${scoped('council', sql`b.municipality_id = any(w.municipality_ids)`)} and ${watchFilter}
          and b.tsv @@ w.query
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
        from watches w
        cross join lateral (
          select x.id from documents x where x.search_tsv @@ w.query and x.id = any(${ids}) and x.agenda_item_id is null
        ) hit
        join documents d on d.id = hit.id
        join meetings m on m.id = d.meeting_id
        join municipalities mu on mu.id = m.municipality_id
        where ${scoped('council', sql`m.municipality_id = any(w.municipality_ids)`)} and ${watchFilter}`;
    // Provincial proposals are province-wide: a municipality scope does not leave them out.
    case 'proposals':
      return sql`
        select w.id as watch_id, w.company_id, 'proposal:' || p.id as source_key, null::integer as meeting_id,
          left(p.title, 500) as title,
          left('Watch "' || w.name || '" matched provincial proposal ' || p.source_id || coalesce(' (posted ' || p.posted_date || ')', ''), 1000) as summary,
          p.url as document_url, null::integer as agenda_item_id, null::integer as document_id
        from proposals p
        join watches w on not w.paused and 'provincial' = any(w.source_kinds) and ${watchFilter}
        where p.id = any(${ids}) and p.search_tsv @@ w.query`;
    case 'decisions':
      return sql`
        select w.id as watch_id, w.company_id, 'decision:' || d.id as source_key, null::integer as meeting_id,
          left(d.title, 500) as title,
          left('Watch "' || w.name || '" matched tribunal decision ' || coalesce(d.caseid, d.source_id) || coalesce(' (' || d.decision_date || ')', ''), 1000) as summary,
          coalesce(d.url, d.pdf_url) as document_url, null::integer as agenda_item_id, null::integer as document_id
        from legal_decisions d
        join watches w on ${scoped(
          'tribunal',
          sql`exists (select 1 from municipalities x where x.id = any(w.municipality_ids) and lower(x.name) = lower(d.municipality))`,
        )} and ${watchFilter}
        where d.id = any(${ids}) and d.search_tsv @@ w.query`;
    case 'mayoral':
      return sql`
        select w.id as watch_id, w.company_id, 'mayoral:' || d.id as source_key, null::integer as meeting_id,
          left(coalesce(d.title, 'Mayoral decision ' || d.decision_id), 500) as title,
          left('Watch "' || w.name || '" matched mayoral decision ' || d.decision_id || ' (' || mu.name || ')', 1000) as summary,
          d.url as document_url, null::integer as agenda_item_id, null::integer as document_id
        from mayoral_decisions d
        join municipalities mu on mu.id = d.municipality_id
        join watches w on ${scoped('mayoral', sql`d.municipality_id = any(w.municipality_ids)`)} and ${watchFilter}
        where d.id = any(${ids}) and d.search_tsv @@ w.query`;
  }
}

/** The rows of a source that a backfill looks at: matching `query` (a GIN index scan), newest first, within the window. */
export function backfillCandidates(source: WatchedSource, query: SQL, days: number, limit: number): SQL {
  const since = sql`now() - make_interval(days => ${days})`;
  switch (source) {
    case 'items':
      return sql`
        select c.id from (
          select i.id from agenda_items i where i.search_tsv @@ ${query}
          union
          select d.agenda_item_id from documents d where d.agenda_item_id is not null and d.search_tsv @@ ${query}
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
