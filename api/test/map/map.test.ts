import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config/index.js';
import { agendaItems, alertItems, alerts, meetings, municipalities, properties } from '../../src/db/schema/index.js';
import { MAP_ITEMS_MAX } from '../../src/schemas/map.js';
import { apiCall, createTestContext, registerUser, type RegisteredUser, type TestContext } from '../helpers/helpers.js';

/*
 * The map API over the real app and database. The rows the matching engine would write (meetings, agenda items,
 * alerts, alert items) are inserted through the db layer.
 */

let ctx: TestContext;
let owner: RegisteredUser;
let other: RegisteredUser;
let tower: string;
let plaza: string;
let foreignProperty: string;
let torontoId: number;
let mississaugaId: number;
let towerAlert: number;
let foreignAlert: number;

const DAY = 86_400_000;
const TOWER = { lat: 43.5869, lng: -79.6442 };
const PLAZA = { lat: 43.6532, lng: -79.3832 };

async function meeting(municipalityId: number, daysAgo: number, title: string) {
  const [row] = await ctx.database.db
    .insert(meetings)
    .values({
      source: 'test:map',
      sourceId: `${title}-${daysAgo}-${Math.random()}`,
      municipalityId,
      title,
      startsAt: new Date(Date.now() - daysAgo * DAY),
    })
    .returning();
  return row!.id;
}

async function item(meetingId: number, title: string, values: Partial<typeof agendaItems.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(agendaItems)
    .values({ meetingId, sourceId: `${title}-${Math.random()}`, title, ...values })
    .returning();
  return row!.id;
}

async function alert(companyId: string, propertyId: string, meetingId: number, severity: 'urgent' | 'high' | 'normal') {
  const [row] = await ctx.database.db
    .insert(alerts)
    .values({ companyId, propertyId, meetingId, sourceKey: `meeting:${meetingId}`, severity, title: 't', summary: 's' })
    .returning();
  return row!.id;
}

async function impact(
  companyId: string,
  alertId: number,
  agendaItemId: number,
  severity: 'urgent' | 'high' | 'normal',
  categories: string[],
) {
  await ctx.database.db.insert(alertItems).values({
    alertId,
    companyId,
    agendaItemId,
    rule: 'distance',
    score: 0.8,
    severity,
    categories,
    impactSummary: 'near',
  });
}

