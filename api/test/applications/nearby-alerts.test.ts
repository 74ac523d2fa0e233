import { eq, sql } from 'drizzle-orm';
import { alertApplicationSteps, alertNewApplications } from '../../src/applications/alerts.js';
import { NEARBY_SUMMARY_NAMES } from '../../src/applications/nearby.js';
import type { RegistryRecord } from '../../src/applications/record.js';
import { emptyStoreResult, storeRecords } from '../../src/applications/store.js';
import { municipalities, properties } from '../../src/db/schema/index.js';
import { queryRows } from '../../src/db/rows.js';
import { asSystem } from '../../src/db/tenant-context.js';
import { apiCall, createTestContext, registerUser, type RegisteredUser, type TestContext } from '../helpers/helpers.js';

/*
 * New files beyond the near radius (docs/applications.md "Alerts"): a property with one such file in a read gets
 * that file's own alert; a property with several gets one alert listing them, nearest first, whose later steps still
 * reach it; nearer files keep their own alerts. On the real app and database, scoped by company.
 */
let ctx: TestContext;
let owner: RegisteredUser;
let other: RegisteredUser;
let torontoId: number;
let listed: string;
let single: string;
let otherLot: string;
const ids: Record<string, number> = {};

// Metres to degrees of latitude (north of a point).
const north = (meters: number) => meters / 111_195;
const BASE = { lat: 43.65, lng: -79.4 };

const record = (key: string, metersNorth: number, type = 'minor_variance'): RegistryRecord => ({
  recordId: `nearby-${key}`,
  fileNumber: `A${key.padStart(4, '0')}/26TEY`,
  type: type as RegistryRecord['type'],
  status: 'Under Review',
  addresses: [`${100 + key.length} Nearby Street`],
  point: { lat: BASE.lat + north(metersNorth), lng: BASE.lng },
  description: `To permit a rear addition (file ${key}).`,
  filedOn: '2026-11-02',
  hearingOn: null,
  decidedOn: null,
  modifiedAt: null,
  link: null,
  events: [{ kind: 'filed', on: '2026-11-02', title: 'Application filed' }],
  skip: null,
  hash: `nearby-${key}`,
});

async function property(companyId: string, name: string, metersNorth: number): Promise<string> {
  const [p] = await ctx.database.db
    .insert(properties)
    .values({
      companyId,
      name,
      address: `${name}, Toronto, ON`,
      municipalityId: torontoId,
      latitude: BASE.lat + north(metersNorth),
      longitude: BASE.lng,
    })
    .returning();
  return p!.id;
}

const alertsOf = (propertyId: string) =>
  queryRows(
    ctx.database.db,
    sql`select a.id, a.source_key, a.severity, a.title, a.summary, ai.evidence, ai.impact_summary
        from alerts a join alert_items ai on ai.alert_id = a.id where a.property_id = ${propertyId}::uuid order by a.id`,
  );

beforeAll(async () => {
  ctx = await createTestContext({ MATCH_RADII_METERS: '150,500,1000', MATCH_NEAR_RADIUS_METERS: '400' });
  owner = await registerUser(ctx.app, { company_name: 'Listing Co' });
  other = await registerUser(ctx.app, { company_name: 'Other Listing Co' });
  const [toronto] = await ctx.database.db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
  torontoId = toronto!.id;
  // The files, north of BASE: 'near' 100 m, 'a' 600 m, 'b' 800 m, 'c' 900 m (c is a site plan).
  listed = await property(owner.user.company_id, 'Listed House', 0);
  // 2,600 m north: within 1,000 m of 'far' (3,200 m) only.
  single = await property(owner.user.company_id, 'Single House', 2600);
  otherLot = await property(other.user.company_id, 'Other Lot', 0);
  const into = emptyStoreResult();
  await storeRecords(
    ctx.database.db,
    'test:nearby',
    torontoId,
    [record('near', 100), record('a', 600), record('b', 800), record('c', 900, 'site_plan'), record('far', 3200)],
    into,
  );
  const rows = await queryRows(
    ctx.database.db,
    sql`select id, file_numbers[1] as file from applications where id = any(${`{${into.created.join(',')}}`}::int[])`,
  );
  for (const r of rows) ids[String(r.file).slice(1, 5).replace(/^0+/, '')] = Number(r.id);
  // Other Lot hears about site plans only beyond the near radius.
  await ctx.database.db
    .update(properties)
    .set({ applicationTypes: ['site_plan'] })
    .where(eq(properties.id, otherLot));
  await ctx.app.applications.alertNew(into.created);
}, 300_000);
afterAll(async () => {
  await ctx?.close();
});

