import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { AlertSeverity, MatchEvidence } from '../db/schema/index.js';
import { queryRows } from '../db/rows.js';
import { raiseFollowAlert } from '../alerts/follow-alerts.js';
import {
  insertApplicationAlerts,
  type ApplicationAlertGroup,
  type ApplicationAlertHit,
} from '../alerts/application-alerts.js';
import { insertNearbyApplicationAlerts } from '../alerts/nearby-application-alerts.js';
import { FartherFiles } from './nearby.js';
import { loadPropertyIndex, type ApplicationPropertyIndex, type IndexedProperty } from './property-index.js';

/*
 * Alerts from applications (docs/applications.md "Alerts"), under the severity rules of analysis/classify.ts:
 *   urgent  a new application at the property: one of its addresses is the property's (same municipality), or its
 *           file number is one the property carries;
 *   high    a new application within the near radius (MATCH_NEAR_RADIUS_METERS) of the property;
 *   normal  farther, within the last matching radius (the last of MATCH_RADII_METERS), for the application types
 *           the property's owner chose (properties.application_types; null: every type).
 * One alert per property and file (source key 'application:<id>'), the thread's head. Each later step of the file
 * (hearing scheduled, heard, decision, appeal, tribunal case and decision, withdrawn, closed) raises an update on the
 * same thread, 'application:<id>:step:<event id>', for every property whose thread it is: never an unrelated alert.
 * The heads of the threads are written in batches by alerts/application-alerts.ts (multi-row inserts, one transaction
 * per chunk); the updates by the alert writer of follows (alerts/follow-alerts.ts raiseFollowAlert). Both write one
 * alert with its one impact, idempotent by property and source key.
 * A property a user follows the file for (follows/application-follows.ts) without a thread of it gets the same
 * updates, at normal severity.
 */
export interface ApplicationAlertOptions {
  nearRadius: number;
  lastRadius: number;
  /** New files matched together (LISTING_BATCH by default). */
  listingBatch?: number;
}

const TYPE_WORDS: Record<string, string> = {
  official_plan_amendment: 'Official plan amendment',
  zoning_bylaw_amendment: 'Zoning by-law amendment',
  site_plan: 'Site plan',
  draft_plan_of_subdivision: 'Draft plan of subdivision',
  draft_plan_of_condominium: 'Draft plan of condominium',
  consent: 'Consent',
  minor_variance: 'Minor variance',
  other: 'Application',
};
export const typeLabel = (type: string) => TYPE_WORDS[type] ?? 'Application';

const CHUNK = 1000;
/** New files matched together: a property's farther files among them make one listing (nearby.ts). */
export const LISTING_BATCH = 5000;

/**
 * Alerts for new applications; answers the ids of the alerts created. One pass over the applications (read in
 * chunks) against the property index (a grid: only the cells within the last radius are looked at); the files'
 * own alerts are written in batches by alerts/application-alerts.ts, a property's several farther files as one
 * listing alert (applications/nearby.ts) by alerts/nearby-application-alerts.ts.
 */
export async function alertNewApplications(db: Db, ids: number[], options: ApplicationAlertOptions): Promise<number[]> {
  if (ids.length === 0) return [];
  const index = await loadPropertyIndex(db, options.lastRadius);
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const created: number[] = [];
  // A batch's matches are held until its listings are settled: batches bound that memory on a registry's first read.
  const size = options.listingBatch ?? LISTING_BATCH;
  for (let b = 0; b < sorted.length; b += size) {
    const batch = sorted.slice(b, b + size);
    const groups: ApplicationAlertGroup[] = [];
    const farther = new FartherFiles();
    for (let i = 0; i < batch.length; i += CHUNK) {
      const apps = await queryRows(
        db,
        sql`select id, municipality_id, file_numbers, file_keys, type, status, addresses, address_keys, latitude, longitude, description, link
            from applications where id in (select value::integer from json_array_elements_text(${JSON.stringify(batch.slice(i, i + CHUNK))}::json))
            order by id`,
      );
      for (const app of apps) groups.push(alertGroupOf(app, index, options, farther));
    }
    const listings = farther.settle(`${batch[0]}-${batch[batch.length - 1]}`, options.nearRadius, options.lastRadius);
    created.push(
      ...(await insertApplicationAlerts(
        db,
        groups.filter((g) => g.hits.length > 0),
      )),
    );
    created.push(...(await insertNearbyApplicationAlerts(db, listings)));
  }
  return created;
}