const getMap = (token: string, query = '') => apiCall(ctx.app, 'GET', `/api/map${query}`, token);

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerUser(ctx.app, { company_name: 'Map Owner Co' });
  other = await registerUser(ctx.app, { company_name: 'Map Other Co' });
  const db = ctx.database.db;
  const companyId = owner.user.company_id;
  const otherCompany = other.user.company_id;
  torontoId = (await db.select().from(municipalities).where(eq(municipalities.name, 'Toronto')))[0]!.id;
  mississaugaId = (await db.select().from(municipalities).where(eq(municipalities.name, 'Mississauga')))[0]!.id;
  const insert = async (company: string, name: string, at: { lat: number; lng: number } | null, muni: number) =>
    (
      await db
        .insert(properties)
        .values({
          companyId: company,
          name,
          address: `${name} address`,
          latitude: at?.lat,
          longitude: at?.lng,
          municipalityId: muni,
        })
        .returning()
    )[0]!.id;
  tower = await insert(companyId, 'Harbour Tower', TOWER, mississaugaId);
  plaza = await insert(companyId, 'Queen Plaza', PLAZA, torontoId);
  await insert(companyId, 'Unplaced Lot', null, torontoId);
  foreignProperty = await insert(otherCompany, 'Elsewhere Lot', PLAZA, torontoId);

  // Mississauga, 10 days ago: an urgent rezoning with its own point 120 m away, and a policy with no location.
  const recent = await meeting(mississaugaId, 10, 'Planning and Development Committee');
  towerAlert = await alert(companyId, tower, recent, 'urgent');
  const rezoning = await item(recent, 'Rezoning at 100 Harbour Street', {
    coordinates: [
      { lat: 43.6, lng: -79.7 },
      { lat: TOWER.lat + 0.00108, lng: TOWER.lng },
    ],
  });
  await impact(companyId, towerAlert, rezoning, 'urgent', ['zoning']);
  await impact(companyId, towerAlert, await item(recent, 'Official plan review'), 'normal', ['zoning']);
  // Toronto, 200 days ago: a high item placed by geocoding (a line).
  const old = await meeting(torontoId, 200, 'Toronto East York Community Council');
  const plazaAlert = await alert(companyId, plaza, old, 'high');
  const works = await item(old, 'Watermain on Queen Street', {
    placement: {
      status: 'placed',
      unresolved: [],
      places: [
        {
          text: 'Queen St',
          via: 'address index',
          kind: 'line',
          points: [PLAZA, { lat: PLAZA.lat, lng: PLAZA.lng + 0.01 }],
        },
      ],
    },
  });
  await impact(companyId, plazaAlert, works, 'high', ['infrastructure']);
  // The other company's alert on the same item.
  foreignAlert = await alert(otherCompany, foreignProperty, old, 'high');
  await impact(otherCompany, foreignAlert, works, 'high', ['infrastructure']);
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/map', () => {
  test('answers 401 without a token', async () => {
    expect((await apiCall(ctx.app, 'GET', '/api/map')).statusCode).toBe(401);
  });

  test("lists the company's properties, the matching radii and the placed items of the last 90 days", async () => {
    const res = await getMap(owner.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.radii_meters).toEqual(ctx.config.matchRadiiMeters);
    expect(body.near_radius_meters).toBe(ctx.config.matchNearRadiusMeters);
    expect(body.tiles).toBeNull();
    expect(body.properties.map((p: { name: string }) => p.name)).toEqual([
      'Harbour Tower',
      'Queen Plaza',
      'Unplaced Lot',
    ]);
    expect(body.properties[0]).toMatchObject({
      latitude: TOWER.lat,
      longitude: TOWER.lng,
      municipality: 'Mississauga',
    });
    expect(body.items).toHaveLength(1);
    const [rezoning] = body.items;
    // Its point nearest the property, not its first one.
    expect(rezoning).toMatchObject({
      alert_id: towerAlert,
      property_id: tower,
      title: 'Rezoning at 100 Harbour Street',
      severity: 'urgent',
      meeting_title: 'Planning and Development Committee',
      municipality: 'Mississauga',
      latitude: TOWER.lat + 0.00108,
      longitude: TOWER.lng,
    });
    expect(rezoning.distance_meters).toBeGreaterThanOrEqual(119);
    expect(rezoning.distance_meters).toBeLessThanOrEqual(121);
    expect(body.unplaced).toBe(1); // the policy has no location
    expect(body.truncated).toBe(false);
    expect(body.municipalities.map((m: { name: string }) => m.name)).toEqual(['Mississauga', 'Toronto']);
  });

  test('a longer period and the filters (severity, type, municipality, property)', async () => {
    const from = new Date(Date.now() - 365 * DAY).toISOString().slice(0, 10);
    const all = (await getMap(owner.token, `?from=${from}`)).json();
    expect(all.items.map((i: { title: string }) => i.title)).toEqual([
      'Rezoning at 100 Harbour Street',
      'Watermain on Queen Street',
    ]);
    // The line's vertex nearest the plaza: the plaza itself.
    expect(all.items[1]).toMatchObject({ latitude: PLAZA.lat, longitude: PLAZA.lng, distance_meters: 0 });
    const titles = async (query: string) =>
      (await getMap(owner.token, `?from=${from}&${query}`)).json().items.map((i: { title: string }) => i.title);
    expect(await titles('severity=high')).toEqual(['Watermain on Queen Street']);
    expect(await titles('severity=urgent,high')).toHaveLength(2);
    expect(await titles('category=zoning')).toEqual(['Rezoning at 100 Harbour Street']);
    expect(await titles(`municipalityId=${torontoId}`)).toEqual(['Watermain on Queen Street']);
    expect(await titles(`propertyId=${plaza}`)).toEqual(['Watermain on Queen Street']);
    const toronto = (await getMap(owner.token, `?from=${from}&municipalityId=${torontoId}`)).json();
    expect(toronto.properties.map((p: { name: string }) => p.name)).toEqual(['Queen Plaza', 'Unplaced Lot']);
    const to = new Date(Date.now() - 100 * DAY).toISOString().slice(0, 10);
    expect(await titles(`to=${to}`)).toEqual(['Watermain on Queen Street']);
  });

  test("one alert's property and items, whatever the period", async () => {
    const body = (await getMap(owner.token, `?alertId=${towerAlert}&from=2000-01-01&to=2000-01-02`)).json();
    expect(body.properties.map((p: { id: string }) => p.id)).toEqual([tower]);
    expect(body.items.map((i: { alert_id: number }) => i.alert_id)).toEqual([towerAlert]);
  });

  test("tenant isolation: another company's properties, items, alert and property are not seen", async () => {
    const from = new Date(Date.now() - 365 * DAY).toISOString().slice(0, 10);
    const theirs = (await getMap(other.token, `?from=${from}`)).json();
    expect(theirs.properties.map((p: { name: string }) => p.name)).toEqual(['Elsewhere Lot']);
    expect(theirs.items.map((i: { alert_id: number }) => i.alert_id)).toEqual([foreignAlert]);
    const ours = (await getMap(owner.token, `?from=${from}`)).json();
    expect(ours.items.some((i: { alert_id: number }) => i.alert_id === foreignAlert)).toBe(false);
    expect(ours.properties.some((p: { id: string }) => p.id === foreignProperty)).toBe(false);
    const alertRes = await getMap(owner.token, `?alertId=${foreignAlert}`);
    expect(alertRes.statusCode).toBe(404);
    expect(alertRes.json()).toEqual({ detail: 'Alert not found' });
    const propertyRes = await getMap(owner.token, `?propertyId=${foreignProperty}`);
    expect(propertyRes.statusCode).toBe(404);
    expect(propertyRes.json()).toEqual({ detail: 'Property not found' });
  });

  test.each([
    ['from=yesterday', 'From must be a date such as 2026-01-31 or an ISO date-time'],
    ['from=2026-02-30', 'From must be a date such as 2026-01-31 or an ISO date-time'],
    ['to=31/01/2026', 'To must be a date such as 2026-01-31 or an ISO date-time'],
    ['from=2026-02-01&to=2026-01-01', 'To must not be before From'],
    ['from=2000-01-01&to=2026-01-01', 'The period may span 3660 days at most'],
    ['severity=critical', 'Severity must be one of: urgent, high, normal'],
    ['severity=urgent,loud', 'Severity must be one of: urgent, high, normal'],
    ['category=parks', 'Category must be one of: zoning, fees, development, infrastructure, others'],
    ['municipalityId=-3', 'Municipality id must be an integer between 1 and 2147483647'],
    ['limit=0', `Limit must be an integer between 1 and ${MAP_ITEMS_MAX}`],
    [`limit=${MAP_ITEMS_MAX + 1}`, `Limit must be an integer between 1 and ${MAP_ITEMS_MAX}`],
    ['alertId=abc', 'Alert id must be an integer between 1 and 2147483647'],
  ])('a bad filter answers 400 with a sentence: %s', async (query, detail) => {
    const res = await getMap(owner.token, `?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail });
  });

  test('an over-long filter value is refused by the schema', async () => {
    const res = await getMap(owner.token, `?severity=${'urgent,'.repeat(20)}`);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().detail).toBe('string');
  });

  test('the bound: beyond `limit` the newest items are kept and `truncated` says so', async () => {
    const from = new Date(Date.now() - 365 * DAY).toISOString().slice(0, 10);
    const one = (await getMap(owner.token, `?from=${from}&limit=1`)).json();
    expect(one.items.map((i: { title: string }) => i.title)).toEqual(['Rezoning at 100 Harbour Street']);
    expect(one).toMatchObject({ truncated: true, limit: 1 });
    const two = (await getMap(owner.token, `?from=${from}&limit=2`)).json();
    expect(two).toMatchObject({ truncated: false, limit: 2 });
  });

  test('the tile service of MAP_TILE_URL is delivered, and its origin allowed for images', async () => {
    const app = await ctx.buildAnother({
      MAP_TILE_URL: 'http://127.0.0.1:42999/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: 'Local tiles',
    });
    const res = await apiCall(app, 'GET', '/api/map', owner.token);
    expect(res.json().tiles).toEqual({ url: 'http://127.0.0.1:42999/{z}/{x}/{y}.png', attribution: 'Local tiles' });
    expect(res.headers['content-security-policy']).toContain('img-src');
    expect(String(res.headers['content-security-policy'])).toContain('http://127.0.0.1:42999');
  });
});

describe('MAP_TILE_URL and MAP_ATTRIBUTION', () => {
  test('unset: no basemap', () => {
    expect(loadConfig({}).mapTiles).toEqual({ url: null, attribution: '' });
  });

  test.each([
    ['ftp://tiles.example.org/{z}/{x}/{y}.png', /MAP_TILE_URL/],
    ['https://tiles.example.org/{z}/{x}.png', /MAP_TILE_URL/],
    ['https://tiles example.org/{z}/{x}/{y}.png', /MAP_TILE_URL/],
  ])('a bad template stops the server with its name: %s', (url, message) => {
    expect(() => loadConfig({ MAP_TILE_URL: url, MAP_ATTRIBUTION: 'x' })).toThrow(message);
  });

  test('a tile service needs its attribution', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png' })).toThrow(/MAP_ATTRIBUTION/);
  });
});
