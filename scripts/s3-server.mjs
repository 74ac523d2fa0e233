// A local S3-protocol server for tests and benchmarks: object storage we cannot reach from a test (AWS S3, MinIO,
// Ceph RGW, R2) stood in for by a server on loopback that speaks the same HTTP protocol, so the API's S3 driver sends
// its real requests (PUT, multipart upload, GET, HEAD, ListObjectsV2 with continuation, DeleteObjects, presigned
// GET) and they are checked, signatures included (but see serveChild). The server is s3rver (the maintained fork `@20minutes/s3rver`, a
// development dependency), run in a child process of its own: it pages object listings with a DES cipher, which
// Node's OpenSSL 3 only offers with `--openssl-legacy-provider`, a flag this process should not need. The child
// also keeps the fake's memory and event loop apart from the process under test.
//
//   import { startS3Server } from './scripts/s3-server.mjs';
//   const s3 = await startS3Server({ port: 0, directory: '/tmp/s3', buckets: ['parcelwatch'] });
//   // STORAGE_URL=s3://parcelwatch/prefix plus s3.env: S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE=true,
//   // AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY
//   await s3.close();
//
// From a shell: `node scripts/s3-server.mjs --port 41000 --directory /tmp/s3 --bucket parcelwatch` (Ctrl-C stops);
// `--cors https://app.example.com` gives every bucket the CORS rule a browser needs to follow a presigned download
// from that origin (docs/storage.md).
// Objects are plain files under `directory`, one folder per bucket; they stay there after close().
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const THIS_FILE = fileURLToPath(import.meta.url);

/** The key pair the server accepts (s3rver's built-in account). */
export const S3_SERVER_ACCESS_KEY_ID = 'S3RVER';
export const S3_SERVER_SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';
const START_TIMEOUT_MS = 20_000;

/**
 * Starts an S3 server on 127.0.0.1 in a child process.
 * @param {{ port?: number, directory: string, buckets?: string[], log?: boolean }} options port 0 (the default)
 *   picks any free port; `directory` holds the objects (created if missing); `buckets` exist before it answers;
 *   `log` prints every request the server handles; `corsOrigins` gives the buckets the CORS rule of docs/storage.md
 *   (GET from those origins, Content-Disposition and Content-Length exposed).
 * @returns {Promise<{ endpoint: string, port: number, region: string, accessKeyId: string, secretAccessKey: string,
 *   env: Record<string, string>, pid: number, close: () => Promise<void> }>} `env` holds the variables the API reads
 *   to reach it (S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY); the
 *   STORAGE_URL naming bucket and prefix is the caller's.
 */
export async function startS3Server({ port = 0, directory, buckets = [], log = false, corsOrigins = [] } = {}) {
  if (!directory) throw new Error('startS3Server: a directory for the objects is required');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`startS3Server: bad port ${port}`);
  const dir = path.resolve(directory);
  await mkdir(dir, { recursive: true });
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      THIS_FILE,
      '--child',
      JSON.stringify({ port, directory: dir, buckets, log, corsOrigins }),
    ],
    // stdin stays open as a lifeline: the child exits when this process goes away.
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const ready = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`S3 server did not start within ${START_TIMEOUT_MS} ms`));
    }, START_TIMEOUT_MS);
    // The first JSON line is the answer; anything before it is the server's own log (log: true).
    const lines = createInterface({ input: child.stdout });
    const onLine = (line) => {
      let message;
      try {
        message = JSON.parse(line);
      } catch {
        if (log) console.log(line);
        return;
      }
      clearTimeout(timer);
      lines.off('line', onLine);
      lines.on('line', (more) => log && console.log(more));
      if (message.error) reject(new Error(`S3 server: ${message.error}`));
      else resolve(message);
    };
    lines.on('line', onLine);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`S3 server exited with code ${code} before it answered`));
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  const endpoint = `http://127.0.0.1:${ready.port}`;
  let closing;
  return {
    endpoint,
    port: ready.port,
    region: REGION,
    accessKeyId: S3_SERVER_ACCESS_KEY_ID,
    secretAccessKey: S3_SERVER_SECRET_ACCESS_KEY,
    pid: child.pid,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3_SERVER_ACCESS_KEY_ID,
      AWS_SECRET_ACCESS_KEY: S3_SERVER_SECRET_ACCESS_KEY,
    },
    close() {
      closing ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          await exited;
          clearTimeout(timer);
        }
      })();
      return closing;
    },
  };
}

