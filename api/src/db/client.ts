import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { extract } from 'tar';
import * as schema from './schema/index.js';
import { APP_ROLE, TenantPool } from './tenant-pool.js';

/** The one database type used by repositories and routes, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, accepted wherever a Db is (same query API). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /**
   * For named prepared statements of hot reads (the alerts list, the session check). On PostgreSQL a small pool of
   * its own whose connections keep one generic plan per statement (plan_cache_mode=force_generic_plan): PostgreSQL
   * otherwise re-plans such a statement with every call's values once a generic plan looks costlier, and planning
   * the alerts page cost twice its execution. Only statements whose plan does not depend on the values belong
   * here (lookups by key, a company's rows in index order). The same instance as `db` on PGlite.
   */
  statements: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded instance (PGlite only): the job queue talks to it directly. */
  pglite?: PGlite;
  /** The connection string (PostgreSQL only): the job queue and worker processes open their own pool. */
  url?: string;
  /** Row-level security enforced: PostgreSQL with DATABASE_RLS on (queries run as APP_ROLE, tenant per checkout). */
  rls: boolean;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Resolved from this file (src/db or dist/db), never from the working directory. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** PGlite's version keys the template cache (its package.json is not exported, so it is read from disk). */
function pgliteVersion(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    let dir = path.dirname(entry);
    for (let i = 0; i < 4; i++, dir = path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      if (existsSync(file)) {
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
        if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
      }
    }
  } catch {
    // fall through
  }
  return 'unknown';
}
const PGLITE_VERSION = pgliteVersion();

let digest: string | undefined;

/**
 * A digest of the migrations (every SQL file and the journal): what a migrated PGlite template was built from. A
 * template is used only with the same migrations.
 */
export function migrationsDigest(): string {
  if (digest) return digest;
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  for (const file of [...files, 'meta/_journal.json']) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  digest = hash.digest('hex').slice(0, 16);
  return digest;
}

const CACHE_DIR = fileURLToPath(new URL('../../.cache/', import.meta.url));

/**
 * A PGlite cluster with every migration applied (gzip tar). Creating a cluster runs initdb in WebAssembly (about
 * 4-5 s) and the migrations take a few seconds more; a fresh data directory starts from this template in about a
 * second, and the migrator then finds nothing to apply. Built by `npm run build` (and by the tests), cached in
 * api/.cache per PGlite version and set of migrations (the template of other migrations is removed when a new one
 * is built); without it PGlite runs initdb and the migrations.
 */
export function pgliteTemplatePath(): string {
  return path.join(CACHE_DIR, `pglite-template-${PGLITE_VERSION}-${migrationsDigest()}.tar.gz`);
}

