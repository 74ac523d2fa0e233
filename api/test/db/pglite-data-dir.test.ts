import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ensurePgliteTemplate, openDatabase } from '../../src/db/client.js';
import { queryRows } from '../../src/db/rows.js';

/*
 * A fresh embedded data directory starts from the migrated template, extracted into it as a stream (src/db/client.ts):
 * the cluster opens with every migration applied, nothing is left beside it, the data survives a restart, and a
 * directory that already holds a cluster is never touched.
 */
let parent: string;
beforeAll(async () => {
  await ensurePgliteTemplate();
  parent = await mkdtemp(path.join(tmpdir(), 'pw-pglite-dir-'));
}, 120_000);
afterAll(() => rm(parent, { recursive: true, force: true }));

test('a missing directory gets the migrated cluster; the data survives a restart; nothing is left beside it', async () => {
  const dir = path.join(parent, 'pglite');
  const first = await openDatabase({ databaseUrl: null, pgliteDir: dir });
  try {
    await first.migrate();
    const [municipalities] = await queryRows(first.db, sql`select count(*)::int as n from municipalities`);
    expect(Number(municipalities!.n)).toBeGreaterThan(400);
    await first.db.execute(sql`insert into companies (name) values ('Survives a restart')`);
  } finally {
    await first.close();
  }
  expect(await readdir(parent)).toEqual(['pglite']);
  expect(await readdir(dir)).toContain('PG_VERSION');

  const again = await openDatabase({ databaseUrl: null, pgliteDir: dir });
  try {
    const rows = await queryRows(again.db, sql`select name from companies where name = 'Survives a restart'`);
    expect(rows).toHaveLength(1);
  } finally {
    await again.close();
  }
}, 120_000);

test('an empty directory is filled the same way', async () => {
  const dir = await mkdtemp(path.join(parent, 'empty-'));
  const database = await openDatabase({ databaseUrl: null, pgliteDir: dir });
  try {
    await database.migrate();
    const [row] = await queryRows(database.db, sql`select count(*)::int as n from companies`);
    expect(Number(row!.n)).toBe(0);
  } finally {
    await database.close();
  }
}, 120_000);
