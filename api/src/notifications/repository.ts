import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { arrayLiteral } from '../db/array-literal.js';
import {
  agendaItems,
  alertItems,
  alerts,
  meetings,
  notificationDeliveries,
  notificationPreferences,
  properties,
  users,
  watches,
  type DigestFrequency,
  type EmailMode,
} from '../db/schema/index.js';
import { frenchAlertTitle } from '../alerts/text.js';
import { frenchTemplateTitle } from '../i18n/alert-text-fr.js';
import type { AlertForMail } from './render.js';

/** Queries of alert notifications: recipients and their preferences, alerts to tell, the ledger of mails sent. */

export type AlertRow = typeof alerts.$inferSelect;
export type LedgerKind = 'immediate' | 'digest' | 'raised';

/** Members who can receive mail, with their preferences (defaults when no row). */
export async function recipients(db: DbOrTx, companyId: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      mode: notificationPreferences.emailMode,
      frequency: notificationPreferences.digestFrequency,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(eq(users.companyId, companyId), ne(users.role, 'invited')));
  return rows.map((r) => ({
    ...r,
    mode: (r.mode ?? 'immediate_and_digest') as EmailMode,
    frequency: (r.frequency ?? 'daily') as DigestFrequency,
  }));
}
export type Recipient = Awaited<ReturnType<typeof recipients>>[number];

/** Every member who can receive mail, of every company, with their stored preferences (null when none). */
export function digestCandidates(db: DbOrTx) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      companyId: users.companyId,
      mode: notificationPreferences.emailMode,
      frequency: notificationPreferences.digestFrequency,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(ne(users.role, 'invited'));
}

export async function loadAlerts(db: DbOrTx, ids: number[]): Promise<AlertForMail[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: alerts.id,
      severity: alerts.severity,
      severityRaisedFrom: alerts.severityRaisedFrom,
      title: alerts.title,
      summary: alerts.summary,
      sourceKey: alerts.sourceKey,
      propertyName: sql<string>`coalesce(${properties.name}, ${watches.name}, '')`,
      propertyAddress: properties.address,
      watchName: watches.name,
      matchedTerms: alerts.matchedTerms,
      meetingTitle: meetings.title,
      committeeName: meetings.committeeName,
      meetingStartsAt: meetings.startsAt,
    })
    .from(alerts)
    .leftJoin(properties, eq(properties.id, alerts.propertyId))
    .leftJoin(watches, eq(watches.id, alerts.watchId))
    .leftJoin(meetings, eq(meetings.id, alerts.meetingId))
    .where(inArray(alerts.id, ids))
    .orderBy(asc(alerts.createdAt), asc(alerts.id));
  const items = await db
    .select({
      alertId: alertItems.alertId,
      score: alertItems.score,
      itemNumber: agendaItems.itemNumber,
      title: agendaItems.title,
      impactSummary: alertItems.impactSummary,
      evidence: alertItems.evidence,
      // For a French reader (render.ts): a bilingual portal's item in French, its first sentence from its first 2,000
      // characters (as the alert list reads it, alerts/alert-query.ts).
      titleFr: agendaItems.titleFr,
      description: sql<string | null>`left(${agendaItems.description}, 2000)`,
      descriptionFr: sql<string | null>`left(${agendaItems.descriptionFr}, 2000)`,
    })
    .from(alertItems)
    .leftJoin(agendaItems, eq(agendaItems.id, alertItems.agendaItemId))
    .where(inArray(alertItems.alertId, ids))
    .orderBy(asc(alertItems.id));
  return rows.map((r) => {
    const own = items.filter((i) => i.alertId === r.id);
    // The title is written from the strongest item (the alert list's lead: highest score, then first).
    const lead = own.reduce<(typeof own)[number] | null>((best, i) => (!best || i.score > best.score ? i : best), null);
    return {
      ...r,
      // As the alert list gives it (alerts/alert-query.ts): a writer's template first, else the lead item's French.
      titleFr:
        frenchTemplateTitle(r.title, { sourceKey: r.sourceKey, items: own }) ??
        (lead?.titleFr ? frenchAlertTitle(lead.titleFr, own.length) : null),
      items: own.map((i) => ({
        itemNumber: i.itemNumber,
        title: i.title ?? '',
        impactSummary: i.impactSummary,
        evidence: i.evidence,
        titleFr: i.titleFr,
        description: i.description,
        descriptionFr: i.descriptionFr,
      })),
    };
  });
}

/**
 * Claims ledger rows (unique per user, alert and severity told); returns what this run owns: the alert ids
 * and the ledger rows. Claimed in the mail's transaction: a failed mail rolls the claim back (notifications/service.ts).
 */
export async function claim(
  db: DbOrTx,
  userId: string,
  companyId: string,
  entries: Array<{ alertId: number; severity: string }>,
  kind: LedgerKind,
) {
  if (entries.length === 0) return { alertIds: [], rowIds: [] };
  const rows = await db
    .insert(notificationDeliveries)
    .values(entries.map(({ alertId, severity }) => ({ userId, companyId, alertId, kind, severity })))
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id, alertId: notificationDeliveries.alertId });
  return { alertIds: rows.map((r) => r.alertId), rowIds: rows.map((r) => r.id) };
}

/** What decides an immediate mail: the alert's company, severity, status and whether it was raised. */
export async function alertForImmediate(db: DbOrTx, alertId: number) {
  const [row] = await db
    .select({
      companyId: alerts.companyId,
      severity: alerts.severity,
      status: alerts.status,
      raisedFrom: alerts.severityRaisedFrom,
      ...watchColumns,
    })
    .from(alerts)
    .leftJoin(watches, eq(watches.id, alerts.watchId))
    .where(eq(alerts.id, alertId));
  return row;
}

