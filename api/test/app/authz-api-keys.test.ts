/**
 * The authorization matrix for API keys: every route of the server, read from its own route table, is called with
 * a key of the owning company holding every scope, and with a key of another company. A route that accepts keys
 * (GET, `config.apiKeyScope`) answers the owner's key as it answers the owner's analyst (the matrix's column) and
 * never shows the other company's key the owner's data; every other route that signs callers in refuses keys (403);
 * public routes ignore them. Real app, real database, real HTTP handling through app.inject.
 */
import { API_KEY_SCOPES } from '../../src/db/schema/index.js';
import { API_KEY_NOT_HERE } from '../../src/plugins/app/sessions.js';
import { buildWorld, concreteUrl, OWNER_MARK, type World } from '../authz/harness.js';
import { MATRIX, type Expect } from '../authz/matrix.js';
import { collectRoutes, normalizeRoute } from '../authz/routes.js';
import { apiCall, createTestContext, type TestContext } from '../helpers/helpers.js';

let ctx: TestContext;
let world: World;
let ownKey: string;
let otherKey: string;
const matrix = new Map(Object.entries(MATRIX).map(([k, v]) => [normalizeRoute(k), v] as const));
const accepts = (e: Expect, status: number) => (Array.isArray(e) ? e.includes(status) : e === status);

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildWorld(ctx);
  const key = async (token: string) => {
    const res = await apiCall(ctx.app, 'POST', '/api/api-keys/', token, {
      name: 'matrix',
      scopes: [...API_KEY_SCOPES],
      expires_in_days: 1,
    });
    if (res.statusCode !== 201) throw new Error(`key: ${res.statusCode} ${res.body}`);
    return res.json().key as string;
  };
  ownKey = await key(world.tokens.admin);
  otherKey = await key(world.tokens.otherAdmin);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

it('answers keys as their scopes allow on every route, and never shows another company the owner data', async () => {
  const routes = collectRoutes(ctx.app).filter((r) => !r.startsWith('DELETE') && !r.startsWith('POST'));
  const mismatches: string[] = [];
  const accepted: string[] = [];
  for (const route of routes) {
    const entry = matrix.get(normalizeRoute(route));
    if (!entry) continue; // the main matrix fails for a route without an entry
    const url = concreteUrl(route, world);
    const method = route.slice(0, route.indexOf(' ')) as 'GET';
    const own = await apiCall(ctx.app, method, url, ownKey);
    const other = await apiCall(ctx.app, method, url, otherKey);
    if (own.statusCode >= 500 || other.statusCode >= 500)
      mismatches.push(`${route}: ${own.statusCode}/${other.statusCode}`);
    if (other.body.includes(OWNER_MARK)) mismatches.push(`${route}: another company's key sees the owner's data`);
    const anonymous = entry[0];
    if (accepts(anonymous, 401)) {
      // A signed-in route: a key passes only where the route takes keys, as the analyst would.
      const takesKeys = own.statusCode !== 403 || own.json().detail !== API_KEY_NOT_HERE;
      if (takesKeys) {
        accepted.push(normalizeRoute(route));
        if (!accepts(entry[1], own.statusCode))
          mismatches.push(`${route}: own key ${own.statusCode}, analyst ${entry[1]}`);
        if (!accepts(entry[3], other.statusCode))
          mismatches.push(`${route}: other key ${other.statusCode}, other ${entry[3]}`);
      }
    }
  }
  expect(mismatches).toEqual([]);
  // The routes the OpenAPI document marks (api-keys.test.ts) are the ones that took the key.
  expect([...new Set(accepted)].sort()).toEqual(
    [
      'GET /api/alerts',
      'GET /api/alerts/:id',
      'GET /api/alerts/export',
      'GET /api/alerts/:id/pdf',
      'GET /api/properties',
      'GET /api/properties/:id',
      'GET /api/meetings',
      'GET /api/meetings/:id',
      'GET /api/meetings/export',
      'GET /api/proposals',
      'GET /api/legal-decisions',
      'GET /api/mayoral-decisions',
      'GET /api/mayoral-decisions/:id',
    ]
      .map(normalizeRoute)
      .sort(),
  );
}, 240_000);

it('refuses a key on every write, whatever its scopes', async () => {
  const writes = collectRoutes(ctx.app).filter((r) => /^(POST|PUT|PATCH|DELETE) /.test(r));
  const passed: string[] = [];
  for (const route of writes) {
    const entry = matrix.get(normalizeRoute(route));
    if (!entry || !accepts(entry[0], 401)) continue; // public routes do not sign callers in
    const method = route.slice(0, route.indexOf(' ')) as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const res = await apiCall(ctx.app, method, concreteUrl(route, world), ownKey, method === 'DELETE' ? undefined : {});
    if (res.statusCode !== 403 || res.json().detail !== API_KEY_NOT_HERE) passed.push(`${route}: ${res.statusCode}`);
  }
  expect(passed).toEqual([]);
}, 240_000);
