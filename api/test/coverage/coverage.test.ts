/**
 * The municipal registry and coverage: every Ontario municipality (the towny dataset's 414, their upper tiers
 * and districts, the 36 conservation authorities), names told apart, the nearest municipalities to a point,
 * coverage levels from the sources table and its health, coverage requests, and what each company sees of them.
 * Real app and database (PGlite, or PostgreSQL with row-level security in the PostgreSQL pass).
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import {
  addressPoints,
  agendaItems,
  meetings,
  municipalities,
  municipalityMembers,
  sources,
  sourceStatus,
} from '../../src/db/schema/index.js';
import { setPlatformOperator } from '../../src/operators/platform-operators.js';
import { apiCall, createTestContext, registerUser, type RegisteredUser, type TestContext } from '../helpers/helpers.js';

let ctx: TestContext;
let ids: Map<string, number>;
const id = (name: string) => {
  const value = ids.get(name);
  if (value === undefined) throw new Error(`no municipality ${name}`);
  return value;
};
const CSV_ROWS = readFileSync(new URL('../../data/registry/ontario-municipalities.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1);
const AUTHORITIES = (
  JSON.parse(readFileSync(new URL('../../data/registry/conservation-authorities.json', import.meta.url), 'utf8')) as {
    authorities: Array<{ name: string; members: string[] }>;
  }
).authorities;

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.database.db.select({ id: municipalities.id, name: municipalities.name }).from(municipalities);
  ids = new Map(rows.map((r) => [r.name, r.id]));
}, 90_000);
afterAll(async () => {
  await ctx?.close();
});

async function addProperty(user: RegisteredUser, municipality: string, nickname = `In ${municipality}`) {
  const res = await apiCall(ctx.app, 'POST', '/api/properties/', user.token, {
    nickname,
    latitude: 43.55,
    longitude: -80.25,
    municipality_id: id(municipality),
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('the registry', () => {
  it('holds every municipality of the dataset, the upper tiers, districts and the 36 conservation authorities', async () => {
    expect(CSV_ROWS).toHaveLength(414);
    const kinds = await ctx.database.db
      .select({ kind: municipalities.kind, n: sql<number>`count(*)::int` })
      .from(municipalities)
      .groupBy(municipalities.kind);
    const count = (kind: string) => Number(kinds.find((k) => k.kind === kind)?.n ?? 0);
    expect(count('single-tier') + count('lower-tier')).toBeGreaterThanOrEqual(414);
    expect(count('lower-tier')).toBe(241);
    expect(count('upper-tier')).toBe(30);
    expect(count('district')).toBe(10);
    expect(count('conservation-authority')).toBe(36);
    expect(AUTHORITIES).toHaveLength(36);
    for (const ca of AUTHORITIES) expect(ids.has(ca.name)).toBe(true);
  });

  it('keeps the ids of the rows seeded before and tells the two Hamiltons apart', async () => {
    const [city] = await ctx.database.db.select().from(municipalities).where(eq(municipalities.name, 'Hamilton'));
    const [township] = await ctx.database.db
      .select()
      .from(municipalities)
      .where(eq(municipalities.name, 'Hamilton (Northumberland)'));
    expect(city).toMatchObject({ kind: 'single-tier', officialName: 'City of Hamilton', parentName: null });
    expect(township).toMatchObject({
      kind: 'lower-tier',
      officialName: 'Township of Hamilton',
      parentName: 'Northumberland County',
      censusDivision: 'Northumberland',
    });
    // Seeded by migration 0002 before the registry: Toronto and Peel Region keep their first ids.
    expect(id('Durham Region')).toBe(1);
    expect(id('Toronto')).toBe(5);
    const [peel] = await ctx.database.db.select().from(municipalities).where(eq(municipalities.name, 'Peel Region'));
    expect(peel).toMatchObject({ kind: 'upper-tier', officialName: 'Regional Municipality of Peel' });
    const members = await ctx.database.db
      .select({ name: municipalities.name })
      .from(municipalityMembers)
      .innerJoin(municipalities, eq(municipalities.id, municipalityMembers.memberId))
      .where(eq(municipalityMembers.regionId, peel!.id));
    expect(members.map((m) => m.name).sort()).toEqual(['Brampton', 'Caledon', 'Mississauga']);
    const grca = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(municipalityMembers)
      .where(eq(municipalityMembers.regionId, id('Grand River Conservation Authority')));
    expect(Number(grca[0]!.n)).toBeGreaterThan(20);
  });

  it('lists every municipality a property can be in, with kind, upper tier and point', async () => {
    const user = await registerUser(ctx.app);
    const res = await apiCall(ctx.app, 'GET', '/api/properties/municipalities', user.token);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThanOrEqual(414);
    expect(list.every((m) => m.kind === 'single-tier' || m.kind === 'lower-tier')).toBe(true);
    expect(list.find((m) => m.name === 'Hamilton (Northumberland)')).toEqual({
      id: id('Hamilton (Northumberland)'),
      name: 'Hamilton (Northumberland)',
      parent_name: 'Northumberland County',
      kind: 'lower-tier',
      upper_tier: 'Northumberland County',
      latitude: 44.05,
      longitude: -78.216667,
    });
    expect(list.find((m) => m.name === 'Hamilton')).toMatchObject({ kind: 'single-tier', upper_tier: null });
    expect(list.some((m) => m.name === 'Peel Region')).toBe(false);
    // A property is never in a region or an authority.
    const refused = await apiCall(ctx.app, 'POST', '/api/properties/', user.token, {
      nickname: 'Region',
      latitude: 43.7,
      longitude: -79.7,
      municipality_id: id('Peel Region'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: 'Please select a municipality' });
  });
});

describe('nearest municipalities', () => {
  it('ranks the registry points nearest first, and the address index first when it knows the point', async () => {
    const user = await registerUser(ctx.app);
    const near = (q: string) => apiCall(ctx.app, 'GET', `/api/properties/municipalities/nearest?${q}`, user.token);
    // Guelph's city hall.
    const guelph = await near('latitude=43.5448&longitude=-80.2482');
    expect(guelph.statusCode).toBe(200);
    const body = guelph.json() as Array<{ name: string; distance_km: number; basis: string }>;
    expect(body).toHaveLength(5);
    expect(body[0]).toMatchObject({ id: id('Guelph'), name: 'Guelph', basis: 'registry' });
    expect(body.map((m) => m.distance_km)).toEqual([...body.map((m) => m.distance_km)].sort((a, b) => a - b));
    expect(body.map((m) => m.name)).toContain('Guelph/Eramosa');

    // An address point of Puslinch 300 m away names Puslinch first (the index knows the point), then the rest.
    await ctx.database.db.insert(addressPoints).values({
      municipalityId: id('Puslinch'),
      number: '1',
      streetKey: 'test|st|',
      lat: 43.5475,
      lng: -80.2482,
      source: 'test:coverage',
    });
    const known = (await near('latitude=43.5448&longitude=-80.2482')).json();
    expect(known[0]).toEqual({ id: id('Puslinch'), name: 'Puslinch', distance_km: 0.3, basis: 'address' });
    expect(known[1]).toMatchObject({ name: 'Guelph', basis: 'registry' });
    expect(known.filter((m: { name: string }) => m.name === 'Puslinch')).toHaveLength(1);
    await ctx.database.db.delete(addressPoints).where(eq(addressPoints.source, 'test:coverage'));
  });

  it('answers 400 with a detail outside Ontario or without a number', async () => {
    const user = await registerUser(ctx.app);
    const cases: Array<[string, string]> = [
      ['latitude=48.85&longitude=2.35', 'The point is not in Ontario'],
      ['latitude=45.5&longitude=-73.5', 'The point is not in Ontario'],
      ['longitude=-79.4', 'Latitude is required'],
      ['latitude=43.6', 'Longitude is required'],
      ['latitude=abc&longitude=-79.4', 'Latitude must be a number'],
      ['latitude=43.6&longitude=1e400', 'Longitude must be a number'],
    ];
    for (const [q, detail] of cases) {
      const res = await apiCall(ctx.app, 'GET', `/api/properties/municipalities/nearest?${q}`, user.token);
      expect([q, res.statusCode, res.json()]).toEqual([q, 400, { detail }]);
    }
    expect(
      (await apiCall(ctx.app, 'GET', '/api/properties/municipalities/nearest?latitude=43&longitude=-80')).statusCode,
    ).toBe(401);
  });
});

describe('coverage', () => {
  const since = new Date(Date.now() - 86_400_000);
  beforeAll(async () => {
    // Sources as operators (or the environment) would add them, with their health.
    await ctx.database.db
      .insert(sources)
      .values([
        {
          name: 'escribe:guelph-test',
          connector: 'escribe',
          kind: 'council',
          baseUrl: 'https://guelph.test',
          municipalityId: id('Guelph'),
        },
        {
          name: 'escribe:barrie-test',
          connector: 'escribe',
          kind: 'council',
          baseUrl: 'https://barrie.test',
          municipalityId: id('Barrie'),
        },
        {
          name: 'escribe:orillia-test',
          connector: 'escribe',
          kind: 'council',
          baseUrl: 'https://orillia.test',
          municipalityId: id('Orillia'),
          paused: true,
        },
        {
          name: 'escribe:kingston-test',
          connector: 'escribe',
          kind: 'council',
          baseUrl: 'https://kingston.test',
          municipalityId: id('Kingston'),
        },
        {
          name: 'escribe:grca-test',
          connector: 'escribe',
          kind: 'conservation',
          baseUrl: 'https://grca.test',
          municipalityId: id('Grand River Conservation Authority'),
        },
        {
          // Never run by the pipeline, but its data is stored (an import, the demo dataset): it counts as read.
          name: 'escribe:cambridge-test',
          connector: 'escribe',
          kind: 'council',
          baseUrl: 'https://cambridge.test',
          municipalityId: id('Cambridge'),
        },
        {
          name: 'escribe:simcoe-test',
          connector: 'escribe',
          kind: 'regional',
          baseUrl: 'https://simcoe.test',
          municipalityId: id('Simcoe County'),
        },
      ])
      .onConflictDoNothing();
    await ctx.database.db.insert(sourceStatus).values([
      { source: 'escribe:guelph-test', lastRunAt: since, lastSuccessAt: since },
      { source: 'escribe:grca-test', lastRunAt: since, lastSuccessAt: since },
      { source: 'escribe:simcoe-test', lastRunAt: since, lastSuccessAt: since },
      {
        source: 'escribe:barrie-test',
        lastRunAt: since,
        lastSuccessAt: new Date('2026-11-20T15:00:00Z'),
        lastError: 'HTTP 403',
        lastErrorAt: since,
        consecutiveFailures: 3,
        degradedAt: since,
        degradedReason: 'The portal refused our requests (403) on the last 3 runs',
      },
    ]);
    // What the Guelph source brought: a meeting with two agenda items this week, one meeting long ago.
    const [recent] = await ctx.database.db
      .insert(meetings)
      .values({
        source: 'escribe:guelph-test',
        sourceId: 'g-1',
        municipalityId: id('Guelph'),
        title: 'Council',
        startsAt: new Date(),
      })
      .returning();
    await ctx.database.db.insert(agendaItems).values([
      { meetingId: recent!.id, sourceId: 'g-1-1', title: 'Call to order' },
      { meetingId: recent!.id, sourceId: 'g-1-2', title: 'Zoning by-law amendment' },
    ]);
    await ctx.database.db.insert(meetings).values({
      source: 'escribe:guelph-test',
      sourceId: 'g-old',
      municipalityId: id('Guelph'),
      title: 'Council',
      startsAt: new Date('2025-01-01T00:00:00Z'),
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
  });

  const stored = new Date(Date.now() - 2 * 86_400_000);
  beforeAll(async () => {
    await ctx.database.db.insert(meetings).values({
      source: 'escribe:cambridge-test',
      sourceId: 'c-1',
      municipalityId: id('Cambridge'),
      title: 'Council',
      startsAt: new Date(),
      createdAt: stored,
    });
  });

  const detail = async (user: RegisteredUser, name: string) => {
    const res = await apiCall(ctx.app, 'GET', `/api/coverage/${id(name)}`, user.token);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('lists every municipality and every conservation authority with its level', async () => {
    const user = await registerUser(ctx.app);
    const res = await apiCall(ctx.app, 'GET', '/api/coverage', user.token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      municipalities: Array<Record<string, any>>;
      totals: { full: number; partial: number; none: number };
    };
    expect(body.municipalities.length).toBeGreaterThanOrEqual(414 + 30 + 10 + 36);
    expect(body.totals.full + body.totals.partial + body.totals.none).toBe(body.municipalities.length);
    const byName = new Map(body.municipalities.map((m) => [m.name, m]));
    for (const ca of AUTHORITIES) expect(byName.get(ca.name)?.kind).toBe('conservation-authority');
    expect(byName.get('Hamilton')).toMatchObject({ kind: 'single-tier', upper_tier: null });
    expect(byName.get('Hamilton (Northumberland)')).toMatchObject({
      kind: 'lower-tier',
      upper_tier: 'Northumberland County',
    });
    expect(byName.get('Guelph')).toEqual({
      id: id('Guelph'),
      name: 'Guelph',
      kind: 'single-tier',
      upper_tier: null,
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      coverage: 'full',
      council_watched: true,
      property_count: 0,
      requested: false,
    });
    expect(byName.get('Barrie')).toMatchObject({ coverage: 'partial', council_watched: true });
    expect(byName.get('Orillia')).toMatchObject({ coverage: 'partial', council_watched: false });
    expect(byName.get('Kingston')).toMatchObject({ coverage: 'partial', council_watched: true }); // never read
    expect(byName.get('Cambridge')).toMatchObject({ coverage: 'full', council_watched: true }); // its data is there
    expect(byName.get('Centre Wellington')).toMatchObject({ coverage: 'partial', council_watched: false }); // GRCA
    expect(byName.get('Essa')).toMatchObject({ coverage: 'partial', council_watched: false }); // Simcoe County
    expect(byName.get('Kenora')).toMatchObject({ coverage: 'none', council_watched: false });
    expect(byName.get('Grand River Conservation Authority')).toMatchObject({ coverage: 'full', council_watched: true });
  });

  it('details each level with its sources, their state and the items of the last 30 days', async () => {
    const user = await registerUser(ctx.app);
    const guelph = await detail(user, 'Guelph');
    expect(guelph).toMatchObject({
      coverage: 'full',
      message: 'Council agendas of Guelph are read.',
      requested: false,
      request_count: 0,
      municipality: { id: id('Guelph'), name: 'Guelph', coverage: 'full' },
    });
    const own = guelph.sources.find((s: { name: string }) => s.name === 'escribe:guelph-test');
    expect(own).toEqual({
      name: 'escribe:guelph-test',
      label: 'Guelph council and committee agendas',
      kind: 'council',
      scope: 'own',
      body: null,
      state: 'ok',
      last_success_at: since.toISOString(),
      last_failure_at: null,
      last_error: null,
      consecutive_failures: 0,
      degraded_reason: null,
      items_30d: 3, // one meeting and its two agenda items; the old meeting is not counted
    });
    expect(guelph.sources.find((s: { name: string }) => s.name === 'escribe:grca-test')).toMatchObject({
      scope: 'conservation',
      body: 'Grand River Conservation Authority',
      state: 'ok',
      items_30d: 0,
    });
    expect(guelph.sources.map((s: { scope: string }) => s.scope)).toEqual(
      [...guelph.sources.map((s: { scope: string }) => s.scope)].sort(
        (a: string, b: string) =>
          ['own', 'upper-tier', 'conservation', 'province'].indexOf(a) -
          ['own', 'upper-tier', 'conservation', 'province'].indexOf(b),
      ),
    );

    const barrie = await detail(user, 'Barrie');
    expect(barrie.coverage).toBe('partial');
    expect(barrie.message).toBe(
      'Council agendas of Barrie have not been read since Nov 20, 2026 (The portal refused our requests (403) on the last 3 runs). Alerts from them may be missing.',
    );
    expect(barrie.sources.find((s: { name: string }) => s.name === 'escribe:barrie-test')).toMatchObject({
      state: 'degraded',
      consecutive_failures: 3,
      last_error: 'HTTP 403',
      last_failure_at: since.toISOString(),
      degraded_reason: 'The portal refused our requests (403) on the last 3 runs',
    });
    expect((await detail(user, 'Orillia')).sources[0]).toMatchObject({ state: 'paused', scope: 'own' });
    expect((await detail(user, 'Kingston')).sources[0]).toMatchObject({ state: 'never-read', scope: 'own' });
    const cambridge = await detail(user, 'Cambridge');
    expect(cambridge).toMatchObject({ coverage: 'full', message: 'Council agendas of Cambridge are read.' });
    expect(cambridge.sources[0]).toMatchObject({
      name: 'escribe:cambridge-test',
      state: 'ok',
      last_success_at: stored.toISOString(),
      last_failure_at: null,
      items_30d: 1,
    });

    const wellington = await detail(user, 'Centre Wellington');
    expect(wellington).toMatchObject({
      coverage: 'partial',
      message:
        'Council agendas of Centre Wellington are not read yet. This property will still get regional, conservation authority, provincial and tribunal items.',
    });
    const essa = await detail(user, 'Essa');
    expect(essa.sources.find((s: { name: string }) => s.name === 'escribe:simcoe-test')).toMatchObject({
      scope: 'upper-tier',
      body: 'Simcoe County',
    });
    const kenora = await detail(user, 'Kenora');
    expect(kenora.coverage).toBe('none');
    expect(kenora.message).toBe(
      'Council agendas of Kenora are not read yet. This property will still get regional, conservation authority, provincial and tribunal items.',
    );
    expect(kenora.sources.every((s: { scope: string }) => s.scope === 'province')).toBe(true);
  });

  it('answers 404 for an unknown municipality and 400 for an id that is not a number', async () => {
    const user = await registerUser(ctx.app);
    for (const url of ['/api/coverage/999999', '/api/coverage/99999999999', '/api/coverage/0']) {
      const res = await apiCall(ctx.app, 'GET', url, user.token);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { detail: 'Municipality not found' }]);
    }
    const bad = await apiCall(ctx.app, 'GET', '/api/coverage/guelph', user.token);
    expect([bad.statusCode, bad.json()]).toEqual([400, { detail: 'Municipality id must be a number' }]);
    expect((await apiCall(ctx.app, 'POST', '/api/coverage/abc/request', user.token)).statusCode).toBe(400);
    expect((await apiCall(ctx.app, 'POST', '/api/coverage/999999/request', user.token)).statusCode).toBe(404);
    const long = await apiCall(ctx.app, 'POST', `/api/coverage/${id('Guelph')}/request`, user.token, {
      note: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toEqual(expect.stringContaining('500'));
    const extra = await apiCall(ctx.app, 'POST', `/api/coverage/${id('Guelph')}/request`, user.token, { foo: 1 });
    expect(extra.statusCode).toBe(400);
    expect((await apiCall(ctx.app, 'GET', '/api/coverage')).statusCode).toBe(401);
    expect((await apiCall(ctx.app, 'POST', `/api/coverage/${id('Guelph')}/request`)).statusCode).toBe(401);
  });
});

describe('what each company sees', () => {
  it("counts the caller's properties and requests only, and ranks requests for operators only", async () => {
    const acme = await registerUser(ctx.app, { company_name: 'Acme' });
    const rival = await registerUser(ctx.app, { company_name: 'Rival' });
    await addProperty(acme, 'Puslinch', 'P1');
    await addProperty(acme, 'Puslinch', 'P2');
    await addProperty(acme, 'Mapleton', 'M1');
    await addProperty(rival, 'Puslinch', 'R1');

    // Request coverage: 201 the first time, 200 after (idempotent), without a body or with a note.
    const first = await apiCall(ctx.app, 'POST', `/api/coverage/${id('Puslinch')}/request`, acme.token);
    expect([first.statusCode, first.json()]).toEqual([
      201,
      { municipality_id: id('Puslinch'), requested: true, note: null },
    ]);
    const again = await apiCall(ctx.app, 'POST', `/api/coverage/${id('Puslinch')}/request`, acme.token, {
      note: '  Two farms there  ',
    });
    expect([again.statusCode, again.json()]).toEqual([
      200,
      { municipality_id: id('Puslinch'), requested: true, note: 'Two farms there' },
    ]);
    expect((await apiCall(ctx.app, 'POST', `/api/coverage/${id('Mapleton')}/request`, acme.token, {})).statusCode).toBe(
      201,
    );
    expect((await apiCall(ctx.app, 'POST', `/api/coverage/${id('Puslinch')}/request`, rival.token)).statusCode).toBe(
      201,
    );
    const newcomer = await registerUser(ctx.app, { company_name: 'Newcomer' });
    expect((await apiCall(ctx.app, 'POST', `/api/coverage/${id('Kenora')}/request`, newcomer.token)).statusCode).toBe(
      201,
    );

    const list = async (user: RegisteredUser) =>
      new Map(
        (
          (await apiCall(ctx.app, 'GET', '/api/coverage', user.token)).json().municipalities as Array<
            Record<string, any>
          >
        ).map((m) => [m.name, m]),
      );
    const acmeList = await list(acme);
    expect(acmeList.get('Puslinch')).toMatchObject({ property_count: 2, requested: true });
    expect(acmeList.get('Mapleton')).toMatchObject({ property_count: 1, requested: true });
    expect(acmeList.get('Kenora')).toMatchObject({ property_count: 0, requested: false });
    const rivalList = await list(rival);
    expect(rivalList.get('Puslinch')).toMatchObject({ property_count: 1, requested: true });
    expect(rivalList.get('Mapleton')).toMatchObject({ property_count: 0, requested: false });
    const newcomerList = await list(newcomer);
    expect(newcomerList.get('Puslinch')).toMatchObject({ property_count: 0, requested: false });

    const acmeDetail = (await apiCall(ctx.app, 'GET', `/api/coverage/${id('Puslinch')}`, acme.token)).json();
    expect(acmeDetail).toMatchObject({ requested: true, request_count: 1, municipality: { property_count: 2 } });
    const newcomerDetail = (await apiCall(ctx.app, 'GET', `/api/coverage/${id('Puslinch')}`, newcomer.token)).json();
    expect(newcomerDetail).toMatchObject({ requested: false, request_count: 0, municipality: { property_count: 0 } });

    // The ranking spans companies: platform operators only.
    const refused = await apiCall(ctx.app, 'GET', '/api/admin/coverage-requests', acme.token);
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: 'Only platform operators can do this.' }]);
    expect((await apiCall(ctx.app, 'GET', '/api/admin/coverage-requests')).statusCode).toBe(401);
    await setPlatformOperator(ctx.database.db, newcomer.email, true);
    const ranked = await apiCall(ctx.app, 'GET', '/api/admin/coverage-requests', newcomer.token);
    expect(ranked.statusCode).toBe(200);
    const rows = ranked.json() as Array<Record<string, any>>;
    expect(rows.map((r) => [r.municipality_name, r.companies, r.properties_waiting])).toEqual([
      ['Puslinch', 2, 3],
      ['Mapleton', 1, 1],
      ['Kenora', 1, 0],
    ]);
    expect(rows[0]).toEqual({
      municipality_id: id('Puslinch'),
      municipality_name: 'Puslinch',
      companies: 2,
      properties_waiting: 3,
      first_requested_at: expect.any(String),
      last_requested_at: expect.any(String),
    });
    expect(Date.parse(rows[0]!.last_requested_at)).toBeGreaterThanOrEqual(Date.parse(rows[0]!.first_requested_at));
  });

  it("Settings' monitored municipalities are those of the company's properties plus those chosen", async () => {
    const acme = await registerUser(ctx.app, { company_name: 'Monitors' });
    const other = await registerUser(ctx.app, { company_name: 'Others' });
    const monitored = async (user: RegisteredUser) =>
      (
        (await apiCall(ctx.app, 'GET', '/api/companies/me', user.token)).json().monitored_municipalities as Array<{
          name: string;
        }>
      ).map((m) => m.name);
    expect(await monitored(acme)).toEqual([]);
    await addProperty(acme, 'Guelph', 'G1');
    await addProperty(acme, 'Guelph', 'G2');
    await addProperty(acme, 'Hamilton (Northumberland)', 'H1');
    await addProperty(other, 'Kenora', 'K1');
    expect(await monitored(acme)).toEqual(['Guelph', 'Hamilton (Northumberland)']);
    const put = await apiCall(ctx.app, 'PUT', '/api/companies/municipalities', acme.token, {
      municipality_ids: [id('Barrie')],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().monitored_municipalities.map((m: { name: string }) => m.name)).toEqual([
      'Barrie',
      'Guelph',
      'Hamilton (Northumberland)',
    ]);
    expect(await monitored(other)).toEqual(['Kenora']);
  });
});
