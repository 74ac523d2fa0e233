import { eq } from 'drizzle-orm';
import { alerts, API_KEY_SCOPES, apiKeys, properties } from '../../src/db/schema/index.js';
import { API_KEY_INVALID, API_KEY_NOT_HERE } from '../../src/plugins/app/sessions.js';
import { insertChatAlert } from '../helpers/chat-helpers.js';
import {
  apiCall,
  companyWithAnalyst,
  createTestContext,
  registerUser,
  type RegisteredUser,
  type TestContext,
} from '../helpers/helpers.js';

/*
 * Read-only API keys on the real app and database: created by an admin and shown once, stored hashed, listed with
 * their last use, revocable; accepted only by the GET routes that declare a scope the key holds; scoped to the key's
 * company; refused once revoked or expired.
 */

let ctx: TestContext;
let admin: RegisteredUser;
let analystToken: string;
let other: RegisteredUser;
let alertTitle: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await companyWithAnalyst(ctx);
  admin = company.admin;
  analystToken = company.analyst.token;
  other = await registerUser(ctx.app);
  const seeded = await insertChatAlert(ctx.database.db, company.companyId);
  alertTitle = 'Rezoning next door';
  // The other company's alert on the same meeting, with the same title: a leak would show it twice.
  const db = ctx.database.db;
  const [property] = await db
    .insert(properties)
    .values({ companyId: other.user.company_id, name: 'Other Tower', address: '1 Other Street' })
    .returning();
  await db.insert(alerts).values({
    companyId: other.user.company_id,
    propertyId: property!.id,
    meetingId: seeded.meetingId,
    sourceKey: `meeting:${seeded.meetingId}`,
    severity: 'high',
    title: alertTitle,
    summary: 'Another company.',
  });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

const create = (token: string, body: Record<string, unknown>) =>
  apiCall(ctx.app, 'POST', '/api/api-keys/', token, body);

