import type { Logger } from '../lib/logger.js';
import type { DbOrTx } from '../db/client.js';
import type { Jobs } from '../jobs/queue.js';
import type { RaisedAlert } from '../alerts/types.js';
import { alertLink } from './render.js';
import { alertsByIds, type AlertRow } from './repository.js';
import { deliverWebhook } from './webhook-delivery.js';
import * as webhooks from './webhook-repository.js';
import { SIGNATURE_HEADER, signWebhook, WEBHOOK_RETRY_WINDOW_MS, webhookRetryDelayMs } from './webhook-signature.js';
import type { TargetPolicy } from './webhook-target.js';

export interface WebhookDispatcherDeps {
  db: DbOrTx;
  log: Logger;
  jobs: Jobs;
  publicUrl: string;
  webhookTargets: TargetPolicy;
}

/** Webhook deliveries of alert events: enqueued per enabled endpoint, attempted, retried within the window. */
export function createWebhookDispatcher({ db, log, jobs, publicUrl, webhookTargets }: WebhookDispatcherDeps) {
  const alertPayload = (a: AlertRow) => ({
    id: a.id,
    type: a.watchId ? 'watch' : 'property',
    property_id: a.propertyId,
    ...(a.watchId ? { watch_id: a.watchId, matched_terms: a.matchedTerms, headline: a.headline } : {}),
    meeting_id: a.meetingId,
    severity: a.severity,
    title: a.title,
    summary: a.summary,
    categories: a.categories,
    url: alertLink(publicUrl, a.id),
    created_at: a.createdAt.toISOString(),
  });

  async function enqueueWebhooks(alertRows: { id: number; companyId: string }[]) {
    const endpoints = await webhooks.enabledEndpointsOf(db, [...new Set(alertRows.map((a) => a.companyId))]);
    if (endpoints.length === 0) return [];
    const full = await alertsByIds(
      db,
      alertRows.map((a) => a.id),
    );
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
    return webhooks.insertDeliveries(db, values);
  }

  /**
   * One 'alert.updated' delivery per enabled endpoint and raise (keyed by the severity raised to, so a repeated
   * analysis, the sweep or a retried job never adds a second). An endpoint hears of raises made after it was added.
   */
  async function enqueueRaisedWebhooks(raised: RaisedAlert[]) {
    if (raised.length === 0) return [];
    const full = await alertsByIds(
      db,
      raised.map((r) => r.id),
    );
    const endpoints = await webhooks.enabledEndpointsOf(db, [...new Set(full.map((a) => a.companyId))]);
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
          payload: {
            event: 'alert.updated',
            change: { field: 'severity', from: raise.from, to: raise.to },
            alert: alertPayload(a),
          },
          nextAttemptAt: new Date(),
        }));
    });
    if (values.length === 0) return [];
    return webhooks.insertDeliveries(db, values);
  }

  async function startWebhooks(ids: number[]) {
    for (const id of ids) {
      try {
        await jobs.send('notifications-webhook', { deliveryId: id }, { singletonKey: `webhook-${id}-0` });
      } catch (error) {
        log.error({ err: error, deliveryId: id }, 'webhook delivery failed to start; the sweep retries it');
      }
    }
  }

  async function attemptWebhook(deliveryId: number, now = new Date()) {
    const row = await webhooks.deliveryWithEndpoint(db, deliveryId);
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
    await webhooks.recordAttempt(
      db,
      {
        deliveryId,
        companyId: row.delivery.companyId,
        attempt,
        statusCode,
        error,
        durationMs: Date.now() - started,
        attemptedAt: now,
      },
      { status, statusCode, error, attempt, nextAttemptAt, updatedAt: now },
    );
    if (nextAttemptAt) {
      await jobs.send(
        'notifications-webhook',
        { deliveryId },
        { startAfter: nextAttemptAt, singletonKey: `webhook-${deliveryId}-${attempt}` },
      );
    }
  }

  async function runDueWebhooks(now = new Date()) {
    const due = await webhooks.dueDeliveries(db, now);
    for (const d of due) await attemptWebhook(d.id, now);
    return due.length;
  }

  return { enqueueWebhooks, enqueueRaisedWebhooks, startWebhooks, attemptWebhook, runDueWebhooks };
}
