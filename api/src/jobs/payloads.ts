/**
 * What every job kind carries: the queue's `send`, `work` and `schedule` are checked against this map (jobs/queue.ts),
 * so the sender and the worker of a kind cannot disagree. The map is empty here: each domain adds its kinds where
 * it defines them (jobs/define.ts), by module augmentation:
 *
 *     declare module '../jobs/payloads.js' {
 *       interface JobPayloads { ingest: PayloadOf<typeof ingestJob> }
 *     }
 *
 * Payloads are JSON (stored by pg-boss): numbers, strings, arrays, plain objects. What each kind does, who sends and
 * who works it: docs/pipeline.md.
 */
export interface JobPayloads {}

export type JobName = keyof JobPayloads;

/** Ad-hoc kinds of the queue's own tests (`test-echo`, ...): their payload is whatever the test declares. */
export type TestJobName = `test-${string}`;
