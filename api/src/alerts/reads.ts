import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import { alertAssignments, alertReads, alerts, users } from '../db/schema/index.js';
import type { InboxFieldsOut } from '../schemas/inbox.js';
import { teammateName } from './teammates.js';

/*
 * Read state per user: a row in alert_reads once a user opened an alert or marked it read. Every query is scoped
 * by the caller's company (and row-level security keeps it there too).
 */

export interface Reader {
  companyId: string;
  userId: string;
}

/** The caller's unread alerts: not dismissed, no read row. */
export async function unreadCount(db: DbOrTx, { companyId, userId }: Reader): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alerts)
    .where(
      and(
        eq(alerts.companyId, companyId),
        ne(alerts.status, 'dismissed'),
        sql`not exists (select 1 from ${alertReads} r where r.user_id = ${userId} and r.alert_id = ${alerts.id})`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Marks alerts of the company read for the caller (ids already checked as the company's); answers how many were unread. */
export async function markRead(db: DbOrTx, reader: Reader, alertIds: number[], at = new Date()): Promise<number> {
  if (!alertIds.length) return 0;
  const rows = await db
    .insert(alertReads)
    .values(alertIds.map((alertId) => ({ companyId: reader.companyId, userId: reader.userId, alertId, readAt: at })))
    .onConflictDoNothing()
    .returning({ alertId: alertReads.alertId });
  return rows.length;
}

/** "Mark all read": every alert of the company not dismissed and not yet read. */
export async function markAllRead(db: DbOrTx, { companyId, userId }: Reader, at = new Date()): Promise<number> {
  const rows = await queryRows(
    db,
    sql`
    insert into ${alertReads} (company_id, user_id, alert_id, read_at)
    select a.company_id, ${userId}, a.id, ${at.toISOString()}::timestamptz from ${alerts} a
    where a.company_id = ${companyId} and a.status <> 'dismissed'
    on conflict do nothing
    returning alert_id`,
  );
  return rows.length;
}

export async function markUnread(db: DbOrTx, { companyId, userId }: Reader, alertId: number): Promise<void> {
  await db
    .delete(alertReads)
    .where(and(eq(alertReads.companyId, companyId), eq(alertReads.userId, userId), eq(alertReads.alertId, alertId)));
}

/** Of these ids, the ones of the company (any status): the rest are another company's or unknown. */
export async function ownedAlertIds(db: DbOrTx, companyId: string, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.companyId, companyId), inArray(alerts.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The caller's read state and the assignee of each alert, by alert id. */
export async function inboxFieldsOf(
  db: DbOrTx,
  reader: Reader,
  alertIds: number[],
): Promise<Map<number, InboxFieldsOut>> {
  const out = new Map<number, InboxFieldsOut>();
  if (!alertIds.length) return out;
  for (const id of alertIds) out.set(id, { read: false, read_at: null, assignee: null, assigned_at: null });
  const [reads, assigned] = await Promise.all([
    db
      .select({ alertId: alertReads.alertId, readAt: alertReads.readAt })
      .from(alertReads)
      .where(
        and(
          eq(alertReads.companyId, reader.companyId),
          eq(alertReads.userId, reader.userId),
          inArray(alertReads.alertId, alertIds),
        ),
      ),
    db
      .select({
        alertId: alertAssignments.alertId,
        assignedAt: alertAssignments.assignedAt,
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(alertAssignments)
      .innerJoin(users, eq(users.id, alertAssignments.assigneeId))
      .where(and(eq(alertAssignments.companyId, reader.companyId), inArray(alertAssignments.alertId, alertIds))),
  ]);
  for (const r of reads) {
    const f = out.get(r.alertId);
    if (f) Object.assign(f, { read: true, read_at: r.readAt.toISOString() });
  }
  for (const a of assigned) {
    const f = out.get(a.alertId);
    if (f) Object.assign(f, { assignee: { id: a.id, name: teammateName(a) }, assigned_at: a.assignedAt.toISOString() });
  }
  return out;
}

/** The alerts with the caller's read state and their assignee. */
export async function withInboxFields<T extends { id: number }>(
  db: DbOrTx,
  reader: Reader,
  rows: T[],
): Promise<(T & InboxFieldsOut)[]> {
  const fields = await inboxFieldsOf(
    db,
    reader,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, ...fields.get(r.id)! }));
}
