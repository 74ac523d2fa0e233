import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { startS3Server, type S3Server } from '../../../scripts/s3-server.mjs';
import { startTcpProxy, type TcpProxy } from '../../../scripts/tcp-proxy.mjs';
import { buildApp } from '../../src/app.js';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client.js';
import { municipalities, propertyDocuments } from '../../src/db/schema/index.js';
import {
  DATABASE_UNAVAILABLE,
  SERVICE_UNAVAILABLE,
  STORAGE_UNAVAILABLE,
  unavailableDetail,
} from '../../src/lib/dependency-errors.js';
import { apiCall, createTestContext, registerUser, testConfig, type TestContext } from '../helpers/helpers.js';
import { multipart, postMultipart } from '../helpers/upload-helpers.js';

/*
 * A dependency that goes away answers 503 with a sentence, not a 500 and not a hang, and the requests that do not
 * need it are served (docs/instances.md, "When a dependency fails"). The S3 server (scripts/s3-server.mjs, a fake
 * speaking the real protocol on loopback) and PostgreSQL are reached through a loopback TCP proxy
 * (scripts/tcp-proxy.mjs) that the test cuts and restores: the services themselves are never stopped.
 */

describe('unavailableDetail', () => {
  it('names the database for its connection failures, the storage for its own, and nothing else', () => {
    expect(unavailableDetail(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      DATABASE_UNAVAILABLE,
    );
    expect(
      unavailableDetail(new Error('query failed', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(DATABASE_UNAVAILABLE);
    expect(unavailableDetail(new Error('timeout exceeded when trying to connect'))).toBe(DATABASE_UNAVAILABLE);
    expect(
      unavailableDetail(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })),
    ).toBe(SERVICE_UNAVAILABLE);
    expect(unavailableDetail(new Error('boom'))).toBeUndefined();
    expect(unavailableDetail(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeUndefined();
  });
});

describe('the S3 server going away', () => {
  let work: string;
  let s3: S3Server;
  let proxy: TcpProxy;
  let ctx: TestContext;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'pw-dep-s3-'));
    s3 = await startS3Server({ port: 0, directory: path.join(work, 's3'), buckets: ['faults'] });
    proxy = await startTcpProxy({ port: 0, target: { host: '127.0.0.1', port: s3.port } });
    process.env.AWS_ACCESS_KEY_ID = s3.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = s3.secretAccessKey;
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
    ctx = await createTestContext({ STORAGE_URL: 's3://faults/files', ...s3.env, S3_ENDPOINT: proxy.url('http') });
  });
  afterAll(async () => {
    await ctx?.close();
    await proxy?.close();
    await s3?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('answers uploads and downloads 503 with a sentence, keeps serving the rest, and recovers', async () => {
    const admin = await registerUser(ctx.app, { company_name: 'Storage Outage Co', enroll_in_trial: true });
    const [toronto] = await ctx.database.db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
    const created = await apiCall(ctx.app, 'POST', '/api/properties/', admin.token, {
      nickname: 'Outage lot',
      latitude: 43.65,
      longitude: -79.38,
      municipality_id: toronto!.id,
    });
    expect(created.statusCode).toBe(201);
    const propertyId = created.json().id as string;
    const upload = () =>
      postMultipart(
        ctx.app,
        `/api/properties/${propertyId}/documents/upload`,
        admin.token,
        multipart([{ filename: 'rationale.txt', content: Buffer.from('A four-storey building is proposed.\n') }]),
      );
    const first = await upload();
    expect(first.statusCode).toBe(201);
    const docId = first.json().documents[0].id as number;
    const rows = async () =>
      (await ctx.database.db.select().from(propertyDocuments).where(eq(propertyDocuments.propertyId, propertyId)))
        .length;

    proxy.cut();
    const refused = await upload();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: STORAGE_UNAVAILABLE });
    expect(await rows()).toBe(1);
    const download = await apiCall(ctx.app, 'GET', `/api/documents/property-${docId}/download`, admin.token);
    expect(download.statusCode).toBe(503);
    expect(download.json()).toEqual({ detail: STORAGE_UNAVAILABLE });
    // What needs no file is served.
    expect((await apiCall(ctx.app, 'GET', '/api/properties/', admin.token)).statusCode).toBe(200);
    expect((await apiCall(ctx.app, 'GET', `/api/properties/${propertyId}/documents`, admin.token)).statusCode).toBe(
      200,
    );

    await proxy.restore();
    expect((await upload()).statusCode).toBe(201);
    const again = await apiCall(ctx.app, 'GET', `/api/documents/property-${docId}/download`, admin.token);
    expect(again.statusCode).toBe(200);
    expect(await rows()).toBe(2);
  }, 60_000);
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('PostgreSQL going away', () => {
  let ctx: TestContext;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ctx = await createTestContext();
    const url = new URL(ctx.database.url!);
    proxy = await startTcpProxy({ port: 0, target: { host: url.hostname, port: Number(url.port || 5432) } });
    url.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({ databaseUrl: url.toString(), onConnectionError: () => undefined });
    app = await buildApp(testConfig(ctx.dataDir), { database });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await close?.();
    await proxy?.close();
    await ctx?.close();
  });

  it('answers 503 with a sentence while it restarts (not a 500, not a hang), and reconnects', async () => {
    const admin = await registerUser(app, { company_name: 'Database Outage Co' });
    expect((await apiCall(app, 'GET', '/api/properties/', admin.token)).statusCode).toBe(200);

    proxy.cut();
    const started = Date.now();
    const during = await apiCall(app, 'GET', '/api/properties/', admin.token);
    expect(during.statusCode).toBe(503);
    expect([DATABASE_UNAVAILABLE, SERVICE_UNAVAILABLE]).toContain(during.json().detail);
    expect(Date.now() - started).toBeLessThan(10_000);
    const write = await apiCall(app, 'POST', '/api/properties/', admin.token, {
      nickname: 'Lost lot',
      latitude: 43.65,
      longitude: -79.38,
    });
    expect(write.statusCode).toBe(503);

    await proxy.restore();
    expect((await apiCall(app, 'GET', '/api/properties/', admin.token)).statusCode).toBe(200);
  }, 60_000);

  it('survives a checked-out connection reset in the middle of a transaction', async () => {
    // Every checked-out connection has an error listener (without one the reset below stops the process).
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const checkedOut = await pool.connect();
    expect(checkedOut.listenerCount('error')).toBeGreaterThan(0);
    checkedOut.release();
    const crashed: unknown[] = [];
    const onUncaught = (error: unknown) => crashed.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // The server goes away while this connection is checked out and idle in the transaction: its socket
        // reports the reset with no query running, which used to be an unhandled 'error' that stops the process.
        proxy.cut();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 2`);
      });
      await expect(transaction).rejects.toThrow();
      expect(crashed).toEqual([]);
      await proxy.restore();
      expect((await apiCall(app, 'GET', '/api/health')).statusCode).toBe(200);
    } finally {
      process.off('uncaughtException', onUncaught);
      await proxy.restore();
    }
  }, 60_000);
});