/**
 * The alerts one new application raises: one per property it concerns, the strongest rule first. A property beyond
 * the near radius goes to `farther` instead (its hit kept there: nearby.ts decides whether it is this file's own).
 */
function alertGroupOf(
  app: Record<string, unknown>,
  index: ApplicationPropertyIndex,
  options: ApplicationAlertOptions,
  farther: FartherFiles,
): ApplicationAlertGroup {
  const hits = new Map<string, { property: IndexedProperty; severity: AlertSeverity; evidence: MatchEvidence }>();
  const fileNumber = (app.file_numbers as string[])[0] ?? null;
  for (const key of app.file_keys as string[])
    for (const p of index.byFileKey.get(key) ?? [])
      hits.set(p.id, {
        property: p,
        severity: 'urgent',
        evidence: {
          rule: 'application_number',
          text: fileNumber ?? key,
          confidence: 0.98,
          detail: `file number ${fileNumber ?? key}, which the property carries`,
        },
      });
  for (const key of app.address_keys as string[])
    for (const p of index.byAddress.get(`${app.municipality_id}|${key}`) ?? [])
      if (!hits.has(p.id))
        hits.set(p.id, {
          property: p,
          severity: 'urgent',
          evidence: {
            rule: 'address',
            text: key.replace('|', ' '),
            field: 'address',
            confidence: 0.95,
            detail: 'the application is at the property',
          },
        });
  const far: Array<{ property: IndexedProperty; distance: number }> = [];
  if (app.latitude !== null && app.longitude !== null)
    for (const { property: p, distance } of index.near(
      { lat: Number(app.latitude), lng: Number(app.longitude) },
      options.lastRadius,
    )) {
      if (hits.has(p.id)) continue;
      if (distance > options.nearRadius) {
        if (p.applicationTypes === null || p.applicationTypes.includes(String(app.type)))
          far.push({ property: p, distance });
        continue;
      }
      hits.set(p.id, { property: p, severity: 'high', evidence: distanceEvidence(distance) });
    }
  const label = typeLabel(String(app.type));
  const where = (app.addresses as string[])[0] ?? 'an address not given';
  const file = fileNumber ? ` (${fileNumber})` : '';
  const description = String(app.description ?? 'no description given').slice(0, 400);
  const hitOf = (property: IndexedProperty, severity: AlertSeverity, evidence: MatchEvidence): ApplicationAlertHit => ({
    companyId: property.companyId,
    propertyId: property.id,
    severity,
    summaryDetail: evidence.detail ?? '',
    evidence,
  });
  // Each alert's summary: `${label} at ${where}${file}, ${evidence.detail}: ${description}`.
  const group: ApplicationAlertGroup = {
    sourceKey: `application:${app.id}`,
    title: `New application: ${label} at ${where}${file}`,
    summaryHead: `${label} at ${where}${file}, `,
    summaryTail: `: ${description}`,
    documentUrl: (app.link as string | null) ?? null,
    impactSummary: `${label} filed at ${where}${file} (${app.status ?? 'status not given'})`,
    hits: [...hits.values()].map(({ property, severity, evidence }) => hitOf(property, severity, evidence)),
  };
  for (const { property, distance } of far)
    farther.add({
      group,
      hit: hitOf(property, 'normal', distanceEvidence(distance)),
      applicationId: Number(app.id),
      distance,
      label: `${label} at ${where}${file}`,
    });
  return group;
}

const distanceEvidence = (distance: number): MatchEvidence => ({
  rule: 'distance',
  distanceMeters: Math.round(distance),
  confidence: 0.9,
  detail: `${Math.round(distance)} m from the property`,
});

