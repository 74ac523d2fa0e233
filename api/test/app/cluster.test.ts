import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ATTEMPT_LIMITS } from '../../src/auth/attempt-limits.js';
import { withTenant } from '../../src/db/tenant-context.js';
import { DEMO_PROPERTIES, demoMeetings } from '../../src/demo/municipal.js';
import { ingestMeetings } from '../../src/pipeline/store.js';
import { RATE_LIMITS } from '../../src/plugins/external/rate-limit.js';
import {
  apiCall,
  createTestContext,
  registerUser,
  testConfig,
  uniqueEmail,
  type TestContext,
} from '../helpers/helpers.js';
import { deleteKeys, redisAnswers, TEST_REDIS_URL, uniquePrefix } from '../helpers/redis-helpers.js';

/*
 * What running several API instances and several workers must keep true, in one process: two API apps (A, B) and
 * two worker apps (JOBS_WORKERS=in-process) built on one PostgreSQL database, one Redis (the limits) and one S3
 * bucket (the loopback S3 server of scripts/s3-server.mjs, standing in for cloud object storage: same protocol),
 * each app with a DATA_DIR of its own, so nothing can pass through a shared local disk:
 *   - a document uploaded through A is downloaded (same bytes) through B, and deleting it through A empties the bucket;
 *   - failed sign-ins alternating between A and B are refused at the same attempt as on one instance;
 *   - agenda items analysed by two workers give no duplicate alert, mail or webhook delivery, and the counts are
 *     those of one process analysing the same items.
 * Needs PostgreSQL (the PostgreSQL pass, TEST_DATABASE_URL: workers in other processes need a shared database) and a
 * Redis server (127.0.0.1:6379 or TEST_REDIS_URL); SKIPPED, and says so, otherwise. The full cluster from the
 * production build, with kills and restarts under load, is `npm run bench -- cluster`.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const hasRedis = onPostgres && (await redisAnswers());
const skipReason = !onPostgres
  ? 'runs in the PostgreSQL pass (TEST_DATABASE_URL)'
  : !hasRedis
    ? `no Redis answers at ${TEST_REDIS_URL}`
    : null;
if (skipReason) console.log(`cluster.test: SKIPPED: ${skipReason}`);
const describeCluster = skipReason ? describe.skip : describe;

// The S3 driver reads STORAGE_URL; a tree without it (local files only) cannot share files between instances.
const storageSupported = 'storage' in (testConfig(tmpdir(), { STORAGE_URL: 's3://probe/prefix' }) as object);
if (!skipReason && !storageSupported)
  console.log('cluster.test: the file case is SKIPPED: this tree has no STORAGE_URL (S3) support');
const itWithStorage = storageSupported ? it : it.skip;

const BUCKET = 'pw-cluster-test';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeCluster('two API instances and two workers on one database, one Redis, one bucket', () => {
  let ctx: TestContext;
  let A: FastifyInstance;
  let B: FastifyInstance;
  const workers: FastifyInstance[] = [];
  let s3: { endpoint: string; env: Record<string, string>; close(): Promise<void> } | null = null;
  let hook: Server;
  const received: Array<{ event: string; alertId: number | null }> = [];
  const dirs: string[] = [];
  const savedEnv: Record<string, string | undefined> = {};
  const prefix = uniquePrefix('cluster');
  const storagePrefix = `run-${randomBytes(4).toString('hex')}`;

  const dir = async (name: string) => {
    const made = await mkdtemp(path.join(tmpdir(), `pw-cluster-${name}-`));
    dirs.push(made);
    return made;
  };
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    hook = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { event: string; alert?: { id: number } };
        received.push({ event: body.event, alertId: body.alert?.id ?? null });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', () => resolve()));
    let storageEnv: Record<string, string> = {};
    if (storageSupported) {
      const launcher = new URL('../../../scripts/s3-server.mjs', import.meta.url).href;
      const { startS3Server } = (await import(launcher)) as {
        startS3Server(o: object): Promise<{ endpoint: string; env: Record<string, string>; close(): Promise<void> }>;
      };
      s3 = await startS3Server({ port: 0, directory: await dir('s3'), buckets: [BUCKET] });
      storageEnv = { ...s3.env, STORAGE_URL: `s3://${BUCKET}/${storagePrefix}` };
      // The AWS SDK reads its credentials from the process's environment, not from the app's config.
      for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) {
        savedEnv[name] = process.env[name];
        process.env[name] = s3.env[name];
      }
    }
    const env = {
      ...storageEnv,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      RATE_LIMIT_ENABLED: 'true',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      JOBS_RETRY_DELAY_SECONDS: '1',
    };
    ctx = await createTestContext({ ...env, DATA_DIR: await dir('a') });
    A = ctx.app;
    B = await ctx.buildAnother({ ...env, DATA_DIR: await dir('b') });
    for (const name of ['w1', 'w2'])
      workers.push(await ctx.buildAnother({ ...env, DATA_DIR: await dir(name), JOBS_WORKERS: 'in-process' }));
  }, 120_000);

  afterAll(async () => {
    await ctx?.close(); // closes B and the workers too
    await s3?.close();
    for (const [name, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await new Promise((resolve) => hook?.close(resolve));
    await deleteKeys(prefix);
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  itWithStorage(
    'a document uploaded through A is read through B, and deleted through A leaves the bucket empty',
    async () => {
      const { S3Client, ListObjectsV2Command } = await import('@aws-sdk/client-s3');
      const client = new S3Client({
        endpoint: s3!.endpoint,
        region: s3!.env.S3_REGION,
        forcePathStyle: true,
        credentials: { accessKeyId: s3!.env.AWS_ACCESS_KEY_ID!, secretAccessKey: s3!.env.AWS_SECRET_ACCESS_KEY! },
      });
      const objects = async () =>
        (await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${storagePrefix}/` }))).KeyCount ?? 0;
      try {
        const admin = await registerUser(A);
        const [municipality] = (
          await apiCall(A, 'GET', '/api/properties/municipalities', admin.token)
        ).json() as Array<{
          id: number;
        }>;
        const property = await apiCall(A, 'POST', '/api/properties/', admin.token, {
          nickname: 'File lot',
          latitude: 43.7,
          longitude: -79.4,
          municipality_id: municipality!.id,
        });
        expect(property.statusCode).toBe(201);
        const propertyId = property.json().id as string;
        const text = `Planning rationale ${randomBytes(6).toString('hex')}: a four-storey building.\n`;
        const boundary = 'pwclustertestboundary';
        const upload = await A.inject({
          method: 'POST',
          url: `/api/properties/${propertyId}/documents/upload`,
          headers: {
            authorization: `Bearer ${admin.token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rationale.txt"\r\nContent-Type: text/plain\r\n\r\n${text}\r\n--${boundary}--\r\n`,
        });
        expect({ status: upload.statusCode, body: upload.statusCode === 201 ? '' : upload.body }).toEqual({
          status: 201,
          body: '',
        });
        expect(await objects()).toBeGreaterThan(0);
        const docId = upload.json().documents[0].id as number;

        const download = await apiCall(B, 'GET', `/api/documents/property-${docId}/download`, admin.token);
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(Buffer.from(text))).toBe(true);
        const summary = await apiCall(B, 'POST', `/api/properties/${propertyId}/generate-summary`, admin.token);
        expect(summary.statusCode).toBe(200);

        expect((await apiCall(A, 'DELETE', `/api/properties/${propertyId}`, admin.token)).statusCode).toBe(200);
        expect(await objects()).toBe(0);
        // Nothing ever touched the instances' own disks.
        for (const app of [A, B]) {
          const files = await readdir(path.join(app.config.dataDir, 'files')).catch(() => []);
          expect(files).toEqual([]);
        }
      } finally {
        client.destroy();
      }
    },
  );

  it('failed sign-ins alternating between A and B are refused at the same attempt as on one instance', async () => {
    /** The attempt number of the first 429, sending to `apps` in turn from `address`. */
    const firstRefusal = async (
      apps: FastifyInstance[],
      address: string,
      emailOf: (n: number) => string,
      max: number,
    ) => {
      for (let n = 1; n <= max; n++) {
        const res = await apps[(n - 1) % apps.length]!.inject({
          method: 'POST',
          url: '/api/custom-auth/login',
          remoteAddress: address,
          payload: { email: emailOf(n), password: 'Wrong-Password-2024!' },
        });
        if (res.statusCode === 429) return n;
        expect(res.statusCode).toBe(401);
      }
      return null;
    };
    const one = uniqueEmail('one');
    const two = uniqueEmail('two');
    const perAccount = ATTEMPT_LIMITS.login.max + 1;
    expect(await firstRefusal([A], '198.51.100.1', () => one, 15)).toBe(perAccount);
    expect(await firstRefusal([A, B], '198.51.100.2', () => two, 15)).toBe(perAccount);
    const perAddress = RATE_LIMITS.login.max + 1;
    expect(await firstRefusal([A], '198.51.100.3', (n) => uniqueEmail(`ip3-${n}`), 30)).toBe(perAddress);
    expect(await firstRefusal([A, B], '198.51.100.4', (n) => uniqueEmail(`ip4-${n}`), 30)).toBe(perAddress);
  });

  it('agenda items analysed by two workers: no duplicate alert, mail or webhook delivery, same alerts as one process', async () => {
    // A company with the demo properties, two users taking immediate mails and a webhook to the loopback target.
    const admin = await registerUser(A);
    const companyId = admin.user.company_id as string;
    const municipalities = (await apiCall(A, 'GET', '/api/properties/municipalities', admin.token)).json() as Array<{
      id: number;
      name: string;
    }>;
    for (const p of DEMO_PROPERTIES) {
      const created = await apiCall(A, 'POST', '/api/properties/', admin.token, {
        nickname: p.nickname,
        address: p.address,
        latitude: p.lat,
        longitude: p.lng,
        municipality_id: municipalities.find((m) => m.name === p.municipality)!.id,
      });
      expect(created.statusCode).toBe(201);
      const url = await withTenant(companyId, () =>
        A.billing.startCheckout({ companyId, propertyId: created.json().id }, admin.user.id, admin.email),
      );
      await withTenant(companyId, () => A.billing.confirmLocalCheckout(url.split('/').pop()!));
    }
    const port = (hook.address() as AddressInfo).port;
    const endpoint = await apiCall(A, 'POST', '/api/notifications/webhooks', admin.token, {
      url: `http://127.0.0.1:${port}/hook`,
    });
    expect(endpoint.statusCode).toBe(201);

    // The demo meetings (the first 120: every demo municipality has some) stored as an ingest stores them, the
    // analysis queued as it queues it: jobs of 20 items, for the workers.
    const records = demoMeetings(new Date()).slice(0, 120);
    const { changedAgendaItemIds: itemIds } = await ingestMeetings(ctx.database.db, records);
    for (let i = 0; i < itemIds.length; i += 20)
      await A.jobs.send('analyze-items', { agendaItemIds: itemIds.slice(i, i + 20) });

    const pending = async () =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from pgboss.job where name in ('analyze-items', 'notifications-alert-email', 'notifications-webhook') and state in ('created', 'retry', 'active')`,
        )
      )[0]!.n;
    const deadline = Date.now() + 60_000;
    while ((await pending()) > 0 && Date.now() < deadline) await sleep(200);
    expect(await pending()).toBe(0);

    const counts = async () =>
      (
        await rows<Record<string, number>>(sql`
          select (select count(*)::int from alerts where company_id = ${companyId}) as alerts,
                 (select count(*)::int from (select distinct property_id, meeting_id from alerts where company_id = ${companyId}) k) as distinct_alerts,
                 (select count(*)::int from alert_items where company_id = ${companyId}) as items,
                 (select count(*)::int from alerts where company_id = ${companyId} and severity = 'urgent') as urgent,
                 (select count(*)::int from notification_deliveries where company_id = ${companyId}) as ledger,
                 (select count(*)::int from webhook_deliveries where company_id = ${companyId} and alert_id is not null) as webhooks,
                 (select count(*)::int from (select distinct alert_id, event from webhook_deliveries where company_id = ${companyId} and alert_id is not null) k) as distinct_webhooks,
                 (select count(*)::int from pgboss.job where name = 'analyze-items' and state = 'failed') as failed`)
      )[0]!;
    const byWorkers = await counts();
    // Several jobs, so both workers could take their share.
    const workedBy = await rows<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'analyze-items'`,
    );
    expect(workedBy[0]!.n).toBeGreaterThan(1);

    const mails: string[] = [];
    for (const worker of workers) {
      const outbox = worker.config.outboxDir;
      for (const name of (await readdir(outbox).catch(() => [])).filter((n) => n.endsWith('.json'))) {
        const record = JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as Record<string, string>;
        if (record.kind === 'alert') mails.push(`${record.to}|${record.subject}|${record.link}`);
      }
    }
    const hooks = received.filter((r) => r.alertId !== null).map((r) => `${r.event}:${r.alertId}`);

    expect(byWorkers.alerts).toBeGreaterThan(0);
    expect(byWorkers.urgent).toBeGreaterThan(0);
    expect(byWorkers.distinct_alerts).toBe(byWorkers.alerts);
    expect(byWorkers.failed).toBe(0);
    expect(mails.length).toBeGreaterThan(0);
    expect(new Set(mails).size).toBe(mails.length);
    expect(mails.length).toBe(byWorkers.ledger);
    expect(hooks.length).toBeGreaterThan(0);
    expect(new Set(hooks).size).toBe(hooks.length);
    expect(byWorkers.distinct_webhooks).toBe(byWorkers.webhooks);
    expect(hooks.length).toBe(byWorkers.webhooks);

    // The reference: the same items analysed again from no alerts by one process.
    await ctx.database.db.execute(sql`delete from alerts where company_id = ${companyId}`);
    await A.analysis.analyzeAgendaItems(itemIds);
    const reference = await counts();
    expect({ alerts: byWorkers.alerts, items: byWorkers.items, urgent: byWorkers.urgent }).toEqual({
      alerts: reference.alerts,
      items: reference.items,
      urgent: reference.urgent,
    });
  }, 90_000);
});
