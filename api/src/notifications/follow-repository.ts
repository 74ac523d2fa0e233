import { and, desc, eq, gte, inArray, isNotNull, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  agendaItems,
  alertItems,
  alerts,
  decisionAttachments,
  itemFollows,
  legalDecisions,
  legalTribunals,
  meetings,
  municipalities,
  type AlertSeverity,
  type MatchEvidence,
} from '../db/schema/index.js';

/** Queries of follows: the follows themselves, the items and decisions they are matched with, their alerts. */

export type FollowRow = typeof itemFollows.$inferSelect;

/**
 * Whom a follow's alerts belong to: the property of the alert it was started from, or, from a watch alert (no
 * property), that watch, so the later steps show with the watch's alerts and go out by its delivery choice.
 */
export interface FollowOwner {
  propertyId: string | null;
  watchId: string | null;
}

const owner = { propertyId: alerts.propertyId, watchId: alerts.watchId };
const hasOwner = or(isNotNull(alerts.propertyId), isNotNull(alerts.watchId));

/** Every follow with its owner and the followed item's meeting (matching of newly ingested items). */
export function followsWithMeetings(db: DbOrTx) {
  return db
    .select({
      follow: itemFollows,
      owner,
      followedStartsAt: meetings.startsAt,
      followedMeetingId: agendaItems.meetingId,
    })
    .from(itemFollows)
    .innerJoin(alerts, eq(alerts.id, itemFollows.alertId))
    .innerJoin(agendaItems, eq(agendaItems.id, itemFollows.agendaItemId))
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .where(hasOwner);
}

/** Every follow with its owner, the followed item and its municipality (matching of tribunal decisions). */
export function followsWithMunicipality(db: DbOrTx) {
  return db
    .select({
      follow: itemFollows,
      owner,
      item: agendaItems,
      municipality: municipalities.name,
    })
    .from(itemFollows)
    .innerJoin(alerts, eq(alerts.id, itemFollows.alertId))
    .innerJoin(agendaItems, eq(agendaItems.id, itemFollows.agendaItemId))
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .leftJoin(municipalities, eq(municipalities.id, meetings.municipalityId))
    .where(hasOwner);
}

/** Agenda items with their meeting, by item id. */
export function agendaItemsWithMeetings(db: DbOrTx, itemIds: number[]) {
  return db
    .select({ item: agendaItems, meeting: meetings })
    .from(agendaItems)
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .where(inArray(agendaItems.id, itemIds));
}

/** Agenda items with their meeting, as a map by item id. */
export async function itemsWithMeetings(db: DbOrTx, itemIds: number[]) {
  const rows = await agendaItemsWithMeetings(db, itemIds);
  return new Map(rows.map((r) => [r.item.id, r]));
}

/** Follows with their owner, by id. */
export async function followsById(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ follow: itemFollows, owner })
    .from(itemFollows)
    .innerJoin(alerts, eq(alerts.id, itemFollows.alertId))
    .where(and(inArray(itemFollows.id, ids), hasOwner));
}

/** Follows of these agenda items themselves. */
export function followsOfItems(db: DbOrTx, itemIds: number[]) {
  return db
    .select({ id: itemFollows.id, itemId: itemFollows.agendaItemId })
    .from(itemFollows)
    .where(inArray(itemFollows.agendaItemId, itemIds));
}

/** Follow alerts (later steps of a followed matter) that name these agenda items. */
export function followStepsOfItems(db: DbOrTx, itemIds: number[]) {
  return db
    .select({ sourceKey: alerts.sourceKey, itemId: alertItems.agendaItemId })
    .from(alertItems)
    .innerJoin(alerts, eq(alerts.id, alertItems.alertId))
    .where(and(inArray(alertItems.agendaItemId, itemIds), like(alerts.sourceKey, 'follow:%')));
}

/** The steps found for one follow: its alerts with their one impact. */
export function followStepAlerts(db: DbOrTx, followId: string) {
  return db
    .select({
      alertId: alerts.id,
      sourceKey: alerts.sourceKey,
      agendaItemId: alertItems.agendaItemId,
      evidence: alertItems.evidence,
      createdAt: alerts.createdAt,
    })
    .from(alerts)
    .innerJoin(alertItems, eq(alertItems.alertId, alerts.id))
    .where(like(alerts.sourceKey, `follow:${followId}:%`));
}

/** Tribunal decisions with their tribunal's name, by id. */
export function decisionsWithTribunal(db: DbOrTx, decisionIds: number[]) {
  return db
    .select({ decision: legalDecisions, tribunal: legalTribunals.name })
    .from(legalDecisions)
    .innerJoin(legalTribunals, eq(legalTribunals.code, legalDecisions.databaseId))
    .where(inArray(legalDecisions.id, decisionIds));
}

