// The faults bench's "worker killed during <kind>" rows: for each job kind, one job of that kind is made to run long
// (a loopback server holds its answer, or a row it must write is locked by the bench), worker 1 is the only one
// that can take it (worker 2 is paused with SIGSTOP meanwhile), worker 1 is SIGKILLed while the job is active, the
// hold is released and worker 2 resumed: worker 2 must finish the job (after JOBS_HEARTBEAT_SECONDS without a
// heartbeat) with nothing doubled. Each row prints the takeover time: from the SIGKILL to the job completed.
import { WORKER_STARTED, until } from '../cluster/processes.mjs';
import { apiRequire } from '../scratch.mjs';

/** A second owner connection that holds row locks in an open transaction until `release()`. */
async function rowLock(url, query, params) {
  const pg = apiRequire('pg');
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  await client.query('begin');
  const { rowCount } = await client.query(query, params);
  return {
    rowCount,
    async release() {
      await client.query('rollback').catch(() => undefined);
      await client.end().catch(() => undefined);
    },
  };
}

/**
 * One kind: `arm()` sets the hold up, `trigger()` queues the job (its id), `held()` says the job is stuck in its
 * hold, `release()` lets go, `verify()` answers { pass, figures } about what is doubled.
 */
async function killDuring(ctx, kind, { arm, trigger, held, release, verify }) {
  const { W1, W2, db, check } = ctx;
  const jobState = async (id) =>
    (await db.rows(`select state::text as state, retry_count from pgboss.job where id = $1`, [id]))[0] ?? null;
  let jobId = null;
  try {
    W1.signal('SIGSTOP');
    W2.signal('SIGSTOP');
    await arm();
    jobId = await trigger();
    if (!jobId) throw new Error(`no ${kind} job was queued`);
    W1.signal('SIGCONT');
    await until(
      `the ${kind} job to be active and held on worker 1`,
      async () => (await jobState(jobId))?.state === 'active' && (await held()),
      60_000,
      50,
    );
    W1.signal('SIGKILL');
    const killedAt = Date.now();
    await W1.exited;
    await release();
    W2.signal('SIGCONT');
    const final = await until(
      `worker 2 to finish the ${kind} job`,
      async () => {
        const row = await jobState(jobId);
        return row && ['completed', 'failed', 'cancelled'].includes(row.state) ? row : null;
      },
      120_000,
      100,
    );
    const takeoverMs = Date.now() - killedAt;
    const verdict = await verify();
    check(
      `worker killed during ${kind}`,
      final.state === 'completed' && final.retry_count > 0 && verdict.pass,
      `job ${final.state} by worker 2 ${takeoverMs} ms after the SIGKILL (retry ${final.retry_count}); ${verdict.figures}`,
    );
    return takeoverMs;
  } catch (error) {
    check(`worker killed during ${kind}`, false, error.message.split('\n')[0]);
    await release().catch(() => undefined);
    return null;
  } finally {
    W2.signal('SIGCONT');
    if (!W1.running) {
      W1.start();
      await W1.waitFor(WORKER_STARTED);
    } else W1.signal('SIGCONT');
  }
}

