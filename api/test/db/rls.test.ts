// Row-level security (migration 0015): in PostgreSQL mode the API's queries run as parcelwatch_app, a
// role that owns nothing and cannot bypass RLS, and see only the rows of the tenant set for their checkout.
// PGlite runs as its one superuser, so RLS cannot apply there: this file runs in the PostgreSQL pass of
// `npm test`, where the test helpers turn RLS on unless DATABASE_RLS=false.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { properties } from '../../src/db/schema/index.js';
import { queryRows } from '../../src/db/rows.js';
import { asSystem, withTenant } from '../../src/db/tenant-context.js';
import { APP_ROLE } from '../../src/db/tenant-pool.js';
import { apiCall, companyWithAnalyst, createTestContext, type TestContext } from '../helpers/helpers.js';

const onRls =
  process.env.TEST_DATABASE_URL && !/^(0|false|no|off)$/i.test(process.env.DATABASE_RLS ?? '')
    ? describe
    : describe.skip;

/** Tables owned through a user row rather than a company_id column (migration 0015). */
const USER_OWNED = ['backup_codes', 'password_history', 'password_reset_tokens'];

onRls('row-level security on PostgreSQL', () => {
  let ctx: TestContext;
  let app: Database;
  let a: Awaited<ReturnType<typeof companyWithAnalyst>>;
  let b: Awaited<ReturnType<typeof companyWithAnalyst>>;
  let tenantTables: string[];

  const count = async (table: string) =>
    Number((await queryRows(app.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n);
  const ownerCount = async (table: string, where = sql`true`) =>
    Number(
      (
        await queryRows(ctx.database.db, sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`)
      )[0]!.n,
    );

  beforeAll(async () => {
    ctx = await createTestContext();
    app = ctx.appDatabase;
    a = await companyWithAnalyst(ctx, { company_name: 'Company A' });
    b = await companyWithAnalyst(ctx, { company_name: 'Company B' });
    // A few more tenant rows, through the API where it is cheap (reset tokens, problem reports) and as the owner.
    for (const who of [a, b]) {
      await apiCall(ctx.app, 'POST', '/api/custom-auth/request-password-reset', undefined, {
        email: who.analyst.email,
      });
      await ctx.app.jobs.drain(); // the reset token is written by a job
      await apiCall(ctx.app, 'POST', '/api/reports', who.admin.token, { subject: 'RLS', description: 'a report' });
      await ctx.database.db.insert(properties).values({ companyId: who.companyId, name: `Lot of ${who.companyId}` });
    }
    const rows = await queryRows(
      ctx.database.db,
      sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'company_id'
          union select 'companies' union select unnest(string_to_array(${USER_OWNED.join(',')}, ',')) order by 1`,
    );
    tenantTables = rows.map((r) => String(r.table_name));
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('connects the API as a role that owns no table and cannot bypass RLS', async () => {
    const [who] = await queryRows(
      app.db,
      sql`select current_user as name, r.rolsuper, r.rolbypassrls from pg_roles r where r.rolname = current_user`,
    );
    expect(who).toEqual({ name: APP_ROLE, rolsuper: false, rolbypassrls: false });
    const owned = await queryRows(
      ctx.database.db,
      sql`select tablename from pg_tables where schemaname = 'public' and tableowner = ${APP_ROLE}`,
    );
    expect(owned).toEqual([]);
    // The role cannot change the schema either.
    await expect(app.db.execute(sql`create table rls_probe (id int)`)).rejects.toThrow();
  });

  it('has RLS enabled and a policy on every tenant table', async () => {
    expect(tenantTables.length).toBeGreaterThanOrEqual(25);
    const rows = await queryRows(
      ctx.database.db,
      sql`select c.relname, c.relrowsecurity, exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policy
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relname in ${tenantTables}`,
    );
    const unprotected = rows.filter((r) => !r.relrowsecurity || !r.policy).map((r) => r.relname);
    expect(unprotected).toEqual([]);
    expect(rows).toHaveLength(tenantTables.length);
  });

  it('returns no rows from any tenant table without a tenant context', async () => {
    const seeded: string[] = [];
    for (const table of tenantTables) {
      if ((await ownerCount(table)) > 0) seeded.push(table);
      expect({ table, rows: await count(table) }).toEqual({ table, rows: 0 });
    }
    // The data is there: these tables have rows that the owner sees and the API role without a tenant does not.
    expect(seeded).toEqual(
      expect.arrayContaining([
        'companies',
        'users',
        'sessions',
        'invitations',
        'password_history',
        'password_reset_tokens',
        'properties',
        'problem_reports',
      ]),
    );
  });

  it("shows company A's context only company A's rows, in every tenant table", async () => {
    for (const table of tenantTables) {
      const column = table === 'companies' ? 'id' : USER_OWNED.includes(table) ? null : 'company_id';
      if (column) {
        const others = await withTenant(a.companyId, () =>
          queryRows(
            app.db,
            sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} <> ${a.companyId}`,
          ),
        );
        expect({ table, others: Number(others[0]!.n) }).toEqual({ table, others: 0 });
        const mine = await withTenant(a.companyId, () => count(table));
        expect({ table, mine }).toEqual({
          table,
          mine: await ownerCount(table, sql`${sql.identifier(column)} = ${a.companyId}`),
        });
      } else {
        const seen = await withTenant(a.companyId, () =>
          queryRows(
            app.db,
            sql`select count(*)::int as n from ${sql.identifier(table)} t join users u on u.id = t.user_id where u.company_id <> ${a.companyId}`,
          ),
        );
        expect({ table, others: Number(seen[0]!.n) }).toEqual({ table, others: 0 });
        const mine = await withTenant(a.companyId, () => count(table));
        const expected = await ownerCount(
          table,
          sql`user_id in (select id from users where company_id = ${a.companyId})`,
        );
        expect({ table, mine }).toEqual({ table, mine: expected });
      }
    }
    // Not even by id: B's property does not exist for A.
    const [bLot] = await ctx.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`company_id = ${b.companyId}`);
    const found = await withTenant(a.companyId, () =>
      queryRows(app.db, sql`select id from properties where id = ${bLot!.id}`),
    );
    expect(found).toEqual([]);
  });

  it("refuses writes of company B's rows from company A's context, and changes nothing of B", async () => {
    await expect(
      withTenant(a.companyId, () => app.db.insert(properties).values({ companyId: b.companyId, name: 'planted' })),
    ).rejects.toThrow();
    const moved = await withTenant(a.companyId, () =>
      queryRows(app.db, sql`update properties set name = 'taken' where company_id = ${b.companyId} returning id`),
    );
    expect(moved).toEqual([]);
    const deleted = await withTenant(a.companyId, () =>
      queryRows(app.db, sql`delete from users where company_id = ${b.companyId} returning id`),
    );
    expect(deleted).toEqual([]);
    expect(await ownerCount('users', sql`company_id = ${b.companyId}`)).toBe(2);
  });

  it('sees every company only inside an explicit system context, and a context never leaks into the next checkout', async () => {
    expect(await asSystem('test: every company', () => count('companies'))).toBe(await ownerCount('companies'));
    // Alternate contexts on the pool's connections: each checkout gets its own tenant.
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const who = i % 3 === 0 ? a : i % 3 === 1 ? b : null;
        return who ? withTenant(who.companyId, () => count('users')) : count('users');
      }),
    );
    results.forEach((n, i) => expect(n).toBe(i % 3 === 2 ? 0 : 2));
  });

  it('serves each request in its own tenant: a request never sees another company through the API', async () => {
    const [mine, theirs] = await Promise.all([
      apiCall(ctx.app, 'GET', '/api/companies/users', a.admin.token),
      apiCall(ctx.app, 'GET', '/api/companies/users', b.admin.token),
    ]);
    const emails = (res: typeof mine) => JSON.stringify(res.json());
    expect(emails(mine)).toContain(a.admin.email);
    expect(emails(mine)).not.toContain(b.admin.email);
    expect(emails(theirs)).toContain(b.admin.email);
    expect(emails(theirs)).not.toContain(a.admin.email);
  });
});
