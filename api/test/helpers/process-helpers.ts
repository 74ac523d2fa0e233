import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { TEST_JWT_SECRET } from './helpers.js';

/*
 * Entry points run as child processes (as in production: `node --import tsx src/server.ts`, `src/worker.ts`) on a
 * database of the PostgreSQL server, which a child process can reach (the embedded PGlite lives inside one
 * process). TEST_DATABASE_URL names the server, or the local one on 127.0.0.1:5432.
 */
export const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface Child {
  process: ChildProcess;
  /** Everything the child wrote to stdout and stderr. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; atMs: number }>;
}

/**
 * `echoStderr`: the child's stderr is also written to this process's, each chunk tagged with the child's pid.
 * A `dist/` entry is the production build (`node dist/server.js`; see ensureApiBuilt), a `src/` one runs through tsx.
 */
export function startEntry(
  entry: 'src/server.ts' | 'src/worker.ts' | 'dist/server.js' | 'dist/worker.js',
  env: Record<string, string>,
  { echoStderr = false } = {},
): Child {
  const args = entry.startsWith('dist/') ? [entry] : ['--import', 'tsx', entry];
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => {
    output += d;
    if (echoStderr) process.stderr.write(`[${entry} ${child.pid}] ${d}`);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; atMs: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, atMs: Date.now() })),
  );
  return { process: child, output: () => output, exited };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function newestMtime(file: string): number {
  const info = statSync(file);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(file).reduce((max, name) => Math.max(max, newestMtime(path.join(file, name))), info.mtimeMs);
}

/**
 * The API's production build (api/dist, as `npm run build` makes it), built first when it is missing or older than
 * any file of api/src, api/drizzle or api/package.json: start-up tests run what an install runs.
 */
export function ensureApiBuilt(): void {
  const built = path.join(API_DIR, 'dist', 'server.js');
  const template = path.join(API_DIR, 'dist', 'db');
  const sourcesAt = Math.max(
    newestMtime(path.join(API_DIR, 'src')),
    newestMtime(path.join(API_DIR, 'drizzle')),
    statSync(path.join(API_DIR, 'package.json')).mtimeMs,
  );
  if (existsSync(built) && existsSync(template) && statSync(built).mtimeMs >= sourcesAt) return;
  const tsc = createRequire(path.join(API_DIR, 'package.json')).resolve('typescript/bin/tsc');
  for (const args of [[tsc, '-p', 'tsconfig.build.json'], ['dist/db/build-pglite-template.js']]) {
    const run = spawnSync(process.execPath, args, { cwd: API_DIR, encoding: 'utf8', env: { ...process.env } });
    if (run.status !== 0) throw new Error(`building the API failed (${args.join(' ')}): ${run.stdout}${run.stderr}`);
  }
}

export async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  timeoutMs = 60_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve()
      .then(check)
      .catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

/**
 * The environment of a job worker (`src/worker.ts`) that works the jobs an in-test app sends (the app itself runs
 * with JOBS_WORKERS=external) and ingests from `portalUrl` as the TRCA eSCRIBE portal, retrying after a second.
 */
export function workerEnv(databaseUrl: string, dataDir: string, portalUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: 'http://localhost:3000',
    ESCRIBE_PORTALS: `trca=${portalUrl}`,
    INGEST_MIN_INTERVAL_MS: '0',
    JOBS_WORKERS: 'external',
    JOBS_HEARTBEAT_SECONDS: '10',
    JOBS_RETRY_DELAY_SECONDS: '1',
  };
}

export interface EscribePortal {
  server: Server;
  url: string;
  /** While true, the calendar call gets no answer: its response waits in `held`. */
  hold: boolean;
  held: ServerResponse[];
  /** How many calendar calls arrived. */
  calendarCalls: number;
  /** Answers the held calendar calls and holds no more. */
  answerHeld(): void;
  /** Cuts the held calendar calls off. */
  dropHeld(): void;
  close(): void;
}

/**
 * A loopback eSCRIBE portal (real TRCA captures: a calendar of five meetings and a trimmed agenda page) that can
 * hold its calendar answer, so that an ingest is in the middle of its fetch when its worker is stopped.
 */
export async function startEscribePortal(): Promise<EscribePortal> {
  const fixture = (name: string) => readFile(new URL(`../fixtures/escribe/${name}`, import.meta.url), 'utf8');
  const calendar = await fixture('trca-getcalendarmeetings-2023q1.json');
  const agenda = await fixture('trca-meeting-assets-trimmed.html');
  const answerCalendar = (res: ServerResponse) =>
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(calendar);
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/MeetingsCalendarView.aspx/GetCalendarMeetings') {
        portal.calendarCalls += 1;
        if (portal.hold) return void portal.held.push(res);
        answerCalendar(res);
      } else if (req.method === 'GET' && req.url!.startsWith('/Meeting.aspx?'))
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(agenda);
      else res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const portal: EscribePortal = {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: true,
    held: [],
    calendarCalls: 0,
    answerHeld() {
      portal.hold = false;
      for (const res of portal.held.splice(0)) answerCalendar(res);
    },
    dropHeld() {
      for (const res of portal.held.splice(0)) res.destroy();
    },
    close() {
      portal.dropHeld();
      server.close();
    },
  };
  return portal;
}
