import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import type { MatchEvidence } from '../db/schema/index.js';

/*
 * The writer of the alerts that list a property's new files beyond the near radius (applications/nearby.ts): one
 * alert of category 'development' at normal severity with ONE impact whose evidence names each file (its id and
 * distance). Multi-row inserts as alerts/application-alerts.ts writes the files' own alerts: one statement
 * and one transaction per chunk, idempotent by property and source key, a chunk written whole or not at all.
 */

export interface NearbyApplicationAlert {
  companyId: string;
  propertyId: string;
  /** 'applications:<first id>-<last id>' of the read. */
  sourceKey: string;
  title: string;
  summary: string;
  impactSummary: string;
  /** One entry per file, nearest first. */
  evidence: MatchEvidence[];
}

/** Listing alerts per statement (each carries the evidence of its files). */
export const NEARBY_ALERT_CHUNK = 1000;

/** Writes `listings` (one a property already has is left as it is); answers the ids created. */
export async function insertNearbyApplicationAlerts(
  db: Db,
  listings: NearbyApplicationAlert[],
  chunkSize = NEARBY_ALERT_CHUNK,
): Promise<number[]> {
  const created: number[] = [];
  for (let i = 0; i < listings.length; i += chunkSize) {
    const payload = JSON.stringify(
      listings
        .slice(i, i + chunkSize)
        .map((l) => [l.companyId, l.propertyId, l.sourceKey, l.title, l.summary, l.impactSummary, l.evidence]),
    );
    const ids = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_nestloop = off`);
      return queryRows(
        tx,
        sql`with x as materialized (
              select (r->>0)::uuid as company_id, (r->>1)::uuid as property_id, r->>2 as source_key, r->>3 as title,
                r->>4 as summary, r->>5 as impact_summary, r->6 as evidence
              from jsonb_array_elements(${payload}::jsonb) as r
            ), made as (
              insert into alerts (company_id, property_id, watch_id, categories, source_key, meeting_id, severity, title, summary, document_url)
              select x.company_id, x.property_id, null, array['development'], x.source_key, null, 'normal', x.title, x.summary, null
              from x
              on conflict do nothing
              returning id, property_id, source_key
            )
            insert into alert_items (alert_id, company_id, agenda_item_id, rule, confidence, score, severity, categories, impact_summary, evidence)
            select made.id, x.company_id, null, 'distance', 'High', 0.9, 'normal', array['development'], x.impact_summary, x.evidence
            from made join x on x.property_id = made.property_id and x.source_key = made.source_key
            returning alert_id`,
      );
    });
    for (const r of ids) created.push(Number(r.alert_id));
  }
  return created;
}
