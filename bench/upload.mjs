// Uploads a 50 MB PDF to a real running API and prints the throughput and the API process's RSS growth
// (target: at most 64 MB, i.e. streamed to storage, never buffered whole). Uses the built API (api/dist)
// when it has the properties routes, else the sources through tsx. BENCH_STORAGE=s3 stores into a bucket on a local
// S3-protocol server (scripts/s3-server.mjs, its own process, so its memory is not the API's) instead of the folder.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startS3Server } from '../scripts/s3-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8595);
const BASE = `http://127.0.0.1:${PORT}`;
const FILE_BYTES = 50 * 1024 * 1024;
const RSS_BUDGET_MB = 64;

const work = mkdtempSync(join(tmpdir(), 'pw-bench-upload-'));
const dataDir = join(work, 'data');
const pdfPath = join(work, 'plan.pdf');

// A 50 MB file that passes the PDF content check: a real header, then incompressible filler, then a trailer.
{
  const handle = await open(pdfPath, 'w');
  await handle.write('%PDF-1.7\n% Parcelwatch upload benchmark\n');
  const chunk = Buffer.alloc(1024 * 1024);
  let seed = 12345;
  for (let i = 0; i < chunk.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    chunk[i] = seed & 0xff;
  }
  let written = (await handle.stat()).size;
  const trailer = Buffer.from('\n%%EOF\n');
  while (written < FILE_BYTES - trailer.length) {
    const n = Math.min(chunk.length, FILE_BYTES - trailer.length - written);
    await handle.write(chunk, 0, n);
    written += n;
  }
  await handle.write(trailer);
  await handle.close();
}

const STORAGE = process.env.BENCH_STORAGE === 's3' ? 's3' : 'local';
const s3 = STORAGE === 's3' ? await startS3Server({ port: 0, directory: join(work, 's3'), buckets: ['bench'] }) : null;
const storageEnv = s3 ? { STORAGE_URL: 's3://bench/files', ...s3.env } : {};

const dist = join(root, 'api', 'dist', 'server.js');
const distRoutes = join(root, 'api', 'dist', 'routes', 'api', 'properties', 'index.js');
const distHasRoutes =
  existsSync(dist) && existsSync(distRoutes) && readFileSync(distRoutes, 'utf8').includes('documents/upload');
const args = distHasRoutes ? [dist] : ['--import', 'tsx', join(root, 'api', 'src', 'server.ts')];
const server = spawn(process.execPath, args, {
  cwd: join(root, 'api'),
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    PUBLIC_URL: BASE,
    ...storageEnv,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = async () => {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
};

const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

async function api(method, path, token, body) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Streams the multipart body from disk (the client never holds the file either). */
function upload(token, propertyId) {
  const boundary = `----pw-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(pdfPath).size + tail.length;
  return new Promise((resolve, reject) => {
    const req = request(`${BASE}/api/properties/${propertyId}/documents/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': length,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () =>
        res.statusCode === 201 ? resolve(JSON.parse(text)) : reject(new Error(`upload: ${res.statusCode} ${text}`)),
      );
    });
    req.on('error', reject);
    req.write(head);
    const file = createReadStream(pdfPath);
    file.on('error', reject);
    file.on('end', () => req.end(tail));
    file.pipe(req, { end: false });
  });
}

try {
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the API did not start within 300 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const { access_token: token } = await api('POST', '/api/custom-auth/register', null, {
    email: `bench.upload.${Date.now()}@example.com`,
    password: 'Granite-Harbour-2026',
    first_name: 'Bench',
    last_name: 'Runner',
    company_name: 'Bench Uploads',
    enroll_in_trial: true,
  });
  const municipalities = await api('GET', '/api/properties/municipalities', token);
  const mississauga = municipalities.find((m) => m.name === 'Mississauga');
  const committees = await api('GET', '/api/committees/municipality/mississauga', token);
  const property = await api('POST', '/api/properties/', token, {
    address: '300 City Centre Drive, Mississauga',
    municipality_id: mississauga.id,
    selectedCommittees: committees.map((c) => c.id),
  });

  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 20);
  const started = process.hrtime.bigint();
  const result = await upload(token, property.id);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  const growth = peak - before;
  const size = result.documents[0].file_size;
  console.log(
    `API: ${distHasRoutes ? 'api/dist' : 'api/src through tsx'}; storage: ${s3 ? `S3 (${s3.endpoint})` : 'local folder'}`,
  );
  console.log(
    `uploaded ${(size / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s: ${(size / 1024 / 1024 / seconds).toFixed(1)} MB/s`,
  );
  console.log(
    `API RSS before ${before.toFixed(1)} MB, peak ${peak.toFixed(1)} MB, growth ${growth.toFixed(1)} MB (budget ${RSS_BUDGET_MB} MB)`,
  );
  if (size !== FILE_BYTES) throw new Error(`stored ${size} bytes, expected ${FILE_BYTES}`);
  if (growth > RSS_BUDGET_MB) {
    console.error(`FAIL: RSS grew by ${growth.toFixed(1)} MB (> ${RSS_BUDGET_MB} MB)`);
    process.exitCode = 1;
  } else console.log('PASS');
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stop();
}
