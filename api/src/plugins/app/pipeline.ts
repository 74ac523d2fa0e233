import fp from 'fastify-plugin';
import { createPipelineService, scheduleIngests, type Pipeline } from '../../pipeline/service.js';

export type { Pipeline } from '../../pipeline/service.js';

/** The ingest pipeline (pipeline/service.ts): app.pipeline, the 'ingest' and 'extract-document' workers, the schedule. */
declare module 'fastify' {
  interface FastifyInstance {
    pipeline: Pipeline;
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
    });
    app.decorate('pipeline', pipeline);
    await app.jobs.work('extract-document', async ({ documentId }) => pipeline.extractDocument(documentId));
    await app.jobs.work('ingest', async ({ source }) => void (await pipeline.run(source)));
    await scheduleIngests(pipeline, app.jobs, app.config.pipeline);
  },
  { name: 'pipeline', dependencies: ['db', 'storage', 'jobs', 'pipeline-events'] },
);
