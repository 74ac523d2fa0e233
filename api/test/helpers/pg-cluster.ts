import { execFileSync, spawn, type SpawnOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * A throwaway PostgreSQL cluster for fault tests (a temp directory, a free port, trust auth on 127.0.0.1), so a
 * test can restart or crash "its" server without touching the shared one on 5432. initdb refuses to run as root,
 * so as root the cluster belongs to the `postgres` system user.
 */

export interface Cluster {
  url: string;
  port: number;
  /** `pg_ctl restart -m immediate`: like a crash, recovery from the WAL. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** The bin directory holding initdb and pg_ctl, or null (the test then skips and says why). */
export function findPostgresBin(): string | null {
  const candidates: string[] = [];
  try {
    for (const version of readdirSync('/usr/lib/postgresql').sort().reverse())
      candidates.push(`/usr/lib/postgresql/${version}/bin`);
  } catch {
    // no Debian layout
  }
  candidates.push('/usr/local/bin', '/usr/local/pgsql/bin', '/usr/bin');
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

function owner(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function run(command: string, args: string[], options: SpawnOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}: ${output.slice(-2000)}`)),
    );
  });
}

export async function startCluster(bin: string): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pw-fault-pg-'));
  const data = path.join(dir, 'data');
  const user = owner();
  if (user) chownSync(dir, user.uid, user.gid);
  const as: SpawnOptions = {
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    cwd: dir,
    env: { ...process.env, LC_ALL: 'C', TZ: 'UTC' },
  };
  await run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], as);
  const port = await freePort();
  // fsync off: a restart (even -m immediate) keeps the OS's page cache, so nothing committed is lost; a real
  // power cut is not what this simulates.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60 -c shared_buffers=32MB`;
  const pgCtl = (...args: string[]) => run(path.join(bin, 'pg_ctl'), ['-D', data, '-w', '-t', '60', ...args], as);
  await pgCtl('-o', options, '-l', path.join(dir, 'log'), 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: () => pgCtl('-o', options, '-l', path.join(dir, 'log'), '-m', 'immediate', 'restart'),
    async stop() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
