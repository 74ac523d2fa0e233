import fp from 'fastify-plugin';
import { startQueue, type Jobs } from '../../jobs/queue.js';
import { JOB_DEFINITIONS } from './job-kinds.js';

export type { DrainOptions, JobHandler, Jobs, SendOptions } from '../../jobs/queue.js';

/**
 * The job queue (pg-boss on the application's database; jobs/queue.ts). With JOBS_WORKERS=in-process (the default,
 * and the only choice on the embedded PGlite) this process also works the jobs; with `external` it only sends them
 * and `node dist/worker.js` processes work them.
 */
declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export default fp(
  async (app) => {
    const jobs = await startQueue({
      database: app.database,
      kinds: JOB_DEFINITIONS,
      workers: app.config.jobs.workers === 'in-process',
      heartbeatSeconds: app.config.jobs.heartbeatSeconds,
      retryDelaySeconds: app.config.jobs.retryDelaySeconds,
      concurrency: app.config.jobs.concurrency,
      scheduleCheckSeconds: app.config.jobs.scheduleCheckSeconds,
      // Running jobs get the shutdown's grace period, less a second to hand back the ones still running.
      stopTimeoutMs: Math.max(1_000, app.config.shutdown.graceMs - 1_000),
      // Tests drain the queue explicitly; a short poll only matters when a notification is missed.
      pollingIntervalSeconds: app.config.nodeEnv === 'test' ? 0.5 : 1,
      log: app.log,
    });
    app.decorate('jobs', jobs);
    // Stops the workers before the database closes (the db plugin's onClose hook was registered first, and
    // hooks of one level run in registration order; preClose runs before all of them).
    app.addHook('preClose', async () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
