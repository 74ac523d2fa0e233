import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.js';
import type { DbOrTx } from '../db/client.js';
import { queryRows } from '../db/rows.js';

/*
 * The alerts of area watches (areas/match.ts finds which new applications fall inside which areas): one alert of
 * type "watch" (category 'watch', no property) per area and application, source key 'application:<id>' (the head of
 * the file's thread, so its later steps are updates on it, as on a property's), with one impact whose evidence says
 * why (rule 'area'). One statement for a whole batch; the unique (watch_id, source_key) index makes a re-read add
 * nothing. Delivery follows the watch's (notifications read watches.delivery).
 */

export interface AreaHit {
  watchId: string;
  applicationId: number;
}

/** Writes the alerts of `hits` not written before; answers the ids of the new ones. */
export async function writeAreaAlerts(db: DbOrTx, hits: readonly AreaHit[]): Promise<number[]> {
  if (hits.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`
    with hits as materialized (
      select h.watch_id, h.application_id, w.company_id, w.name as area_name,
        a.file_numbers[1] as file_number, a.type, a.status, a.addresses[1] as address, a.description, a.link,
        case a.type
          when 'official_plan_amendment' then 'Official plan amendment'
          when 'zoning_bylaw_amendment' then 'Zoning by-law amendment'
          when 'site_plan' then 'Site plan'
          when 'draft_plan_of_subdivision' then 'Draft plan of subdivision'
          when 'draft_plan_of_condominium' then 'Draft plan of condominium'
          when 'consent' then 'Consent'
          when 'minor_variance' then 'Minor variance'
          else 'Application' end as label
      from unnest(${arrayLiteral(hits.map((h) => h.watchId))}::uuid[], ${arrayLiteral(hits.map((h) => h.applicationId))}::integer[]) as h(watch_id, application_id)
      join watches w on w.id = h.watch_id and w.kind = 'area'
      join applications a on a.id = h.application_id
    ),
    shaped as materialized (
      select h.*, coalesce(h.address, 'an address not given') as place,
        coalesce(' (' || h.file_number || ')', '') as file
      from hits h
    ),
    written as (
      insert into alerts (company_id, watch_id, meeting_id, source_key, severity, title, summary, categories, document_url, primary_finding)
      select company_id, watch_id, null, 'application:' || application_id, 'normal',
        'New application: ' || label || ' at ' || place || file,
        label || ' at ' || place || file || ', inside the area "' || area_name || '": ' || left(coalesce(description, 'no description given'), 400),
        '{watch}'::text[], link, 'Inside the area "' || area_name || '"'
      from shaped
      on conflict (watch_id, source_key) where watch_id is not null do nothing
      returning id, company_id, watch_id, source_key
    ),
    impacts as (
      insert into alert_items (alert_id, company_id, rule, confidence, score, severity, categories, impact_summary, evidence)
      select x.id, x.company_id, 'area', 'High', 1, 'normal', '{watch}'::text[],
        s.label || ' filed at ' || s.place || s.file || ' (' || coalesce(s.status, 'status not given') || ')',
        jsonb_build_array(jsonb_build_object('rule', 'area', 'field', 'address', 'text', s.place, 'confidence', 1,
          'detail', 'inside the area "' || s.area_name || '"'))
      from written x join shaped s on s.watch_id = x.watch_id and 'application:' || s.application_id = x.source_key
    )
    select id from written`,
  );
  return rows.map((r) => Number(r.id));
}
