import { type Env, fail, read, readInt } from './env.js';

export interface JobsConfig {
  /** JOBS_WORKERS: 'in-process' (this API process works the jobs) or 'external' (`node dist/worker.js` does). */
  workers: 'in-process' | 'external';
  /** JOBS_CONCURRENCY: jobs of one kind a process runs at once. */
  concurrency: number;
  /** JOBS_HEARTBEAT_SECONDS: an active job silent this long (its worker died) is retried elsewhere. */
  heartbeatSeconds: number;
  /** JOBS_RETRY_DELAY_SECONDS: the first retry delay of every kind (null: each kind's own, <domain>/jobs.ts). */
  retryDelaySeconds: number | null;
  /**
   * JOBS_SCHEDULE_CHECK_SECONDS (30): how often a process that works jobs looks for cron schedules that came due
   * (pg-boss's cronMonitorIntervalSeconds, 1 to 45). A schedule fires at most once a minute whatever this is.
   */
  scheduleCheckSeconds: number;
}

export function jobsFromEnv(env: Env, databaseUrl: string | null): JobsConfig {
  const workers = (read(env, 'JOBS_WORKERS') ?? 'in-process').toLowerCase();
  if (workers !== 'in-process' && workers !== 'external')
    fail('JOBS_WORKERS', `"${workers}" is not one of in-process, external`);
  // The embedded PGlite lives inside the API process: no other process can reach its queue.
  if (workers === 'external' && !databaseUrl)
    fail(
      'JOBS_WORKERS',
      'external workers need DATABASE_URL (PostgreSQL); the embedded database only supports in-process',
    );
  return {
    workers,
    concurrency: readInt(env, 'JOBS_CONCURRENCY', 1, 1, 64),
    heartbeatSeconds: readInt(env, 'JOBS_HEARTBEAT_SECONDS', 30, 10, 3600),
    retryDelaySeconds:
      read(env, 'JOBS_RETRY_DELAY_SECONDS') === undefined ? null : readInt(env, 'JOBS_RETRY_DELAY_SECONDS', 0, 1, 3600),
    scheduleCheckSeconds: readInt(env, 'JOBS_SCHEDULE_CHECK_SECONDS', 30, 1, 45),
  };
}