/** Full alert rows by id (one array parameter: a large analysis run announces tens of thousands at once). */
export function alertsByIds(db: DbOrTx, ids: number[]) {
  return db
    .select()
    .from(alerts)
    .where(sql`${alerts.id} = any(${arrayLiteral(ids)}::integer[])`);
}

/**
 * How a watch alert is told (null watch fields: a property alert): its watch's delivery and owner (a personal
 * watch's mails go to its owner alone), and whether a backfill found it (never told).
 */
export const watchColumns = {
  watchId: alerts.watchId,
  watchUserId: watches.userId,
  watchDelivery: watches.delivery,
  backfilled: alerts.backfilled,
};

/** The alerts among these ids that are not dismissed, with their company, severity and watch delivery. */
export function liveAlertsByIds(db: DbOrTx, ids: number[]) {
  return (
    db
      .select({ id: alerts.id, companyId: alerts.companyId, severity: alerts.severity, ...watchColumns })
      .from(alerts)
      .leftJoin(watches, eq(watches.id, alerts.watchId))
      // One array parameter: a large analysis run announces tens of thousands of alerts at once.
      .where(and(sql`${alerts.id} = any(${arrayLiteral(ids)}::integer[])`, ne(alerts.status, 'dismissed')))
  );
}

/** A user's digest: the company's alerts of the window, not dismissed, not yet told to the user. */
export function pendingDigestAlerts(db: DbOrTx, user: { id: string; companyId: string }, windowStart: Date, now: Date) {
  return db
    .select({ alertId: alerts.id, severity: alerts.severity })
    .from(alerts)
    .where(
      and(
        eq(alerts.companyId, user.companyId),
        ne(alerts.status, 'dismissed'),
        gte(alerts.createdAt, windowStart),
        lte(alerts.createdAt, now),
        // Watch alerts: not a backfill's, not of a watch delivered to the list only, not another member's watch.
        sql`(${alerts.watchId} is null or (not ${alerts.backfilled} and exists (select 1 from ${watches} w
          where w.id = ${alerts.watchId} and w.delivery <> 'none' and (w.user_id is null or w.user_id = ${user.id}))))`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(notificationDeliveries)
            .where(and(eq(notificationDeliveries.userId, user.id), eq(notificationDeliveries.alertId, alerts.id))),
        ),
      ),
    );
}

/** Urgent alerts created, or raised to urgent, since `since`; and watch alerts of immediate watches created since. */
export function recentUrgentAlerts(db: DbOrTx, since: Date) {
  return db
    .select({ id: alerts.id, companyId: alerts.companyId })
    .from(alerts)
    .where(
      and(
        ne(alerts.status, 'dismissed'),
        or(
          and(
            eq(alerts.severity, 'urgent'),
            isNull(alerts.watchId),
            or(gte(alerts.createdAt, since), gte(alerts.severityRaisedAt, since)),
          ),
          and(
            gte(alerts.createdAt, since),
            sql`not ${alerts.backfilled} and exists (select 1 from ${watches} w where w.id = ${alerts.watchId} and w.delivery = 'immediate')`,
          ),
        ),
      ),
    );
}

/** Alerts created since `since`, not dismissed (webhooks): not a watch backfill's, nor of a list-only watch. */
export function recentAlerts(db: DbOrTx, since: Date) {
  return db
    .select({ id: alerts.id, companyId: alerts.companyId })
    .from(alerts)
    .where(
      and(
        gte(alerts.createdAt, since),
        ne(alerts.status, 'dismissed'),
        sql`(${alerts.watchId} is null or (not ${alerts.backfilled} and exists (select 1 from ${watches} w where w.id = ${alerts.watchId} and w.delivery <> 'none')))`,
      ),
    );
}

/** The latest raise of each alert raised since `since`, not dismissed. */
export function recentRaises(db: DbOrTx, since: Date) {
  return db
    .select({ id: alerts.id, from: alerts.severityRaisedFrom, to: alerts.severity })
    .from(alerts)
    .where(
      and(gte(alerts.severityRaisedAt, since), isNotNull(alerts.severityRaisedFrom), ne(alerts.status, 'dismissed')),
    );
}

// Preferences and the unsubscribe link.

export async function preferencesOf(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return row;
}

export async function savePreferences(
  db: DbOrTx,
  userId: string,
  companyId: string,
  emailMode: EmailMode,
  digestFrequency: DigestFrequency,
) {
  await db
    .insert(notificationPreferences)
    .values({ userId, companyId, emailMode, digestFrequency })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { emailMode, digestFrequency, updatedAt: new Date() },
    });
}

/** Turns every alert mail off for the user (the unsubscribe link). */
export async function turnMailOff(db: DbOrTx, userId: string, companyId: string) {
  await db
    .insert(notificationPreferences)
    .values({ userId, companyId, emailMode: 'off' })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { emailMode: 'off', updatedAt: new Date() } });
}

export async function userById(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({ id: users.id, companyId: users.companyId, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** Gives claimed ledger rows back after a failed send (a claim committed before its send: on PGlite). */
export async function release(db: DbOrTx, rowIds: number[]) {
  if (rowIds.length === 0) return;
  await db.delete(notificationDeliveries).where(inArray(notificationDeliveries.id, rowIds));
}
