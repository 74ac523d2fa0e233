import { and, asc, desc, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { cachedStatement } from '../db/statement-cache.js';
import { likePattern } from '../lib/like.js';
import {
  agendaItems,
  alertComments,
  alertItems,
  alerts,
  documentPages,
  documents,
  meetings,
  municipalities,
  properties,
  users,
  type AlertCategory,
  type AlertSeverity,
  type AlertStatus,
  type MatchEvidence,
} from '../db/schema/index.js';
import type { Passage } from '../ai/types.js';

/*
 * Reads of the alerts a company owns (the matching engine writes them). Every function takes the caller's
 * company id and filters by it first: another company's alert is simply not found.
 */

export interface AlertFilters {
  propertyId?: string;
  severity?: AlertSeverity;
  category?: AlertCategory;
  status?: AlertStatus;
  search?: string;
  limit: number;
  offset: number;
}

export interface AlertOut {
  id: number;
  property_id: string;
  property_name: string;
  severity: AlertSeverity;
  status: AlertStatus;
  meeting_id: number | null;
  meeting_title: string;
  meeting_date: string | null;
  municipality: string | null;
  committee: string | null;
  created_at: string;
  updated_at: string;
  alert_title: string;
  alert_summary: string;
  summary: string;
  meeting_summary: string | null;
  alert_preview: string | null;
  primary_finding: string | null;
  expanded_finding: string | null;
  alert_categories: string[];
  num_items: number;
  comments: number;
  document_url: string | null;
  view_document_url: string | null;
  dismiss_reason: string | null;
  dismissed_at: string | null;
}

export interface AlertItemOut {
  id: number;
  agenda_item_id: number | null;
  document_id: number | null;
  item_number: string | null;
  item_title: string;
  title: string;
  item_description: string | null;
  impact_summary: string;
  confidence: string;
  score: number;
  severity: AlertSeverity;
  categories: string[];
  rule: string;
  evidence: MatchEvidence[];
  document_url: string | null;
  source_url: string | null;
}

export interface SeverityCounts {
  urgent: number;
  high: number;
  normal: number;
  total: number;
}


const propertyMunicipalities = alias(municipalities, 'property_municipality');

const listColumns = {
  id: alerts.id,
  propertyId: alerts.propertyId,
  propertyName: properties.name,
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
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ListRow = Record<string, any>;

function toAlertOut(row: ListRow): AlertOut {
  const documentUrl = (row.documentUrl ?? row.meetingDocumentUrl ?? row.meetingAgendaUrl ?? null) as string | null;
  return {
    id: row.id,
    property_id: row.propertyId,
    property_name: row.propertyName,
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
    alert_summary: row.summary,
    summary: row.summary,
    meeting_summary: row.meetingSummary ?? null,
    alert_preview: row.preview ?? null,
    primary_finding: row.primaryFinding ?? null,
    expanded_finding: row.expandedFinding ?? null,
    alert_categories: row.categories ?? [],
    num_items: Number(row.numItems ?? 0),
    comments: Number(row.comments ?? 0),
    document_url: documentUrl,
    view_document_url: documentUrl,
    dismiss_reason: row.dismissReason ?? null,
    dismissed_at: row.dismissedAt ? (row.dismissedAt as Date).toISOString() : null,
  };
}

function baseQuery(db: DbOrTx, columns: SelectedFields = listColumns) {
  return db
    .select(columns)
    .from(alerts)
    .innerJoin(properties, eq(properties.id, alerts.propertyId))
    .leftJoin(meetings, eq(meetings.id, alerts.meetingId))
    .leftJoin(municipalities, eq(municipalities.id, meetings.municipalityId))
    .leftJoin(propertyMunicipalities, eq(propertyMunicipalities.id, properties.municipalityId));
}

type Flags = { property: boolean; severity: boolean; category: boolean; search: boolean; status: boolean };

/** The list's WHERE with placeholders, so that each combination of filters is one prepared statement. */
function listConditions(flags: Flags): SQL[] {
  const where: SQL[] = [eq(alerts.companyId, sql.placeholder('companyId'))];
  // Dismissed alerts leave the list unless asked for by status.
  where.push(flags.status ? eq(alerts.status, sql.placeholder('status')) : ne(alerts.status, 'dismissed'));
  if (flags.property) where.push(eq(alerts.propertyId, sql.placeholder('propertyId')));
  if (flags.severity) where.push(eq(alerts.severity, sql.placeholder('severity')));
  if (flags.category) where.push(sql`${alerts.categories} @> array[${sql.placeholder('category')}]::text[]`);
  if (flags.search) {
    // `x ilike p` is `lower(x) like lower(p)`; the pattern is lower-cased once (an InitPlan), not for every row and
    // column, and the alert's own text was lower-cased when written (search_text, migration 0021). Meeting titles
    // (of the company's alerts' meetings), municipality and property names are matched once each, in their own
    // tables (InitPlans), then compared by id: the search reads `alerts` alone, like every other filter.
    const pattern = sql`(select lower(${sql.placeholder('pattern')}))`;
    where.push(
      or(
        sql`${alerts.searchText} like ${pattern}`,
        sql`${alerts.meetingId} = any(array(
          select m.id from ${meetings} m
          where m.id in (select x.meeting_id from ${alerts} x where x.company_id = ${sql.placeholder('companyId')})
            and (lower(coalesce(m.title, '')) like ${pattern}
              or m.municipality_id = any(array(select mu.id from ${municipalities} mu where lower(mu.name) like ${pattern})))))`,
        sql`${alerts.propertyId} = any(array(select p.id from ${properties} p where p.company_id = ${sql.placeholder('companyId')} and lower(p.name) like ${pattern}))`,
      )!,
    );
  }
  return where;
}

/**
 * The page in two steps: the ids of the page first, in the order of the company's (company, created_at, id) index,
 * which stops after `limit` rows; then the joins and the per-alert counts for those rows only. Joining first made
 * PostgreSQL join and count every alert of the company before the sort kept six. The first step also counts the
 * rows under the filters (a window over the same scan), so the pager's total costs no second query.
 */
function prepareList(db: DbOrTx, flags: Flags, name: string) {
  const page = db
    .select({ id: alerts.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(alerts)
    .where(and(...listConditions(flags)))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return baseQuery(db, { ...listColumns, total: sql<number>`"page"."total"::int` })
    .innerJoin(page, sql`"page"."id" = ${alerts.id}`)
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .prepare(name);
}

/** The list's size under the filters: `alerts` alone (its company index), like the page's first step. */
function countQuery(db: DbOrTx, flags: Flags, extra: SQL[] = []) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(alerts)
    .where(and(...listConditions(flags), ...extra));
}

/** Alerts listed before the one given by the `alertId` placeholder in the list's order (newest first). */
const beforeTarget = sql`(${alerts.createdAt}, ${alerts.id}) > (select t.created_at, t.id from ${alerts} t where t.id = ${sql.placeholder('alertId')} and t.company_id = ${sql.placeholder('companyId')})`;

type Statement = { execute(values: Record<string, unknown>): Promise<unknown[]> };

/** One prepared statement per kind and combination of filters (planned once per connection, not on every call). */
function statementFor(db: DbOrTx, kind: 'list' | 'count' | 'member' | 'before', flags: Flags): Statement {
  const name = `alerts_${kind}_${Object.values(flags)
    .map((on) => (on ? 1 : 0))
    .join('')}`;
  return cachedStatement(db, name, (): Statement => {
    if (kind === 'list') return prepareList(db, flags, name) as Statement;
    if (kind === 'count') return countQuery(db, flags).prepare(name) as Statement;
    if (kind === 'member') return countQuery(db, flags, [eq(alerts.id, sql.placeholder('alertId'))]).prepare(name) as Statement;
    return countQuery(db, flags, [beforeTarget]).prepare(name) as Statement;
  });
}

function flagsOf(filters: Omit<AlertFilters, 'limit' | 'offset'>): Flags {
  return {
    property: Boolean(filters.propertyId),
    severity: Boolean(filters.severity),
    category: Boolean(filters.category),
    search: Boolean(filters.search),
    status: Boolean(filters.status),
  };
}

function valuesOf(companyId: string, filters: Omit<AlertFilters, 'limit' | 'offset'>) {
  return {
    companyId,
    status: filters.status,
    propertyId: filters.propertyId,
    severity: filters.severity,
    category: filters.category,
    pattern: filters.search ? likePattern(filters.search) : undefined,
  };
}

/** A page of the list and the list's size under the filters (the pager's total). */
export async function listAlerts(db: DbOrTx, companyId: string, filters: AlertFilters): Promise<{ alerts: AlertOut[]; total: number }> {
  const rows = (await statementFor(db, 'list', flagsOf(filters)).execute({
    ...valuesOf(companyId, filters),
    limit: filters.limit,
    offset: filters.offset,
  })) as ListRow[];
  // A page past the end has no row to carry the total: count apart.
  const total = rows.length ? Number(rows[0]!.total) : await countAlerts(db, companyId, filters);
  return { alerts: rows.map(toAlertOut), total };
}

const countOf = (rows: unknown[]) => Number((rows[0] as { n?: number } | undefined)?.n ?? 0);

/** How many alerts the list holds under these filters (the pager's total). */
export async function countAlerts(db: DbOrTx, companyId: string, filters: Omit<AlertFilters, 'limit' | 'offset'>): Promise<number> {
  return countOf(await statementFor(db, 'count', flagsOf(filters)).execute(valuesOf(companyId, filters)));
}

/**
 * Where one alert of the company stands in the list under these filters: its 0-based index, or null when the
 * filters leave it out (dismissed, another property, no match for the search). The alert must be the company's.
 */
export async function alertIndex(db: DbOrTx, companyId: string, alertId: number, filters: Omit<AlertFilters, 'limit' | 'offset'>): Promise<number | null> {
  const flags = flagsOf(filters);
  const values = { ...valuesOf(companyId, filters), alertId };
  if (countOf(await statementFor(db, 'member', flags).execute(values)) === 0) return null;
  return countOf(await statementFor(db, 'before', flags).execute(values));
}

export async function findAlert(db: DbOrTx, companyId: string, id: number): Promise<AlertOut | null> {
  const [row] = await baseQuery(db).where(and(eq(alerts.companyId, companyId), eq(alerts.id, id)));
  return row ? toAlertOut(row as ListRow) : null;
}

/** Company-scoped existence check (and the bits the chat needs). */
export async function alertOwned(db: DbOrTx, companyId: string, id: number) {
  const [row] = await db
    .select({ id: alerts.id, status: alerts.status, severity: alerts.severity })
    .from(alerts)
    .where(and(eq(alerts.companyId, companyId), eq(alerts.id, id)));
  return row ?? null;
}

export async function alertItemsOf(db: DbOrTx, companyId: string, alertId: number): Promise<AlertItemOut[]> {
  const rows = await db
    .select({
      id: alertItems.id,
      agendaItemId: alertItems.agendaItemId,
      documentId: alertItems.documentId,
      itemNumber: agendaItems.itemNumber,
      itemTitle: agendaItems.title,
      itemDescription: agendaItems.description,
      sourceUrl: agendaItems.sourceUrl,
      documentLinks: agendaItems.documentLinks,
      documentUrl: documents.url,
      impactSummary: alertItems.impactSummary,
      confidence: alertItems.confidence,
      score: alertItems.score,
      severity: alertItems.severity,
      categories: alertItems.categories,
      rule: alertItems.rule,
      evidence: alertItems.evidence,
    })
    .from(alertItems)
    .leftJoin(agendaItems, eq(agendaItems.id, alertItems.agendaItemId))
    .leftJoin(documents, eq(documents.id, alertItems.documentId))
    .where(and(eq(alertItems.companyId, companyId), eq(alertItems.alertId, alertId)))
    .orderBy(desc(alertItems.score), asc(alertItems.id));
  return rows.map((r) => {
    const title = r.itemTitle ?? r.impactSummary;
    return {
      id: r.id,
      agenda_item_id: r.agendaItemId,
      document_id: r.documentId,
      item_number: r.itemNumber ?? null,
      item_title: title,
      title,
      item_description: r.itemDescription ?? null,
      impact_summary: r.impactSummary,
      confidence: r.confidence || 'Medium',
      score: r.score,
      severity: r.severity,
      categories: r.categories,
      rule: r.rule,
      evidence: r.evidence ?? [],
      document_url: r.documentUrl ?? r.documentLinks?.[0]?.url ?? r.sourceUrl ?? null,
      source_url: r.sourceUrl ?? r.documentUrl ?? r.documentLinks?.[0]?.url ?? null,
    };
  });
}

export async function severityCounts(db: DbOrTx, companyId: string, propertyId?: string): Promise<SeverityCounts> {
  const where: SQL[] = [eq(alerts.companyId, companyId), ne(alerts.status, 'dismissed')];
  if (propertyId) where.push(eq(alerts.propertyId, propertyId));
  const rows = await db
    .select({ severity: alerts.severity, n: sql<number>`count(*)::int` })
    .from(alerts)
    .where(and(...where))
    .groupBy(alerts.severity);
  const counts: SeverityCounts = { urgent: 0, high: 0, normal: 0, total: 0 };
  for (const row of rows) {
    counts[row.severity] = Number(row.n);
    counts.total += Number(row.n);
  }
  return counts;
}

export async function newAlertCount(db: DbOrTx, companyId: string, days: number): Promise<number> {
  const since = new Date(Date.now() - days * 86_400_000);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alerts)
    .where(and(eq(alerts.companyId, companyId), ne(alerts.status, 'dismissed'), gte(alerts.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function propertyOwned(db: DbOrTx, companyId: string, propertyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.companyId, companyId), eq(properties.id, propertyId)));
  return Boolean(row);
}

export async function propertyOptions(db: DbOrTx, companyId: string) {
  const rows = await db
    .select({ property_id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.companyId, companyId))
    .orderBy(asc(properties.name), asc(properties.id));
  return rows;
}

export async function listComments(db: DbOrTx, companyId: string, alertId: number) {
  const rows = await db
    .select({
      id: alertComments.id,
      alertId: alertComments.alertId,
      userId: alertComments.userId,
      comment: alertComments.comment,
      createdAt: alertComments.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(alertComments)
    .leftJoin(users, eq(users.id, alertComments.userId))
    .where(and(eq(alertComments.companyId, companyId), eq(alertComments.alertId, alertId)))
    .orderBy(asc(alertComments.createdAt), asc(alertComments.id));
  return rows.map(commentOut);
}

export function commentOut(r: { id: number; alertId: number; userId: string | null; comment: string; createdAt: Date; firstName?: string | null; lastName?: string | null }) {
  return {
    id: r.id,
    alert_id: r.alertId,
    user_id: r.userId,
    user_name: [r.firstName, r.lastName].filter(Boolean).join(' ') || null,
    comment: r.comment,
    created_at: r.createdAt.toISOString(),
  };
}

const MAX_PASSAGES = 60;
const PAGE_CHARS = 2400;

/**
 * What the chat may use and cite: the alert's agenda items (title + description), then the pages of their
 * documents (or slices of the whole text when a document has no pages), then the meeting's other documents.
 */
export async function alertPassages(db: DbOrTx, companyId: string, alertId: number): Promise<{ passages: Passage[]; context: string }> {
  const [head] = await db
    .select({
      title: alerts.title,
      summary: alerts.summary,
      meetingId: alerts.meetingId,
      meetingTitle: meetings.title,
      startsAt: meetings.startsAt,
      municipality: municipalities.name,
      propertyName: properties.name,
      address: properties.address,
      documentUrl: alerts.documentUrl,
    })
    .from(alerts)
    .innerJoin(properties, eq(properties.id, alerts.propertyId))
    .leftJoin(meetings, eq(meetings.id, alerts.meetingId))
    .leftJoin(municipalities, eq(municipalities.id, meetings.municipalityId))
    .where(and(eq(alerts.companyId, companyId), eq(alerts.id, alertId)));
  if (!head) return { passages: [], context: '' };

  const items = await db
    .select({
      agendaItemId: alertItems.agendaItemId,
      documentId: alertItems.documentId,
      impact: alertItems.impactSummary,
      itemNumber: agendaItems.itemNumber,
      title: agendaItems.title,
      description: agendaItems.description,
      url: agendaItems.sourceUrl,
    })
    .from(alertItems)
    .leftJoin(agendaItems, eq(agendaItems.id, alertItems.agendaItemId))
    .where(and(eq(alertItems.companyId, companyId), eq(alertItems.alertId, alertId)))
    .orderBy(desc(alertItems.score), asc(alertItems.id));

  const passages: Passage[] = [];
  for (const item of items) {
    const title = item.title ? `${item.itemNumber ? `Item ${item.itemNumber}: ` : ''}${item.title}` : item.impact;
    passages.push({
      id: `item:${item.agendaItemId ?? passages.length}`,
      title,
      text: [item.title, item.description, item.impact].filter(Boolean).join('\n'),
      agendaItemId: item.agendaItemId ?? undefined,
      url: item.url ?? undefined,
    });
  }

  const itemIds = items.map((i) => i.agendaItemId).filter((id): id is number => id !== null);
  const docIds = items.map((i) => i.documentId).filter((id): id is number => id !== null);
  const docConditions: SQL[] = [];
  if (itemIds.length) docConditions.push(inArray(documents.agendaItemId, itemIds));
  if (docIds.length) docConditions.push(inArray(documents.id, docIds));
  if (head.meetingId) docConditions.push(eq(documents.meetingId, head.meetingId));
  if (docConditions.length) {
    const docs = await db
      .select({ id: documents.id, title: documents.title, url: documents.url, agendaItemId: documents.agendaItemId, text: documents.text })
      .from(documents)
      .where(or(...docConditions))
      .orderBy(
        // Documents of the matched items first, then the meeting's others.
        sql`case when ${documents.agendaItemId} in (${itemIds.length ? sql.join(itemIds.map((id) => sql`${id}`), sql`, `) : sql`null`}) then 0 else 1 end`,
        asc(documents.id),
      )
      .limit(20);
    const pages = docs.length
      ? await db
          .select()
          .from(documentPages)
          .where(inArray(documentPages.documentId, docs.map((d) => d.id)))
          .orderBy(asc(documentPages.documentId), asc(documentPages.pageNumber))
      : [];
    for (const doc of docs) {
      if (passages.length >= MAX_PASSAGES) break;
      const docPages = pages.filter((p) => p.documentId === doc.id);
      const chunks = docPages.length
        ? docPages.map((p) => ({ page: p.pageNumber, text: p.text }))
        : sliceText(doc.text ?? '').map((text, i) => ({ page: undefined as number | undefined, text, index: i }));
      let index = 0;
      for (const chunk of chunks) {
        if (passages.length >= MAX_PASSAGES) break;
        for (const text of sliceText(chunk.text)) {
          if (passages.length >= MAX_PASSAGES) break;
          passages.push({
            id: `doc:${doc.id}:p${chunk.page ?? 0}:${index++}`,
            title: doc.title,
            text,
            documentId: doc.id,
            agendaItemId: doc.agendaItemId ?? undefined,
            page: chunk.page,
            url: doc.url ?? undefined,
          });
        }
      }
    }
  }

  const when = head.startsAt ? head.startsAt.toISOString().slice(0, 10) : 'an unknown date';
  const context =
    `Alert "${head.title}" for the property ${head.propertyName}${head.address ? ` (${head.address})` : ''}: ` +
    `${head.summary} From ${head.meetingTitle ?? 'a municipal meeting'}${head.municipality ? ` of ${head.municipality}` : ''} on ${when}.`;
  return { passages, context };
}

function sliceText(text: string): string[] {
  const clean = text.trim();
  if (!clean) return [];
  const out: string[] = [];
  for (let start = 0; start < clean.length && out.length < 20; start += PAGE_CHARS) out.push(clean.slice(start, start + PAGE_CHARS));
  return out;
}
