import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { loadMunicipalDemo } from '../../src/demo/load-municipal.js';
import { apiCall, registerUser, testConfig } from '../helpers/helpers.js';
import { findPostgresBin, startCluster, type Cluster } from '../helpers/pg-cluster.js';
import {
  startEntry,
  startEscribePortal,
  until,
  workerEnv,
  type Child,
  type EscribePortal,
} from '../helpers/process-helpers.js';

/*
 * Faults (a job killed mid-way is retried and completes; the database restarting loses no acknowledged write), on
 * a throwaway PostgreSQL cluster of this test (never the shared server: it gets restarted):
 * 1. Worker processes (`src/worker.ts`, as in production) are SIGKILLed in the middle of an ingest (a loopback
 *    eSCRIBE portal holds its answer) and of the analysis (alerts half written); after a new worker starts,
 *    every job completes and no alert is duplicated. Then one is killed during a user's document re-analysis:
 *    the run is taken over by the next worker and finishes. Then one is killed while an urgent alert's mail waits
 *    for the SMTP server's answer: the next worker mails it, once (the ledger's claim rolled back with the killed
 *    worker's connection).
 * 2. PostgreSQL is restarted (-m immediate) under a write load: the API and the worker recover by themselves and
 *    every acknowledged write is there.
 * The cluster is the same whichever database the suite runs on, so this runs in the PGlite pass of `npm test` only.
 */

const bin = findPostgresBin();
const inThisPass = !process.env.TEST_DATABASE_URL;
if (!bin)
  console.log(
    'faults.test: SKIPPED: no PostgreSQL binaries (initdb, pg_ctl) in /usr/lib/postgresql/*/bin, /usr/local/bin or /usr/bin',
  );
else if (!inThisPass)
  console.log('faults.test: runs in the PGlite pass (it starts its own PostgreSQL cluster either way)');
const describeFaults = bin && inThisPass ? describe : describe.skip;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The waits here poll the database: every 200 ms, for 90 s unless told. */
const waitFor = <T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 90_000) =>
  until(what, check, timeoutMs, 200);

