/**
 * SIGTERM to a job worker (`src/worker.ts` as a child process, on a PostgreSQL database: SKIPPED, and said so, when
 * no server answers) in the middle of an ingest job (a loopback eSCRIBE portal, real captures, holds its answer):
 * - within the grace period the worker fetches no new job, finishes the running one, and exits 0;
 * - past the grace period it hands the job back to the queue and exits 0; another worker retries it and it
 *   completes once.
 */
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../helpers/helpers.js';
import {
  postgresAnswers,
  SERVER_URL,
  startEntry,
  startEscribePortal,
  until,
  workerEnv,
  type Child,
  type EscribePortal,
} from '../helpers/process-helpers.js';

const hasPostgres = await postgresAnswers();
const inThisPass = !process.env.TEST_DATABASE_URL;
if (!hasPostgres) console.log(`worker-shutdown.test: SKIPPED: no PostgreSQL answers at ${SERVER_URL}`);
else if (!inThisPass) console.log('worker-shutdown.test: runs in the PGlite pass (it uses PostgreSQL either way)');
const describeWorker = hasPostgres && inThisPass ? describe : describe.skip;

describeWorker('SIGTERM to a job worker mid-job', () => {
  let ctx: TestContext;
  let portal: EscribePortal;
  const workers: Child[] = [];

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const job = async (id: string) =>
    (
      await rows<{ state: string; retry_count: number }>(
        sql`select state::text as state, retry_count from pgboss.job where id = ${id}`,
      )
    )[0]!;

  function startWorker(graceMs: number): Child {
    const worker = startEntry('src/worker.ts', {
      ...workerEnv(ctx.database.url!, ctx.dataDir, portal.url),
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: String(graceMs),
    });
    workers.push(worker);
    return worker;
  }
  const running = (worker: Child) =>
    until('the worker to start', () => /job worker \d+ running/.test(worker.output()), 90_000);

  beforeAll(async () => {
    const before = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = SERVER_URL;
    try {
      ctx = await createTestContext({
        ESCRIBE_PORTALS: 'trca=http://127.0.0.1:9', // replaced below; the in-test app only sends jobs
      });
    } finally {
      if (before === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = before;
    }
    portal = await startEscribePortal();
  }, 120_000);

  afterAll(async () => {
    for (const w of workers) if (w.process.exitCode === null && !w.process.signalCode) w.process.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    portal?.close();
    await ctx?.close();
  });

  it('within the grace: no new job is fetched, the running job finishes, exit 0', async () => {
    portal.hold = true;
    const worker = startWorker(30_000);
    await running(worker);
    const ingest = (await ctx.app.pipeline.enqueue('escribe:trca'))!;
    await until('the ingest to be fetching', () => portal.held.length > 0);
    expect((await job(ingest)).state).toBe('active');

    worker.process.kill('SIGTERM');
    await until('the worker to log the stop', () => worker.output().includes('SIGTERM received'));
    // Sent after the SIGTERM: this worker must leave it for another.
    const later = (await ctx.app.jobs.send('password-reset-mail', { email: 'nobody@example.com' }))!;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(worker.process.exitCode).toBeNull(); // still finishing its job
    expect((await job(ingest)).state).toBe('active');

    portal.answerHeld();
    const exit = await worker.exited;
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    expect(await job(ingest)).toEqual({ state: 'completed', retry_count: 0 });
    expect((await job(later)).state).toBe('created');
    const [source] = await rows<{ records_last_run: number }>(
      sql`select records_last_run from source_status where source = 'escribe:trca'`,
    );
    expect(source).toMatchObject({ records_last_run: 5 });
  }, 150_000);

  it('past the grace: the job is handed back, the worker exits 0, another worker completes it once', async () => {
    portal.hold = true;
    portal.calendarCalls = 0;
    const first = startWorker(2_000);
    await running(first);
    const ingest = (await ctx.app.pipeline.enqueue('escribe:trca'))!;
    await until('the ingest to be fetching', () => portal.held.length > 0);

    const sentAt = Date.now();
    first.process.kill('SIGTERM');
    const exit = await first.exited;
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    expect(exit.atMs - sentAt).toBeLessThan(2_000 + 5_000);
    portal.dropHeld(); // the first worker's request, cut off
    // Handed back: failed as interrupted, waiting for its retry, not lost.
    expect((await job(ingest)).state).toBe('retry');

    portal.hold = false;
    const second = startWorker(10_000);
    await running(second);
    await until('the retried job to complete', async () => (await job(ingest)).state === 'completed', 90_000);
    expect((await job(ingest)).state).toBe('completed');
    expect(portal.calendarCalls).toBe(2); // the cut-off attempt, and the one that completed
    second.process.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 180_000);
});
