import type { Job, SendOptions as BossSendOptions } from 'pg-boss';
import { Value } from '@sinclair/typebox/value';
import type { Database } from '../db/client.js';
import type { AnyJobDefinition } from './define.js';
import { DEFAULT_JOB_KIND, SCHEDULE_TIME_ZONE, type JobKind } from './kinds.js';
import type { JobName, JobPayloads, TestJobName } from './payloads.js';

export type { JobName, JobPayloads } from './payloads.js';
export type { AnyJobDefinition, JobDefinition } from './define.js';

/*
 * The job queue: pg-boss on the application's database (the embedded PGlite, or PostgreSQL). Handlers are
 * registered by name; when this process works jobs (`workers: true`) pg-boss polls and LISTEN/NOTIFY wakes it
 * at once. `drain()` works every ready job in the calling process until none is left, so tests (and a caller
 * that needs the result now) wait for the queue instead of sleeping.
 */

export interface SendOptions {
  /** At most one queued/active job with this key on `exclusive` queues (jobs/kinds.ts). */
  singletonKey?: string;
  /** Overrides of the kind's retry policy (jobs/kinds.ts), rarely needed. */
  retryLimit?: number;
  /** Seconds. */
  retryDelay?: number;
  retryBackoff?: boolean;
  startAfter?: Date | number;
}

export type JobHandler<T> = (data: T) => Promise<void>;

/** What `serve` needs of a definition: its kind and its handler, which takes the domain's services. */
export interface ServedJob<D> {
  readonly name: JobName;
  readonly handler: (data: never, deps: D) => Promise<void>;
}

export interface DrainOptions {
  /** Also run jobs whose startAfter (a deferred send, a retry's backoff) is still in the future. */
  includeDeferred?: boolean;
  /** Gives up (throws) after this long; default 60 s. */
  timeoutMs?: number;
}

export interface Jobs {
  /** Where jobs are worked: 'in-process' (this API process) or 'external' (`node dist/worker.js` processes). */
  readonly mode: 'in-process' | 'external';
  /** Queues a job of kind `name` with its payload (jobs/payloads.ts); null when an exclusive queue already holds its key. */
  send<K extends JobName>(name: K, data: JobPayloads[K], options?: SendOptions): Promise<string | null>;
  send<T extends object>(name: TestJobName, data: T, options?: SendOptions): Promise<string | null>;
  /** Works every kind of a domain's list (its definitions' handlers), given that domain's services. */
  serve<D>(definitions: ReadonlyArray<ServedJob<D>>, deps: D): Promise<void>;
  /** Registers the handler of kind `name`, given the payload its senders queued. */
  work<K extends JobName>(name: K, handler: JobHandler<JobPayloads[K]>): Promise<void>;
  work<T extends object>(name: TestJobName, handler: JobHandler<T>): Promise<void>;
  /** A cron schedule in America/Toronto that sends `name` with `data`; `key` tells apart schedules of one name. */
  schedule<K extends JobName>(
    name: K,
    cron: string,
    data: JobPayloads[K],
    options?: { key?: string; singletonKey?: string },
  ): Promise<void>;
  /** Removes the schedule of `name` with this key (nothing when there is none). */
  unschedule(name: JobName, key: string): Promise<void>;
  /** The keys of the cron schedules of `name`. */
  scheduleKeys(name: JobName): Promise<string[]>;
  /** Works every ready job of the registered kinds in this process, waiting for active ones; returns how many ran here. */
  drain(options?: DrainOptions): Promise<number>;
  /** Jobs by kind and state (created, retry, active, completed, failed), for tests and the admin. */
  counts(): Promise<Array<{ name: string; state: string; count: number }>>;
  /**
   * Stops fetching jobs, waits for the running ones up to the stop timeout, hands back those still running (failed
   * as 'pg-boss shut down while active': retried by another worker per the kind's policy), closes the queue.
   */
  stop(): Promise<void>;
  /** True once stop() was called. */
  readonly stopped: boolean;
}

