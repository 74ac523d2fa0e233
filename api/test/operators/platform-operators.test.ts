/**
 * The ingest sources (/api/admin/*) are operator controls: platform operators only, flagged from the command line
 * (`npm run operator -- grant <email>`), never any company's admin. Real app and database; the command line is
 * run as a real process against a database of its own (the embedded one in a temporary DATA_DIR).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { listPlatformOperators, setPlatformOperator } from '../../src/operators/platform-operators.js';
import { apiCall, createTestContext, registerUser, TEST_JWT_SECRET, type TestContext } from '../helpers/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe('platform operators', () => {
  it('only operators see and run the ingest sources; company admins get 403', async () => {
    const admin = await registerUser(ctx.app);
    const list = await apiCall(ctx.app, 'GET', '/api/admin/sources', admin.token);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ detail: 'Only platform operators can do this.' });
    const source = (await ctx.app.pipeline.sources())[0]!.name;
    const run = await apiCall(ctx.app, 'POST', `/api/admin/sources/${encodeURIComponent(source)}/run`, admin.token);
    expect(run.statusCode).toBe(403);

    // Granted: from the next request on, with the same token.
    expect(await setPlatformOperator(ctx.database.db, admin.email.toUpperCase(), true)).toBe(true);
    expect(await listPlatformOperators(ctx.database.db)).toContain(admin.email);
    const granted = await apiCall(ctx.app, 'GET', '/api/admin/sources', admin.token);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().map((s: { source: string }) => s.source)).toEqual(
      (await ctx.app.pipeline.sources()).map((s) => s.name),
    );
    expect((await apiCall(ctx.app, 'POST', '/api/admin/sources/no-such-source/run', admin.token)).statusCode).toBe(404);

    // Revoked: refused again. Unknown addresses are reported, not created.
    expect(await setPlatformOperator(ctx.database.db, admin.email, false)).toBe(true);
    expect((await apiCall(ctx.app, 'GET', '/api/admin/sources', admin.token)).statusCode).toBe(403);
    expect(await setPlatformOperator(ctx.database.db, 'nobody-here@example.com', true)).toBe(false);
  });

  it('`npm run operator` refuses unknown addresses and explains its usage', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pw-operator-cli-'));
    const cli = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', path.join('src', 'cli-operators.ts'), ...args], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          JWT_SECRET: TEST_JWT_SECRET,
          DATABASE_URL: '',
          TEST_DATABASE_URL: '',
        },
        timeout: 90_000,
      }).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (error: { code?: number; stdout?: string; stderr?: string }) => ({
          code: error.code ?? -1,
          out: `${error.stdout ?? ''}${error.stderr ?? ''}`,
        }),
      );
    try {
      const unknown = await cli('grant', 'nobody@example.com');
      expect(unknown.code).toBe(1);
      expect(unknown.out).toContain('no user has the address nobody@example.com');
      const usage = await cli('promote');
      expect(usage.code).toBe(1);
      expect(usage.out).toContain('usage: npm run operator -- grant <email> | revoke <email> | list');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
