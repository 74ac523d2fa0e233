/**
 * Live ingest as a production install runs it: the BUILT server (api/dist, built first when missing or older than
 * the sources) started with INGEST_ENABLED=true, every source's address pointing at a loopback server that speaks
 * that source's real protocol (FAKES at the boundary we cannot reach: eSCRIBE from real TRCA captures, TMMIS, ERO,
 * ORR, CanLII and the mayoral register from reconstructions; see process-helpers.ts, tmmis-site.ts and
 * registry-sites.ts), and a schedule of every second with a one-second schedule check, so that the first scheduled
 * read comes within seconds (pg-boss sends a schedule's job at most once a minute, whatever its expression).
 * Nothing is triggered by hand: the test only waits for each source's scheduled read to be recorded.
 *   - PGlite pass: one process (`node dist/server.js`: the embedded database, jobs worked in-process).
 *   - PostgreSQL pass: `node dist/server.js` with JOBS_WORKERS=external and one `node dist/worker.js`, which works
 *     the scheduled jobs (the API process works none).
 * And the other production switches on the built API (PostgreSQL pass, with a Redis server): REDIS_URL and
 * STORAGE_URL=s3://... (the loopback S3 server of scripts/s3-server.mjs: the same protocol as a cloud bucket): a
 * document uploaded over HTTP lands in the bucket, and the shared rate-limit counters are in Redis.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.js';
import {
  ensureApiBuilt,
  postgresAnswers,
  SERVER_URL,
  startEntry,
  startEscribePortal,
  until,
  type Child,
  type EscribePortal,
} from '../helpers/process-helpers.js';
import { CANLII_KEY, pdfOf, startRegistrySites, type RegistrySites } from '../helpers/registry-sites.js';
import { coaCaptureRows, startCkanSite, type CkanSite } from '../helpers/ckan-site.js';
import { TORONTO_DATASETS } from '../../src/applications/toronto.js';
import { startTmmisSite, type TmmisSite } from '../helpers/tmmis-site.js';
import { STRONG_PASSWORD, TEST_JWT_SECRET, uniqueEmail } from '../helpers/helpers.js';
import { deleteKeys, redisAnswers, TEST_REDIS_URL, uniquePrefix } from '../helpers/redis-helpers.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const hasPostgres = onPostgres ? await postgresAnswers() : true;
if (!hasPostgres) console.log(`production-start.test: SKIPPED: no PostgreSQL answers at ${SERVER_URL}`);
const describeStart = hasPostgres ? describe : describe.skip;
const hasRedis = onPostgres && hasPostgres && (await redisAnswers());
if (onPostgres && !hasRedis)
  console.log(`production-start.test: the Redis and S3 case is SKIPPED: no Redis at ${TEST_REDIS_URL}`);

/** Every source the environment below names, each read by its schedule. */
const SOURCES = [
  'canlii:onlt',
  'canlii:onltb',
  'ckan:toronto',
  'ero',
  'escribe:trca',
  'mayoral:toronto',
  'orr',
  'tmmis:toronto',
];

interface StatusRow {
  source: string;
  last_run_at: Date | null;
  last_success_at: Date | null;
  last_error: string | null;
}

/** The 'ingest done' log lines of a child (pino JSON), by source. */
function ingestsDone(child: Child): Set<string> {
  const done = new Set<string>();
  for (const line of child.output().split('\n')) {
    if (!line.includes('"ingest done"')) continue;
    try {
      done.add((JSON.parse(line) as { source: string }).source);
    } catch {
      // a line cut by the buffer: read again next time
    }
  }
  return done;
}

