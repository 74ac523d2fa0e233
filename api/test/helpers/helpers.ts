import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config/index.js';
import {
  ensurePgliteTemplate,
  migrateOnce,
  migrationsDigest,
  openDatabase,
  type Database,
} from '../../src/db/client.js';
import type { OutboxRecord } from '../../src/notifications/mailer.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const STRONG_PASSWORD = 'Parcel-Watch-2024!';

/**
 * One database per test file: in-memory PGlite by default, or a fresh database on the PostgreSQL server named
 * by TEST_DATABASE_URL (created here, dropped in `close`). On PostgreSQL the app gets `appDatabase` (row-level
 * security on, as in production, unless DATABASE_RLS=false) while the tests' own setup and inspection go through
 * `database`, the owner's connection, which RLS does not restrict.
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  appDatabase: Database;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    await ensurePgliteTemplate();
    const database = await openDatabase({ databaseUrl: null });
    return { database, appDatabase: database, drop: () => database.close() };
  }
  const name = `pw_test_${randomBytes(6).toString('hex')}`;
  const maintenanceUrl = new URL(serverUrl);
  maintenanceUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenanceUrl.toString() });
  await admin.connect();
  try {
    const template = await migratedTemplate(admin, serverUrl);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const testUrl = new URL(serverUrl);
  testUrl.pathname = `/${name}`;
  // `drop` ends the database WITH (FORCE), which ends idle connections: expected here, so not logged.
  // The PostgreSQL pass proves row-level security on every change (DATABASE_RLS=false runs it without).
  const rls = loadConfig({ DATABASE_RLS: process.env.DATABASE_RLS ?? 'true' }).databaseRls;
  const database = await openDatabase({ databaseUrl: testUrl.toString(), onConnectionError: () => undefined });
  const appDatabase = rls
    ? await openDatabase({ databaseUrl: testUrl.toString(), onConnectionError: () => undefined, rls })
    : database;
  return {
    database,
    appDatabase,
    drop: async () => {
      if (appDatabase !== database) await appDatabase.close();
      await database.close();
      const client = new pg.Client({ connectionString: maintenanceUrl.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * The PostgreSQL pass copies each test file's database from a migrated template (CREATE DATABASE ... TEMPLATE,
 * about a quarter of a second) instead of migrating a fresh one (about a second): the template is named by the
 * migrations' digest, built once per server and set of migrations under an advisory lock (the suite's workers start
 * together), under a temporary name renamed when complete, so an interrupted build is never used. Migrating from
 * an empty database stays tested by test/db/migrate.test.ts, which builds its own.
 */
async function migratedTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const template = `pw_test_template_${migrationsDigest()}`;
  await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      const building = `${template}_${randomBytes(3).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const buildingUrl = new URL(serverUrl);
      buildingUrl.pathname = `/${building}`;
      await migrateOnce(buildingUrl.toString());
      // The migrator's session may still be ending on the server ("being accessed by other users"): wait for it.
      for (let attempt = 1; ; attempt++) {
        try {
          await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
  }
  return template;
}

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  /** The owner's connection: test setup and inspection, not restricted by row-level security. */
  database: Database;
  /** The app's connection (the same as `database` on PGlite or with DATABASE_RLS=false). */
  appDatabase: Database;
  dataDir: string;
  /** Builds another app on the same database with other settings (closed by `close`). */
  buildAnother(env: Record<string, string>, opts?: BuildAppOptions): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    RATE_LIMIT_ENABLED: 'false',
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  // The test is the worker: jobs wait in the queue until the test calls `app.jobs.drain()`, so several apps on
  // one database (buildAnother) never take each other's jobs and nothing runs behind a test's back. A test that
  // wants background workers says JOBS_WORKERS=in-process.
  if (env.JOBS_WORKERS === undefined) config.jobs = { ...config.jobs, workers: 'external' };
  return config;
}

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pw-api-test-'));
  const { database, appDatabase, drop } = await openTestDatabase();
  const config = testConfig(dataDir, env);
  const app = await buildApp(config, { database: appDatabase });
  const others: FastifyInstance[] = [];
  return {
    app,
    config,
    database,
    appDatabase,
    dataDir,
    async buildAnother(moreEnv, opts = {}) {
      const other = await buildApp(testConfig(dataDir, { ...env, ...moreEnv }), { ...opts, database: appDatabase });
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

export interface RegisteredUser {
  token: string;
  email: string;
  password: string;
  user: Record<string, any>;
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredUser> {
  const payload = {
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    first_name: 'Ada',
    last_name: 'Lovelace',
    company_name: 'Acme Developments',
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/custom-auth/register', payload });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return {
    token: body.access_token,
    email: String(payload.email).toLowerCase(),
    password: String(payload.password),
    user: body.user,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function login(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/custom-auth/login', payload: { email, password } });
}

/** The newest outbox record sent to this address (the e2e tests read the outbox the same way). */
export async function newestMail(outboxDir: string, to: string): Promise<OutboxRecord | null> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch {
    return null;
  }
  const suffix = `-${to.toLowerCase()}.json`;
  const matching = names.filter((n) => n.endsWith(suffix)).sort();
  const newest = matching[matching.length - 1];
  if (!newest) return null;
  return JSON.parse(await readFile(path.join(outboxDir, newest), 'utf8')) as OutboxRecord;
}

export function tokenFromLink(link: string | null | undefined): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token in link ${link}`);
  return token;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call through `app.inject`, with the bearer token when given and a JSON body when given. */
export function apiCall(app: FastifyInstance, method: HttpMethod, url: string, token?: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export interface AcceptedMember {
  token: string;
  id: string;
  email: string;
  user: Record<string, any>;
}

/** Invites `email` as the admin and accepts the invitation from its mail in the outbox, as the invitee would. */
export async function inviteAndAccept(
  ctx: TestContext,
  adminToken: string,
  email = uniqueEmail('analyst'),
): Promise<AcceptedMember> {
  const invite = await apiCall(ctx.app, 'POST', '/api/companies/users', adminToken, {
    email,
    first_name: 'Ana',
    last_name: 'Lyst',
  });
  if (invite.statusCode !== 201) throw new Error(`invite failed: ${invite.statusCode} ${invite.body}`);
  const mail = await newestMail(ctx.config.outboxDir, email);
  const accepted = await ctx.app.inject({
    method: 'POST',
    url: '/api/custom-auth/accept-invite',
    payload: { token: tokenFromLink(mail?.link), password: STRONG_PASSWORD },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  const body = accepted.json();
  return { token: body.access_token, id: body.user.id, email, user: body.user };
}

/** A company with its admin and an analyst who accepted the invitation. */
export async function companyWithAnalyst(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const admin = await registerUser(ctx.app, overrides);
  const analyst = await inviteAndAccept(ctx, admin.token);
  return { admin, analyst, companyId: admin.user.company_id as string };
}
