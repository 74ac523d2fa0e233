import { Type } from '@sinclair/typebox';
import { defineJob, type PayloadOf } from '../jobs/define.js';
import { runDocumentAnalysis, type DocumentAnalysisJobDeps } from './analysis-service.js';

/**
 * A re-analysis requested by a user (documents/analysis-service.ts). The handler never rethrows (a failed run is
 * closed as failed and the user may ask again), so pg-boss retries only an attempt whose worker died; the retry
 * takes the run over where it was left (queued or running).
 */
export const reanalyzeDocumentJob = defineJob({
  name: 'reanalyze-document',
  payload: Type.Object({ runId: Type.Integer() }),
  policy: {
    policy: 'exclusive',
    retryLimit: 3,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 300,
    expireInSeconds: 1800,
  },
  handler: async ({ runId }, deps: DocumentAnalysisJobDeps) => runDocumentAnalysis(deps, runId),
});

export const documentJobs = [reanalyzeDocumentJob] as const;

declare module '../jobs/payloads.js' {
  interface JobPayloads {
    'reanalyze-document': PayloadOf<typeof reanalyzeDocumentJob>;
  }
}