describe('API keys', () => {
  it('an admin creates a key, shown once; only its hash is stored; the list shows it without the key', async () => {
    const res = await create(admin.token, { name: 'CRM sync', scopes: ['alerts'], expires_in_days: 30 });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.key).toMatch(/^pwk_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'CRM sync', scopes: ['alerts'], status: 'active', last_used_at: null });
    expect(created.prefix).toBe(created.key.slice(0, 8));
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.key);
    const list = await apiCall(ctx.app, 'GET', '/api/api-keys/', admin.token);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.json()[0]).toMatchObject({ id: created.id, created_by: admin.email });
  });

  it('reads /api/alerts/ of its own company only, records its use, and is refused everywhere else', async () => {
    const { key, id } = (await create(admin.token, { name: 'Reader', scopes: ['alerts'], expires_in_days: 1 })).json();
    const alerts = await apiCall(ctx.app, 'GET', '/api/alerts/', key);
    expect(alerts.statusCode).toBe(200);
    const items = alerts.json().alerts ?? alerts.json().items ?? alerts.json();
    expect(JSON.stringify(items)).toContain(alertTitle);
    // The other company's alert (same title, its own property) is not in the answer: one alert only.
    expect(JSON.stringify(alerts.json()).split(alertTitle).length - 1).toBe(1);
    const listed = (await apiCall(ctx.app, 'GET', '/api/api-keys/', admin.token)).json();
    expect(listed.find((k: { id: string }) => k.id === id).last_used_at).not.toBeNull();

    // Not a scope it holds, not a route that takes keys, not a write.
    const properties = await apiCall(ctx.app, 'GET', '/api/properties/', key);
    expect(properties.statusCode).toBe(403);
    expect(properties.json().detail).toBe('This API key does not have the "properties" scope.');
    for (const [method, url] of [
      ['GET', '/api/companies/users'],
      ['GET', '/api/api-keys/'],
      ['POST', '/api/api-keys/'],
      ['GET', '/api/custom-auth/me'],
    ] as const) {
      const res = await apiCall(ctx.app, method, url, key, method === 'POST' ? {} : undefined);
      expect([method, url, res.statusCode, res.json().detail]).toEqual([method, url, 403, API_KEY_NOT_HERE]);
    }
  });

  it('is refused once revoked, and once expired', async () => {
    const { key, id } = (
      await create(admin.token, { name: 'Soon gone', scopes: ['alerts'], expires_in_days: 5 })
    ).json();
    expect((await apiCall(ctx.app, 'GET', '/api/alerts/', key)).statusCode).toBe(200);
    expect((await apiCall(ctx.app, 'DELETE', `/api/api-keys/${id}`, admin.token)).statusCode).toBe(204);
    const refused = await apiCall(ctx.app, 'GET', '/api/alerts/', key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe(API_KEY_INVALID);
    const listed = (await apiCall(ctx.app, 'GET', '/api/api-keys/', admin.token)).json();
    expect(listed.find((k: { id: string }) => k.id === id)).toMatchObject({ status: 'revoked' });

    const expiring = (await create(admin.token, { name: 'Expiring', scopes: ['alerts'], expires_in_days: 1 })).json();
    await ctx.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.id));
    expect((await apiCall(ctx.app, 'GET', '/api/alerts/', expiring.key)).statusCode).toBe(401);
    // A made-up key of the right shape, and a malformed one.
    expect((await apiCall(ctx.app, 'GET', '/api/alerts/', `pwk_${'A'.repeat(43)}`)).statusCode).toBe(401);
    expect((await apiCall(ctx.app, 'GET', '/api/alerts/', 'pwk_short')).statusCode).toBe(401);
  });

  it('each scope opens its routes', async () => {
    const { key } = (
      await create(admin.token, { name: 'All', scopes: [...API_KEY_SCOPES], expires_in_days: 2 })
    ).json();
    for (const url of [
      '/api/properties/',
      '/api/meetings/',
      '/api/proposals',
      '/api/legal-decisions',
      '/api/mayoral-decisions/',
    ])
      expect([url, (await apiCall(ctx.app, 'GET', url, key)).statusCode]).toEqual([url, 200]);
  });

  it('only admins manage keys; another company can neither see nor revoke them', async () => {
    expect((await create(analystToken, { name: 'x', scopes: ['alerts'], expires_in_days: 1 })).statusCode).toBe(403);
    expect((await apiCall(ctx.app, 'GET', '/api/api-keys/', analystToken)).statusCode).toBe(403);
    const { id } = (await create(admin.token, { name: 'Mine', scopes: ['alerts'], expires_in_days: 1 })).json();
    expect((await apiCall(ctx.app, 'GET', '/api/api-keys/', other.token)).json()).toEqual([]);
    expect((await apiCall(ctx.app, 'DELETE', `/api/api-keys/${id}`, other.token)).statusCode).toBe(404);
    const listed = (await apiCall(ctx.app, 'GET', '/api/api-keys/', admin.token)).json();
    expect(listed.find((k: { id: string }) => k.id === id)).toMatchObject({ status: 'active' });
  });

  it('validates the request, and bounds the live keys of a company', async () => {
    for (const body of [
      { name: '', scopes: ['alerts'], expires_in_days: 1 },
      { name: '   ', scopes: ['alerts'], expires_in_days: 1 },
      { name: 'x', scopes: [], expires_in_days: 1 },
      { name: 'x', scopes: ['billing'], expires_in_days: 1 },
      { name: 'x', scopes: ['alerts', 'alerts'], expires_in_days: 1 },
      { name: 'x', scopes: ['alerts'], expires_in_days: 0 },
      { name: 'x', scopes: ['alerts'], expires_in_days: 1000 },
      { name: 'x'.repeat(81), scopes: ['alerts'], expires_in_days: 1 },
    ])
      expect([body, (await create(other.token, body)).statusCode]).toEqual([body, 400]);
    for (let i = 0; i < 20; i += 1)
      expect((await create(other.token, { name: `k${i}`, scopes: ['alerts'], expires_in_days: 1 })).statusCode).toBe(
        201,
      );
    const over = await create(other.token, { name: 'one too many', scopes: ['alerts'], expires_in_days: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toMatch(/at most 20 live API keys/);
  });

  it('the OpenAPI document marks the routes that accept keys, with their scope', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const marked = Object.entries<Record<string, any>>(spec.paths).flatMap(([path, item]) =>
      Object.entries<any>(item)
        .filter(([, op]) => op?.security?.some((s: Record<string, unknown>) => 'apiKey' in s))
        .map(([method, op]) => `${method.toUpperCase()} ${path} ${op['x-api-key-scope']}`),
    );
    expect(marked.sort()).toEqual(
      [
        'GET /api/alerts/ alerts',
        'GET /api/alerts/{id} alerts',
        'GET /api/alerts/export alerts',
        'GET /api/alerts/{id}/pdf alerts',
        'GET /api/meetings/export meetings',
        'GET /api/properties/ properties',
        'GET /api/properties/{id} properties',
        'GET /api/meetings/ meetings',
        'GET /api/meetings/{id} meetings',
        'GET /api/proposals registries',
        'GET /api/legal-decisions registries',
        'GET /api/mayoral-decisions/ registries',
        'GET /api/mayoral-decisions/{id} registries',
      ].sort(),
    );
  });
});

describe('API keys are rate limited per key', () => {
  let limited: TestContext;
  afterAll(async () => {
    await limited?.close();
  });

  it('each key has its own bucket of the global limit, apart from its creator and from other keys', async () => {
    limited = await createTestContext({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_GLOBAL_MAX: '5' });
    const owner = await registerUser(limited.app);
    const make = async (name: string) =>
      (
        await apiCall(limited.app, 'POST', '/api/api-keys/', owner.token, {
          name,
          scopes: ['alerts'],
          expires_in_days: 1,
        })
      ).json().key as string;
    const first = await make('first');
    const second = await make('second');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await apiCall(limited.app, 'GET', '/api/alerts/', first)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect((await apiCall(limited.app, 'GET', '/api/alerts/', second)).statusCode).toBe(200);
  });
});
