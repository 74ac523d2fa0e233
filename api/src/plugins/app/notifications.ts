import fp from 'fastify-plugin';
import { and, asc, eq, gte, inArray, lte, ne, notExists, sql } from 'drizzle-orm';
import {
  agendaItems,
  alertItems,
  alerts,
  meetings,
  notificationDeliveries,
  notificationPreferences,
  properties,
  users,
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
  type DigestFrequency,
  type EmailMode,
} from '../../db/schema/index.js';
import { asSystem } from '../../db/tenant-context.js';
import { arrayLiteral } from '../../db/array-literal.js';
import { resolveJwtSecret } from './access-tokens.js';
import { renderAlertMail, alertLink, type AlertForMail } from '../../notifications/render.js';
import { matchFollowDecisions, matchFollowDecisionsSince, matchFollows, matchFollowStatusChanges } from '../../notifications/follow.js';
import { digestWindowStart, isDigestDue } from '../../notifications/schedule.js';
import { createUnsubscribeTokens, type UnsubscribeTokens } from '../../notifications/tokens.js';
import { SIGNATURE_HEADER, signWebhook, WEBHOOK_RETRY_WINDOW_MS, webhookRetryDelayMs } from '../../notifications/webhook-signature.js';
import { deliverWebhook } from '../../notifications/webhook-delivery.js';
import { systemResolve, type ResolveAll, type TargetPolicy } from '../../notifications/webhook-target.js';

export const JOB_ALERT_EMAIL = 'notifications-alert-email';
export const JOB_DIGEST = 'notifications-digest';
export const JOB_SWEEP = 'notifications-sweep';
export const JOB_WEBHOOK = 'notifications-webhook';

export interface Notifications {
  unsubscribeTokens: UnsubscribeTokens;
  unsubscribeUrl(userId: string): string;
  /** Called on alertsCreated: immediate emails for urgent alerts, one webhook delivery per enabled endpoint. */
  notifyAlerts(alertIds: number[]): Promise<void>;
  /** Sends the immediate email of one alert to one user (ledger first: never twice). Throws on mail failure. */
  sendImmediate(alertId: number, userId: string): Promise<boolean>;
  /** The morning run: a digest for every user whose frequency is due at `now`. Returns the number of mails. */
  runDigest(now?: Date): Promise<number>;
  /** Catches what events missed: urgent alerts of the last 24 h not yet mailed, webhook deliveries not yet made, retries due. */
  sweep(now?: Date): Promise<void>;
  /** One attempt of one webhook delivery; schedules the next attempt on failure. */
  attemptWebhook(deliveryId: number, now?: Date): Promise<void>;
  runDueWebhooks(now?: Date): Promise<number>;
  /** Which webhook targets are allowed and how their names resolve (checked when added and at every delivery). */
  webhookTargets: TargetPolicy;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

export default fp<{ resolve?: ResolveAll }>(
  async (app, opts) => {
    const db = app.db;
    const webhookTargets: TargetPolicy = { allowPrivate: app.config.webhookAllowPrivate, resolve: opts.resolve ?? systemResolve };
    const tokens = createUnsubscribeTokens(await resolveJwtSecret(app.config));
    const publicUrl = app.config.publicUrl;
    const unsubscribeUrl = (userId: string) => `${publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(tokens.sign(userId))}`;

    /** Members who can receive mail, with their preferences (defaults when no row). */
    async function recipients(companyId: string) {
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          mode: notificationPreferences.emailMode,
          frequency: notificationPreferences.digestFrequency,
        })
        .from(users)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(and(eq(users.companyId, companyId), ne(users.role, 'invited')));
      return rows.map((r) => ({ ...r, mode: (r.mode ?? 'immediate_and_digest') as EmailMode, frequency: (r.frequency ?? 'daily') as DigestFrequency }));
    }

