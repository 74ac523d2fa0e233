import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/*
 * Entry points run as child processes (as in production: `node --import tsx src/server.ts`, `src/worker.ts`) on a
 * database of the PostgreSQL server, which a child process can reach (the embedded PGlite lives inside one
 * process). TEST_DATABASE_URL names the server, or the local one on 127.0.0.1:5432.
 */
export const API_DIR = fileURLToPath(new URL('..', import.meta.url));
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

export function startEntry(entry: 'src/server.ts' | 'src/worker.ts', env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: API_DIR,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; atMs: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, atMs: Date.now() })),
  );
  return { process: child, output: () => output, exited };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve()
      .then(check)
      .catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}
