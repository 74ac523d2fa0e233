// Shared pieces of the benchmarks that run the API from its sources on a scratch PostgreSQL database.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = join(import.meta.dirname, '..', '..');
export const apiDir = join(root, 'api');
/** Resolves packages as the API does (pg, autocannon, tsx live in api/node_modules). */
export const apiRequire = createRequire(join(apiDir, 'package.json'));

/** Lets this process import the API's TypeScript sources. */
export async function registerTsx() {
  const { register } = await import(
    pathToFileURL(join(dirname(apiRequire.resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href
  );
  register();
}

const LOCAL_SOCKET_DIR = '/var/run/postgresql';

/**
 * The local server: over its Unix socket when there is one (as an API on the database's machine may connect; it
 * skips the TCP stack, which showed as the largest item of the API's profile), else over TCP. The alerts figures
 * came out alike both ways on a quiet machine; BENCH_DATABASE_URL chooses.
 */
function defaultServer() {
  return existsSync(join(LOCAL_SOCKET_DIR, '.s.PGSQL.5432'))
    ? `postgres://postgres@localhost/postgres?host=${LOCAL_SOCKET_DIR}`
    : 'postgres://postgres@127.0.0.1:5432/postgres';
}

/**
 * The local PostgreSQL server when one answers (its Unix socket, or TCP 127.0.0.1:5432 within half a second),
 * else null.
 */
export async function reachableLocalServer() {
  if (existsSync(join(LOCAL_SOCKET_DIR, '.s.PGSQL.5432'))) return defaultServer();
  const { connect } = await import('node:net');
  const answers = await new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 5432 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
  return answers ? 'postgres://postgres@127.0.0.1:5432/postgres' : null;
}

function describeServer(server) {
  const url = new URL(server);
  const socket = url.searchParams.get('host');
  return socket
    ? `the Unix socket in ${socket} (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres for TCP)`
    : `TCP ${url.host}`;
}

/**
 * A scratch database on BENCH_DATABASE_URL (default the local server, see defaultServer) and a data folder: `create()` makes both,
 * `asOwner(sql)` runs maintenance (ANALYZE, VACUUM) as the owner, `drop()` removes them (BENCH_KEEP_DB=1 keeps the database and
 * prints its URL). `prefix` names the database (pw_bench_ by default).
 */
export function scratchPostgres(label, { prefix = 'pw_bench_' } = {}) {
  const pg = apiRequire('pg');
  const server = process.env.BENCH_DATABASE_URL ?? defaultServer();
  console.log(`PostgreSQL: ${describeServer(server)}`);
  const maintenance = new URL(server);
  maintenance.pathname = '/postgres';
  const name = `${prefix}${randomBytes(5).toString('hex')}`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), `pw-bench-${label}-`));
  const admin = async (sql, on = maintenance.toString()) => {
    const client = new pg.Client({ connectionString: on });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    url: url.toString(),
    dataDir,
    create: () => admin(`CREATE DATABASE ${name}`),
    /** A statement as the owner, such as ANALYZE (under row-level security the app's role owns no table). */
    asOwner: (statement) => admin(statement, url.toString()),
    async drop() {
      if (process.env.BENCH_KEEP_DB === '1') console.log(`kept database ${url}`);
      else await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One printed line of an autocannon result. */
export function latencyRow(label, result) {
  return {
    scenario: label,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    errors: result.errors + result.non2xx,
  };
}

/**
 * CPU time (ms) used so far by the PostgreSQL server processes on this machine (Linux /proc; null elsewhere): the
 * difference over a scenario, divided by its requests, is the database's share of a request, which latency on a
 * shared 2-core machine hides. Backends that exit during the scenario are not counted (the pool's stay open).
 */
export function postgresCpuMs() {
  if (process.platform !== 'linux') return null;
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime and stime (fields 14 and 15 of stat)
    } catch {
      // the process ended while we read
    }
  }
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** A new company with one admin, signed up through the API as a user would: its id and the admin's token. */
export async function signUp(app, label) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/custom-auth/register',
    payload: {
      email: `${label}@example.com`,
      password: 'Parcel-Watch-2024!',
      first_name: 'Bench',
      last_name: 'User',
      company_name: `Bench ${label}`,
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  const body = res.json();
  return { companyId: body.user.company_id, token: body.access_token };
}