/** The bucket CORS rule of docs/storage.md, as S3's XML: GET from `origins`, the download's headers exposed. */
function corsRule(origins) {
  const escape = (text) => text.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`);
  return [
    '<CORSConfiguration><CORSRule>',
    ...origins.map((origin) => `<AllowedOrigin>${escape(origin)}</AllowedOrigin>`),
    '<AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader>',
    '<ExposeHeader>Content-Disposition</ExposeHeader><ExposeHeader>Content-Length</ExposeHeader>',
    '<MaxAgeSeconds>300</MaxAgeSeconds>',
    '</CORSRule></CORSConfiguration>',
  ].join('');
}

/** The child: runs s3rver in this process and prints `{"port":N}` once it listens. */
async function serveChild({ port, directory, buckets, log, corsOrigins = [] }) {
  // s3rver encodes query values for version 4 signatures with encodeURIComponent, which leaves !'()* alone where
  // S3 and the SDK encode them (RFC 3986): a presigned URL with response-content-disposition=...filename*=UTF-8''...
  // would never match. This process is the fake's alone, so its encodeURIComponent is made RFC 3986 strict.
  const plainEncode = globalThis.encodeURIComponent;
  globalThis.encodeURIComponent = (value) =>
    plainEncode(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const require = createRequire(import.meta.url);
  const S3rver = require('@20minutes/s3rver');
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: !log,
    // Path-style requests only (http://127.0.0.1:<port>/<bucket>/<key>), as S3_FORCE_PATH_STYLE=true sends them.
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name, configs: corsOrigins.length ? [corsRule(corsOrigins)] : [] })),
  });
  // s3rver signs a bucket-level request (`GET /bucket/?list-type=2`, `POST /bucket/?delete`) over `/bucket`
  // where the SDK and S3 sign the path as sent, `/bucket/`: for those requests alone the signature is not compared
  // (the access key still must exist); every object request's signature is checked.
  server.middleware.unshift((ctx, next) => {
    if (/^\/[^/]+\/$/.test(ctx.path)) ctx.app = Object.create(ctx.app, { allowMismatchedSignatures: { value: true } });
    return next();
  });
  const address = await server.run();
  const stop = () => {
    server.httpServer.closeAllConnections?.();
    server.close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdin.on('end', stop);
  process.stdin.resume();
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
}

/** `node scripts/s3-server.mjs --port N --directory DIR --bucket NAME [--bucket NAME2] [--log]` */
async function cli(argv) {
  const options = { port: 0, directory: undefined, buckets: [], log: false, corsOrigins: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--port') options.port = Number(argv[++i]);
    else if (arg === '--directory') options.directory = argv[++i];
    else if (arg === '--bucket') options.buckets.push(argv[++i]);
    else if (arg === '--log') options.log = true;
    else if (arg === '--cors') options.corsOrigins.push(argv[++i]);
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!options.directory)
    throw new Error('usage: node scripts/s3-server.mjs --directory DIR [--port N] [--bucket NAME] [--cors ORIGIN]');
  const server = await startS3Server(options);
  console.log(`S3 server on ${server.endpoint} (buckets: ${options.buckets.join(', ') || 'none'}); Ctrl-C stops it`);
  for (const [name, value] of Object.entries(server.env)) console.log(`${name}=${value}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === THIS_FILE) {
  if (process.argv[2] === '--child') {
    serveChild(JSON.parse(process.argv[3])).catch((error) => {
      process.stdout.write(`${JSON.stringify({ error: error.message })}\n`);
      process.exit(1);
    });
  } else {
    cli(process.argv.slice(2)).catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
  }
}
