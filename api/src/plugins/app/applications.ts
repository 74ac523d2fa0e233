import fp from 'fastify-plugin';
import { createApplicationsService, type ApplicationsService } from '../../applications/service.js';

/** Development applications (applications/service.ts): app.applications, and the joins of ingested items and decisions. */
declare module 'fastify' {
  interface FastifyInstance {
    applications: ApplicationsService;
  }
}

export default fp(
  async (app) => {
    const radii = app.config.matchRadiiMeters;
    const service = createApplicationsService({
      db: app.db,
      alerts: { nearRadius: app.config.matchNearRadiusMeters, lastRadius: radii[radii.length - 1]! },
    });
    app.decorate('applications', service);
    app.pipelineEvents.onItemsIngested(async (ids) => {
      await app.pipelineEvents.alertsCreated(await service.itemsIngested(ids));
    });
    app.pipelineEvents.onDecisionsIngested(async (ids) => {
      await app.pipelineEvents.alertsCreated(await service.decisionsIngested(ids));
    });
  },
  { name: 'applications', dependencies: ['db', 'pipeline-events'] },
);