export function decisionFiles(db: DbOrTx, decisionIds: number[]) {
  return db.select().from(decisionAttachments).where(inArray(decisionAttachments.decisionId, decisionIds));
}

/** Ids of the decisions stored or updated since `since`. */
export function decisionsSince(db: DbOrTx, since: Date) {
  return db
    .select({ id: legalDecisions.id })
    .from(legalDecisions)
    .where(or(gte(legalDecisions.createdAt, since), gte(legalDecisions.updatedAt, since)));
}

/** Writes one follow alert with its one impact (idempotent: the source key is unique per property). */
export async function insertFollowAlert(
  db: DbOrTx,
  follow: Pick<FollowRow, 'companyId'>,
  { propertyId, watchId }: FollowOwner,
  alert: {
    sourceKey: string;
    meetingId: number | null;
    severity: AlertSeverity;
    title: string;
    summary: string;
    documentUrl: string | null;
  },
  impact: { agendaItemId: number | null; summary: string; evidence: MatchEvidence },
): Promise<number | null> {
  // A watch's follow alerts are of the watch's category, so they show under the Watch filter with its other alerts.
  const categories = watchId !== null ? ['watch'] : ['development'];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(alerts)
      .values({ companyId: follow.companyId, propertyId, watchId, categories, ...alert })
      .onConflictDoNothing()
      .returning({ id: alerts.id });
    if (!row) return null;
    await tx.insert(alertItems).values({
      alertId: row.id,
      companyId: follow.companyId,
      agendaItemId: impact.agendaItemId,
      rule: impact.evidence.rule,
      confidence: impact.evidence.confidence >= 0.9 ? 'High' : 'Medium',
      score: impact.evidence.confidence,
      severity: alert.severity,
      categories,
      impactSummary: impact.summary,
      evidence: [impact.evidence],
    });
    return row.id;
  });
}

// The follow routes: every query is scoped by the caller's company (and user where a follow is personal).

export function followsOfUser(db: DbOrTx, companyId: string, userId: string) {
  return db
    .select()
    .from(itemFollows)
    .where(and(eq(itemFollows.companyId, companyId), eq(itemFollows.userId, userId)))
    .orderBy(desc(itemFollows.createdAt));
}

/** The agenda items of one of the company's alerts, in impact order. */
export function agendaItemsOfAlert(db: DbOrTx, companyId: string, alertId: number) {
  return db
    .select({ item: agendaItems })
    .from(alertItems)
    .innerJoin(alerts, eq(alerts.id, alertItems.alertId))
    .innerJoin(agendaItems, eq(agendaItems.id, alertItems.agendaItemId))
    .where(and(eq(alertItems.alertId, alertId), eq(alerts.companyId, companyId)))
    .orderBy(alertItems.id);
}

export async function alertOfCompany(db: DbOrTx, companyId: string, alertId: number) {
  const [alert] = await db
    .select({ id: alerts.id, sourceKey: alerts.sourceKey })
    .from(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.companyId, companyId)));
  return alert;
}

/** Inserts a follow; undefined when the user already follows the item. */
export async function insertFollow(db: DbOrTx, values: typeof itemFollows.$inferInsert) {
  const [created] = await db.insert(itemFollows).values(values).onConflictDoNothing().returning();
  return created;
}

export async function followOfUserItem(db: DbOrTx, userId: string, agendaItemId: number) {
  const [existing] = await db
    .select()
    .from(itemFollows)
    .where(and(eq(itemFollows.userId, userId), eq(itemFollows.agendaItemId, agendaItemId)));
  return existing;
}

/** Deletes the user's follow; false when there was none. */
export async function deleteFollow(db: DbOrTx, companyId: string, userId: string, id: string) {
  const deleted = await db
    .delete(itemFollows)
    .where(and(eq(itemFollows.id, id), eq(itemFollows.companyId, companyId), eq(itemFollows.userId, userId)))
    .returning({ id: itemFollows.id });
  return deleted.length > 0;
}

/** The follow an alert belongs to: the follow its source key names, else the user's follow started from it. */
export async function followOfAlert(
  db: DbOrTx,
  companyId: string,
  userId: string,
  alertId: number,
  fromKey: string | undefined,
) {
  const [follow] = await db
    .select()
    .from(itemFollows)
    .where(
      and(
        eq(itemFollows.companyId, companyId),
        fromKey ? eq(itemFollows.id, fromKey) : and(eq(itemFollows.alertId, alertId), eq(itemFollows.userId, userId)),
      ),
    );
  return follow;
}
