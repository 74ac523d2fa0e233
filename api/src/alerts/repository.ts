import { and, asc, desc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  agendaItems,
  alertComments,
  alertItems,
  alerts,
  documents,
  properties,
  users,
  type AlertStatus,
  type DismissReason,
} from '../db/schema/index.js';
import type { AlertItemOut, AlertOut, CommentOut, SeverityCounts } from '../schemas/alerts.js';
import { frenchImpactSummary } from '../i18n/alert-text-fr.js';
import { baseQuery, toAlertOut, type ListRow } from './alert-query.js';

/*
 * Reads of the alerts a company owns (the matching engine writes them), and the changes a member makes (status,
 * dismissal, comments). Every function takes the caller's company id and filters by it first: another company's
 * alert is simply not found.
 */

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
      itemTitleFr: agendaItems.titleFr,
      itemDescriptionFr: agendaItems.descriptionFr,
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
      sourceKey: alerts.sourceKey,
    })
    .from(alertItems)
    .innerJoin(alerts, and(eq(alerts.id, alertItems.alertId), eq(alerts.companyId, companyId)))
    .leftJoin(agendaItems, eq(agendaItems.id, alertItems.agendaItemId))
    .leftJoin(documents, eq(documents.id, alertItems.documentId))
    .where(and(eq(alertItems.companyId, companyId), eq(alertItems.alertId, alertId)))
    .orderBy(desc(alertItems.score), asc(alertItems.id));
  return rows.map((r) => {
    const title = r.itemTitle ?? r.impactSummary;
    const item = {
      title: r.itemTitle,
      description: r.itemDescription,
      titleFr: r.itemTitleFr,
      descriptionFr: r.itemDescriptionFr,
    };
    return {
      id: r.id,
      agenda_item_id: r.agendaItemId,
      document_id: r.documentId,
      item_number: r.itemNumber ?? null,
      item_title: title,
      title,
      item_description: r.itemDescription ?? null,
      item_title_fr: r.itemTitleFr ?? null,
      item_description_fr: r.itemDescriptionFr ?? null,
      impact_summary: r.impactSummary,
      impact_summary_fr: frenchImpactSummary(r.impactSummary, { sourceKey: r.sourceKey, items: [item] }),
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

export function commentOut(r: {
  id: number;
  alertId: number;
  userId: string | null;
  comment: string;
  createdAt: Date;
  firstName?: string | null;
  lastName?: string | null;
}): CommentOut {
  return {
    id: r.id,
    alert_id: r.alertId,
    user_id: r.userId,
    user_name: [r.firstName, r.lastName].filter(Boolean).join(' ') || null,
    comment: r.comment,
    created_at: r.createdAt.toISOString(),
  };
}

/** Sets a status other than dismissed (clearing any dismissal). */
export async function setAlertStatus(db: DbOrTx, companyId: string, id: number, status: AlertStatus): Promise<void> {
  await db
    .update(alerts)
    .set({ status, dismissReason: null, dismissedAt: null, dismissedBy: null, updatedAt: new Date() })
    .where(and(eq(alerts.id, id), eq(alerts.companyId, companyId)));
}

export async function dismissAlert(
  db: DbOrTx,
  companyId: string,
  id: number,
  by: { userId: string; reason: DismissReason; at: Date },
): Promise<void> {
  await db
    .update(alerts)
    .set({
      status: 'dismissed',
      dismissReason: by.reason,
      dismissedAt: by.at,
      dismissedBy: by.userId,
      updatedAt: by.at,
    })
    .where(and(eq(alerts.id, id), eq(alerts.companyId, companyId)));
}

/** Stores a comment and answers it with its author's name. */
export async function addComment(
  db: DbOrTx,
  companyId: string,
  alertId: number,
  userId: string,
  comment: string,
): Promise<CommentOut> {
  const [saved] = await db.insert(alertComments).values({ alertId, companyId, userId, comment }).returning();
  const [author] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return commentOut({ ...saved!, firstName: author?.firstName, lastName: author?.lastName });
}
