import { eq } from 'drizzle-orm';
import { projectInsights, properties } from '../../src/db/schema/index.js';
import { apiCall, createTestContext, registerUser, type RegisteredUser, type TestContext } from '../helpers/helpers.js';

/* The project insights API over the real app and database; insights the analysis would write are inserted directly. */

let ctx: TestContext;
let owner: RegisteredUser;
let other: RegisteredUser;
let tower: string;
let plaza: string;
let foreign: string;
let foreignInsight: number;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerUser(ctx.app);
  other = await registerUser(ctx.app);
  const db = ctx.database.db;
  const companyId = owner.user.company_id;
  [tower, plaza] = (
    await db
      .insert(properties)
      .values([
        { companyId, name: 'Harbour Tower', futureLandUse: 'Mixed Use' },
        { companyId, name: 'Queen Plaza' },
      ])
      .returning()
  ).map((p) => p.id) as [string, string];
  [foreign] = (
    await db.insert(properties).values({ companyId: other.user.company_id, name: 'Elsewhere' }).returning()
  ).map((p) => p.id) as [string];
  await db.insert(projectInsights).values([
    {
      companyId,
      propertyId: tower,
      categorySlug: 'competitors',
      title: 'Tower application nearby',
      severity: 'low',
      sourceId: 'a:1',
      insightData: { land_use: 'mixed use' },
    },
    {
      companyId,
      propertyId: tower,
      categorySlug: 'competitors',
      title: 'Second competitor',
      severity: 'high',
      sourceId: 'a:2',
    },
    {
      companyId,
      propertyId: tower,
      categorySlug: 'precedents',
      title: 'OLT decision',
      severity: 'medium',
      sourceId: 'd:1',
    },
    {
      companyId,
      propertyId: tower,
      categorySlug: 'city_growth',
      title: 'Transit line',
      sourceId: 'g:1',
      insightData: { source_document_url: 'https://example.org/g1.pdf' },
    },
    {
      companyId,
      propertyId: plaza,
      categorySlug: 'big_policies',
      title: 'Bill 23 changes',
      sourceId: 'p:1',
      proposalUrl: 'https://ero.ontario.ca/notice/019-6163',
    },
  ]);
  const [row] = await db
    .insert(projectInsights)
    .values({
      companyId: other.user.company_id,
      propertyId: foreign,
      categorySlug: 'competitors',
      title: 'Theirs',
      sourceId: 'x',
    })
    .returning();
  foreignInsight = row!.id;
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, token = owner.token) => apiCall(ctx.app, 'GET', url, token);

