import { Type } from '@sinclair/typebox';
import { defineJob, type PayloadOf } from '../jobs/define.js';
import type { JobKind } from '../jobs/kinds.js';
import type { AnalysisService } from './service.js';

/* The matching engine's job kinds (analysis/service.ts). */

// Matching is idempotent (re-running never duplicates an alert), so a retry after a crash is safe.
const matching: JobKind = {
  policy: 'standard',
  retryLimit: 4,
  retryDelay: 15,
  retryBackoff: true,
  retryDelayMax: 900,
  expireInSeconds: 1800,
};

/** Match new or changed agenda items against every property. */
export const analyzeItemsJob = defineJob({
  name: 'analyze-items',
  payload: Type.Object({ agendaItemIds: Type.Array(Type.Integer()) }),
  policy: matching,
  handler: async ({ agendaItemIds }, analysis: AnalysisService) =>
    void (await analysis.analyzeAgendaItems(agendaItemIds)),
});

/** Match the agenda items of documents whose text is now known. */
export const analyzeDocumentsJob = defineJob({
  name: 'analyze-documents',
  payload: Type.Object({ documentIds: Type.Array(Type.Integer()) }),
  policy: matching,
  handler: async ({ documentIds }, analysis: AnalysisService) => void (await analysis.analyzeDocuments(documentIds)),
});

/** Match one new property against recent agenda items (queued by its creation: properties/service.ts). */
export const matchPropertyJob = defineJob({
  name: 'match-property',
  payload: Type.Object({ companyId: Type.String(), propertyId: Type.String() }),
  policy: { ...matching, expireInSeconds: 900 },
  handler: async ({ companyId, propertyId }, analysis: AnalysisService) =>
    void (await analysis.matchProperty(companyId, propertyId)),
});

export const analysisJobs = [analyzeItemsJob, analyzeDocumentsJob, matchPropertyJob] as const;

declare module '../jobs/payloads.js' {
  interface JobPayloads {
    'analyze-items': PayloadOf<typeof analyzeItemsJob>;
    'analyze-documents': PayloadOf<typeof analyzeDocumentsJob>;
    'match-property': PayloadOf<typeof matchPropertyJob>;
  }
}