export async function ensurePgliteTemplate(): Promise<string> {
  const template = pgliteTemplatePath();
  if (existsSync(template)) return template;
  const cluster = await PGlite.create({
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  try {
    await migratePglite(drizzlePglite({ client: cluster, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    const dump = await cluster.dumpDataDir('gzip');
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside then renamed, so a concurrent reader never sees half a file.
    const partial = `${template}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, template);
  } finally {
    await cluster.close();
  }
  for (const file of await readdir(CACHE_DIR)) {
    if (file.startsWith('pglite-template-') && file.endsWith('.tar.gz') && path.join(CACHE_DIR, file) !== template) {
      await rm(path.join(CACHE_DIR, file), { force: true });
    }
  }
  return template;
}

async function isMissingOrEmpty(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch {
    return true;
  }
}

/**
 * Extracts the template into `dir` (missing or empty): into a sibling directory first, renamed into place once whole,
 * so a failed extraction never leaves a half cluster that PGlite would open. False when there is no template.
 */
async function extractTemplate(dir: string): Promise<boolean> {
  const template = pgliteTemplatePath();
  if (!existsSync(template)) return false;
  const partial = `${dir}.${process.pid}.${Date.now()}.partial`;
  try {
    await mkdir(partial, { recursive: true, mode: 0o700 });
    await extract({ file: template, cwd: partial });
    await rmdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(partial, dir);
    return true;
  } catch {
    // A directory that cannot be replaced (a mount point, a parent that is not writable): PGlite loads the template.
    await rm(partial, { recursive: true, force: true });
    return false;
  }
}

async function loadTemplate(): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(pgliteTemplatePath())]);
  } catch {
    return undefined;
  }
}

/**
 * Settings of the embedded PostgreSQL, after PGlite's own start parameters. shared_buffers: PostgreSQL's default of
 * 128 MB is a buffer pool inside PGlite's WebAssembly memory, which never gives memory back: the migrations alone
 * touch most of it (about 160 MB of that memory resident right after start, against about 55 MB with 32MB), and it
 * stays in the process's RSS for good. PGlite serves one connection, and its data files are read and written
 * through the operating system's page cache, which keeps what the smaller pool gives up outside the process (see
 * bench/README.md "applications" for the figures). full_page_writes: PGlite already runs with fsync off (its `-F`),
 * so a page torn by a power loss is already beyond what its log could repair; copying each page whole into the log
 * after every checkpoint only doubled a bulk write's log. wal_buffers: 4 MB instead of 1 MB (a 32nd of the pool),
 * fewer writes of the log during a bulk write.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB', '-c', 'full_page_writes=off', '-c', 'wal_buffers=4MB'];

export interface DatabaseOptions {
  /** PostgreSQL connection string; when null the embedded PGlite is used. */
  databaseUrl: string | null;
  /** PGlite data directory; `undefined` means in memory (tests). */
  pgliteDir?: string;
  /** Told when the server drops an idle connection (a restart, an administrator); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL only: run the API's queries as APP_ROLE under row-level security (DATABASE_RLS). */
  rls?: boolean;
  /**
   * PostgreSQL only: where the API's pool connects (DATABASE_APP_URL), e.g. a LOGIN role that is a member of
   * APP_ROLE; migrations keep using `databaseUrl`. Unset: the pool uses `databaseUrl` and switches to APP_ROLE.
   */
  appDatabaseUrl?: string | null;
}

/** Refuses to start under RLS when the API's role is missing or would bypass the policies. */
async function assertAppRole(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ rolsuper: boolean; rolbypassrls: boolean; owns: boolean }>(
    `select r.rolsuper, r.rolbypassrls,
            exists (select 1 from pg_tables t where t.schemaname = 'public' and t.tableowner = r.rolname) as owns
       from pg_roles r where r.rolname = $1`,
    [APP_ROLE],
  );
  const role = rows[0];
  if (!role)
    throw new Error(
      `DATABASE_RLS is on but the role ${APP_ROLE} does not exist (see docs/security.md, Row-level security)`,
    );
  if (role.rolsuper || role.rolbypassrls || role.owns) {
    throw new Error(`DATABASE_RLS is on but the role ${APP_ROLE} is a superuser, has BYPASSRLS or owns tables`);
  }
}

/** The advisory lock key that serialises migrations (any constant unique to this application). */
export const MIGRATION_LOCK_KEY = 0x70_77_6d_67; // 'pwmg'

/**
 * Applies the pending migrations as the connecting (owning) role, on a connection of its own (never APP_ROLE),
 * holding a session advisory lock for the whole run: several API instances, workers or a `db:migrate` one-shot
 * starting together on the same database take turns, and each one after the first finds nothing left to apply.
 * (Drizzle's migrator alone reads the last applied migration before its transaction: two racing processes would
 * both apply the same files and one would fail on "already exists".)
 */
export async function migrateOnce(databaseUrl: string): Promise<void> {
  const owner = new pg.Client({ connectionString: databaseUrl });
  await owner.connect();
  try {
    await owner.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: owner, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    // Ending the session releases the lock too (also when a migration failed).
    await owner.end();
  }
}

/** How long a query waits for a pooled connection to open (or to be freed) before it fails. */
export const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const rls = options.rls ?? false;
    const poolUrl = (rls && options.appDatabaseUrl) || options.databaseUrl;
    const openPool = (settings: pg.PoolConfig) => {
      // A server that does not answer (restarting, unreachable) fails the query after CONNECT_TIMEOUT_MS, which
      // the error handler answers 503, instead of queueing requests behind a connection that never comes;
      // keepalive notices a connection whose server vanished without closing it.
      const config = { connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, ...settings };
      const pool = rls
        ? new TenantPool({ connectionString: poolUrl, ...config })
        : new pg.Pool({ connectionString: poolUrl, ...config });
      // Without a listener, an idle connection ended by the server is an unhandled 'error' event that stops the
      // process. The pool already discards that client and opens a new one on the next query.
      const dropped = (error: Error) => {
        if (options.onConnectionError) options.onConnectionError(error);
        else console.warn(`PostgreSQL dropped a connection: ${error.message}`);
      };
      pool.on('error', dropped);
      // The pool listens for errors of idle connections only: one checked out (a transaction, or the tenant's
      // settings being written) whose server goes away would emit an unhandled 'error' and stop the process. The
      // query running on it fails by itself, and the pool discards the broken connection when it is released.
      pool.on('connect', (client) => client.on('error', dropped));
      return pool;
    };
    const pool = openPool({ max: 10 });
    const statementPool = openPool({ max: 5, options: '-c plan_cache_mode=force_generic_plan' });
    const db = drizzlePg({ client: pool, schema });
    const databaseUrl = options.databaseUrl;
    return {
      db: db as unknown as Db,
      statements: drizzlePg({ client: statementPool, schema }) as unknown as Db,
      kind: 'postgres',
      url: options.databaseUrl,
      rls,
      migrate: async () => {
        await migrateOnce(databaseUrl);
        if (rls) await assertAppRole(pool);
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await Promise.all([pool.end(), statementPool.end()]);
      },
    };
  }

  // The template only ever seeds a missing or empty directory; an existing cluster is never touched. A directory on
  // disk gets the template extracted into it as a stream (PGlite then opens it as an existing cluster); only an
  // in-memory cluster (tests) loads it through PGlite, which holds the whole decompressed tarball (about 45 MB) and
  // its copies in memory until a collection frees them.
  const fresh = !options.pgliteDir || (await isMissingOrEmpty(options.pgliteDir));
  const extracted = fresh && options.pgliteDir ? await extractTemplate(options.pgliteDir) : false;
  const template = fresh && !extracted ? await loadTemplate() : undefined;
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  // pg_trgm: the meetings search's trigram indexes (migration 0013).
  const client = await PGlite.create(options.pgliteDir, {
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: template } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    statements: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    rls: false,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
