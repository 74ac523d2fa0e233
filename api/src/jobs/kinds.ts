import type { Queue } from 'pg-boss';

/**
 * A job kind's queue (declared with its kind, jobs/define.ts): retry policy (exponential backoff: pg-boss waits about retryDelay * 2^n seconds,
 * jittered, capped by retryDelayMax), how long one attempt may run (expireInSeconds), and the heartbeat that
 * (JOBS_HEARTBEAT_SECONDS, on every job) lets another worker take over a job whose process died (a SIGKILLed worker stops heartbeating; the
 * supervisor then fails the attempt and the job is retried).
 *
 * `exclusive` queues keep at most one queued-or-active job per singletonKey (every send there carries one);
 * `standard` queues accept every send.
 */
export type JobKind = Omit<Queue, 'name'>;

/**
 * Kinds without a definition (the queue's own tests' `test-*` kinds): standard queue, three retries with backoff.
 * Every kind must be retried after a crash (a SIGKILLed worker's job is only ever finished by a retry), so every
 * definition has a retryLimit above 0.
 */
export const DEFAULT_JOB_KIND: JobKind = {
  policy: 'standard',
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 1800,
  expireInSeconds: 900,
};

/** Cron schedules are evaluated in the product's time zone (DST-correct: 07:00 stays 07:00 all year). */
export const SCHEDULE_TIME_ZONE = 'America/Toronto';
