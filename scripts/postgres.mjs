// Decides whether the API suite also runs on a real PostgreSQL server: TEST_DATABASE_URL when set (then it
// must be reachable), else the conventional local server on 127.0.0.1:5432 when one answers.
import { createConnection } from 'node:net';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1500 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** @returns {Promise<{ url: string } | { skip: string }>} */
export async function findPostgres() {
  const explicit = process.env.TEST_DATABASE_URL;
  const url = new URL(explicit ?? DEFAULT_URL);
  const ok = await reachable(url.hostname, Number(url.port || 5432));
  if (ok) return { url: url.href };
  if (explicit) throw new Error(`TEST_DATABASE_URL is set but ${url.host} does not answer`);
  return {
    skip: `no PostgreSQL server answers on ${url.host}: the API suite on PostgreSQL is SKIPPED (set TEST_DATABASE_URL to run it)`,
  };
}
