import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config/index.js';
import { JOB_DEFINITIONS } from '../../src/plugins/app/job-kinds.js';
import { createTestContext, type TestContext } from '../helpers/helpers.js';

/*
 * The job queue (pg-boss on PGlite or PostgreSQL, whichever the suite runs on): background workers in the API
 * process, retry with exponential backoff per kind, cron schedules in America/Toronto, and the configuration.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ JOBS_WORKERS: 'in-process' });
});
afterAll(async () => {
  await ctx?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('job queue', () => {
  it('in-process workers run a sent job by themselves (LISTEN/NOTIFY wakes them), without drain()', async () => {
    expect(ctx.app.jobs.mode).toBe('in-process');
    let resolve!: (value: { n: number }) => void;
    const ran = new Promise<{ n: number }>((r) => (resolve = r));
    await ctx.app.jobs.work<{ n: number }>('test-echo', async (data) => resolve(data));
    const id = await ctx.app.jobs.send('test-echo', { n: 42 });
    expect(id).toEqual(expect.any(String));
    expect(await ran).toEqual({ n: 42 });
    await ctx.app.jobs.drain();
    const [job] = await rows<{ state: string }>(sql`select state::text as state from pgboss.job where id = ${id}`);
    expect(job?.state).toBe('completed');
  });

  it('a failing job is retried with exponential backoff (the kind decides), then completes', async () => {
    let calls = 0;
    await ctx.app.jobs.work<object>('test-flaky', async () => {
      calls += 1;
      if (calls < 3) throw new Error(`flaky ${calls}`);
    });
    const id = await ctx.app.jobs.send('test-flaky', {});
    await ctx.app.jobs.drain();
    expect(calls).toBe(1);
    const [first] = await rows<{ state: string; retry_count: number; delay: number }>(
      sql`select state::text as state, retry_count, extract(epoch from start_after - now())::float as delay from pgboss.job where id = ${id}`,
    );
    // The default kind: 30 s base delay, doubling (with jitter: between half and the whole doubled delay).
    expect(first).toMatchObject({ state: 'retry' }); // (retry_count counts claims: it goes up when the retry starts)
    expect(first!.delay).toBeGreaterThan(10);
    expect(first!.delay).toBeLessThan(70);
    await ctx.app.jobs.drain({ includeDeferred: true });
    expect(calls).toBe(3);
    const [done] = await rows<{ state: string; retry_count: number }>(
      sql`select state::text as state, retry_count from pgboss.job where id = ${id}`,
    );
    expect(done).toEqual({ state: 'completed', retry_count: 2 });
  });

  it('every job kind of the product has its queue with its retry policy', async () => {
    const queues = await rows<{
      name: string;
      policy: string;
      retry_limit: number;
      retry_delay: number;
      retry_backoff: boolean;
    }>(sql`select name, policy, retry_limit, retry_delay, retry_backoff from pgboss.queue`);
    for (const name of [
      'ingest',
      'extract-document',
      'analyze-items',
      'analyze-documents',
      'match-property',
      'notifications-alert-email',
      'notifications-webhook',
    ]) {
      const kind = JOB_DEFINITIONS.find((d) => d.name === name)!.policy;
      expect(queues.find((q) => q.name === name)).toMatchObject({
        policy: kind.policy,
        retry_limit: kind.retryLimit,
        retry_delay: kind.retryDelay,
        retry_backoff: kind.retryBackoff,
      });
    }
    // Exclusive queues keep one queued job per key: a second ingest of the same source is not queued twice.
    // (Deferred, so that no worker takes the first before the second is sent.)
    const later = Date.now() + 3_600_000;
    const a = await ctx.app.jobs.send(
      'notifications-alert-email',
      { alertId: -1, userId: 'nobody' },
      { singletonKey: 'alert-test-1', startAfter: later },
    );
    const b = await ctx.app.jobs.send(
      'notifications-alert-email',
      { alertId: -1, userId: 'nobody' },
      { singletonKey: 'alert-test-1', startAfter: later },
    );
    expect(a).toEqual(expect.any(String));
    expect(b).toBeNull();
    await ctx.app.jobs.drain({ includeDeferred: true });
  });

  it('cron schedules run in America/Toronto (the 07:00 digest, the sweep)', async () => {
    const schedules = await rows<{ name: string; cron: string; timezone: string }>(
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    expect(schedules).toEqual(
      expect.arrayContaining([
        { name: 'notifications-digest', cron: '0 7 * * *', timezone: 'America/Toronto' },
        { name: 'notifications-sweep', cron: '*/5 * * * *', timezone: 'America/Toronto' },
      ]),
    );
  });
});

describe('JOBS_* configuration', () => {
  it('is validated', () => {
    expect(loadConfig({}).jobs).toEqual({
      workers: 'in-process',
      concurrency: 1,
      heartbeatSeconds: 30,
      retryDelaySeconds: null,
      scheduleCheckSeconds: 30,
    });
    expect(loadConfig({ JOBS_SCHEDULE_CHECK_SECONDS: '1' }).jobs.scheduleCheckSeconds).toBe(1);
    expect(() => loadConfig({ JOBS_SCHEDULE_CHECK_SECONDS: '60' })).toThrow(
      'Invalid environment variable JOBS_SCHEDULE_CHECK_SECONDS',
    );
    expect(loadConfig({ JOBS_WORKERS: 'external', DATABASE_URL: 'postgres://x@localhost/db' }).jobs.workers).toBe(
      'external',
    );
    expect(() => loadConfig({ JOBS_WORKERS: 'external' })).toThrow(
      'Invalid environment variable JOBS_WORKERS: external workers need DATABASE_URL',
    );
    expect(() => loadConfig({ JOBS_WORKERS: 'threads' })).toThrow(
      'Invalid environment variable JOBS_WORKERS: "threads" is not one of in-process, external',
    );
    expect(() => loadConfig({ JOBS_HEARTBEAT_SECONDS: '5' })).toThrow(
      'Invalid environment variable JOBS_HEARTBEAT_SECONDS',
    );
    expect(() => loadConfig({ JOBS_CONCURRENCY: '0' })).toThrow('Invalid environment variable JOBS_CONCURRENCY');
  });
});
