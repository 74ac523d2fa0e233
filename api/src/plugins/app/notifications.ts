import fp from 'fastify-plugin';
import { and, asc, eq, gte, inArray, isNotNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
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
import { renderAlertMail, alertLink, type AlertForMail, type MailKind } from '../../notifications/render.js';
import type { RaisedAlert } from '../../analysis/write.js';
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
  /**
   * Called on alertsRaised: an alert raised to urgent gets one update mail per user who takes immediate mails;
   * every raise fires one 'alert.updated' webhook event per endpoint (ledgers keyed by severity: never twice).
   */
  notifyRaised(raised: RaisedAlert[]): Promise<void>;
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
          severityRaisedFrom: alerts.severityRaisedFrom,
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

    async function mailAlerts(user: { id: string; email: string; firstName: string }, alertIds: number[], kind: MailKind, frequency?: DigestFrequency) {
      const loaded = await loadAlerts(alertIds);
      const unsubscribe = unsubscribeUrl(user.id);
      const mail = renderAlertMail({ kind, firstName: user.firstName || 'there', alerts: loaded, publicUrl, unsubscribeUrl: unsubscribe, frequency });
      await app.mailer.send({
        kind: kind === 'digest' ? 'digest' : 'alert',
        to: user.email,
        ...mail,
        link: alertLink(publicUrl, loaded[0]!.id),
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    }

    /**
     * Claims ledger rows (unique per user, alert and severity told); returns what this run owns: the alert ids
     * and the ledger rows (to release them if the mail fails).
     */
    async function claim(userId: string, companyId: string, entries: Array<{ alertId: number; severity: string }>, kind: 'immediate' | 'digest' | 'raised') {
      if (entries.length === 0) return { alertIds: [], rowIds: [] };
      const rows = await db
        .insert(notificationDeliveries)
        .values(entries.map(({ alertId, severity }) => ({ userId, companyId, alertId, kind, severity })))
        .onConflictDoNothing()
        .returning({ id: notificationDeliveries.id, alertId: notificationDeliveries.alertId });
      return { alertIds: rows.map((r) => r.alertId), rowIds: rows.map((r) => r.id) };
    }
    async function release(rowIds: number[]) {
      if (rowIds.length === 0) return;
      await db.delete(notificationDeliveries).where(inArray(notificationDeliveries.id, rowIds));
    }

    /**
     * The urgent mail of one alert to one user, once (the ledger's row for urgent is claimed first). An alert
     * that a later analysis raised to urgent gets the update mail ("severity raised") instead of the first one.
     */
    async function sendImmediate(alertId: number, userId: string) {
      const [row] = await db
        .select({ companyId: alerts.companyId, severity: alerts.severity, status: alerts.status, raisedFrom: alerts.severityRaisedFrom })
        .from(alerts)
        .where(eq(alerts.id, alertId));
      if (!row || row.severity !== 'urgent' || row.status === 'dismissed') return false;
      const user = (await recipients(row.companyId)).find((u) => u.id === userId);
      if (!user || user.mode !== 'immediate_and_digest') return false;
      const kind = row.raisedFrom ? 'raised' : 'immediate';
      const claimed = await claim(user.id, row.companyId, [{ alertId, severity: 'urgent' }], kind);
      if (claimed.alertIds.length === 0) return false;
      try {
        await mailAlerts(user, claimed.alertIds, kind);
      } catch (error) {
        await release(claimed.rowIds);
        throw error;
      }
      return true;
    }

    /** The enabled webhook endpoints of these companies. */
    async function enabledEndpointsOf(companyIds: string[]) {
      if (companyIds.length === 0) return [];
      return db
        .select()
        .from(webhookEndpoints)
        .where(and(inArray(webhookEndpoints.companyId, companyIds), eq(webhookEndpoints.enabled, true)));
    }

    async function enqueueWebhooks(alertRows: { id: number; companyId: string }[]) {
      const endpoints = await enabledEndpointsOf([...new Set(alertRows.map((a) => a.companyId))]);
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
            payload: { event: 'alert.created', alert: alertPayload(a) },
            nextAttemptAt: new Date(),
          })),
      );
      if (values.length === 0) return [];
      const created = await db.insert(webhookDeliveries).values(values).onConflictDoNothing().returning({ id: webhookDeliveries.id });
      return created.map((c) => c.id);
    }

    const alertPayload = (a: typeof alerts.$inferSelect) => ({
      id: a.id,
      property_id: a.propertyId,
      meeting_id: a.meetingId,
      severity: a.severity,
      title: a.title,
      summary: a.summary,
      categories: a.categories,
      url: alertLink(publicUrl, a.id),
      created_at: a.createdAt.toISOString(),
    });

    /**
     * One 'alert.updated' delivery per enabled endpoint and raise (keyed by the severity raised to, so a repeated
     * analysis, the sweep or a retried job never adds a second). An endpoint hears of raises made after it was added.
     */
    async function enqueueRaisedWebhooks(raised: RaisedAlert[]) {
      if (raised.length === 0) return [];
      const full = await db.select().from(alerts).where(sql`${alerts.id} = any(${arrayLiteral(raised.map((r) => r.id))}::integer[])`);
      const endpoints = await enabledEndpointsOf([...new Set(full.map((a) => a.companyId))]);
      if (endpoints.length === 0) return [];
      const byId = new Map(raised.map((r) => [r.id, r]));
      const values = full.flatMap((a) => {
        const raise = byId.get(a.id)!;
        const at = (a.severityRaisedAt ?? a.updatedAt).getTime();
        return endpoints
          .filter((e) => e.companyId === a.companyId && at >= e.createdAt.getTime())
          .map((e) => ({
            endpointId: e.id,
            companyId: a.companyId,
            alertId: a.id,
            event: 'alert.updated',
            severity: raise.to,
            payload: { event: 'alert.updated', change: { field: 'severity', from: raise.from, to: raise.to }, alert: alertPayload(a) },
            nextAttemptAt: new Date(),
          }));
      });
      if (values.length === 0) return [];
      const created = await db.insert(webhookDeliveries).values(values).onConflictDoNothing().returning({ id: webhookDeliveries.id });
      return created.map((c) => c.id);
    }

    async function startWebhooks(ids: number[]) {
      for (const id of ids) {
        try {
          await app.jobs.send(JOB_WEBHOOK, { deliveryId: id }, { singletonKey: `webhook-${id}-0` });
        } catch (error) {
          app.log.error({ err: error, deliveryId: id }, 'webhook delivery failed to start; the sweep retries it');
        }
      }
    }

    async function notifyRaised(raised: RaisedAlert[]) {
      if (raised.length === 0) return;
      const rows = await db
        .select({ id: alerts.id, companyId: alerts.companyId, severity: alerts.severity })
        .from(alerts)
        .where(and(sql`${alerts.id} = any(${arrayLiteral(raised.map((r) => r.id))}::integer[])`, ne(alerts.status, 'dismissed')));
      const members = new Map<string, Awaited<ReturnType<typeof recipients>>>();
      for (const a of rows.filter((r) => r.severity === 'urgent')) {
        if (!members.has(a.companyId)) members.set(a.companyId, await recipients(a.companyId));
        for (const user of members.get(a.companyId)!) {
          if (user.mode !== 'immediate_and_digest') continue;
          try {
            await app.jobs.send(JOB_ALERT_EMAIL, { alertId: a.id, userId: user.id }, { singletonKey: `alert-urgent-${a.id}-${user.id}` });
          } catch (error) {
            app.log.error({ err: error, alertId: a.id }, 'alert update email failed; the sweep retries it');
          }
        }
      }
      const live = new Set(rows.map((r) => r.id));
      await startWebhooks(await enqueueRaisedWebhooks(raised.filter((r) => live.has(r.id))));
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
      await startWebhooks(await enqueueWebhooks(rows));
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
          .select({ alertId: alerts.id, severity: alerts.severity })
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
        const claimed = await claim(u.id, u.companyId, pending, 'digest');
        if (claimed.alertIds.length === 0) continue;
        try {
          await mailAlerts(u, claimed.alertIds, 'digest', frequency);
          sent += 1;
        } catch (error) {
          await release(claimed.rowIds);
          app.log.error({ err: error, userId: u.id }, 'digest mail failed; the next run retries it');
        }
      }
      return sent;
    }

    async function sweep(now = new Date()) {
      const since = new Date(now.getTime() - 86_400_000);
      // Urgent alerts created, or raised to urgent, in the last 24 hours.
      const urgent = await db
        .select({ id: alerts.id, companyId: alerts.companyId })
        .from(alerts)
        .where(and(eq(alerts.severity, 'urgent'), ne(alerts.status, 'dismissed'), or(gte(alerts.createdAt, since), gte(alerts.severityRaisedAt, since))));
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
      // Raises of the last 24 hours whose event was missed (the latest raise of each alert).
      const raised = await db
        .select({ id: alerts.id, from: alerts.severityRaisedFrom, to: alerts.severity })
        .from(alerts)
        .where(and(gte(alerts.severityRaisedAt, since), isNotNull(alerts.severityRaisedFrom), ne(alerts.status, 'dismissed')));
      await enqueueRaisedWebhooks(raised.map((r) => ({ id: r.id, from: r.from!, to: r.to })));
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
      notifyRaised: system('raised alerts', notifyRaised),
      sendImmediate: system('immediate e-mail', sendImmediate),
      runDigest: system('digest', runDigest),
      sweep: system('sweep', sweep),
      attemptWebhook: system('webhook attempt', attemptWebhook),
      runDueWebhooks: system('due webhooks', runDueWebhooks),
      matchFollows: system('follows of ingested items', (ids: number[]) => matchFollows(app, ids)),
      matchFollowStatusChanges: system('follows of status changes', (changes: Parameters<typeof matchFollowStatusChanges>[1]) => matchFollowStatusChanges(app, changes)),
      matchFollowDecisions: system('follows of tribunal decisions', (ids: number[]) => matchFollowDecisions(app, ids)),
    };

    await app.jobs.work(JOB_ALERT_EMAIL, async ({ alertId, userId }) => {
      await entry.sendImmediate(alertId, userId);
    });
    await app.jobs.work(JOB_WEBHOOK, async ({ deliveryId }) => entry.attemptWebhook(deliveryId));
    await app.jobs.work(JOB_DIGEST, async ({ now }) => void (await entry.runDigest(now ? new Date(now) : new Date())));
    await app.jobs.work(JOB_SWEEP, async () => entry.sweep());
    // 07:00 America/Toronto (the queue's cron zone, DST-correct); weekly users are served on Mondays.
    await app.jobs.schedule(JOB_DIGEST, '0 7 * * *', {});
    await app.jobs.schedule(JOB_SWEEP, '*/5 * * * *', {});

    app.pipelineEvents.onAlertsCreated((ids) => entry.notifyAlerts(ids));
    app.pipelineEvents.onAlertsRaised((raised) => entry.notifyRaised(raised));
    app.pipelineEvents.onItemsIngested(async (ids) => void (await entry.matchFollows(ids)));
    app.pipelineEvents.onItemStatusChanged(async (changes) => void (await entry.matchFollowStatusChanges(changes)));
    app.pipelineEvents.onDecisionsIngested(async (ids) => void (await entry.matchFollowDecisions(ids)));

    app.decorate('notifications', {
      unsubscribeTokens: tokens,
      unsubscribeUrl,
      notifyAlerts: entry.notifyAlerts,
      notifyRaised: entry.notifyRaised,
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