/** A step's words in its alert's title; their French (i18n/planning-words-fr.ts) is keyed by them, so a test reads them. */
export const STEP_WORDS: Record<string, string> = {
  filed: 'filed',
  hearing_scheduled: 'hearing scheduled',
  heard: 'heard',
  decision: 'decision',
  appealed: 'appealed',
  tribunal_case: 'tribunal case opened',
  tribunal_decision: 'tribunal decision',
  withdrawn: 'withdrawn',
  closed: 'closed',
};

/** Updates on the threads of the files whose timelines got the steps `eventIds`; answers the alerts created. */
export async function alertApplicationSteps(db: Db, eventIds: number[]): Promise<number[]> {
  if (eventIds.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`select e.id as event_id, e.kind, e.occurred_on::text as occurred_on, e.title as step_title, e.link, e.join_reason,
          e.agenda_item_id, a.id as application_id, a.file_numbers, a.type, a.addresses,
          t.company_id, t.property_id, t.watch_id, t.severity
        from application_events e
        join applications a on a.id = e.application_id
        join alerts t on t.source_key = 'application:' || a.id
        where e.id in (select value::integer from json_array_elements_text(${JSON.stringify(eventIds)}::json))
          and e.kind <> 'filed'
        union all
        -- Followers' properties without a thread of the file: the follow gives them the file's later steps.
        select distinct on (e.id, f.property_id) e.id, e.kind, e.occurred_on::text, e.title, e.link,
          'followed: ' || e.join_reason, e.agenda_item_id, a.id, a.file_numbers, a.type, a.addresses,
          f.company_id, f.property_id, null::uuid, 'normal'
        from application_events e
        join applications a on a.id = e.application_id
        join application_follows f on f.application_id = a.id
        where e.id in (select value::integer from json_array_elements_text(${JSON.stringify(eventIds)}::json))
          and e.kind <> 'filed'
          and not exists (select 1 from alerts h where h.property_id = f.property_id and h.source_key = 'application:' || a.id)
        union all
        -- Properties told of the file in a listing of their farther files (nearby.ts): its later steps reach them too.
        -- A listing's key holds the range of its read's files: only those listings' evidence is read.
        select distinct on (e.id, l.property_id) e.id, e.kind, e.occurred_on::text, e.title, e.link, e.join_reason,
          e.agenda_item_id, a.id, a.file_numbers, a.type, a.addresses, l.company_id, l.property_id, null::uuid, 'normal'
        from application_events e
        join applications a on a.id = e.application_id
        join alerts l on l.source_key like 'applications:%'
          and a.id between split_part(substr(l.source_key, 14), '-', 1)::integer
            and split_part(substr(l.source_key, 14), '-', 2)::integer
        join alert_items li on li.alert_id = l.id
          and li.evidence @> jsonb_build_array(jsonb_build_object('applicationId', a.id))
        where e.id in (select value::integer from json_array_elements_text(${JSON.stringify(eventIds)}::json))
          and e.kind <> 'filed'`,
  );
  const created: number[] = [];
  await db.transaction(async (tx) => {
    for (const r of rows) {
      const file =
        (r.file_numbers as string[])[0] ??
        `${typeLabel(String(r.type)).toLowerCase()} at ${(r.addresses as string[])[0] ?? 'an address not given'}`;
      const step = STEP_WORDS[String(r.kind)] ?? String(r.kind);
      const on = r.occurred_on ? ` on ${r.occurred_on}` : '';
      const id = await raiseFollowAlert(tx, {
        companyId: String(r.company_id),
        owner: { propertyId: (r.property_id as string | null) ?? null, watchId: (r.watch_id as string | null) ?? null },
        alert: {
          sourceKey: `application:${r.application_id}:step:${r.event_id}`,
          meetingId: null,
          severity: r.severity as AlertSeverity,
          title: `${file}: ${step}${on}`,
          summary: `${file}: ${r.step_title}${on}.`,
          documentUrl: (r.link as string | null) ?? null,
        },
        impact: {
          agendaItemId: (r.agenda_item_id as number | null) ?? null,
          summary: `${r.step_title}${on}`,
          evidence: { rule: 'follow', confidence: 0.95, detail: String(r.join_reason) },
        },
      });
      if (id !== null) created.push(id);
    }
  });
  return created;
}
