import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.js';

/** One batch as columns: alerts (A), impacts (I, `alert` is the 1-based alert row), insights (S), their items (T), evidence (E). */
export interface Columns {
  a: {
    companyId: string[];
    propertyId: string[];
    meetingId: number[];
    severity: string[];
    categories: string[];
    documentUrl: Array<string | null>;
    propertyName: string[];
    meetingTitle: string[];
    municipality: string[];
  };
  i: {
    alert: number[];
    agendaItemId: number[];
    documentId: Array<number | null>;
    rule: string[];
    confidence: string[];
    score: number[];
    severity: string[];
    categories: string[];
    summary: string[];
    /** The matched item's title (the alert's title is its strongest item's). */
    itemTitle: string[];
    evidence: number[];
  };
  s: {
    alert: number[];
    category: string[];
    severity: string[];
    itemId: number[];
    rule: string[];
    distance: Array<number | null>;
  };
  t: {
    itemId: number[];
    sourceId: string[];
    title: string[];
    description: string[];
    municipality: string[];
    documentUrl: Array<string | null>;
    documentTitle: string[];
    meetingId: number[];
  };
  e: string[];
}

/** Numbers and UUIDs need no quotes in an array literal: one join, no quoted copy of each value (null: NULL). */
function plainArray(values: ReadonlyArray<string | number | null>): string {
  return `{${(values.some((v) => v === null || v === undefined) ? values.map((v) => v ?? 'NULL') : values).join(',')}}`;
}

/** A text column as one JSON parameter, made a text[] again by the server, in order (nulls stay null). */
function textArray(values: ReadonlyArray<string | null>) {
  return sql`array(select v from json_array_elements_text(${JSON.stringify(values)}::json) with ordinality as x(v, n) order by n)`;
}

/*
 * Data-modifying CTEs all run to completion in one statement. Impacts and insights find their alert's id through
 * their alert row: `input` numbers the rows (ordinality), `keyed` joins them to the upsert's RETURNING on the
 * unique key (property, meeting). `xmax = 0` tells an inserted row from an updated one. Each `$n::type[]` is one
 * parameter of that type, parsed once.
 * The alert's texts are written here from its impacts, in the words of alertTitle, alertSummary and expandedLine
 * (text.ts; an impact's own summary is analysis/alert-text.ts): title from the strongest item's title and the number
 * of items, summary from the strongest impact's summary, the number of items and the property's name; preview from
 * the strongest impact's summary (impacts come strongest first); findings one line per impact with its evidence's
 * details. Built in Node they were most of a run's text (about 1 kB an alert), and each
 * alert's texts repeat its impacts' summaries.
 * Free texts (summaries, names) and the evidence documents travel as JSON arrays, not array literals:
 * JSON.stringify escapes a whole column in one pass, where a literal costs a quoted copy of every value and an
 * escaped copy of each one holding a quote (every summary quotes its item's title). Bench at 10,000 properties:
 * those literals and texts were the largest allocations of a run (about 600 MB of garbage).
 */