describe('project insights', () => {
  it('lists the four categories', async () => {
    const res = await get('/api/project-insights/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: any) => c.slug)).toEqual(['competitors', 'precedents', 'city_growth', 'big_policies']);
    expect(res.json()[0]).toMatchObject({
      label: 'Competitors',
      icon: expect.any(String),
      description: expect.any(String),
    });
  });

  it('counts per category, for the company or one property', async () => {
    expect((await get('/api/project-insights/counts')).json()).toEqual({
      competitors: 2,
      precedents: 1,
      city_growth: 1,
      big_policies: 1,
    });
    expect((await get(`/api/project-insights/counts?propertyId=${plaza}`)).json()).toEqual({
      competitors: 0,
      precedents: 0,
      city_growth: 0,
      big_policies: 1,
    });
    expect((await get(`/api/project-insights/counts?propertyId=${foreign}`)).statusCode).toBe(404);
  });

  it("lists a property's insights by category, severity first, paged", async () => {
    const res = await get(`/api/project-insights/${tower}?category=competitors`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, limit: 20, offset: 0 });
    expect(res.json().items.map((i: any) => i.title)).toEqual(['Second competitor', 'Tower application nearby']);
    const page = (await get(`/api/project-insights/${tower}?limit=1&offset=1`)).json();
    expect(page).toMatchObject({ total: 4, limit: 1, offset: 1 });
    expect(page.items).toHaveLength(1);
    const growth = (await get(`/api/project-insights/${tower}?category=city_growth`)).json().items[0];
    expect(growth).toMatchObject({
      category_slug: 'city_growth',
      property_name: 'Harbour Tower',
      insight_data: { source_document_url: 'https://example.org/g1.pdf' },
    });
    expect((await get(`/api/project-insights/${tower}?category=weather`)).json()).toEqual({
      detail: 'Unknown category: weather',
    });
    expect((await get(`/api/project-insights/${tower}?limit=101`)).statusCode).toBe(400);
  });

  it('lists across all properties', async () => {
    const res = (await get('/api/project-insights/?category=big_policies')).json();
    expect(res.items.map((i: any) => [i.title, i.property_name, i.proposal_url])).toEqual([
      ['Bill 23 changes', 'Queen Plaza', 'https://ero.ontario.ca/notice/019-6163'],
    ]);
    expect((await get('/api/project-insights/')).json().total).toBe(5);
    expect((await get('/api/project-insights/', other.token)).json().items.map((i: any) => i.title)).toEqual([
      'Theirs',
    ]);
  });

  it.each([
    ['nearby-apps', ['Second competitor', 'Tower application nearby']],
    ['precedents', ['OLT decision']],
    ['agenda', ['Transit line']],
    ['regional', []],
    ['similar-form', ['Tower application nearby']],
  ])('serves the %s view', async (view, titles) => {
    const res = await get(`/api/project-insights/${tower}/${view}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: any) => i.title)).toEqual(titles);
  });

  it('creates, changes and deletes an insight', async () => {
    const created = await apiCall(ctx.app, 'POST', '/api/project-insights/', owner.token, {
      property_id: plaza,
      category_slug: 'competitors',
      title: 'New towers on Queen',
      severity: 'high',
      municipality_name: 'Toronto',
      document_url: 'https://example.org/q.pdf',
      source_id: 'manual:1',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      property_id: plaza,
      property_name: 'Queen Plaza',
      severity: 'high',
      municipality_name: 'Toronto',
    });
    const duplicate = await apiCall(ctx.app, 'POST', '/api/project-insights/', owner.token, {
      property_id: plaza,
      category_slug: 'competitors',
      title: 'Again',
      source_id: 'manual:1',
    });
    expect(duplicate.statusCode).toBe(409);
    const patched = await apiCall(ctx.app, 'PATCH', `/api/project-insights/${id}`, owner.token, {
      severity: 'low',
      description: 'Checked',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id, severity: 'low', description: 'Checked', title: 'New towers on Queen' });
    const badSeverity = await apiCall(ctx.app, 'PATCH', `/api/project-insights/${id}`, owner.token, {
      severity: 'extreme',
    });
    expect(badSeverity.statusCode).toBe(400);
    const deleted = await apiCall(ctx.app, 'DELETE', `/api/project-insights/${id}`, owner.token);
    expect(deleted.statusCode).toBe(204);
    expect(await ctx.database.db.select().from(projectInsights).where(eq(projectInsights.id, id))).toHaveLength(0);
  });

  it('validates creation', async () => {
    for (const [body, status] of [
      [{ property_id: plaza, category_slug: 'weather', title: 'x' }, 400],
      [{ property_id: plaza, category_slug: 'competitors', title: '   ' }, 400],
      [{ property_id: plaza, category_slug: 'competitors', title: 'x', proposal_url: 'javascript:alert(1)' }, 400],
      [{ property_id: foreign, category_slug: 'competitors', title: 'x' }, 404],
      [{ category_slug: 'competitors', title: 'x' }, 400],
    ] as const) {
      const res = await apiCall(ctx.app, 'POST', '/api/project-insights/', owner.token, body);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toHaveProperty('detail');
    }
  });

  it("answers 404 for another company's property and insight on every route", async () => {
    const calls: Array<[Parameters<typeof apiCall>[1], string, unknown?]> = [
      ['GET', `/api/project-insights/${foreign}`],
      ['GET', `/api/project-insights/${foreign}/nearby-apps`],
      ['GET', `/api/project-insights/${foreign}/precedents`],
      ['GET', `/api/project-insights/${foreign}/similar-form`],
      ['GET', `/api/project-insights/${foreign}/agenda`],
      ['GET', `/api/project-insights/${foreign}/regional`],
      ['PATCH', `/api/project-insights/${foreignInsight}`, { title: 'Mine now' }],
      ['DELETE', `/api/project-insights/${foreignInsight}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await apiCall(ctx.app, method, url, owner.token, body);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    const [row] = await ctx.database.db.select().from(projectInsights).where(eq(projectInsights.id, foreignInsight));
    expect(row!.title).toBe('Theirs');
  });
});