/** Every kind in turn. `ctx`: { W1, W2, db, dbUrl, seeder, company, portal, smtp, webhook, check }. */
export async function killDuringEachKind(ctx) {
  const { db, dbUrl, seeder, company, portal, smtp, webhook } = ctx;
  const takeovers = {};
  let lock = null;
  const unlock = async () => {
    await lock?.release();
    lock = null;
  };

  // ingest: the portal holds the calendar call.
  const meetingsOf = async (source) =>
    (
      await db.rows(
        `select count(*)::int as n, count(distinct source_id)::int as distinct_n from meetings where source = $1`,
        [source],
      )
    )[0];
  takeovers.ingest = await killDuring(ctx, 'ingest', {
    arm: async () => void (portal.mode = 'hold'),
    trigger: () => seeder.pipeline.enqueue('escribe:trca'),
    held: async () => portal.held.length > 0,
    release: async () => portal.release(),
    verify: async () => {
      const m = await meetingsOf('escribe:trca');
      const [status] = await db.rows(`select records_last_run from source_status where source = 'escribe:trca'`);
      return {
        pass: m.n > 0 && m.n === m.distinct_n,
        figures: `${m.n} meetings stored from the source (${m.n - m.distinct_n} duplicate), ${status?.records_last_run ?? '?'} records in the last run`,
      };
    },
  });

  // extraction: the document's download is held by the portal (its address made the portal's, its text pending).
  const [doc] = await db.rows(`select id from documents order by id limit 1`);
  // The ingest above queued the extractions of the documents it stored: once they are done, the worker's one
  // extraction slot takes this job (else it waited behind them, held by the portal, past the wait below).
  await until(
    'the extractions queued by the ingest to finish',
    async () =>
      (
        await db.rows(
          `select count(*)::int as n from pgboss.job where name = 'extract-document' and state in ('created', 'retry', 'active')`,
        )
      )[0].n === 0,
    120_000,
    200,
  ).catch(() => undefined);
  takeovers.extraction = await killDuring(ctx, 'extraction', {
    arm: async () => {
      if (!doc) throw new Error('no municipal document stored');
      await db.rows(
        `update documents set url = $2, extraction_status = 'pending', text = null, storage_key = null where id = $1`,
        [doc.id, `${portal.url}/FileStream.ashx?DocumentId=${doc.id}`],
      );
      portal.mode = 'hold-document';
    },
    trigger: () =>
      seeder.jobs.send('extract-document', { documentId: doc.id }, { singletonKey: `bench-extract-${doc.id}` }),
    held: async () => portal.held.length > 0,
    release: async () => portal.release(),
    verify: async () => {
      const [row] = await db.rows(
        `select extraction_status, (text is not null) as has_text from documents where id = $1`,
        [doc.id],
      );
      return {
        pass: row.extraction_status === 'done' && row.has_text,
        figures: `document ${doc.id}: extraction ${row.extraction_status}, downloaded ${portal.documentCalls} time(s) to the end`,
      };
    },
  });

  // analysis: the items' rows are locked (FOR NO KEY UPDATE: the alerts' foreign keys still pass); the matching
  // runs, then waits to mark them analysed.
  const alertTotals = async () =>
    (
      await db.rows(
        `select (select count(*)::int from alerts) as alerts,
                (select count(*)::int from (select distinct company_id, property_id, meeting_id from alerts) k) as distinct_alerts,
                (select count(*)::int from alert_items) as items,
                (select count(*)::int from (select distinct alert_id, agenda_item_id from alert_items) k) as distinct_items`,
      )
    )[0];
  const items = (
    await db.rows(
      `select distinct ai.agenda_item_id as id from alert_items ai join alerts a on a.id = ai.alert_id where a.company_id = $1 limit 20`,
      [company.companyId],
    )
  ).map((r) => r.id);
  const before = await alertTotals();
  takeovers.analysis = await killDuring(ctx, 'analysis', {
    arm: async () => {
      if (items.length === 0) throw new Error('no matched agenda item to analyse again');
      lock = await rowLock(dbUrl, 'select id from agenda_items where id = any($1::int[]) for no key update', [items]);
    },
    trigger: () => seeder.jobs.send('analyze-items', { agendaItemIds: items }),
    held: async () => true,
    release: unlock,
    verify: async () => {
      const after = await alertTotals();
      return {
        pass:
          after.alerts === after.distinct_alerts &&
          after.items === after.distinct_items &&
          after.alerts === before.alerts,
        figures: `${items.length} agenda items analysed again: ${after.alerts} alerts (${before.alerts} before, ${after.alerts - after.distinct_alerts} duplicate), ${after.items - after.distinct_items} duplicate alert items`,
      };
    },
  });

  // mail: the SMTP server holds the DATA answer of an urgent alert's mail to the admin (its ledger row removed
  // first, so that it is due again).
  const [urgent] = await db.rows(
    `select id from alerts where company_id = $1 and severity = 'urgent' and status <> 'dismissed' order by id limit 1`,
    [company.companyId],
  );
  let since = 0;
  const acceptedTo = (email) => smtp.accepted.filter((m) => m.at >= since && m.to.includes(email));
  takeovers.mail = await killDuring(ctx, 'mail', {
    arm: async () => {
      if (!urgent) throw new Error('no urgent alert to mail');
      await db.rows(`delete from notification_deliveries where user_id = $1 and alert_id = $2`, [
        company.userId,
        urgent.id,
      ]);
      since = Date.now();
      smtp.hold = true;
    },
    trigger: () =>
      seeder.jobs.send(
        'notifications-alert-email',
        { alertId: urgent.id, userId: company.userId },
        { singletonKey: `bench-mail-${urgent.id}` },
      ),
    held: async () => smtp.held.length > 0,
    release: async () => smtp.release(),
    verify: async () => {
      const mails = acceptedTo(company.email);
      const [ledger] = await db.rows(
        `select count(*)::int as n from notification_deliveries where user_id = $1 and alert_id = $2`,
        [company.userId, urgent.id],
      );
      return {
        pass: mails.length === 1 && ledger.n === 1,
        figures: `${mails.length} mail accepted by the SMTP server for the alert (${smtp.held.length} held), ${ledger.n} ledger row`,
      };
    },
  });

  // webhook: the receiver holds its answer to a delivery made due again.
  const [delivery] = await db.rows(
    `select id from webhook_deliveries where company_id = $1 and event = 'alert.created' order by id limit 1`,
    [company.companyId],
  );
  const answered = () => webhook.received.filter((r) => r.delivery === String(delivery?.id) && r.at >= since);
  takeovers.webhook = await killDuring(ctx, 'webhook', {
    arm: async () => {
      if (!delivery) throw new Error('no webhook delivery to make again');
      await db.rows(
        `update webhook_deliveries set status = 'pending', attempt = 0, next_attempt_at = null where id = $1`,
        [delivery.id],
      );
      since = Date.now();
      webhook.hold = true;
    },
    trigger: () =>
      seeder.jobs.send(
        'notifications-webhook',
        { deliveryId: delivery.id },
        { singletonKey: `bench-webhook-${delivery.id}` },
      ),
    held: async () => webhook.held.length > 0,
    release: async () => webhook.release(),
    verify: async () => {
      const [row] = await db.rows(`select status, attempt from webhook_deliveries where id = $1`, [delivery.id]);
      return {
        pass: answered().length === 1 && row.status === 'succeeded',
        figures: `delivery ${delivery.id} answered ${answered().length} time(s), cut ${webhook.cut} time(s); status ${row.status} after attempt ${row.attempt}`,
      };
    },
  });

  // digest: the SMTP server holds the first digest's DATA answer.
  let digestUsers = 0;
  takeovers.digest = await killDuring(ctx, 'digest', {
    arm: async () => {
      await db.rows(`delete from notification_deliveries where company_id = $1 and kind = 'digest'`, [
        company.companyId,
      ]);
      since = Date.now();
      smtp.hold = true;
    },
    trigger: () => seeder.jobs.send('notifications-digest', { now: new Date().toISOString() }),
    held: async () => smtp.held.length > 0,
    release: async () => smtp.release(),
    verify: async () => {
      const mails = smtp.accepted.filter((m) => m.at >= since);
      const perUser = new Map();
      for (const m of mails) perUser.set(m.to, (perUser.get(m.to) ?? 0) + 1);
      const [ledger] = await db.rows(
        `select count(distinct user_id)::int as users from notification_deliveries where company_id = $1 and kind = 'digest'`,
        [company.companyId],
      );
      digestUsers = ledger.users;
      const doubled = [...perUser.values()].filter((n) => n > 1).length;
      return {
        pass: mails.length > 0 && doubled === 0 && perUser.size === digestUsers,
        figures: `${mails.length} digests accepted for ${perUser.size} users (${doubled} users mailed twice), ${digestUsers} users in the digest ledger`,
      };
    },
  });

  // re-analysis: the run's row is locked; the worker's claim of the run waits on it.
  const [anyDoc] = await db.rows(`select id from documents order by id desc limit 1`);
  let run = null;
  takeovers['re-analysis'] = await killDuring(ctx, 're-analysis', {
    arm: async () => undefined,
    trigger: async () => {
      if (!anyDoc) throw new Error('no municipal document to re-analyse');
      ({ run } = await seeder.documentAnalysis.request(
        { kind: 'municipal', id: anyDoc.id },
        { companyId: company.companyId, userId: company.userId },
      ));
      lock = await rowLock(dbUrl, 'select id from document_analysis_runs where id = $1 for update', [run.id]);
      const [job] = await db.rows(
        `select id from pgboss.job where name = 'reanalyze-document' and singleton_key = $1`,
        [`reanalyze-document:${run.id}`],
      );
      return job?.id ?? null;
    },
    held: async () => true,
    release: unlock,
    verify: async () => {
      const runs = await db.rows(`select id, status from document_analysis_runs where document_id = $1 and id >= $2`, [
        anyDoc.id,
        run.id,
      ]);
      return {
        pass: runs.length === 1 && runs[0].status === 'done',
        figures: `run ${run.id} ${runs[0]?.status}, ${runs.length} run(s) of the document since`,
      };
    },
  });
  await unlock();
  return takeovers;
}