export interface QueueOptions {
  database: Database;
  /** Every job kind of the product (collected from the domains: plugins/app/job-kinds.ts). */
  kinds: readonly AnyJobDefinition[];
  /** This process runs workers (the API in-process mode, or a worker process). */
  workers: boolean;
  /** Seconds without a heartbeat after which an active job counts as dead and is retried. */
  heartbeatSeconds: number;
  /** Overrides the first retry delay of every kind (seconds). */
  retryDelaySeconds?: number | null;
  /** Seconds between polls when no notification arrives. */
  pollingIntervalSeconds?: number;
  /** Jobs one worker process runs at once per kind. */
  concurrency?: number;
  /** Seconds between looks for cron schedules that came due (pg-boss's cronMonitorIntervalSeconds; default 30). */
  scheduleCheckSeconds?: number;
  /** How long stop() waits for running jobs before handing them back (ms; default 5000). */
  stopTimeoutMs?: number;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startQueue(opts: QueueOptions): Promise<Jobs> {
  const { database, log } = opts;
  // Loaded when the queue starts, not when the server module loads (a bad configuration exits before).
  const { PgBoss, fromPglite } = await import('pg-boss');
  const supervise = Math.max(1, Math.floor(opts.heartbeatSeconds / 2));
  const common = {
    superviseIntervalSeconds: supervise,
    monitorIntervalSeconds: supervise,
    useListenNotify: true,
    schedule: opts.workers,
    ...(opts.scheduleCheckSeconds ? { cronMonitorIntervalSeconds: opts.scheduleCheckSeconds } : {}),
  };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(database.pglite!), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: database.url!, max: 4, application_name: 'parcelwatch-jobs' });
  // pg-boss reports background failures (a lost connection while polling) as events; it reconnects by itself.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  await boss.start();
  const executeSql = (text: string, values?: unknown[]) => boss.getDb().executeSql(text, values);

  const definitions = new Map<string, AnyJobDefinition>(opts.kinds.map((d) => [d.name, d]));
  if (definitions.size !== opts.kinds.length) throw new Error('a job kind is defined twice');
  const jobKind = (name: string): JobKind => definitions.get(name)?.policy ?? DEFAULT_JOB_KIND;
  /** A payload that does not match its kind's shape is refused (never stored, never worked). */
  const checkPayload = (name: string, data: unknown) => {
    const definition = definitions.get(name);
    if (definition && !Value.Check(definition.payload, data)) {
      const first = [...Value.Errors(definition.payload, data)][0];
      throw new Error(`job ${name}: invalid payload${first ? ` (${first.path || '/'}: ${first.message})` : ''}`);
    }
  };
  const handlers = new Map<string, JobHandler<object>>();
  const queues = new Map<string, Promise<void>>();
  let inFlight = 0;
  let stopped = false;

  /** Creates the kind's queue once (pg-boss needs it before send/work), and applies a changed retry policy. */
  const ensureQueue = (name: string) => {
    let ready = queues.get(name);
    if (!ready) {
      const { policy, ...kind } = jobKind(name);
      const options = opts.retryDelaySeconds ? { ...kind, retryDelay: opts.retryDelaySeconds } : kind;
      ready = (async () => {
        const existing = await boss.getQueue(name);
        if (!existing) await boss.createQueue(name, { ...options, policy, notify: true });
        else await boss.updateQueue(name, { ...options, notify: true });
      })();
      ready.catch(() => queues.delete(name));
      queues.set(name, ready);
    }
    return ready;
  };

  const run = async (name: string, job: Job<object>) => {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`no handler for job ${name}`);
    inFlight += 1;
    try {
      checkPayload(name, job.data);
      await handler(job.data);
    } finally {
      inFlight -= 1;
    }
  };

  const bossOptions = (options: SendOptions = {}): BossSendOptions => ({
    heartbeatSeconds: opts.heartbeatSeconds,
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
    ...(options.retryDelay !== undefined ? { retryDelay: options.retryDelay } : {}),
    ...(options.retryBackoff !== undefined ? { retryBackoff: options.retryBackoff } : {}),
    ...(options.startAfter !== undefined
      ? { startAfter: options.startAfter instanceof Date ? options.startAfter : new Date(options.startAfter) }
      : {}),
  });

  /** Ready (or, with includeDeferred, any) queued jobs plus active ones of these kinds, in the database. */
  const pending = async (names: string[], includeDeferred: boolean) => {
    const { rows } = await executeSql(
      `select count(*)::int as n from pgboss.job where name = any($1::text[])
         and (state = 'active' or (state in ('created', 'retry') and ($2::boolean or start_after <= now())))`,
      [names, includeDeferred],
    );
    return Number(rows[0]?.n ?? 0);
  };

  const jobs: Jobs = {
    mode: opts.workers ? 'in-process' : 'external',

    async send(name: string, data: object, options?: SendOptions) {
      checkPayload(name, data);
      await ensureQueue(name);
      return boss.send(name, data, bossOptions(options));
    },

    async serve<D>(list: ReadonlyArray<ServedJob<D>>, deps: D) {
      for (const definition of list) {
        const handler = definition.handler as unknown as (data: object, deps: D) => Promise<void>;
        await jobs.work(definition.name as TestJobName, (data: object) => handler(data, deps));
      }
    },

    async work(name: string, handler: JobHandler<never>) {
      handlers.set(name, handler as JobHandler<object>);
      await ensureQueue(name);
      if (!opts.workers) return;
      await boss.work<object>(
        name,
        {
          pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1,
          // NOTIFY wakes a worker for a new job, but not for the backlog behind the job it just finished: without
          // this, pg-boss's 30 s notify backstop would space queued jobs 30 s apart.
          notifyPollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1,
          localConcurrency: opts.concurrency ?? 1,
          batchSize: 1,
        },
        async ([job]) => {
          if (job) await run(name, job);
        },
      );
    },

    async schedule(name: string, cron: string, data: object, options: { key?: string; singletonKey?: string } = {}) {
      checkPayload(name, data);
      await ensureQueue(name);
      await boss.schedule(name, cron, data, {
        tz: SCHEDULE_TIME_ZONE,
        heartbeatSeconds: opts.heartbeatSeconds,
        ...(options.key ? { key: options.key } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },

    async unschedule(name: string, key: string) {
      await boss.unschedule(name, key);
    },

    async scheduleKeys(name: string) {
      return (await boss.getSchedules(name)).map((s) => s.key);
    },

    async drain({ includeDeferred = false, timeoutMs = 60_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      let ran = 0;
      for (;;) {
        let fetched = 0;
        for (const name of handlers.keys()) {
          const batch = await boss.fetch<object>(name, { batchSize: 10, ignoreStartAfter: includeDeferred });
          for (const job of batch) {
            fetched += 1;
            try {
              await run(name, job);
              await boss.complete(name, job.id);
            } catch (error) {
              // As a worker would: the job is retried per its kind's policy, or fails for good.
              await boss.fail(name, job.id, { message: (error as Error).message });
            }
          }
        }
        ran += fetched;
        if (fetched === 0 && inFlight === 0 && (await pending([...handlers.keys()], includeDeferred)) === 0) return ran;
        if (Date.now() > deadline) throw new Error(`jobs did not drain within ${timeoutMs} ms`);
        if (fetched === 0) await sleep(20);
      }
    },

    async counts() {
      const { rows } = await executeSql(
        `select name, state::text as state, count(*)::int as count from pgboss.job group by name, state order by name, state`,
      );
      return rows.map((r: { name: string; state: string; count: number }) => ({
        name: r.name,
        state: r.state,
        count: Number(r.count),
      }));
    },

    get stopped() {
      return stopped;
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      // No new job is fetched; running handlers get the timeout to finish. pg-boss then fails the jobs still active
      // (their completion, should the handler finish later, settles nothing), so another worker retries them.
      await boss.stop({ graceful: true, timeout: opts.stopTimeoutMs ?? 5000, close: true });
    },
  };
  return jobs;
}
