import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { MIGRATIONS_FOLDER, migrateOnce } from '../../src/db/client.js';

/*
 * Migrations run once however many processes start together: three migrateOnce calls racing on a fresh database
 * (as two API instances and a worker would) all succeed and apply each migration once; then the one-shot command
 * (`npm run db:migrate`, src/cli-migrate.ts) finds nothing left and exits 0. PostgreSQL only (the PostgreSQL pass of
 * the API suite, TEST_DATABASE_URL): the embedded database has one process by construction.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.log('migrate.test: SKIPPED in the PGlite pass (runs when TEST_DATABASE_URL names PostgreSQL)');
const describePg = serverUrl ? describe : describe.skip;
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

describePg('migrations on PostgreSQL', () => {
  const name = `pw_test_migrate_${randomBytes(5).toString('hex')}`;
  let url: string;
  const admin = async (statement: string) => {
    const maintenance = new URL(serverUrl!);
    maintenance.pathname = '/postgres';
    const client = new pg.Client({ connectionString: maintenance.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const u = new URL(serverUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('three processes migrating a fresh database at once apply every migration exactly once', async () => {
    const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as {
      entries: unknown[];
    };
    const outcomes = await Promise.allSettled([migrateOnce(url), migrateOnce(url), migrateOnce(url)]);
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number; distinct_hashes: number }>(
        'select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
      );
      expect(rows[0]).toEqual({ n: journal.entries.length, distinct_hashes: journal.entries.length });
    } finally {
      await client.end();
    }
  });

  it('the one-shot command exits 0 on an up-to-date database and says so', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli-migrate.ts'], {
      cwd: API_DIR,
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: url, DATABASE_RLS: 'false', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect({ code, out }).toEqual({
      code: 0,
      out: expect.stringMatching(/^migrations applied to PostgreSQL in \d+ ms/),
    });
  });
});