describeStart('the built server with INGEST_ENABLED=true reads every source on its schedule', () => {
  let portal: EscribePortal;
  let tmmis: TmmisSite;
  let registries: RegistrySites;
  let ckan: CkanSite;
  let dataDir: string;
  const children: Child[] = [];

  beforeAll(async () => {
    ensureApiBuilt();
    portal = await startEscribePortal();
    portal.hold = false;
    tmmis = await startTmmisSite(await pdfOf('Background file\n100 Queen Street West'));
    registries = await startRegistrySites();
    // Toronto Open Data (the application registries of ckan:toronto): the real Committee of Adjustment capture.
    ckan = await startCkanSite({
      [TORONTO_DATASETS.coa]: await coaCaptureRows(),
      [TORONTO_DATASETS.development]: [],
    });
    dataDir = await mkdtemp(path.join(tmpdir(), 'pw-production-start-'));
  }, 300_000);

  afterAll(async () => {
    for (const c of children) if (c.process.exitCode === null && !c.process.signalCode) c.process.kill('SIGKILL');
    await Promise.all(children.map((c) => c.exited));
    portal?.close();
    tmmis?.close();
    registries?.close();
    await ckan?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** The environment of a production install, every source on loopback. */
  const productionEnv = (more: Record<string, string>): Record<string, string> => ({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    DEMO_DATA: 'false',
    INGEST_ENABLED: 'true',
    INGEST_CRON: '* * * * * *',
    JOBS_SCHEDULE_CHECK_SECONDS: '1',
    INGEST_MIN_INTERVAL_MS: '0',
    ESCRIBE_PORTALS: `trca=${portal.url}`,
    TMMIS_BASE_URL: `${tmmis.url}/council`,
    ...registries.env,
    TORONTO_OPEN_DATA_URL: ckan.url,
    CANLII_API_KEY: CANLII_KEY,
    ...more,
  });

  const start = (entry: 'dist/server.js' | 'dist/worker.js', env: Record<string, string>) => {
    const child = startEntry(entry, env);
    children.push(child);
    void child.exited.then(({ code, signal }) => {
      if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGKILL')
        console.error(`${entry} exited with ${code}: ${child.output().slice(-4000)}`);
    });
    return child;
  };

  /** Waits for `check`, failing at once (with the child's output) if the child exits first. */
  const waitFor = async (child: Child, what: string, check: () => boolean | Promise<boolean>, everyMs = 100) => {
    const exited = child.exited.then(({ code, signal }) => {
      throw new Error(`exited (${code ?? signal}) while waiting for ${what}: ${child.output().slice(-3000)}`);
    });
    await Promise.race([until(what, check, 180_000, everyMs), exited]);
  };

  const stop = async (child: Child) => {
    child.process.kill('SIGTERM');
    const { code } = await child.exited;
    return code;
  };

  /** Each source's scheduled read was recorded, and the sites were read through their real protocols. */
  const expectRead = (rows: StatusRow[], meetings: Array<{ source: string; n: number }>) => {
    expect(rows.map((r) => r.source).sort()).toEqual(SOURCES);
    for (const row of rows) {
      expect({ source: row.source, error: row.last_error }).toEqual({ source: row.source, error: null });
      expect(row.last_run_at).not.toBeNull();
      expect(row.last_success_at).not.toBeNull();
    }
    expect(meetings.find((m) => m.source === 'escribe:trca')?.n).toBeGreaterThan(0);
    expect(meetings.find((m) => m.source === 'tmmis:toronto')?.n).toBeGreaterThan(0);
    expect(portal.calendarCalls).toBeGreaterThan(0);
    expect(tmmis.requests.some((r) => r.url.includes('agenda-items.json'))).toBe(true);
    for (const site of ['ero', 'orr', 'canlii', 'toronto'])
      expect(registries.seen.some((r) => r.server === site)).toBe(true);
    expect(ckan.requests.some((r) => r.startsWith('/api/3/action/datastore_search'))).toBe(true);
  };

  const STATUS_SQL = 'select source, last_run_at, last_success_at, last_error from source_status order by source';
  const MEETINGS_SQL = 'select source, count(*)::int as n from meetings group by source';

  (onPostgres ? it.skip : it)(
    'PGlite: one process starts, and its schedule reads every source',
    async () => {
      const server = start('dist/server.js', productionEnv({}));
      await waitFor(server, 'the server to listen', () => /API listening on/.test(server.output()));
      await waitFor(server, 'a scheduled read of every source', () => SOURCES.every((s) => ingestsDone(server).has(s)));
      expect(server.process.exitCode).toBeNull();
      expect(await stop(server)).toBe(0);

      // The server is gone: its embedded database is opened here to see what the reads recorded.
      const database = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, 'pglite') });
      try {
        const status = (await database.pglite!.query<StatusRow>(STATUS_SQL)).rows;
        const meetings = (await database.pglite!.query<{ source: string; n: number }>(MEETINGS_SQL)).rows;
        expectRead(status, meetings);
      } finally {
        await database.close();
      }
    },
    420_000,
  );

  (onPostgres ? it : it.skip)(
    'PostgreSQL: the API with external workers starts, and a worker process reads every source on its schedule',
    async () => {
      const name = `pw_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: SERVER_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(SERVER_URL);
      url.pathname = `/${name}`;
      const client = new pg.Client({ connectionString: url.toString() });
      try {
        const env = productionEnv({ DATABASE_URL: url.toString(), JOBS_WORKERS: 'external' });
        const api = start('dist/server.js', env);
        await waitFor(api, 'the API to listen', () => /API listening on/.test(api.output()));
        const worker = start('dist/worker.js', env);
        await waitFor(worker, 'the worker to run', () => /job worker \d+ running/.test(worker.output()));
        await client.connect();
        await waitFor(
          worker,
          'a scheduled read of every source',
          async () => {
            const { rows } = await client.query<StatusRow>(STATUS_SQL);
            return rows.length === SOURCES.length && rows.every((r) => r.last_success_at !== null);
          },
          250,
        );
        expectRead(
          (await client.query<StatusRow>(STATUS_SQL)).rows,
          (await client.query<{ source: string; n: number }>(MEETINGS_SQL)).rows,
        );
        // The worker read them; the API process, with external workers, worked no job.
        // (Each run logs 'ingest done' after its status row is written.)
        await waitFor(worker, 'the worker to log every read', () => SOURCES.every((s) => ingestsDone(worker).has(s)));
        expect(ingestsDone(api).size).toBe(0);
        expect(api.process.exitCode).toBeNull();
        expect(await stop(worker)).toBe(0);
        expect(await stop(api)).toBe(0);
      } finally {
        await client.end().catch(() => undefined);
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    420_000,
  );

  const itRedis = hasRedis ? it : it.skip;
  itRedis(
    'PostgreSQL, Redis and S3: an upload through the built API lands in the bucket, its limits in Redis',
    async () => {
      const launcher = new URL('../../../scripts/s3-server.mjs', import.meta.url).href;
      const { startS3Server } = (await import(launcher)) as {
        startS3Server(o: object): Promise<{ env: Record<string, string>; close(): Promise<void> }>;
      };
      const bucketDir = await mkdtemp(path.join(tmpdir(), 'pw-production-s3-'));
      const s3 = await startS3Server({ port: 0, directory: bucketDir, buckets: ['pw-start'] });
      const prefix = uniquePrefix('start');
      const name = `pw_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: SERVER_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(SERVER_URL);
      url.pathname = `/${name}`;
      try {
        const api = start(
          'dist/server.js',
          productionEnv({
            DATABASE_URL: url.toString(),
            JOBS_WORKERS: 'external',
            INGEST_ENABLED: 'false',
            REDIS_URL: TEST_REDIS_URL,
            REDIS_PREFIX: prefix,
            STORAGE_URL: 's3://pw-start/files',
            ...s3.env,
          }),
        );
        await waitFor(api, 'the API to listen', () => /API listening on/.test(api.output()));
        const base = /API listening on (http:\/\/[\d.:]+)/.exec(api.output())![1]!;
        const register = await fetch(`${base}/api/custom-auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: uniqueEmail(),
            password: STRONG_PASSWORD,
            first_name: 'Ada',
            last_name: 'Lovelace',
            company_name: 'Start Test',
          }),
        });
        expect(register.status).toBe(201);
        const auth = { authorization: `Bearer ${((await register.json()) as { access_token: string }).access_token}` };
        const [municipality] = (await (
          await fetch(`${base}/api/properties/municipalities`, { headers: auth })
        ).json()) as Array<{ id: number }>;
        const property = await fetch(`${base}/api/properties/`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            nickname: 'Bucket lot',
            latitude: 43.7,
            longitude: -79.4,
            municipality_id: municipality!.id,
          }),
        });
        expect(property.status).toBe(201);
        const { id } = (await property.json()) as { id: string };
        const form = new FormData();
        form.append(
          'file',
          new Blob(['Planning rationale: a four-storey building.\n'], { type: 'text/plain' }),
          'r.txt',
        );
        const upload = await fetch(`${base}/api/properties/${id}/documents/upload`, {
          method: 'POST',
          headers: auth,
          body: form,
        });
        expect(upload.status).toBe(201);
        // The bucket holds the file (the loopback server keeps objects as files under its directory).
        const files = await readdir(path.join(bucketDir, 'pw-start'), { recursive: true });
        expect(files.some((f) => String(f).includes('files'))).toBe(true);
        expect(await deleteKeys(prefix)).toBeGreaterThan(0);
        expect(await stop(api)).toBe(0);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
        await s3.close();
        await deleteKeys(prefix);
        await rm(bucketDir, { recursive: true, force: true });
      }
    },
    420_000,
  );
});
