import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.js';

/** One batch as columns: alerts (A), impacts (I, `alert` is the 1-based alert row), insights (S), their items (T), evidence (E). */
export interface Columns {
  a: { companyId: string[]; propertyId: string[]; meetingId: number[]; severity: string[]; title: string[]; summary: string[]; preview: string[]; expanded: string[]; categories: string[]; documentUrl: Array<string | null> };
  i: { alert: number[]; agendaItemId: number[]; documentId: Array<number | null>; rule: string[]; confidence: string[]; score: number[]; severity: string[]; categories: string[]; summary: string[]; evidence: number[] };
  s: { alert: number[]; category: string[]; severity: string[]; itemId: number[]; rule: string[]; distance: Array<number | null> };
  t: { itemId: number[]; sourceId: string[]; title: string[]; description: string[]; municipality: string[]; documentUrl: Array<string | null>; documentTitle: string[]; meetingId: number[] };
  e: string[];
}

/*
 * Data-modifying CTEs all run to completion in one statement. Impacts and insights find their alert's id through
 * their alert row: `input` numbers the rows (ordinality), `keyed` joins them to the upsert's RETURNING on the
 * unique key (property, meeting). `xmax = 0` tells an inserted row from an updated one. Each `$n::type[]` is one
 * parameter of that type, parsed once.
 */
export function upsertStatement(c: Columns) {
  const p = (values: ReadonlyArray<string | number | null>) => arrayLiteral(values);
  return sql`
    with input as materialized (
      select * from unnest(${p(c.a.companyId)}::uuid[], ${p(c.a.propertyId)}::uuid[], ${p(c.a.meetingId)}::integer[], ${p(c.a.severity)}::text[],
        ${p(c.a.title)}::text[], ${p(c.a.summary)}::text[], ${p(c.a.preview)}::text[], ${p(c.a.expanded)}::text[], ${p(c.a.categories)}::text[],
        ${p(c.a.documentUrl)}::text[]) with ordinality
        as r(company_id, property_id, meeting_id, severity, title, summary, preview, expanded_finding, categories, document_url, n)
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
      from unnest(${p(c.i.alert)}::integer[], ${p(c.i.agendaItemId)}::integer[], ${p(c.i.documentId)}::integer[], ${p(c.i.rule)}::text[],
        ${p(c.i.confidence)}::text[], ${p(c.i.score)}::double precision[], ${p(c.i.severity)}::text[], ${p(c.i.categories)}::text[],
        ${p(c.i.summary)}::text[], ${p(c.i.evidence)}::integer[])
        as i(alert, agenda_item_id, document_id, rule, confidence, score, severity, categories, impact_summary, evidence)
      join keyed k on k.n = i.alert
      join unnest(${p(c.e)}::jsonb[]) with ordinality as e(doc, n) on e.n = i.evidence
      on conflict (alert_id, agenda_item_id) do update set
        company_id = excluded.company_id, document_id = excluded.document_id, rule = excluded.rule, confidence = excluded.confidence, score = excluded.score,
        severity = excluded.severity, categories = excluded.categories, impact_summary = excluded.impact_summary, evidence = excluded.evidence
    ),
    insights as (
      insert into project_insights (company_id, property_id, category_slug, title, description, severity, municipality_name, document_url, document_title, source_id, insight_data)
      select k.company_id, k.property_id, s.category, t.title, t.description, s.severity, t.municipality, t.document_url, t.document_title, t.source_id,
        jsonb_build_object('rule', s.rule, 'distance_meters', s.distance, 'meeting_id', t.meeting_id, 'source_document_url', t.document_url)
      from unnest(${p(c.s.alert)}::integer[], ${p(c.s.category)}::text[], ${p(c.s.severity)}::text[], ${p(c.s.itemId)}::integer[], ${p(c.s.rule)}::text[],
        ${p(c.s.distance)}::integer[]) as s(alert, category, severity, item_id, rule, distance)
      join keyed k on k.n = s.alert
      join unnest(${p(c.t.itemId)}::integer[], ${p(c.t.sourceId)}::text[], ${p(c.t.title)}::text[], ${p(c.t.description)}::text[], ${p(c.t.municipality)}::text[],
        ${p(c.t.documentUrl)}::text[], ${p(c.t.documentTitle)}::text[], ${p(c.t.meetingId)}::integer[])
        as t(item_id, source_id, title, description, municipality, document_url, document_title, meeting_id) on t.item_id = s.item_id
      on conflict (property_id, category_slug, source_id) do update set
        company_id = excluded.company_id, title = excluded.title, description = excluded.description, severity = excluded.severity,
        municipality_name = excluded.municipality_name, document_url = excluded.document_url, document_title = excluded.document_title,
        insight_data = excluded.insight_data, updated_at = now()
    )
    select id, inserted from keyed`;
}
