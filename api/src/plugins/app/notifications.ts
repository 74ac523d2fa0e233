import fp from 'fastify-plugin';
import { notificationJobs } from '../../notifications/jobs.js';
import { createNotificationsService, type Notifications } from '../../notifications/service.js';
import { createUnsubscribeTokens } from '../../notifications/tokens.js';
import { systemResolve, type ResolveAll, type TargetPolicy } from '../../notifications/webhook-target.js';
import { resolveJwtSecret } from '../../auth/access-tokens.js';
import { queueSourceHealthMails } from '../../notifications/source-health-mail.js';

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
      holdClaimWhileSending: app.database.kind === 'postgres',
      log: app.log,
      jobs: app.jobs,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      unsubscribeTokens: createUnsubscribeTokens(await resolveJwtSecret(app.config)),
      webhookTargets,
      catchUp: (since) => app.follows.matchFollowDecisionsSince(since),
    });

    await app.jobs.serve(notificationJobs, {
      notifications: entry,
      sourceHealth: { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl },
    });
    // 07:00 America/Toronto (the queue's cron zone, DST-correct); weekly users are served on Mondays.
    await app.jobs.schedule('notifications-digest', '0 7 * * *', {});
    await app.jobs.schedule('notifications-sweep', '*/5 * * * *', {});

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
