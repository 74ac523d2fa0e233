import fp from 'fastify-plugin';
import {
  createDocumentAnalysisService,
  REANALYZE_JOB,
  runDocumentAnalysis,
  type DocumentAnalysis,
} from '../../documents/analysis-service.js';

/* Re-analysis of one document on request, through the job queue (documents/analysis-service.ts). */

declare module 'fastify' {
  interface FastifyInstance {
    documentAnalysis: DocumentAnalysis;
  }
}

export default fp(
  async (app) => {
    app.decorate('documentAnalysis', createDocumentAnalysisService(app));
    await app.jobs.work(REANALYZE_JOB, ({ runId }) => runDocumentAnalysis(app, runId));
  },
  { name: 'document-analysis', dependencies: ['db', 'jobs', 'analysis'] },
);