    async function loadAlerts(ids: number[]): Promise<AlertForMail[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: alerts.id,
          severity: alerts.severity,
          title: alerts.title,
          summary: alerts.summary,
          propertyName: properties.name,
          propertyAddress: properties.address,
          meetingTitle: meetings.title,
          committeeName: meetings.committeeName,
          meetingStartsAt: meetings.startsAt,
        })
        .from(alerts)
        .innerJoin(properties, eq(properties.id, alerts.propertyId))
        .leftJoin(meetings, eq(meetings.id, alerts.meetingId))
        .where(inArray(alerts.id, ids))
        .orderBy(asc(alerts.createdAt), asc(alerts.id));
      const items = await db
        .select({
          alertId: alertItems.alertId,
          itemNumber: agendaItems.itemNumber,
          title: agendaItems.title,
          impactSummary: alertItems.impactSummary,
          evidence: alertItems.evidence,
        })
        .from(alertItems)
        .leftJoin(agendaItems, eq(agendaItems.id, alertItems.agendaItemId))
        .where(inArray(alertItems.alertId, ids))
        .orderBy(asc(alertItems.id));
      return rows.map((r) => ({
        ...r,
        items: items
          .filter((i) => i.alertId === r.id)
          .map((i) => ({ itemNumber: i.itemNumber, title: i.title ?? '', impactSummary: i.impactSummary, evidence: i.evidence })),
      }));
    }

    async function mailAlerts(user: { id: string; email: string; firstName: string }, alertIds: number[], kind: 'immediate' | 'digest', frequency?: DigestFrequency) {
      const loaded = await loadAlerts(alertIds);
      const unsubscribe = unsubscribeUrl(user.id);
      const mail = renderAlertMail({ kind, firstName: user.firstName || 'there', alerts: loaded, publicUrl, unsubscribeUrl: unsubscribe, frequency });
      await app.mailer.send({
        kind: kind === 'immediate' ? 'alert' : 'digest',
        to: user.email,
        ...mail,
        link: alertLink(publicUrl, loaded[0]!.id),
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    }

    /** Claims ledger rows (unique per user and alert); returns the alert ids this run owns. */
    async function claim(userId: string, companyId: string, alertIds: number[], kind: 'immediate' | 'digest') {
      if (alertIds.length === 0) return [];
      const rows = await db
        .insert(notificationDeliveries)
        .values(alertIds.map((alertId) => ({ userId, companyId, alertId, kind })))
        .onConflictDoNothing()
        .returning({ alertId: notificationDeliveries.alertId });
      return rows.map((r) => r.alertId);
    }
    async function release(userId: string, alertIds: number[]) {
      if (alertIds.length === 0) return;
      await db.delete(notificationDeliveries).where(and(eq(notificationDeliveries.userId, userId), inArray(notificationDeliveries.alertId, alertIds)));
    }

    async function sendImmediate(alertId: number, userId: string) {
      const [row] = await db
        .select({ companyId: alerts.companyId, severity: alerts.severity, status: alerts.status })
        .from(alerts)
        .where(eq(alerts.id, alertId));
      if (!row || row.severity !== 'urgent' || row.status === 'dismissed') return false;
      const user = (await recipients(row.companyId)).find((u) => u.id === userId);
      if (!user || user.mode !== 'immediate_and_digest') return false;
      const claimed = await claim(user.id, row.companyId, [alertId], 'immediate');
      if (claimed.length === 0) return false;
      try {
        await mailAlerts(user, claimed, 'immediate');
      } catch (error) {
        await release(user.id, claimed);
        throw error;
      }
      return true;
    }

    async function enqueueWebhooks(alertRows: { id: number; companyId: string }[]) {
      const companyIds = [...new Set(alertRows.map((a) => a.companyId))];
      if (companyIds.length === 0) return [];
      const endpoints = await db
        .select()
        .from(webhookEndpoints)
        .where(and(inArray(webhookEndpoints.companyId, companyIds), eq(webhookEndpoints.enabled, true)));
      if (endpoints.length === 0) return [];
      const full = await db.select().from(alerts).where(sql`${alerts.id} = any(${arrayLiteral(alertRows.map((a) => a.id))}::integer[])`);
      const values = full.flatMap((a) =>
        endpoints
          // An endpoint receives the alerts created after it was added (the sweep never replays older ones).
          .filter((e) => e.companyId === a.companyId && a.createdAt.getTime() >= e.createdAt.getTime())
          .map((e) => ({
            endpointId: e.id,
            companyId: a.companyId,
            alertId: a.id,
            event: 'alert.created',
            payload: {
              event: 'alert.created',
              alert: {
                id: a.id,
                property_id: a.propertyId,
                meeting_id: a.meetingId,
                severity: a.severity,
                title: a.title,
                summary: a.summary,
                categories: a.categories,
                url: alertLink(publicUrl, a.id),
                created_at: a.createdAt.toISOString(),
              },
            },
            nextAttemptAt: new Date(),
          })),
      );
      if (values.length === 0) return [];
      const created = await db.insert(webhookDeliveries).values(values).onConflictDoNothing().returning({ id: webhookDeliveries.id });
      return created.map((c) => c.id);
    }

    async function attemptWebhook(deliveryId: number, now = new Date()) {
      const [row] = await db
        .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret, enabled: webhookEndpoints.enabled })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, deliveryId));
      if (!row || row.delivery.status !== 'pending') return;
      const body = JSON.stringify({ id: row.delivery.id, ...row.delivery.payload });
      const attempt = row.delivery.attempt + 1;
      const started = Date.now();
      const { statusCode, error } = await deliverWebhook(
        row.url,
        body,
        {
          'content-type': 'application/json',
          'user-agent': 'Parcelwatch-Webhooks/1',
          [SIGNATURE_HEADER]: signWebhook(row.secret, body, Math.floor(now.getTime() / 1000)),
          'Parcelwatch-Delivery': String(row.delivery.id),
        },
        webhookTargets,
      );
      const firstAt = row.delivery.createdAt.getTime();
      let status: 'succeeded' | 'pending' | 'failed' = 'succeeded';
      let nextAttemptAt: Date | null = null;
      if (error) {
        const next = now.getTime() + webhookRetryDelayMs(attempt);
        if (row.delivery.event !== 'webhook.test' && next - firstAt <= WEBHOOK_RETRY_WINDOW_MS) {
          status = 'pending';
          nextAttemptAt = new Date(next);
        } else status = 'failed';
      }
      await db.transaction(async (tx) => {
        await tx
          .insert(webhookDeliveryAttempts)
          .values({ deliveryId, companyId: row.delivery.companyId, attempt, statusCode, error, durationMs: Date.now() - started, attemptedAt: now })
          .onConflictDoNothing();
        await tx.update(webhookDeliveries).set({ status, statusCode, error, attempt, nextAttemptAt, updatedAt: now }).where(eq(webhookDeliveries.id, deliveryId));
      });
      if (nextAttemptAt) {
        await app.jobs.send(JOB_WEBHOOK, { deliveryId }, { startAfter: nextAttemptAt, singletonKey: `webhook-${deliveryId}-${attempt}` });
      }
    }

    async function runDueWebhooks(now = new Date()) {
      const due = await db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
        .orderBy(asc(webhookDeliveries.nextAttemptAt))
        .limit(200);
      for (const d of due) await attemptWebhook(d.id, now);
      return due.length;
    }

    async function notifyAlerts(alertIds: number[]) {
      if (alertIds.length === 0) return;
      const rows = await db
        .select({ id: alerts.id, companyId: alerts.companyId, severity: alerts.severity })
        .from(alerts)
        // One array parameter: a large analysis run announces tens of thousands of alerts at once.
        .where(and(sql`${alerts.id} = any(${arrayLiteral(alertIds)}::integer[])`, ne(alerts.status, 'dismissed')));
      const members = new Map<string, Awaited<ReturnType<typeof recipients>>>();
      for (const a of rows.filter((r) => r.severity === 'urgent')) {
        if (!members.has(a.companyId)) members.set(a.companyId, await recipients(a.companyId));
        for (const user of members.get(a.companyId)!) {
          if (user.mode !== 'immediate_and_digest') continue;
          try {
            await app.jobs.send(JOB_ALERT_EMAIL, { alertId: a.id, userId: user.id }, { singletonKey: `alert-${a.id}-${user.id}` });
          } catch (error) {
            app.log.error({ err: error, alertId: a.id }, 'alert email failed; the sweep retries it');
          }
        }
      }
      for (const id of await enqueueWebhooks(rows)) {
        try {
          await app.jobs.send(JOB_WEBHOOK, { deliveryId: id }, { singletonKey: `webhook-${id}-0` });
        } catch (error) {
          app.log.error({ err: error, deliveryId: id }, 'webhook delivery failed to start; the sweep retries it');
        }
      }
    }

    async function runDigest(now = new Date()) {
      const due = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, companyId: users.companyId, mode: notificationPreferences.emailMode, frequency: notificationPreferences.digestFrequency })
        .from(users)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(ne(users.role, 'invited'));
      let sent = 0;
      for (const u of due) {
        const mode = (u.mode ?? 'immediate_and_digest') as EmailMode;
        const frequency = (u.frequency ?? 'daily') as DigestFrequency;
        if (mode === 'off' || !isDigestDue(now, frequency)) continue;
        const pending = await db
          .select({ id: alerts.id })
          .from(alerts)
          .where(
            and(
              eq(alerts.companyId, u.companyId),
              ne(alerts.status, 'dismissed'),
              gte(alerts.createdAt, digestWindowStart(now, frequency)),
              lte(alerts.createdAt, now),
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(notificationDeliveries)
                  .where(and(eq(notificationDeliveries.userId, u.id), eq(notificationDeliveries.alertId, alerts.id))),
              ),
            ),
          );
        const claimed = await claim(u.id, u.companyId, pending.map((p) => p.id), 'digest');
        if (claimed.length === 0) continue;
        try {
          await mailAlerts(u, claimed, 'digest', frequency);
          sent += 1;
        } catch (error) {
          await release(u.id, claimed);
          app.log.error({ err: error, userId: u.id }, 'digest mail failed; the next run retries it');
        }
      }
      return sent;
    }

    async function sweep(now = new Date()) {
      const since = new Date(now.getTime() - 86_400_000);
      const urgent = await db
        .select({ id: alerts.id, companyId: alerts.companyId })
        .from(alerts)
        .where(and(eq(alerts.severity, 'urgent'), ne(alerts.status, 'dismissed'), gte(alerts.createdAt, since)));
      for (const a of urgent) {
        for (const user of await recipients(a.companyId)) {
          if (user.mode !== 'immediate_and_digest') continue;
          try {
            await sendImmediate(a.id, user.id);
          } catch (error) {
            app.log.error({ err: error, alertId: a.id }, 'alert email failed again');
          }
        }
      }
      const recent = await db
        .select({ id: alerts.id, companyId: alerts.companyId })
        .from(alerts)
        .where(and(gte(alerts.createdAt, since), ne(alerts.status, 'dismissed')));
      await enqueueWebhooks(recent);
      await runDueWebhooks(now);
      // Tribunal decisions stored without an event (another process, a direct load): followers still hear of them.
      try {
        await matchFollowDecisionsSince(app, since);
      } catch (error) {
        app.log.error({ err: error }, 'follow decisions sweep failed');
      }
    }

    // Notifications span companies (alerts of many companies, their members, their webhooks): every entry point
    // runs in a named system context (row-level security), whoever calls it.
    const system =
      <A extends unknown[], R>(reason: string, fn: (...args: A) => Promise<R>) =>
      (...args: A) =>
        asSystem(`notifications: ${reason}`, () => fn(...args));
    const entry = {
      notifyAlerts: system('new alerts', notifyAlerts),
      sendImmediate: system('immediate e-mail', sendImmediate),
      runDigest: system('digest', runDigest),
      sweep: system('sweep', sweep),
      attemptWebhook: system('webhook attempt', attemptWebhook),
      runDueWebhooks: system('due webhooks', runDueWebhooks),
      matchFollows: system('follows of ingested items', (ids: number[]) => matchFollows(app, ids)),
      matchFollowStatusChanges: system('follows of status changes', (changes: Parameters<typeof matchFollowStatusChanges>[1]) => matchFollowStatusChanges(app, changes)),
      matchFollowDecisions: system('follows of tribunal decisions', (ids: number[]) => matchFollowDecisions(app, ids)),
    };

    await app.jobs.work<{ alertId: number; userId: string }>(JOB_ALERT_EMAIL, async ({ alertId, userId }) => {
      await entry.sendImmediate(alertId, userId);
    });
    await app.jobs.work<{ deliveryId: number }>(JOB_WEBHOOK, async ({ deliveryId }) => entry.attemptWebhook(deliveryId));
    await app.jobs.work<{ now?: string }>(JOB_DIGEST, async ({ now }) => void (await entry.runDigest(now ? new Date(now) : new Date())));
    await app.jobs.work<object>(JOB_SWEEP, async () => entry.sweep());
    // 07:00 America/Toronto (the queue's cron zone, DST-correct); weekly users are served on Mondays.
    await app.jobs.schedule(JOB_DIGEST, '0 7 * * *', {});
    await app.jobs.schedule(JOB_SWEEP, '*/5 * * * *', {});

    app.pipelineEvents.onAlertsCreated((ids) => entry.notifyAlerts(ids));
    app.pipelineEvents.onItemsIngested(async (ids) => void (await entry.matchFollows(ids)));
    app.pipelineEvents.onItemStatusChanged(async (changes) => void (await entry.matchFollowStatusChanges(changes)));
    app.pipelineEvents.onDecisionsIngested(async (ids) => void (await entry.matchFollowDecisions(ids)));

    app.decorate('notifications', {
      unsubscribeTokens: tokens,
      unsubscribeUrl,
      notifyAlerts: entry.notifyAlerts,
      sendImmediate: entry.sendImmediate,
      runDigest: entry.runDigest,
      sweep: entry.sweep,
      attemptWebhook: entry.attemptWebhook,
      runDueWebhooks: entry.runDueWebhooks,
      webhookTargets,
    } satisfies Notifications);
  },
  { name: 'notifications', dependencies: ['db', 'mailer', 'jobs', 'pipeline-events'] },
);