describe('new files beyond the near radius', () => {
  it('lists several in one alert, nearest first, and keeps a nearer file its own alert', async () => {
    const rows = await alertsOf(listed);
    expect(rows.map((r) => [r.source_key, r.severity])).toEqual([
      [`application:${ids.near}`, 'high'],
      [`applications:${Math.min(...Object.values(ids))}-${Math.max(...Object.values(ids))}`, 'normal'],
    ]);
    const listing = rows[1]!;
    expect(listing.title).toBe('New applications: 3 files within 1000 m');
    expect(listing.summary).toBe(
      '3 applications filed 400 to 1000 m from the property: Minor variance at 101 Nearby Street (A000a/26TEY), 600 m; ' +
        'Minor variance at 101 Nearby Street (A000b/26TEY), 800 m; Site plan at 101 Nearby Street (A000c/26TEY), 900 m.',
    );
    expect(listing.impact_summary).toBe('3 applications filed 400 to 1000 m from the property');
    expect(
      (listing.evidence as Array<{ applicationId: number; distanceMeters: number }>).map((e) => [
        e.applicationId,
        e.distanceMeters,
      ]),
    ).toEqual([
      [ids.a, 600],
      [ids.b, 800],
      [ids.c, 900],
    ]);
  });

  it("gives a property's only farther file its own alert, as before", async () => {
    const rows = await alertsOf(single);
    expect(rows.map((r) => [r.source_key, r.severity, r.title])).toEqual([
      [`application:${ids.far}`, 'normal', 'New application: Minor variance at 103 Nearby Street (A0far/26TEY)'],
    ]);
  });

  it("follows the property's chosen types: another company's lot hears of the site plan alone, in its own alert", async () => {
    const rows = await alertsOf(otherLot);
    expect(rows.map((r) => [r.source_key, r.severity])).toEqual([
      [`application:${ids.near}`, 'high'],
      [`application:${ids.c}`, 'normal'],
    ]);
  });

  it('writes nothing twice when the same files are matched again', async () => {
    const before = await queryRows(ctx.database.db, sql`select count(*)::int as n from alerts`);
    expect(await ctx.app.applications.alertNew(Object.values(ids))).toEqual([]);
    const after = await queryRows(ctx.database.db, sql`select count(*)::int as n from alerts`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('shows the listed files on the wire with their distances, to its company only', async () => {
    const [listing] = (await alertsOf(listed)).filter((r) => String(r.source_key).startsWith('applications:'));
    const res = await apiCall(ctx.app, 'GET', `/api/alerts/${listing!.id}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .listed_applications.map((a: { id: number; distanceMeters: number; fileNumber: string }) => [
          a.id,
          a.fileNumber,
          a.distanceMeters,
        ]),
    ).toEqual([
      [ids.a, 'A000a/26TEY', 600],
      [ids.b, 'A000b/26TEY', 800],
      [ids.c, 'A000c/26TEY', 900],
    ]);
    expect((await apiCall(ctx.app, 'GET', `/api/alerts/${listing!.id}`, other.token)).statusCode).toBe(404);
    // Another alert lists nothing.
    const [own] = await alertsOf(single);
    expect((await apiCall(ctx.app, 'GET', `/api/alerts/${own!.id}`, owner.token)).json().listed_applications).toEqual(
      [],
    );
    // The file's page links the property to the listing; the other company's page shows its own lot only.
    const page = (await apiCall(ctx.app, 'GET', `/api/applications/${ids.b}`, owner.token)).json();
    expect(page.properties).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: listed, alertId: Number(listing!.id) })]),
    );
    const theirs = (await apiCall(ctx.app, 'GET', `/api/applications/${ids.b}`, other.token)).json();
    expect(theirs.properties.map((p: { id: string }) => p.id)).toEqual([otherLot]);
  });

  it("raises a listed file's later step for the property that was told of it", async () => {
    const [event] = await queryRows(
      ctx.database.db,
      sql`insert into application_events (application_id, ref, kind, occurred_on, title, source, join_reason)
          values (${ids.b}, 'test:hearing', 'hearing_scheduled', '2026-12-10', 'Hearing scheduled', 'registry', 'registry status')
          returning id`,
    );
    const made = await asSystem('test: a later step', () =>
      alertApplicationSteps(ctx.database.db, [Number(event!.id)]),
    );
    const steps = await queryRows(
      ctx.database.db,
      sql`select property_id, severity, title from alerts where source_key = ${`application:${ids.b}:step:${event!.id}`}`,
    );
    expect(steps).toEqual([
      { property_id: listed, severity: 'normal', title: 'A000b/26TEY: hearing scheduled on 2026-12-10' },
    ]);
    expect(made).toHaveLength(1);
  });

  it("finds a file's alerts by the file's words (its application's index), its company's alerts only", async () => {
    const found = async (user: RegisteredUser) => {
      const res = await apiCall(ctx.app, 'GET', `/api/search?q=${encodeURIComponent('rear addition')}`, user.token);
      expect(res.statusCode).toBe(200);
      const alertsGroup = (res.json().groups as Array<{ kind: string; results: Array<{ id: string }> }>).find(
        (g) => g.kind === 'alerts',
      );
      return (alertsGroup?.results ?? []).map((r) => Number(r.id)).sort((x, y) => x - y);
    };
    const heads = async (companyId: string) =>
      (
        await queryRows(
          ctx.database.db,
          // The heads of the files' threads and their updates; not the listings (their own words).
          sql`select id from alerts where company_id = ${companyId}::uuid and source_key like 'application:%' order by id`,
        )
      ).map((r) => Number(r.id));
    expect(await found(owner)).toEqual(await heads(owner.user.company_id));
    expect(await found(other)).toEqual(await heads(other.user.company_id));
    expect((await heads(owner.user.company_id)).length).toBeGreaterThan(0);
  });

  it('matches the new files in bounded batches: a listing per batch', async () => {
    const three = [record('p', 600), record('q', 700), record('r', 800)];
    const into = emptyStoreResult();
    await storeRecords(ctx.database.db, 'test:nearby', torontoId, three, into);
    const [first, second, third] = [...into.created].sort((x, y) => x - y);
    await asSystem('test: batches of two', () =>
      alertNewApplications(ctx.database.db, into.created, { nearRadius: 400, lastRadius: 1000, listingBatch: 2 }),
    );
    const keys = (await alertsOf(listed))
      .map((r) => String(r.source_key))
      .filter((k) => k.startsWith(`applications:${first}-`) || k === `application:${third}`);
    // The first batch's two files in one listing; the second batch's one file as its own alert.
    expect(keys).toEqual([`applications:${first}-${second}`, `application:${third}`]);
  });

  it(`names ${NEARBY_SUMMARY_NAMES} files in the summary and counts the others`, async () => {
    const many = Array.from({ length: NEARBY_SUMMARY_NAMES + 2 }, (_, i) => record(`m${i}`, 500 + i * 50));
    const into = emptyStoreResult();
    await storeRecords(ctx.database.db, 'test:nearby', torontoId, many, into);
    await ctx.app.applications.alertNew(into.created);
    const [listing] = (await alertsOf(listed)).filter((r) =>
      String(r.source_key).startsWith(`applications:${Math.min(...into.created)}-`),
    );
    expect(listing!.summary).toMatch(/; and 2 more\.$/);
    expect(listing!.evidence).toHaveLength(NEARBY_SUMMARY_NAMES + 2);
  });
});
