import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import type { AlertSeverity, MatchEvidence } from '../db/schema/index.js';

/*
 * The batched writer of the alerts of new development applications (docs/applications.md "Alerts"): the heads of
 * the files' threads at properties, many at once. The same rows raiseFollowAlert (follow-alerts.ts) writes one by
 * one (an alert of category 'development' with its one impact, idempotent by property and source key), written
 * here as multi-row inserts: one statement per chunk (the alerts, then the impacts of the alerts it created), one
 * transaction per chunk, no round trip per row. A chunk is written whole or not at all.
 *
 * The rows come grouped by application: what every alert of one application shares (source key, title, the start
 * and end of the summary, impact summary, link) is sent once per group, and each alert ("hit") sends only its
 * property, company, severity, the middle of its summary and its evidence, as a JSON array without keys. An
 * application concerns about fifty properties: the statement's parameter is a fifth of one object per alert, and
 * both the driver's encoding and the server's parsing of it shrink with it.
 */

/** One alert of a group: its property, and what differs from the group's other alerts. */
export interface ApplicationAlertHit {
  companyId: string;
  propertyId: string;
  severity: AlertSeverity;
  /** The middle of the summary: `${group.summaryHead}${summaryDetail}${group.summaryTail}`. */
  summaryDetail: string;
  evidence: MatchEvidence;
}

/** The alerts of one application: one per hit, with the group's source key, title, link and impact summary. */
export interface ApplicationAlertGroup {
  sourceKey: string;
  title: string;
  summaryHead: string;
  summaryTail: string;
  documentUrl: string | null;
  impactSummary: string;
  hits: ApplicationAlertHit[];
}

/** Alerts per statement and transaction. */
export const APPLICATION_ALERT_CHUNK = 5000;

type GroupChunk = Omit<ApplicationAlertGroup, 'hits'> & { hits: ApplicationAlertHit[] };

/** The groups cut into chunks of at most `chunkSize` hits (a group may be split between two chunks). */
function chunksOf(groups: ApplicationAlertGroup[], chunkSize: number): GroupChunk[][] {
  const chunks: GroupChunk[][] = [];
  let current: GroupChunk[] = [];
  let size = 0;
  for (const group of groups) {
    for (let i = 0; i < group.hits.length;) {
      const take = Math.min(group.hits.length - i, chunkSize - size);
      current.push({ ...group, hits: group.hits.slice(i, i + take) });
      size += take;
      i += take;
      if (size === chunkSize) {
        chunks.push(current);
        current = [];
        size = 0;
      }
    }
  }
  if (size > 0) chunks.push(current);
  return chunks;
}

/**
 * Writes the alerts of `groups` (an alert whose property already has that source key is left as it is); answers
 * the ids created.
 */
export async function insertApplicationAlerts(
  db: Db,
  groups: ApplicationAlertGroup[],
  chunkSize = APPLICATION_ALERT_CHUNK,
): Promise<number[]> {
  const created: number[] = [];
  for (const chunk of chunksOf(groups, chunkSize)) {
    const payload = JSON.stringify(
      chunk.map((g) => ({
        source_key: g.sourceKey,
        title: g.title,
        summary_head: g.summaryHead,
        summary_tail: g.summaryTail,
        document_url: g.documentUrl,
        impact_summary: g.impactSummary,
        hits: g.hits.map((h) => [h.companyId, h.propertyId, h.severity, h.summaryDetail, h.evidence]),
      })),
    );
    const ids = await db.transaction(async (tx) => {
      // The planner guesses 100 rows for jsonb_to_recordset: the new alerts are matched to their impacts by a hash
      // join, never by a nested loop over chunk x chunk rows.
      await tx.execute(sql`set local enable_nestloop = off`);
      const q = sql`with g as (
              select * from jsonb_to_recordset(${payload}::jsonb) as g(source_key text, title text, summary_head text,
                summary_tail text, document_url text, impact_summary text, hits jsonb)
            ), x as materialized (
              select (h->>0)::uuid as company_id, (h->>1)::uuid as property_id, g.source_key, h->>2 as severity,
                g.title, g.summary_head || (h->>3) || g.summary_tail as summary, g.document_url, g.impact_summary,
                h->4 as evidence
              from g cross join lateral jsonb_array_elements(g.hits) as h
            ), made as (
              insert into alerts (company_id, property_id, watch_id, categories, source_key, meeting_id, severity, title, summary, document_url)
              select x.company_id, x.property_id, null, array['development'], x.source_key, null, x.severity, x.title, x.summary, x.document_url
              from x
              on conflict do nothing
              returning id, property_id, source_key
            )
            insert into alert_items (alert_id, company_id, agenda_item_id, rule, confidence, score, severity, categories, impact_summary, evidence)
            select made.id, x.company_id, null, x.evidence->>'rule',
              case when (x.evidence->>'confidence')::double precision >= 0.9 then 'High' else 'Medium' end,
              (x.evidence->>'confidence')::double precision, x.severity, array['development'], x.impact_summary,
              jsonb_build_array(x.evidence)
            from made join x on x.property_id = made.property_id and x.source_key = made.source_key
            returning alert_id`;
      return queryRows(tx, q);
    });
    for (const r of ids) created.push(Number(r.alert_id));
  }
  return created;
}
