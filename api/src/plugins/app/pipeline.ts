import fp from 'fastify-plugin';
import { createPipelineService, type Pipeline, type PollClock } from '../../pipeline/service.js';
import { pipelineJobs } from '../../pipeline/jobs.js';
import { createPoller } from '../../pipeline/poller.js';

export type { Pipeline } from '../../pipeline/service.js';

/**
 * The ingest pipeline (pipeline/service.ts): app.pipeline, the 'ingest' and 'extract-document' workers, the sources
 * table seeded from the environment, and the schedule made to follow that table on start and every
 * SOURCES_REFRESH_SECONDS.
 */
declare module 'fastify' {
  interface FastifyInstance {
    pipeline: Pipeline;
    /** Set before this plugin runs by the freshness bench (a compressed day); Toronto's day otherwise. */
    pollClock?: PollClock;
  }
}

export default fp(
  async (app) => {
    const pipeline = createPipelineService({
      db: app.db,
      config: app.config.pipeline,
      storage: app.storage,
      fastBackoff: app.config.nodeEnv === 'test',
      jobs: app.jobs,
      events: app.pipelineEvents,
      log: app.log,
      pacer: app.pacer,
      registries: app.applications,
      ...(app.pollClock ? { pollClock: app.pollClock } : {}),
    });
    app.decorate('pipeline', pipeline);
    await app.jobs.serve(pipelineJobs, pipeline);
    await pipeline.seed();
    await pipeline.reconcileSchedule();
    if (app.config.pipeline.ingestEnabled) {
      const timer = setInterval(() => {
        pipeline.reconcileSchedule().catch((err: unknown) => app.log.warn({ err }, 'ingest schedule refresh failed'));
      }, app.config.pipeline.sourcesRefreshSeconds * 1000);
      timer.unref();
      app.addHook('preClose', async () => clearInterval(timer));
      // Adaptive polling (docs/polling.md), in the processes that work jobs.
      if (app.jobs.mode === 'in-process') {
        const poller = createPoller({
          db: app.db,
          jobs: app.jobs,
          tickMs: app.config.pipeline.pollTickMs,
          leaseMs: Math.max(app.config.pipeline.pollMaxMs, 10 * 60_000),
          log: app.log,
        });
        app.addHook('preClose', async () => poller.stop());
      }
    }
  },
  { name: 'pipeline', dependencies: ['db', 'storage', 'jobs', 'pipeline-events', 'applications'] },
);
