import { Type } from '@sinclair/typebox';
import { defineJob, type PayloadOf } from '../jobs/define.js';
import { DEFAULT_JOB_KIND } from '../jobs/kinds.js';

/** Remove stored files whose company or property no longer exists (files/company-storage.ts), nightly. */
export const filesSweepJob = defineJob({
  name: 'files-sweep',
  payload: Type.Object({}),
  // The sweep is idempotent: the standard policy (three retries with backoff).
  policy: DEFAULT_JOB_KIND,
  handler: async (_data, sweep: () => Promise<void>) => sweep(),
});

export const filesJobs = [filesSweepJob] as const;

declare module '../jobs/payloads.js' {
  interface JobPayloads {
    'files-sweep': PayloadOf<typeof filesSweepJob>;
  }
}
