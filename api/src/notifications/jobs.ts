import { Type } from '@sinclair/typebox';
import { defineJob, type PayloadOf } from '../jobs/define.js';
import type { Notifications } from './service.js';
import { sendSourceHealthMail, type SourceHealthMailDeps } from './source-health-mail.js';

/* The job kinds of notifications: alert mails, webhook attempts, digests, the catch-up sweep, source health mails. */

export interface NotificationJobDeps {
  notifications: Notifications;
  sourceHealth: SourceHealthMailDeps;
}

/** Mail one alert to one user (instant or urgent delivery). */
export const alertEmailJob = defineJob({
  name: 'notifications-alert-email',
  payload: Type.Object({ alertId: Type.Integer(), userId: Type.String() }),
  // An SMTP failure is retried 1, 2, 4, 8, 16 min later; the ledger makes a retry after a sent mail a no-op.
  policy: {
    policy: 'exclusive',
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 300,
  },
  handler: async ({ alertId, userId }, { notifications }: NotificationJobDeps) =>
    void (await notifications.sendImmediate(alertId, userId)),
});

/** One delivery attempt of one webhook. */
export const webhookJob = defineJob({
  name: 'notifications-webhook',
  payload: Type.Object({ deliveryId: Type.Integer() }),
  // One attempt per job: the handler records the attempt and queues the next one itself (30 s doubling, for
  // 24 h: notifications/webhook-signature.ts). pg-boss retries only an attempt whose worker died.
  policy: {
    policy: 'exclusive',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: 120,
  },
  handler: async ({ deliveryId }, { notifications }: NotificationJobDeps) => notifications.attemptWebhook(deliveryId),
});

/** The daily digest mails; `now` (ISO 8601) pins the clock in tests. */
export const digestJob = defineJob({
  name: 'notifications-digest',
  payload: Type.Object({ now: Type.Optional(Type.String()) }),
  policy: {
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: 120,
    retryBackoff: true,
    retryDelayMax: 1800,
    expireInSeconds: 1800,
  },
  handler: async ({ now }, { notifications }: NotificationJobDeps) =>
    void (await notifications.runDigest(now ? new Date(now) : new Date())),
});

/** Catches alerts whose notification an event listener missed. */
export const sweepJob = defineJob({
  name: 'notifications-sweep',
  payload: Type.Object({}),
  policy: {
    policy: 'singleton',
    retryLimit: 1,
    retryDelay: 60,
    retryBackoff: false,
    expireInSeconds: 600,
  },
  handler: async (_data, { notifications }: NotificationJobDeps) => notifications.sweep(),
});

/**
 * Mail one platform operator that a source degraded or recovered. One job per change of one source (keyed by
 * source, change and the time degraded): a retry after an SMTP failure mails again only the operators not yet
 * mailed (notifications/source-health-mail.ts).
 */
export const sourceHealthMailJob = defineJob({
  name: 'source-health-mail',
  payload: Type.Object({
    source: Type.String(),
    change: Type.Union([Type.Literal('degraded'), Type.Literal('recovered')]),
    degradedAt: Type.String(),
    reason: Type.String(),
    lastSuccessAt: Type.Union([Type.String(), Type.Null()]),
    at: Type.String(),
    /** The platform operator to mail. */
    userId: Type.String(),
  }),
  policy: {
    policy: 'exclusive',
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 300,
  },
  handler: async (payload, { sourceHealth }: NotificationJobDeps) =>
    void (await sendSourceHealthMail(sourceHealth, payload)),
});

export const notificationJobs = [alertEmailJob, webhookJob, digestJob, sweepJob, sourceHealthMailJob] as const;

declare module '../jobs/payloads.js' {
  interface JobPayloads {
    'notifications-alert-email': PayloadOf<typeof alertEmailJob>;
    'notifications-webhook': PayloadOf<typeof webhookJob>;
    'notifications-digest': PayloadOf<typeof digestJob>;
    'notifications-sweep': PayloadOf<typeof sweepJob>;
    'source-health-mail': PayloadOf<typeof sourceHealthMailJob>;
  }
}
