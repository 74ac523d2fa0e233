import { sql, type SQL } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.js';
import type { DbOrTx } from '../db/client.js';
import { queryRows } from '../db/rows.js';

/*
 * The alerts of keyword watches (watches/match.ts finds the hits): one alert of type "watch" (category 'watch', no
 * property) per watch and row; the unique (watch_id, source_key) index makes a re-ingest or a re-analysis add
 * nothing. Then the few new alerts get their snippet (ts_headline) and the terms they matched, and an agenda item's
 * or a document's alert its impact row (alert_items) whose evidence lists the terms, which the document view
 * highlights.
 */

const ids = (values: readonly number[]) => sql`${arrayLiteral(values)}::integer[]`;

/**
 * Writes the alerts of `hits` (rows of company_id, watch_id, meeting_id, source_key, title, summary, document_url,
 * agenda_item_id, document_id) not written before; answers the ids of the new ones.
 */
export async function writeWatchAlerts(db: DbOrTx, hits: SQL, backfilled: boolean): Promise<number[]> {
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
function wholeWordHeadline(body: SQL, query: SQL, config: SQL): SQL {
  return sql`(
    select string_agg(
      coalesce(substring(
        left(${body}, nullif(strpos(${body}, rtrim(left(regexp_replace(f.part, '</?mark>', '', 'g'), 60))), 0) - 1)
        from '[[:alnum:]]+(?:-[[:alnum:]]+)*-$'), '') || f.part,
      ${FRAGMENT_DELIMITER}::text order by f.n)
    from regexp_split_to_table(ts_headline(${config}, ${body}, ${query}, ${HEADLINE_OPTIONS}), ${FRAGMENT_DELIMITER}::text)
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
      select a.id, case when s.fr then w.query_fr else w.query end as query,
        (case when s.fr then 'french' else 'english' end)::regconfig as config,
        w.name, w.positive_terms, ai.id as impact_id, ai.document_id, s.body, s.tsv
      from alerts a
      join watches w on w.id = a.watch_id
      left join alert_items ai on ai.alert_id = a.id
      cross join lateral (
        -- An item matched by its French text alone (migration 0059) is described in French, with French stemming.
        select case when f.fr then coalesce(i.title_fr, i.title) || ' — ' || coalesce(i.description_fr, '') || ' '
            else coalesce(i.title || ' — ' || coalesce(i.description, '') || ' ', '') || coalesce(d.title || ': ' || left(coalesce(d.text, ''), 200000), '') end as body,
          case when f.fr then i.search_tsv_fr else coalesce(i.search_tsv, ''::tsvector) || coalesce(d.search_tsv, ''::tsvector) end as tsv,
          f.fr
        from (select 1) one
        left join agenda_items i on i.id = ai.agenda_item_id
        left join documents d on d.id = ai.document_id
        cross join lateral (select 'fr' = any(w.languages) and coalesce(i.search_tsv_fr @@ w.query_fr, false)
          and not ('en' = any(w.languages) and coalesce((coalesce(i.search_tsv, ''::tsvector) || coalesce(d.search_tsv, ''::tsvector)) @@ w.query, false)) as fr) f
        where ai.id is not null
        union all
        select p.title || ' — ' || coalesce(p.description, '') || ' ' || left(coalesce(p.content, ''), 100000), p.search_tsv, false
        from proposals p where ai.id is null and split_part(a.source_key, ':', 1) = 'proposal' and p.id = split_part(a.source_key, ':', 2)::integer
        union all
        select d.title || ' — ' || coalesce(d.caseid, '') || ' ' || coalesce(d.municipality, ''), d.search_tsv, false
        from legal_decisions d where ai.id is null and split_part(a.source_key, ':', 1) = 'decision' and d.id = split_part(a.source_key, ':', 2)::integer
        union all
        select d.decision_id || ' ' || coalesce(d.title, ''), d.search_tsv, false
        from mayoral_decisions d where ai.id is null and split_part(a.source_key, ':', 1) = 'mayoral' and d.id = split_part(a.source_key, ':', 2)::integer
      ) s
      where a.id = any(${ids(alertIds)})
    ),
    described as materialized (
      select t.id, t.impact_id, t.document_id, t.name,
        array(select term from unnest(t.positive_terms) term
              where numnode(phraseto_tsquery(t.config, term)) > 0 and t.tsv @@ phraseto_tsquery(t.config, term)) as terms,
        ${wholeWordHeadline(sql`t.body`, sql`t.query`, sql`t.config`)} as headline
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
