import fp from 'fastify-plugin';
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
    await app.jobs.work(
      'analyze-items',
      async ({ agendaItemIds }) => void (await service.analyzeAgendaItems(agendaItemIds)),
    );
    await app.jobs.work(
      'analyze-documents',
      async ({ documentIds }) => void (await service.analyzeDocuments(documentIds)),
    );
    await app.jobs.work(
      'match-property',
      async ({ companyId, propertyId }) => void (await service.matchProperty(companyId, propertyId)),
    );
  },
  { name: 'analysis', dependencies: ['db', 'jobs', 'ai', 'pipeline-events'] },
);
