import { and, desc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import {
  alertAssignments,
  alertReads,
  alerts,
  itemFollows,
  meetings,
  municipalities,
  properties,
  users,
  userVisits,
  watches,
} from '../db/schema/index.js';
import type { InboxItemOut } from '../schemas/inbox.js';
import { unreadCount, type Reader } from './reads.js';
import { teammateName } from './teammates.js';

/*
 * The inbox of a user: the bell's lists (newest alerts, those assigned to them, updates of the items they follow)
 * and "New since your last visit". Every query is scoped by the caller's company.
 */

/** A visit older than this starts a new one: reloading the Overview within a session keeps the same "since". */
export const VISIT_GAP_MS = 30 * 60_000;

const assigners = alias(users, 'assigner');

function itemQuery(db: DbOrTx, reader: Reader) {
  /** A later step of an item the caller follows: its source key is 'follow:<follow id>:...' of their follow. */
  const follow = sql<boolean>`exists (select 1 from ${itemFollows} f where f.user_id = ${reader.userId} and f.company_id = ${reader.companyId} and ${alerts.sourceKey} like 'follow:' || f.id::text || ':%')`;
  return db
    .select({
      id: alerts.id,
      title: alerts.title,
      severity: alerts.severity,
      propertyName: properties.name,
      watchName: watches.name,
      municipality: municipalities.name,
      createdAt: alerts.createdAt,
      readAt: alertReads.readAt,
      follow,
      assigneeId: alertAssignments.assigneeId,
      assignerFirst: assigners.firstName,
      assignerLast: assigners.lastName,
      assignerEmail: assigners.email,
    })
    .from(alerts)
    .leftJoin(properties, eq(properties.id, alerts.propertyId))
    .leftJoin(watches, eq(watches.id, alerts.watchId))
    .leftJoin(meetings, eq(meetings.id, alerts.meetingId))
    .leftJoin(municipalities, eq(municipalities.id, meetings.municipalityId))
    .leftJoin(alertReads, and(eq(alertReads.alertId, alerts.id), eq(alertReads.userId, reader.userId)))
    .leftJoin(alertAssignments, eq(alertAssignments.alertId, alerts.id))
    .leftJoin(assigners, eq(assigners.id, alertAssignments.assignedBy));
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['execute']>>[number];

function toItem(row: ItemRow, reader: Reader): InboxItemOut {
  const mine = row.assigneeId === reader.userId;
  return {
    id: row.id,
    title: row.title,
    severity: row.severity,
    subject: row.propertyName ?? row.watchName ?? '',
    municipality: row.municipality ?? null,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
    follow: Boolean(row.follow),
    assigned_to_me: mine,
    assigned_by:
      mine && row.assignerEmail
        ? teammateName({
            firstName: row.assignerFirst ?? '',
            lastName: row.assignerLast ?? '',
            email: row.assignerEmail,
          })
        : null,
  };
}

async function items(db: DbOrTx, reader: Reader, extra: SQL[], limit: number, order?: SQL[]) {
  const rows = await itemQuery(db, reader)
    .where(and(eq(alerts.companyId, reader.companyId), ne(alerts.status, 'dismissed'), ...extra))
    .orderBy(...(order ?? [desc(alerts.createdAt), desc(alerts.id)]))
    .limit(limit);
  return rows.map((r) => toItem(r, reader));
}

/** The bell: the unread count and the three short lists. */
export async function inboxOf(db: DbOrTx, reader: Reader, limit: number) {
  const followOnly = sql`${alerts.sourceKey} like 'follow:%' and exists (select 1 from ${itemFollows} f where f.user_id = ${reader.userId} and f.company_id = ${reader.companyId} and ${alerts.sourceKey} like 'follow:' || f.id::text || ':%')`;
  const [unread, assignedUnread, latest, assigned, following] = await Promise.all([
    unreadCount(db, reader),
    assignedUnreadCount(db, reader),
    items(db, reader, [], limit),
    items(db, reader, [eq(alertAssignments.assigneeId, reader.userId)], limit, [
      desc(alertAssignments.assignedAt),
      desc(alerts.id),
    ]),
    items(db, reader, [followOnly], limit),
  ]);
  return { unread, assigned_unread: assignedUnread, latest, assigned, following };
}

async function assignedUnreadCount(db: DbOrTx, { companyId, userId }: Reader): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alertAssignments)
    .innerJoin(alerts, eq(alerts.id, alertAssignments.alertId))
    .where(
      and(
        eq(alertAssignments.companyId, companyId),
        eq(alertAssignments.assigneeId, userId),
        ne(alerts.status, 'dismissed'),
        sql`not exists (select 1 from ${alertReads} r where r.user_id = ${userId} and r.alert_id = ${alerts.id})`,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Records a visit. A visit more than VISIT_GAP_MS after the last one starts a new visit: the last one becomes the
 * previous visit, which "New since your last visit" counts from.
 */
export async function recordVisit(db: DbOrTx, reader: Reader, at = new Date()) {
  const gapStart = new Date(at.getTime() - VISIT_GAP_MS);
  const [row] = await db
    .insert(userVisits)
    .values({ userId: reader.userId, companyId: reader.companyId, lastVisitAt: at, previousVisitAt: null })
    .onConflictDoUpdate({
      target: userVisits.userId,
      set: {
        previousVisitAt: sql`case when ${userVisits.lastVisitAt} < ${gapStart.toISOString()}::timestamptz then ${userVisits.lastVisitAt} else ${userVisits.previousVisitAt} end`,
        lastVisitAt: at,
      },
      setWhere: sql`${userVisits.companyId} = ${reader.companyId}`,
    })
    .returning();
  return {
    last_visit_at: row!.lastVisitAt.toISOString(),
    previous_visit_at: row!.previousVisitAt ? row!.previousVisitAt.toISOString() : null,
  };
}

/** The alerts raised since the previous visit (none on the first visit: everything is new then). */
export async function newSinceLastVisit(db: DbOrTx, reader: Reader, limit: number) {
  const [visit] = await db
    .select({ previous: userVisits.previousVisitAt })
    .from(userVisits)
    .where(and(eq(userVisits.companyId, reader.companyId), eq(userVisits.userId, reader.userId)));
  const since = visit?.previous ?? null;
  if (!since) return { since: null, total: 0, alerts: [] };
  const after = gt(alerts.createdAt, since);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alerts)
    .where(and(eq(alerts.companyId, reader.companyId), ne(alerts.status, 'dismissed'), after));
  return {
    since: since.toISOString(),
    total: Number(count?.n ?? 0),
    alerts: await items(db, reader, [after], limit),
  };
}