describeFaults('faults on a throwaway PostgreSQL cluster', () => {
  let cluster: Cluster;
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;
  let portal: EscribePortal;
  let env: Record<string, string>;
  const workers: Child[] = [];
  // The SMTP server of every process here: while `holdMail` is on, a message gets no answer (it is not accepted).
  let smtp: SMTPServer;
  let holdMail = false;
  // Every message accepted: its recipients and its raw text.
  const accepted: Array<{ to: string; body: string }> = [];
  const heldMail: string[] = [];

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const jobStates = async () =>
    rows<{ name: string; state: string; n: number }>(
      sql`select name, state::text as state, count(*)::int as n from pgboss.job where name not like '__pgboss%' group by 1, 2 order by 1, 2`,
    );
  const alertCounts = async () =>
    (
      await rows<{ alerts: number; distinct_keys: number; items: number; distinct_items: number }>(sql`
        select (select count(*)::int from alerts where meeting_id is not null) as alerts,
               (select count(*)::int from (select distinct company_id, property_id, meeting_id from alerts where meeting_id is not null) k) as distinct_keys,
               (select count(*)::int from alert_items) as items,
               (select count(*)::int from (select distinct alert_id, agenda_item_id from alert_items) k) as distinct_items`)
    )[0]!;

  function startWorker(): Child {
    const worker = startEntry('src/worker.ts', env, { echoStderr: true });
    workers.push(worker);
    return worker;
  }

  beforeAll(async () => {
    cluster = await startCluster(bin!);
    dataDir = await mkdtemp(path.join(tmpdir(), 'pw-fault-'));
    // While the portal holds, the calendar call gets no answer: the ingest is in the middle of its fetch when its
    // worker is killed.
    portal = await startEscribePortal();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address).join(',');
          if (holdMail) return void heldMail.push(to);
          // Quoted-printable bodies: soft line breaks joined, "=3D" read as "=", so that a link can be searched.
          const body = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          accepted.push({ to, body });
          callback();
        });
      },
    });
    // A worker killed in the middle of a mail resets its connection: the server reports it as an 'error' event, which
    // is the point of that test, not a failure (unheard, the event would fail the whole file after its tests passed).
    smtp.on('error', () => undefined);
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    env = {
      ...workerEnv(cluster.url, dataDir, portal.url),
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_ENABLED: 'false',
      JOBS_CONCURRENCY: '2',
    };
    database = await openDatabase({ databaseUrl: cluster.url, onConnectionError: () => undefined });
    // The API: sends jobs, works none (JOBS_WORKERS=external).
    app = await buildApp(testConfig(dataDir, env), { database });
  }, 120_000);

  afterAll(async () => {
    for (const w of workers) if (w.process.exitCode === null && !w.process.signalCode) w.process.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    await app?.close();
    await database?.close();
    portal?.close();
    smtp?.close(() => undefined);
    await cluster?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a worker SIGKILLed mid-ingest and mid-analysis: after restart every job completes, no alert is duplicated', async () => {
    // The demo company, its properties and 200+ meetings stored; the analysis queued as jobs of 40 items.
    await loadMunicipalDemo(app, { force: true, queueAnalysisInBatchesOf: 100 });
    expect(await app.pipeline.enqueue('escribe:trca')).toEqual(expect.any(String));
    const analysisJobs = (await jobStates()).filter((r) => r.name === 'analyze-items').reduce((n, r) => n + r.n, 0);
    expect(analysisJobs).toBeGreaterThan(5);

    // Mid-analysis, whatever the machine's speed: the last three analysis jobs (pg-boss fetches by priority, then
    // creation) cannot mark their agenda items analysed while this transaction holds the rows. FOR NO KEY UPDATE,
    // so the alerts' foreign keys (KEY SHARE) still pass: their matching runs, then they wait, active, until the
    // kill. (Polling alone missed the window when the analysis ran faster than the poll; and waiting for any active
    // analysis job could meet one of the others, done by the time of the kill.)
    const holder = new pg.Client({ connectionString: cluster.url });
    holder.on('error', () => undefined); // the cluster is stopped under it if the test fails before the rollback
    await holder.connect();
    await holder.query('begin');
    const lastJobs = await holder.query<{ id: string; data: { agendaItemIds: number[] } }>(
      `select id, data from pgboss.job where name = 'analyze-items' order by priority desc, created_on desc limit 3`,
    );
    const heldJobs = sql.join(
      lastJobs.rows.map((r) => sql`${r.id}::uuid`),
      sql`, `,
    );
    const heldItems = lastJobs.rows.flatMap((r) => r.data.agendaItemIds);
    expect(heldItems.length).toBeGreaterThan(0);
    await holder.query('select id from agenda_items where id = any($1::int[]) for no key update', [heldItems]);

    const first = startWorker();
    // Mid-ingest: the portal holds the calendar call. Mid-analysis: a held analyze-items job active (it stays so
    // until the kill), others done, some alerts written.
    await waitFor('the ingest to be fetching', async () => portal.held.length > 0);
    const before = await waitFor('the analysis to be under way', async () => {
      const states = await jobStates();
      const done = states.find((r) => r.name === 'analyze-items' && r.state === 'completed')?.n ?? 0;
      const [held] = await rows<{ active: number }>(
        sql`select count(*)::int as active from pgboss.job where state = 'active' and id in (${heldJobs})`,
      );
      const counts = await alertCounts();
      return held!.active > 0 && done >= 1 && counts.alerts > 0 ? { done, counts } : null;
    });
    first.process.kill('SIGKILL');
    await first.exited;
    await holder.query('rollback');
    await holder.end();
    portal.dropHeld();
    portal.hold = false;
    const atKill = await jobStates();
    console.log(
      `faults: worker ${first.process.pid} SIGKILLed with ${before.done}/${analysisJobs} analysis jobs done, ${before.counts.alerts} alerts written; jobs then: ${atKill.map((r) => `${r.name}:${r.state}=${r.n}`).join(', ')}`,
    );
    expect(atKill.some((r) => r.name === 'ingest' && r.state === 'active')).toBe(true);
    expect(atKill.some((r) => r.name === 'analyze-items' && r.state === 'active')).toBe(true);

    startWorker();
    let lastPrint = Date.now();
    const finalStates = await waitFor(
      'every job to complete',
      async () => {
        const states = await jobStates();
        if (Date.now() - lastPrint > 15_000) {
          lastPrint = Date.now();
          console.log(`faults: waiting: ${states.map((r) => `${r.name}:${r.state}=${r.n}`).join(', ')}`);
        }
        return states.every((r) => r.state === 'completed' || r.state === 'failed') &&
          states.some((r) => r.name === 'ingest')
          ? states
          : null;
      },
      150_000,
    );
    console.log(`faults: after restart: ${finalStates.map((r) => `${r.name}:${r.state}=${r.n}`).join(', ')}`);
    expect(finalStates.filter((r) => r.state === 'failed')).toEqual([]);
    expect(finalStates.find((r) => r.name === 'analyze-items' && r.state === 'completed')?.n).toBe(analysisJobs);
    // The killed attempts were retried, not lost.
    const retried = await rows<{ name: string; retry_count: number }>(
      sql`select name, retry_count from pgboss.job where retry_count > 0 and name in ('ingest', 'analyze-items')`,
    );
    expect(retried.map((r) => r.name).sort()).toEqual(expect.arrayContaining(['analyze-items', 'ingest']));
    const [source] = await rows<{ last_success_at: Date | null; records_last_run: number }>(
      sql`select last_success_at, records_last_run from source_status where source = 'escribe:trca'`,
    );
    expect(source).toMatchObject({ records_last_run: 5 });
    expect(source!.last_success_at).not.toBeNull();

    // No duplicate: one alert per (property, meeting) among the meetings' alerts (an application's alerts, keyed by
    // file and step, have no meeting), one impact per (alert, item); and running the
    // whole analysis again creates nothing (nothing was missed either).
    const after = await alertCounts();
    const ids = await rows<{ id: number }>(sql`select id from agenda_items`);
    const again = await app.analysis.analyzeAgendaItems(ids.map((r) => r.id));
    const rerun = await alertCounts();
    console.log(
      `faults: alerts ${after.alerts} (distinct ${after.distinct_keys}), alert items ${after.items} (distinct ${after.distinct_items}); a full re-run created ${again.createdAlertIds.length}`,
    );
    expect(after.alerts).toBe(after.distinct_keys);
    expect(after.items).toBe(after.distinct_items);
    expect(after.alerts).toBeGreaterThanOrEqual(before.counts.alerts);
    expect(again.createdAlertIds).toEqual([]);
    expect(rerun).toEqual(after);
    // Each urgent alert mailed once per user (the ledger), whatever was retried.
    const [mails] = await rows<{ n: number; distinct_n: number }>(
      sql`select count(*)::int as n, count(distinct (user_id, alert_id))::int as distinct_n from notification_deliveries`,
    );
    expect(mails!.n).toBe(mails!.distinct_n);
  }, 240_000);

  it('a worker SIGKILLed during a document re-analysis: the job is retried and the run finishes', async () => {
    // No worker running: the run's job must be taken by the one started below.
    for (const w of workers) if (w.process.exitCode === null && !w.process.signalCode) w.process.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    const admin = await registerUser(app, { company_name: 'Reanalysis Co' });
    const [doc] = await rows<{ id: number }>(sql`select id from documents order by id limit 1`);
    expect(doc).toBeDefined();
    const { run } = await app.documentAnalysis.request(
      { kind: 'municipal', id: doc!.id },
      { companyId: admin.user.company_id as string, userId: admin.user.id as string },
    );
    // The run's row held: the worker's claim waits on it, its job active, until the kill.
    const holder = new pg.Client({ connectionString: cluster.url });
    holder.on('error', () => undefined);
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from document_analysis_runs where id = $1 for update', [run.id]);
    const first = startWorker();
    await waitFor('the re-analysis job to be active', async () => {
      const [row] = await rows<{ state: string }>(
        sql`select state::text as state from pgboss.job where name = 'reanalyze-document' and singleton_key = ${`reanalyze-document:${run.id}`}`,
      );
      return row?.state === 'active';
    });
    first.process.kill('SIGKILL');
    await first.exited;
    await holder.query('rollback');
    await holder.end();

    startWorker(); // stays running for the next test
    const finished = await waitFor(
      'the run to finish',
      async () => {
        const [row] = await rows<{ status: string }>(
          sql`select status from document_analysis_runs where id = ${run.id}`,
        );
        return row?.status === 'done' || row?.status === 'failed' ? row.status : null;
      },
      150_000,
    );
    const [job] = await rows<{ state: string; retry_count: number }>(
      sql`select state::text as state, retry_count from pgboss.job where name = 'reanalyze-document' and singleton_key = ${`reanalyze-document:${run.id}`}`,
    );
    console.log(
      `faults: re-analysis run ${run.id} ${finished} after its worker was killed; job ${JSON.stringify(job)}`,
    );
    expect(finished).toBe('done');
    expect(job).toMatchObject({ state: 'completed' });
    expect(job!.retry_count).toBeGreaterThan(0);
  }, 240_000);

  it('a worker SIGKILLed while an alert mail waits for the SMTP server: the next worker mails it, once', async () => {
    for (const w of workers) if (w.process.exitCode === null && !w.process.signalCode) w.process.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    // An urgent alert mailed during the first test to a user who takes immediate mails: its ledger row removed, so
    // that it is due again.
    const [sent] = await rows<{ alert_id: number; user_id: string; email: string }>(
      sql`select d.alert_id, d.user_id, u.email from notification_deliveries d join users u on u.id = d.user_id
           where d.kind = 'immediate' order by d.id limit 1`,
    );
    expect(sent).toBeDefined();
    await database.db.execute(
      sql`delete from notification_deliveries where user_id = ${sent!.user_id} and alert_id = ${sent!.alert_id}`,
    );
    holdMail = true;
    const jobId = await app.jobs.send(
      'notifications-alert-email',
      { alertId: sent!.alert_id, userId: sent!.user_id },
      { singletonKey: `fault-mail-${sent!.alert_id}` },
    );
    const first = startWorker();
    await waitFor('the mail to wait for the SMTP server', async () => heldMail.length > 0);
    first.process.kill('SIGKILL');
    await first.exited;
    holdMail = false;
    // The mails about this alert to this user (the same user may be mailed about other alerts meanwhile: jobs of the
    // earlier kills that a new worker takes up).
    const aboutIt = new RegExp(`alertId=${sent!.alert_id}(?!\\d)`);
    const mailsOfIt = () => accepted.filter((mail) => mail.to === sent!.email && aboutIt.test(mail.body)).length;
    const before = mailsOfIt();
    const beforeAll = accepted.length;

    startWorker(); // stays running for the next test
    await waitFor('the mail job to complete', async () => {
      const [row] = await rows<{ state: string }>(sql`select state::text as state from pgboss.job where id = ${jobId}`);
      return row?.state === 'completed';
    });
    const mailed = mailsOfIt() - before;
    const [ledger] = await rows<{ n: number }>(
      sql`select count(*)::int as n from notification_deliveries where user_id = ${sent!.user_id} and alert_id = ${sent!.alert_id}`,
    );
    const others = accepted
      .slice(beforeAll)
      .filter((mail) => !aboutIt.test(mail.body))
      .map((mail) => /alertId=(\d+)/.exec(mail.body)?.[1] ?? 'a digest');
    console.log(
      `faults: alert ${sent!.alert_id} mailed ${mailed} time(s) after its worker was killed mid-send; other mails meanwhile: ${others.join(', ') || 'none'}`,
    );
    expect(mailed).toBe(1);
    expect(ledger!.n).toBe(1);
  }, 240_000);

  it('PostgreSQL restarted under load: the API and the worker recover by themselves; no acknowledged write is lost', async () => {
    const admin = await registerUser(app, { company_name: 'Restart Co' });
    const acknowledged: string[] = [];
    let attempted = 0;
    let failed = 0;
    let stop = false;
    const writer = async (n: number) => {
      for (let i = 0; !stop; i++) {
        attempted += 1;
        const res = await apiCall(app, 'POST', '/api/notifications/webhooks', admin.token, {
          url: `https://hooks.example.com/${n}/${i}`,
        });
        if (res.statusCode === 201) acknowledged.push(res.json().id as string);
        else {
          failed += 1;
          expect(res.statusCode).toBeGreaterThanOrEqual(500); // the outage, never a user's mistake
          await sleep(50);
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, n) => writer(n));
    await waitFor('writes before the restart', async () => acknowledged.length >= 50);
    const ackBefore = acknowledged.length;
    const restartStarted = Date.now();
    await cluster.restart();
    const restartMs = Date.now() - restartStarted;
    // The API recovers by itself: health answers ok again and writes succeed without any intervention.
    await waitFor(
      'the API to answer again',
      async () => (await apiCall(app, 'GET', '/api/health')).json().database === 'ok',
    );
    const ackAtRecovery = acknowledged.length;
    await waitFor('writes after the restart', async () => acknowledged.length >= ackAtRecovery + 50);
    stop = true;
    await Promise.all(writers);

    const stored = await rows<{ id: string }>(
      sql`select id::text as id from webhook_endpoints where company_id = ${admin.user.company_id}`,
    );
    const storedIds = new Set(stored.map((r) => r.id));
    const lost = acknowledged.filter((id) => !storedIds.has(id));
    console.log(
      `faults: PostgreSQL restart (-m immediate) took ${restartMs} ms under 8 writers: ${attempted} writes attempted, ${acknowledged.length} acknowledged (${ackBefore} before the restart), ${failed} refused during the outage, ${stored.length} stored, ${lost.length} acknowledged but lost`,
    );
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(ackBefore);

    // The worker still running from the first test recovers too: a job sent now completes.
    const jobId = await app.jobs.send('match-property', {
      companyId: admin.user.company_id,
      propertyId: '00000000-0000-4000-8000-000000000000',
    });
    await waitFor('the worker to complete a job after the restart', async () => {
      const [row] = await rows<{ state: string }>(sql`select state::text as state from pgboss.job where id = ${jobId}`);
      return row?.state === 'completed';
    });
  }, 180_000);
});
