import fp from 'fastify-plugin';
import { analysisJobs } from '../../analysis/jobs.js';
import { createAnalysisService, type AnalysisService } from '../../analysis/service.js';

export type { AnalysisResult, AnalysisService } from '../../analysis/service.js';

/** The matching engine and insights (analysis/service.ts): app.analysis, and the workers of its jobs. */
declare module 'fastify' {
  interface FastifyInstance {
    analysis: AnalysisService;
  }
}

export default fp(
  async (app) => {
    const service = createAnalysisService({
      db: app.db,
      config: app.config,
      events: app.pipelineEvents,
      pacer: app.pacer,
    });
    app.decorate('analysis', service);
    app.pipelineEvents.onDecisionsIngested(async (ids) => void (await service.analyzeDecisions(ids)));
    await app.jobs.serve(analysisJobs, service);
  },
  { name: 'analysis', dependencies: ['db', 'jobs', 'ai', 'pipeline-events'] },
);
