import fp from 'fastify-plugin';
import { JOB_ALERT_EMAIL, JOB_DIGEST, JOB_SWEEP, JOB_WEBHOOK } from '../../notifications/job-names.js';
import { createNotificationsService, type Notifications } from '../../notifications/service.js';
import { createUnsubscribeTokens } from '../../notifications/tokens.js';
import { systemResolve, type ResolveAll, type TargetPolicy } from '../../notifications/webhook-target.js';
import { resolveJwtSecret } from '../../auth/access-tokens.js';
import {
  JOB_SOURCE_HEALTH_MAIL,
  queueSourceHealthMails,
  sendSourceHealthMail,
} from '../../notifications/source-health-mail.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

/** Alert mails, digests and webhooks: the service, its job workers and schedules, and its pipeline event hooks. */
export default fp<{ resolve?: ResolveAll }>(
  async (app, opts) => {
    const webhookTargets: TargetPolicy = {
      allowPrivate: app.config.webhookAllowPrivate,
      resolve: opts.resolve ?? systemResolve,
    };
    const entry = createNotificationsService({
      db: app.db,
      log: app.log,
      jobs: app.jobs,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      unsubscribeTokens: createUnsubscribeTokens(await resolveJwtSecret(app.config)),
      webhookTargets,
      catchUp: (since) => app.follows.matchFollowDecisionsSince(since),
    });

    await app.jobs.work(JOB_ALERT_EMAIL, async ({ alertId, userId }) => {
      await entry.sendImmediate(alertId, userId);
    });
    await app.jobs.work(JOB_WEBHOOK, async ({ deliveryId }) => entry.attemptWebhook(deliveryId));
    await app.jobs.work(JOB_DIGEST, async ({ now }) => void (await entry.runDigest(now ? new Date(now) : new Date())));
    await app.jobs.work(JOB_SWEEP, async () => entry.sweep());
    await app.jobs.work(JOB_SOURCE_HEALTH_MAIL, async (payload) => {
      await sendSourceHealthMail({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl }, payload);
    });
    // 07:00 America/Toronto (the queue's cron zone, DST-correct); weekly users are served on Mondays.
    await app.jobs.schedule(JOB_DIGEST, '0 7 * * *', {});
    await app.jobs.schedule(JOB_SWEEP, '*/5 * * * *', {});

    app.pipelineEvents.onAlertsCreated((ids) => entry.notifyAlerts(ids));
    app.pipelineEvents.onAlertsRaised((raised) => entry.notifyRaised(raised));
    // A source degraded or recovered: one mail to each platform operator (notifications/source-health-mail.ts).
    app.pipelineEvents.onSourceHealthChanged((changes) => queueSourceHealthMails(app.db, app.jobs, changes));

    app.decorate('notifications', {
      unsubscribeTokens: entry.unsubscribeTokens,
      unsubscribeUrl: entry.unsubscribeUrl,
      notifyAlerts: entry.notifyAlerts,
      notifyRaised: entry.notifyRaised,
      sendImmediate: entry.sendImmediate,
      runDigest: entry.runDigest,
      sweep: entry.sweep,
      attemptWebhook: entry.attemptWebhook,
      runDueWebhooks: entry.runDueWebhooks,
      webhookTargets: entry.webhookTargets,
    } satisfies Notifications);
  },
  { name: 'notifications', dependencies: ['db', 'mailer', 'jobs', 'pipeline-events', 'follows'] },
);
