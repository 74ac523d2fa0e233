import { count } from 'drizzle-orm';
import { legalDecisions, mayoralDecisions, proposals } from '../../src/db/schema/index.js';
import { createTestContext, type TestContext } from '../helpers/helpers.js';

// A fresh database started as in production: the embedded PGlite gets the demo, PostgreSQL never does.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await ctx?.close();
});

it('loads the demo data on start only on the embedded database', async () => {
  const rows = await Promise.all(
    [proposals, legalDecisions, mayoralDecisions].map(async (table) =>
      Number((await ctx.database.db.select({ n: count() }).from(table))[0]!.n),
    ),
  );
  if (ctx.database.kind === 'pglite') expect(rows.every((n) => n > 0)).toBe(true);
  else expect(rows).toEqual([0, 0, 0]);
});
