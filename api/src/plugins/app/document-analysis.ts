import fp from 'fastify-plugin';
import { createDocumentAnalysisService, type DocumentAnalysis } from '../../documents/analysis-service.js';
import { documentJobs } from '../../documents/jobs.js';

/* Re-analysis of one document on request, through the job queue (documents/analysis-service.ts). */

declare module 'fastify' {
  interface FastifyInstance {
    documentAnalysis: DocumentAnalysis;
  }
}

export default fp(
  async (app) => {
    app.decorate('documentAnalysis', createDocumentAnalysisService(app));
    await app.jobs.serve(documentJobs, app);
  },
  { name: 'document-analysis', dependencies: ['db', 'jobs', 'analysis'] },
);
