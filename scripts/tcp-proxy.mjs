// A TCP proxy on loopback that a test or a benchmark can cut and restore: it stands between the API and a service
// it depends on (PostgreSQL, Redis, the S3 server) so that the service can "go away" without stopping the machine's
// own server. Bytes pass through unchanged.
//
//   import { startTcpProxy } from './scripts/tcp-proxy.mjs';
//   const proxy = await startTcpProxy({ port: 0, target: { host: '127.0.0.1', port: 5432 } });
//   proxy.cut();      // open connections reset, new ones refused (the port stops listening): a service that is down
//   await proxy.restore(); // listening again on the same port: the service is back
//   await proxy.close();
import { createServer, connect } from 'node:net';

/**
 * @param {{ port?: number, host?: string, target: { host: string, port: number } }} options
 * @returns {Promise<{ port: number, url: (scheme: string, rest?: string) => string, connections: () => number,
 *   accepted: () => number, cut: () => void, restore: () => Promise<void>, close: () => Promise<void> }>}
 */
export async function startTcpProxy({ port = 0, host = '127.0.0.1', target }) {
  const sockets = new Set();
  let accepted = 0;
  let server = null;
  let boundPort = port;

  const listen = () =>
    new Promise((resolve, reject) => {
      const s = createServer((client) => {
        accepted += 1;
        const upstream = connect({ host: target.host, port: target.port });
        sockets.add(client);
        sockets.add(upstream);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', end);
        upstream.on('error', end);
        client.on('close', end);
        upstream.on('close', end);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      s.once('error', reject);
      s.listen(boundPort, host, () => {
        boundPort = s.address().port;
        server = s;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return boundPort;
    },
    /** The target's URL through the proxy: `${scheme}://${host}:${port}${rest}`. */
    url: (scheme, rest = '') => `${scheme}://${host}:${boundPort}${rest}`,
    connections: () => sockets.size / 2,
    accepted: () => accepted,
    get down() {
      return server === null;
    },
    /** Stops listening and resets every open connection: to the client, the service went away. */
    cut() {
      if (server) {
        server.close();
        server = null;
      }
      for (const socket of sockets) {
        try {
          socket.resetAndDestroy();
        } catch {
          socket.destroy();
        }
      }
      sockets.clear();
    },
    /** Listens again on the same port. */
    async restore() {
      if (!server) await listen();
    },
    async close() {
      const s = server;
      this.cut();
      if (s) await new Promise((resolve) => s.close(() => resolve()));
    },
  };
}
