import type { Queue } from 'pg-boss';
import type { JobName } from './payloads.js';

/**
 * Every job kind and its queue: retry policy (exponential backoff: pg-boss waits about retryDelay * 2^n seconds,
 * jittered, capped by retryDelayMax), how long one attempt may run (expireInSeconds), and the heartbeat that
 * (JOBS_HEARTBEAT_SECONDS, on every job) lets another worker take over a job whose process died (a SIGKILLed worker stops heartbeating; the
 * supervisor then fails the attempt and the job is retried).
 *
 * `exclusive` queues keep at most one queued-or-active job per singletonKey (every send there carries one);
 * `standard` queues accept every send.
 */
export type JobKind = Omit<Queue, 'name'>;

/** Keyed by the kinds of jobs/payloads.ts (a misspelt kind does not compile). */
export const JOB_KINDS: Record<string, JobKind> = {
  // One source at a time; a failed fetch is retried 1, 2, 4 min later (the connector also backs off per request).
  ingest: {
    policy: 'exclusive',
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 1800,
    expireInSeconds: 3600,
  },
  // A document download + text extraction; a flaky host gets 5, 10 min.
  'extract-document': {
    policy: 'exclusive',
    retryLimit: 2,
    retryDelay: 300,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 900,
  },
  // Matching is idempotent (re-running never duplicates an alert), so a retry after a crash is safe.
  'analyze-items': {
    policy: 'standard',
    retryLimit: 4,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 900,
    expireInSeconds: 1800,
  },
  'analyze-documents': {
    policy: 'standard',
    retryLimit: 4,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 900,
    expireInSeconds: 1800,
  },
  'match-property': {
    policy: 'standard',
    retryLimit: 4,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 900,
    expireInSeconds: 900,
  },
  // An SMTP failure is retried 1, 2, 4, 8, 16 min later; the ledger makes a retry after a sent mail a no-op.
  'notifications-alert-email': {
    policy: 'exclusive',
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 300,
  },
  // One attempt per job: the handler records the attempt and queues the next one itself (30 s doubling, for
  // 24 h: notifications/webhook-signature.ts). pg-boss retries only an attempt whose worker died.
  'notifications-webhook': {
    policy: 'exclusive',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: 120,
  },
  'notifications-digest': {
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: 120,
    retryBackoff: true,
    retryDelayMax: 1800,
    expireInSeconds: 1800,
  },
  // A password reset link: looked up and mailed after the request was answered (auth/password-reset-service.ts).
  'password-reset-mail': {
    policy: 'exclusive',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: 120,
  },
  // A re-analysis requested by a user (documents/analysis-service.ts). The handler never rethrows (a failed run is
  // closed as failed and the user may ask again), so pg-boss retries only an attempt whose worker died; the retry
  // takes the run over where it was left (queued or running).
  'reanalyze-document': {
    policy: 'exclusive',
    retryLimit: 3,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 300,
    expireInSeconds: 1800,
  },
  // One job per change of one source (keyed by source, change and the time degraded): a retry after an SMTP
  // failure mails again only the operators not yet mailed (notifications/source-health-mail.ts).
  'source-health-mail': {
    policy: 'exclusive',
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 300,
  },
  'notifications-sweep': {
    policy: 'singleton',
    retryLimit: 1,
    retryDelay: 60,
    retryBackoff: false,
    expireInSeconds: 600,
  },
} satisfies Partial<Record<JobName, JobKind>>;

/** Kinds not listed above (a new job registered elsewhere): standard queue, three retries with backoff. */
export const DEFAULT_JOB_KIND: JobKind = {
  policy: 'standard',
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 1800,
  expireInSeconds: 900,
};

export const jobKind = (name: string): JobKind => JOB_KINDS[name] ?? DEFAULT_JOB_KIND;

/** Cron schedules are evaluated in the product's time zone (DST-correct: 07:00 stays 07:00 all year). */
export const SCHEDULE_TIME_ZONE = 'America/Toronto';
