import { Type } from '@sinclair/typebox';
import { defineJob, type PayloadOf } from '../jobs/define.js';
import type { Pipeline } from './service.js';

/* The ingest pipeline's job kinds (sent by pipeline/service.ts and pipeline/poller.ts). */

/** Fetch one source since its cursor and store its records; mode 'poll': an adaptive poll (pipeline/poller.ts), otherwise a full read (INGEST_CRON). */
export const ingestJob = defineJob({
  name: 'ingest',
  payload: Type.Object({
    source: Type.String({ minLength: 1 }),
    mode: Type.Optional(Type.Union([Type.Literal('poll'), Type.Literal('full')])),
  }),
  // One source at a time; a failed fetch is retried 1, 2, 4 min later (the connector also backs off per request).
  policy: {
    policy: 'exclusive',
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 1800,
    expireInSeconds: 3600,
  },
  handler: async ({ source, mode }, pipeline: Pipeline) => void (await pipeline.runScheduled(source, mode)),
});

/** Download one fetched document and extract its text. */
export const extractDocumentJob = defineJob({
  name: 'extract-document',
  payload: Type.Object({ documentId: Type.Integer() }),
  // A document download + text extraction; a flaky host gets 5, 10 min.
  policy: {
    policy: 'exclusive',
    retryLimit: 2,
    retryDelay: 300,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 900,
  },
  handler: async ({ documentId }, pipeline: Pipeline) => pipeline.extractDocument(documentId),
});

export const pipelineJobs = [ingestJob, extractDocumentJob] as const;

declare module '../jobs/payloads.js' {
  interface JobPayloads {
    ingest: PayloadOf<typeof ingestJob>;
    'extract-document': PayloadOf<typeof extractDocumentJob>;
  }
}