/**
 * A source that hangs: the second portal holds every request for good while the first answers. The hanging ingest
 * must give each request up within INGEST_TIMEOUT_MS, and the other source's ingest time must stay what it is alone.
 */
export async function hangingSource(ctx, { hangPortal, timeoutMs }) {
  const { db, seeder, check } = ctx;
  const ingestMs = async (source) => {
    const id = await seeder.pipeline.enqueue(source);
    if (!id) throw new Error(`no ingest of ${source} was queued`);
    const row = await until(
      `the ingest of ${source} to finish`,
      async () => {
        const [r] = await db.rows(
          `select state::text as state, extract(epoch from (completed_on - started_on)) * 1000 as ms from pgboss.job where id = $1`,
          [id],
        );
        return r && r.state !== 'active' && r.state !== 'created' ? r : null;
      },
      120_000,
      100,
    );
    return { state: row.state, ms: Math.round(Number(row.ms ?? 0)) };
  };
  try {
    const alone = [];
    for (let i = 0; i < 3; i++) alone.push((await ingestMs('escribe:trca')).ms);
    hangPortal.mode = 'hang';
    const hangStarted = Date.now();
    const hanging = seeder.pipeline.enqueue('escribe:hang');
    await until('the hanging source to be asked', async () => hangPortal.held.length > 0, 30_000, 50);
    const during = [];
    for (let i = 0; i < 3; i++) during.push((await ingestMs('escribe:trca')).ms);
    const hangId = await hanging;
    const hangJob = await until(
      'the hanging ingest attempt to end',
      async () => {
        const [r] = await db.rows(`select state::text as state from pgboss.job where id = $1`, [hangId]);
        return r && r.state !== 'active' && r.state !== 'created' ? r : null;
      },
      120_000,
      100,
    );
    const attemptMs = Date.now() - hangStarted;
    const waits = hangPortal.held.map((h) => (h.closedAt ?? Date.now()) - h.at);
    hangPortal.release();
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const [m0, m1] = [median(alone), median(during)];
    check(
      `a source that hangs: each request given up within INGEST_TIMEOUT_MS (${timeoutMs} ms)`,
      waits.length > 0 && waits.every((w) => w <= timeoutMs + 1000),
      `${waits.length} requests held, given up after ${waits.map((w) => `${w}`).join(', ')} ms; the ingest attempt ended (${hangJob.state}, retried later) ${attemptMs} ms after it started`,
    );
    check(
      'a source that hangs: the other sources are not delayed',
      m1 <= Math.max(2 * m0, m0 + 500),
      `another source's ingest: median ${m1} ms while one hangs (${during.join(', ')}), ${m0} ms alone (${alone.join(', ')})`,
    );
  } catch (error) {
    hangPortal.release();
    check('a source that hangs', false, error.message.split('\n')[0]);
  }
}
