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
  // The lead item's French title (the strongest item, as the title is written from it), when it has one.
  leadTitleFr: sql<
    string | null
  >`(select it.title_fr from ${alertItems} ai join ${agendaItems} it on it.id = ai.agenda_item_id
    where ai.alert_id = ${alerts.id} order by ai.score desc, ai.id limit 1)`,
  alsoConcerns: alsoConcerns(),
  application: applicationNow(),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListRow = Record<string, any>;

export function toAlertOut(row: ListRow): AlertOut {
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
    alert_title_fr: row.leadTitleFr ? frenchAlertTitle(row.leadTitleFr as string, Number(row.numItems ?? 1)) : null,
    alert_summary: row.summary,
    summary: row.summary,
    meeting_summary: row.meetingSummary ?? null,
    alert_preview: row.preview ?? null,
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
