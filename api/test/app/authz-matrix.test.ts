/**
 * Authorization matrix: every route of the server, read from its own route table, is called as
 * anonymous, as an analyst and the admin of the owning company, as the admin of another company and as a platform
 * operator (the admin of a third company); the status
 * must be the one the matrix (test/authz/matrix.ts) expects, and no answer to another company carries the owning
 * company's data. Real app, real database, real HTTP handling through app.inject.
 *
 * A route without a matrix entry fails the test (AUTHZ_MATRIX_STRICT=0 only prints the missing ones while a route
 * is being written). AUTHZ_MATRIX_PRINT=1 prints the observed statuses in the matrix's syntax.
 */
import { buildWorld, OWNER_MARK, probe, ROLES, type Role, type World } from '../authz/harness.js';
import { LAST, MATRIX, type Entry, type Expect } from '../authz/matrix.js';
import { collectRoutes, normalizeRoute } from '../authz/routes.js';
import { createTestContext, type TestContext } from '../helpers/helpers.js';

let ctx: TestContext;
let world: World;
let routes: string[];
const matrix = new Map(Object.entries(MATRIX).map(([k, v]) => [normalizeRoute(k), v] as const));
const lastOrder = LAST.map(normalizeRoute);

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildWorld(ctx);
  routes = collectRoutes(ctx.app);
  // Non-destructive routes first, then LAST in its order.
  const rank = (r: string) => lastOrder.indexOf(normalizeRoute(r));
  routes.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const ROLE_INDEX: Record<Role, number> = { anonymous: 0, analyst: 1, admin: 2, otherAdmin: 3, operator: 4 };
/** The operator's column may be left out: then it is expected to be answered like otherAdmin. */
const expected = (entry: Entry, role: Role) =>
  role === 'operator' ? (entry[4] ?? entry[3]) : entry[ROLE_INDEX[role]]!;
const accepts = (e: Expect, status: number) => (Array.isArray(e) ? e.includes(status) : e === status);

describe('authorization matrix', () => {
  it('collects the routes from the server itself', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContain('GET /api/properties/:id');
  });

  it('every route has a matrix entry (AUTHZ_MATRIX_STRICT=0 only prints the missing ones)', () => {
    const missing = routes.filter((r) => !matrix.has(normalizeRoute(r)));
    if (missing.length)
      console.warn(`authz matrix: ${missing.length} route(s) without an entry:\n  ${missing.join('\n  ')}`);
    const stale = [...matrix.keys()].filter((k) => !routes.some((r) => normalizeRoute(r) === k));
    if (stale.length) console.warn(`authz matrix: entries for routes that no longer exist:\n  ${stale.join('\n  ')}`);
    if (process.env.AUTHZ_MATRIX_STRICT !== '0' && process.env.AUTHZ_MATRIX_STRICT !== 'false')
      expect(missing).toEqual([]);
  });

  it("answers each caller as the matrix says, and never shows another company the owner's data", async () => {
    const mismatches: string[] = [];
    const leaks: string[] = [];
    const printed: string[] = [];
    for (const route of routes) {
      const entry: Entry | undefined = matrix.get(normalizeRoute(route));
      const seen: number[] = [0, 0, 0, 0, 0];
      for (const role of ROLES) {
        const { status, body } = await probe(ctx.app, route, role, world);
        seen[ROLE_INDEX[role]] = status;
        if (status >= 500) mismatches.push(`${route} as ${role}: ${status} ${body.slice(0, 200)}`);
        if ((role === 'otherAdmin' || role === 'operator' || role === 'anonymous') && body.includes(OWNER_MARK))
          leaks.push(`${route} as ${role}: ${body.slice(0, 200)}`);
        if (entry && !accepts(expected(entry, role), status)) {
          mismatches.push(
            `${route} as ${role}: expected ${JSON.stringify(expected(entry, role))}, got ${status} ${body.slice(0, 160)}`,
          );
        }
      }
      printed.push(`  '${route}': [${seen.join(', ')}],`);
    }
    if (process.env.AUTHZ_MATRIX_PRINT) console.log(printed.join('\n'));
    expect(leaks).toEqual([]);
    expect(mismatches).toEqual([]);
  }, 240_000);
});