export function upsertStatement(c: Columns) {
  const p = (values: ReadonlyArray<string | number | null>) => arrayLiteral(values);
  const n = plainArray;
  const t = textArray;
  return sql`
    with impacts_in as materialized (
      select * from unnest(${n(c.i.alert)}::integer[], ${n(c.i.agendaItemId)}::integer[], ${n(c.i.documentId)}::integer[], ${p(c.i.rule)}::text[],
        ${p(c.i.confidence)}::text[], ${n(c.i.score)}::double precision[], ${p(c.i.severity)}::text[], ${t(c.i.categories)},
        ${t(c.i.summary)}, ${t(c.i.itemTitle)}, ${n(c.i.evidence)}::integer[]) with ordinality
        as i(alert, agenda_item_id, document_id, rule, confidence, score, severity, categories, impact_summary, item_title, evidence, o)
    ),
    evidence_in as materialized (
      select e.n, e.doc, coalesce((select string_agg(coalesce(x->>'detail', x->>'rule'), '; ' order by k) from jsonb_array_elements(e.doc) with ordinality as d(x, k)), '') as details
      from jsonb_array_elements(${`[${c.e.join(',')}]`}::jsonb) with ordinality as e(doc, n)
    ),
    findings as materialized (
      select i.alert, count(*)::integer as items, (array_agg(i.impact_summary order by i.o))[1] as preview,
        (array_agg(i.item_title order by i.o))[1] as lead_title,
        string_agg('• ' || i.impact_summary || ' (' || e.details || ')', E'\n' order by i.o) as expanded
      from impacts_in i join evidence_in e on e.n = i.evidence group by i.alert
    ),
    input as materialized (
      select r.*, f.preview, f.expanded_finding,
        case when f.items = 1 then f.lead_title
          else f.lead_title || ' and ' || (f.items - 1) || ' more item' || case when f.items = 2 then '' else 's' end end as title,
        case when f.items = 1 then f.preview
          else f.preview || ' The same meeting has ' || (f.items - 1) || ' more item' || case when f.items = 2 then '' else 's' end
            || ' that may affect ' || r.property_name || '.' end as summary
      from unnest(${n(c.a.companyId)}::uuid[], ${n(c.a.propertyId)}::uuid[], ${n(c.a.meetingId)}::integer[], ${p(c.a.severity)}::text[],
        ${t(c.a.categories)}, ${t(c.a.documentUrl)}, ${t(c.a.propertyName)}, ${t(c.a.meetingTitle)}, ${t(c.a.municipality)}) with ordinality
        as r(company_id, property_id, meeting_id, severity, categories, document_url, property_name, meeting_title, municipality, n)
      join (select alert, items, preview, lead_title, expanded as expanded_finding from findings) f on f.alert = r.n
    ),
    written as (
      insert into alerts as a (company_id, property_id, meeting_id, source_key, severity, title, summary, preview, primary_finding, expanded_finding, categories, document_url)
      select company_id, property_id, meeting_id, 'meeting:' || meeting_id, severity, title, summary, preview, preview, expanded_finding, categories::text[], document_url
      from input
      on conflict (property_id, source_key) do update set
        company_id = excluded.company_id, meeting_id = excluded.meeting_id, document_url = excluded.document_url, updated_at = now()
      returning a.id, a.company_id, a.property_id, a.meeting_id, (a.xmax = 0) as inserted
    ),
    keyed as materialized (
      select w.id, w.inserted, w.company_id, w.property_id, r.n from written w join input r on r.property_id = w.property_id and r.meeting_id = w.meeting_id
    ),
    impacts as (
      insert into alert_items (alert_id, company_id, agenda_item_id, document_id, rule, confidence, score, severity, categories, impact_summary, evidence)
      select k.id, k.company_id, i.agenda_item_id, i.document_id, i.rule, i.confidence, i.score, i.severity, i.categories::text[], i.impact_summary, e.doc
      from impacts_in i
      join keyed k on k.n = i.alert
      join evidence_in e on e.n = i.evidence
      on conflict (alert_id, agenda_item_id) do update set
        company_id = excluded.company_id, document_id = excluded.document_id, rule = excluded.rule, confidence = excluded.confidence, score = excluded.score,
        severity = excluded.severity, categories = excluded.categories, impact_summary = excluded.impact_summary, evidence = excluded.evidence
    ),
    insights as (
      insert into project_insights (company_id, property_id, category_slug, title, description, severity, municipality_name, document_url, document_title, source_id, insight_data)
      select k.company_id, k.property_id, s.category, t.title, t.description, s.severity, t.municipality, t.document_url, t.document_title, t.source_id,
        jsonb_build_object('rule', s.rule, 'distance_meters', s.distance, 'meeting_id', t.meeting_id, 'source_document_url', t.document_url)
      from unnest(${n(c.s.alert)}::integer[], ${p(c.s.category)}::text[], ${p(c.s.severity)}::text[], ${n(c.s.itemId)}::integer[], ${p(c.s.rule)}::text[],
        ${n(c.s.distance)}::integer[]) as s(alert, category, severity, item_id, rule, distance)
      join keyed k on k.n = s.alert
      join unnest(${n(c.t.itemId)}::integer[], ${p(c.t.sourceId)}::text[], ${t(c.t.title)}, ${t(c.t.description)}, ${t(c.t.municipality)},
        ${t(c.t.documentUrl)}, ${t(c.t.documentTitle)}, ${n(c.t.meetingId)}::integer[])
        as t(item_id, source_id, title, description, municipality, document_url, document_title, meeting_id) on t.item_id = s.item_id
      on conflict (property_id, category_slug, source_id) do update set
        company_id = excluded.company_id, title = excluded.title, description = excluded.description, severity = excluded.severity,
        municipality_name = excluded.municipality_name, document_url = excluded.document_url, document_title = excluded.document_title,
        insight_data = excluded.insight_data, updated_at = now()
    )
    select id, inserted from keyed`;
}
