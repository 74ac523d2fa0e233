import { alerts, properties } from '../../src/db/schema/index.js';
import {
  apiCall,
  companyWithAnalyst,
  createTestContext,
  registerUser,
  type RegisteredUser,
  type TestContext,
} from '../helpers/helpers.js';

/*
 * Atom feeds of a property's or a watch list's alerts, over the real app and database: made by a member for what
 * they can see, read without a bearer token through the secret URL, holding only that target's alerts (never another
 * company's, never dismissed ones), with markup in the text escaped; revoked, rotated and bounded.
 */

let ctx: TestContext;
let admin: RegisteredUser;
let analystToken: string;
let other: RegisteredUser;
let propertyId: string;
let otherPropertyId: string;
let watchId: string;
let personalWatchId: string;

const feedPath = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await companyWithAnalyst(ctx);
  admin = company.admin;
  analystToken = company.analyst.token;
  other = await registerUser(ctx.app);
  const db = ctx.database.db;
  const [property] = await db
    .insert(properties)
    .values({ companyId: company.companyId, name: 'Harbour <b>Tower</b>', address: '98 Harbour Street' })
    .returning();
  propertyId = property!.id;
  const [otherProperty] = await db
    .insert(properties)
    .values({ companyId: other.user.company_id, name: 'Other Tower', address: '1 Other Street' })
    .returning();
  otherPropertyId = otherProperty!.id;
  const values = (companyId: string, property: string, title: string, status: 'new' | 'dismissed' = 'new') => ({
    companyId,
    propertyId: property,
    sourceKey: `test:${title}`,
    severity: 'urgent' as const,
    status,
    title,
    summary: `Summary of ${title} <script>alert(1)</script> ]]> end`,
  });
  await db
    .insert(alerts)
    .values([
      values(company.companyId, propertyId, 'Rezoning at 100 Harbour Street'),
      values(company.companyId, propertyId, 'Dismissed one', 'dismissed'),
      values(other.user.company_id, otherPropertyId, 'Secret of another company'),
    ]);
  const watch = await apiCall(ctx.app, 'POST', '/api/watches', admin.token, {
    name: 'Inclusionary zoning',
    terms: '"inclusionary zoning"',
    company_wide: true,
  });
  watchId = watch.json().id;
  const personal = await apiCall(ctx.app, 'POST', '/api/watches', admin.token, {
    name: 'Mine only',
    terms: 'heritage',
    company_wide: false,
  });
  personalWatchId = personal.json().id;
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

const make = (token: string, kind: string, target_id: string) =>
  apiCall(ctx.app, 'POST', '/api/feeds/', token, { kind, target_id });

describe('Atom feeds of alerts', () => {
  it("serves a property's alerts as Atom at its secret URL, without a bearer token, text escaped", async () => {
    const res = await make(analystToken, 'property', propertyId);
    expect(res.statusCode).toBe(201);
    const { url, target_name } = res.json();
    expect(target_name).toBe('Harbour <b>Tower</b>');
    expect(url).toMatch(/\/api\/feeds\/[A-Za-z0-9_-]{43}\.atom$/);
    const feed = await ctx.app.inject({ method: 'GET', url: feedPath(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = feed.body;
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain('Urgent: Rezoning at 100 Harbour Street');
    expect(xml).toMatch(/<link href="http:\/\/[^"]+\/alerts\?alertId=\d+"\/>/);
    expect(xml).not.toContain('Dismissed one');
    expect(xml).not.toContain('Secret of another company');
    // Markup in names and summaries arrives as text: escaped inside the CDATA, which "]]>" cannot close early.
    expect(xml).toContain('Parcelwatch: Harbour &lt;b&gt;Tower&lt;/b&gt;');
    expect(xml).toContain('&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; end');
    expect(xml).not.toContain('<script>');
    const listed = (await apiCall(ctx.app, 'GET', '/api/feeds/', analystToken)).json();
    expect(listed[0]).toMatchObject({ kind: 'property', target_id: propertyId, target_name: 'Harbour <b>Tower</b>' });
    expect(listed[0].last_used_at).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(url.split('/').at(-1));
  });

  it("serves a company watch list's alerts; a personal watch only to its owner", async () => {
    expect((await make(analystToken, 'watch', watchId)).statusCode).toBe(201);
    expect((await make(analystToken, 'watch', personalWatchId)).statusCode).toBe(404);
    const mine = await make(admin.token, 'watch', personalWatchId);
    expect(mine.statusCode).toBe(201);
    const feed = await ctx.app.inject({ method: 'GET', url: feedPath(mine.json().url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('Parcelwatch: Mine only');
  });

  it("another company can make no feed of the company's property or watch, nor revoke its feeds", async () => {
    expect((await make(other.token, 'property', propertyId)).statusCode).toBe(404);
    expect((await make(other.token, 'watch', watchId)).statusCode).toBe(404);
    const { id } = (await make(admin.token, 'property', propertyId)).json();
    expect((await apiCall(ctx.app, 'DELETE', `/api/feeds/${id}`, other.token)).statusCode).toBe(404);
    expect((await apiCall(ctx.app, 'DELETE', `/api/feeds/${id}`, analystToken)).statusCode).toBe(404);
    expect((await apiCall(ctx.app, 'GET', '/api/feeds/', other.token)).json()).toEqual([]);
  });

  it('a new URL for the same target revokes the earlier one; DELETE revokes; unknown secrets answer 404', async () => {
    const first = (await make(admin.token, 'property', propertyId)).json();
    const second = (await make(admin.token, 'property', propertyId)).json();
    expect((await ctx.app.inject({ method: 'GET', url: feedPath(first.url) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: feedPath(second.url) })).statusCode).toBe(200);
    expect((await apiCall(ctx.app, 'DELETE', `/api/feeds/${second.id}`, admin.token)).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: feedPath(second.url) })).statusCode).toBe(404);
    for (const file of [`${'A'.repeat(43)}.atom`, 'short.atom', `${'A'.repeat(43)}.ics`, 'x'.repeat(99)]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/feeds/${file}` });
      expect([file, res.statusCode, res.json().detail]).toEqual([file, 404, 'Feed not found']);
    }
  });

  it('validates the request', async () => {
    for (const body of [
      { kind: 'meeting', target_id: propertyId },
      { kind: 'property', target_id: 'not-a-uuid' },
      { kind: 'property' },
      { kind: 'property', target_id: propertyId, extra: 1 },
    ])
      expect([body, (await apiCall(ctx.app, 'POST', '/api/feeds/', admin.token, body)).statusCode]).toEqual([
        body,
        400,
      ]);
    expect((await make(admin.token, 'property', otherPropertyId)).json().detail).toBe('Property not found');
  });
});
