import { eq, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import {
  agendaItems,
  alertComments,
  alertItems,
  alerts,
  meetings,
  municipalities,
  properties,
  watches,
} from '../db/schema/index.js';
import type { AlertOut } from '../schemas/alerts.js';
import { frenchAlertSummary, frenchImpactSummary, frenchTemplateTitle, type ItemTexts } from '../i18n/alert-text-fr.js';
import { frenchAlertTitle } from './text.js';

/* The columns and joins of an alert as the list and the detail show it, and its wire shape. */

export const propertyMunicipalities = alias(municipalities, 'property_municipality');

/** At most this many other properties are named on one alert. */
export const ALSO_CONCERNS_MAX = 10;

/**
 * The names of the company's other properties that one of this alert's items also concerns: another alert of the
 * same company, for another property, cites the same agenda item. Every join is held to the alert's company, so
 * another company's properties are never named. Watch alerts (no property) name none.
 */
function alsoConcerns() {
  return sql<string[]>`(case when ${alerts.propertyId} is null then array[]::text[] else array(
    select p.name from ${properties} p
    where p.company_id = ${alerts.companyId}
      and p.id <> ${alerts.propertyId}
      and exists (
        select 1 from ${alertItems} mine
        join ${alertItems} theirs
          on theirs.agenda_item_id = mine.agenda_item_id and theirs.company_id = ${alerts.companyId}
        join ${alerts} other on other.id = theirs.alert_id and other.company_id = ${alerts.companyId}
        where mine.alert_id = ${alerts.id} and mine.company_id = ${alerts.companyId}
          and other.property_id = p.id)
    order by p.name
    limit ${ALSO_CONCERNS_MAX}) end)`;
}

/**
 * Where the development application of an alert stands now (an alert of a file's thread, source key
 * 'application:<id>' or 'application:<id>:step:<event id>'): its status and its latest step; null for any other alert.
 * Applications are shared files: nothing of another company is read.
 */
function applicationNow() {
  return sql<ApplicationNow | null>`(case when ${alerts.sourceKey} ~ '^application:[0-9]{1,9}(:|$)' then (
    select json_build_object('id', a.id, 'fileNumber', a.file_numbers[1], 'status', a.status,
      'latestStep', (select json_build_object('kind', e.kind, 'on', e.occurred_on::text, 'title', e.title)
        from application_events e where e.application_id = a.id
        order by e.occurred_on desc nulls last, e.id desc limit 1))
    from applications a where a.id = split_part(${alerts.sourceKey}, ':', 2)::integer) end)`;
}

/**
 * The files an alert lists ('applications:<first id>-<last id>', a property's new files beyond the near radius,
 * applications/nearby.ts): each file its impact's evidence names, nearest first; null for any other alert.
 */
function listedApplications() {
  return sql<ListedApplication[] | null>`(case when ${alerts.sourceKey} like 'applications:%' then (
    select json_agg(json_build_object('id', a.id, 'fileNumber', a.file_numbers[1], 'type', a.type,
        'address', a.addresses[1], 'status', a.status, 'distanceMeters', (ev->>'distanceMeters')::integer)
      order by (ev->>'distanceMeters')::integer, a.id)
    from ${alertItems} ai cross join jsonb_array_elements(ai.evidence) ev
    join applications a on a.id = (ev->>'applicationId')::integer
    where ai.alert_id = ${alerts.id} and ev ? 'applicationId') end)`;
}

export interface ListedApplication {
  id: number;
  fileNumber: string | null;
  type: string;
  address: string | null;
  status: string | null;
  distanceMeters: number;
}

export interface ApplicationNow {
  id: number;
  fileNumber: string | null;
  status: string | null;
  latestStep: { kind: string; on: string | null; title: string } | null;
}

export const listColumns = {
  id: alerts.id,
  propertyId: alerts.propertyId,
  propertyName: properties.name,
  watchId: alerts.watchId,
  watchName: watches.name,
  matchedTerms: alerts.matchedTerms,
  headline: alerts.headline,
  backfilled: alerts.backfilled,
  propertyMunicipality: propertyMunicipalities.name,
  severity: alerts.severity,
  status: alerts.status,
  meetingId: alerts.meetingId,
  meetingTitle: meetings.title,
  meetingDate: meetings.startsAt,
  meetingSummary: meetings.summary,
  meetingDocumentUrl: meetings.documentUrl,
  meetingAgendaUrl: meetings.agendaUrl,
  committee: meetings.committeeName,
  municipality: municipalities.name,
  createdAt: alerts.createdAt,
  updatedAt: alerts.updatedAt,
  title: alerts.title,
  summary: alerts.summary,
  preview: alerts.preview,
  primaryFinding: alerts.primaryFinding,
  expandedFinding: alerts.expandedFinding,
  categories: alerts.categories,
  documentUrl: alerts.documentUrl,
  dismissReason: alerts.dismissReason,
  dismissedAt: alerts.dismissedAt,
  numItems: sql<number>`(select count(*)::int from ${alertItems} ai where ai.alert_id = ${alerts.id})`,
  comments: sql<number>`(select count(*)::int from ${alertComments} ac where ac.alert_id = ${alerts.id})`,
  sourceKey: alerts.sourceKey,
  // The lead item's texts (the strongest item, as the title and summary are written from it) when it has a French
  // title: its French title is the alert's, its French first sentence leads the French summary. An item's first
  // sentence is in its first 2,000 characters (a longer one is cut at 220 all the same).
  leadItemFr: sql<ItemTexts | null>`(select case when it.title_fr is null then null else json_build_object(
      'title', it.title, 'description', left(it.description, 2000),
      'titleFr', it.title_fr, 'descriptionFr', left(it.description_fr, 2000)) end
    from ${alertItems} ai join ${agendaItems} it on it.id = ai.agenda_item_id
    where ai.alert_id = ${alerts.id} order by ai.score desc, ai.id limit 1)`,
  alsoConcerns: alsoConcerns(),
  application: applicationNow(),
  listedApplications: listedApplications(),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListRow = Record<string, any>;

export function toAlertOut(row: ListRow): AlertOut {
  const lead = (row.leadItemFr as ItemTexts | null | undefined) ?? null;
  const french = { sourceKey: row.sourceKey as string | null, items: lead ? [lead] : [] };
  const documentUrl = (row.documentUrl ?? row.meetingDocumentUrl ?? row.meetingAgendaUrl ?? null) as string | null;
  return {
    id: row.id,
    property_id: row.propertyId ?? null,
    // A watch alert has no property: the watch's name stands in its place.
    property_name: row.propertyName ?? row.watchName ?? '',
    alert_type: row.watchId ? 'watch' : 'property',
    watch_id: row.watchId ?? null,
    watch_name: row.watchName ?? null,
    matched_terms: row.matchedTerms ?? [],
    headline: row.headline ?? null,
    backfilled: Boolean(row.backfilled),
    severity: row.severity,
    status: row.status,
    meeting_id: row.meetingId ?? null,
    meeting_title: row.meetingTitle ?? 'Municipality Committee',
    meeting_date: row.meetingDate ? (row.meetingDate as Date).toISOString() : null,
    municipality: row.municipality ?? row.propertyMunicipality ?? null,
    committee: row.committee ?? null,
    created_at: (row.createdAt as Date).toISOString(),
    updated_at: (row.updatedAt as Date).toISOString(),
    alert_title: row.title,
    // A writer's template first: a step or a followed matter's title names its own words, not only its item's.
    alert_title_fr:
      frenchTemplateTitle(row.title as string, french) ??
      (lead?.titleFr ? frenchAlertTitle(lead.titleFr, Number(row.numItems ?? 1)) : null),
    alert_summary: row.summary,
    alert_summary_fr: frenchAlertSummary(row.summary as string, french),
    summary: row.summary,
    meeting_summary: row.meetingSummary ?? null,
    alert_preview: row.preview ?? null,
    // A watch alert's preview is the matched text itself: it has no French.
    alert_preview_fr: row.watchId ? null : frenchImpactSummary(row.preview as string | null, french),
    primary_finding: row.primaryFinding ?? null,
    expanded_finding: row.expandedFinding ?? null,
    alert_categories: row.categories ?? [],
    num_items: Number(row.numItems ?? 0),
    comments: Number(row.comments ?? 0),
    also_concerns: (row.alsoConcerns as string[] | null) ?? [],
    document_url: documentUrl,
    view_document_url: documentUrl,
    dismiss_reason: row.dismissReason ?? null,
    dismissed_at: row.dismissedAt ? (row.dismissedAt as Date).toISOString() : null,
    application: (row.application as ApplicationNow | null | undefined) ?? null,
    listed_applications: (row.listedApplications as ListedApplication[] | null | undefined) ?? [],
  };
}

export function baseQuery(db: DbOrTx, columns: SelectedFields = listColumns) {
  return db
    .select(columns)
    .from(alerts)
    .leftJoin(properties, eq(properties.id, alerts.propertyId))
    .leftJoin(watches, eq(watches.id, alerts.watchId))
    .leftJoin(meetings, eq(meetings.id, alerts.meetingId))
    .leftJoin(municipalities, eq(municipalities.id, meetings.municipalityId))
    .leftJoin(propertyMunicipalities, eq(propertyMunicipalities.id, properties.municipalityId));
}
