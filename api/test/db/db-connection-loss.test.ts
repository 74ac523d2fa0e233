// PostgreSQL ending the API's idle connections (a server restart, an administrator) must not stop the process:
// the pool drops the dead clients and the next request gets a new connection.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { apiCall, createTestContext, registerUser, type TestContext } from '../helpers/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

// Only PostgreSQL has server-side connections to end; this runs in the PostgreSQL pass of `npm test`.
const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

onPostgres('keeps answering after the server terminates its idle connections', async () => {
  const account = await registerUser(ctx.app);
  expect((await apiCall(ctx.app, 'GET', '/api/custom-auth/me', account.token)).statusCode).toBe(200);

  const current = (await ctx.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const { rows } = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [current.rows[0]?.name],
  );
  await admin.end();
  expect(rows.length).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the terminated connections report their errors

  expect((await apiCall(ctx.app, 'GET', '/api/custom-auth/me', account.token)).statusCode).toBe(200);
  expect((await apiCall(ctx.app, 'GET', '/api/health')).json()).toEqual({ status: 'ok', database: 'ok' });
});
