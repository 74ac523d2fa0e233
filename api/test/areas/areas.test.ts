import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FieldMapping } from '../../src/applications/mapping.js';
import type { RegistrySourceRow } from '../../src/applications/read-source.js';
import { alertItems, alerts, watches } from '../../src/db/schema/index.js';
import { queryRows } from '../../src/db/rows.js';
import { createPoliteFetch } from '../../src/pipeline/connectors/http.js';
import { startArcgisSite, type ArcgisFeature, type ArcgisSite } from '../helpers/arcgis-site.js';
import { apiCall, companyWithAnalyst, createTestContext, registerUser, type TestContext } from '../helpers/helpers.js';

/*
 * Area watches on the real app and database: the API's rules and bounds (geometry refused with a clear detail, types,
 * rights of admins and analysts, limits, another company's area never found), and the matching of new applications
 * read from a loopback ArcGIS layer (arcgis-site.ts speaks the ArcGIS REST query protocol; no municipality is
 * reached) against a concave polygon, a circle and a point on an edge, one alert per area and file.
 */
const fetch = createPoliteFetch({ userAgent: 'ParcelwatchTest/1.0', minIntervalMs: 0, retries: 0, timeoutMs: 5000 });
const MAPPING: FieldMapping = {
  recordId: 'OBJECTID',
  fileNumber: 'FILE_NUMBER',
  type: 'APP_TYPE',
  status: 'STATUS',
  address: 'ADDRESS',
  description: 'DESCRIPTION',
  filedOn: 'RECEIVED',
  modified: 'EDITED',
};

// An L-shaped (concave) area of Mississauga City Centre, longitude first.
const L = {
  type: 'polygon' as const,
  coordinates: [
    [-79.65, 43.58],
    [-79.62, 43.58],
    [-79.62, 43.59],
    [-79.64, 43.59],
    [-79.64, 43.6],
    [-79.65, 43.6],
  ],
};
const CIRCLE = { type: 'circle' as const, center: [-79.7, 43.7], radius_m: 1000 };

const feature = (id: number, file: string, type: string, x: number, y: number): ArcgisFeature => ({
  attributes: {
    OBJECTID: id,
    FILE_NUMBER: file,
    APP_TYPE: type,
    STATUS: 'Under Review',
    ADDRESS: `${id} Test Street`,
    DESCRIPTION: 'To permit a 6-storey building',
    RECEIVED: Date.parse('2026-11-01T12:00:00Z'),
    EDITED: Date.parse('2026-11-02T12:00:00Z'),
  },
  geometry: { x, y },
});

let ctx: TestContext;
let site: ArcgisSite;
let row: RegistrySourceRow;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await startArcgisSite([]);
  const [m] = await queryRows(ctx.database.db, sql`select id from municipalities where name = 'Mississauga'`);
  row = {
    name: 'arcgis:mississauga',
    connector: 'arcgis',
    baseUrl: site.layerUrl,
    municipalityId: Number(m!.id),
    settings: { mapping: MAPPING },
  };
}, 300_000);
afterAll(async () => {
  await site?.close();
  await ctx?.close();
});

describe('the areas API', () => {
  it('creates, reads, changes and deletes an area; refuses bad geometry with a clear detail', async () => {
    const { admin, analyst } = await companyWithAnalyst(ctx, { company_name: 'Areas Co' });
    const created = await apiCall(ctx.app, 'POST', '/api/areas', analyst.token, {
      name: '  City Centre  ',
      geometry: { ...L, coordinates: [...L.coordinates, L.coordinates[0]] }, // a closed ring is accepted
      application_types: ['site_plan', 'minor_variance'],
      delivery: 'digest',
    });
    expect(created.statusCode).toBe(201);
    const area = created.json();
    expect(area).toMatchObject({
      name: 'City Centre',
      geometry: L,
      application_types: ['site_plan', 'minor_variance'],
      all_types: false,
      delivery: 'digest',
      company_wide: false,
      can_edit: true,
      match_count: 0,
      bounds: { south: 43.58, west: -79.65, north: 43.6, east: -79.62 },
    });
    // An area is not a keyword watch: it is not in the watch lists, nor changed through them.
    expect((await apiCall(ctx.app, 'GET', '/api/watches', analyst.token)).json()).toEqual([]);
    expect((await apiCall(ctx.app, 'PATCH', `/api/watches/${area.id}`, admin.token, { name: 'x' })).statusCode).toBe(
      404,
    );
    // The admin sees it and may change it; every type again is stored as "all".
    const changed = await apiCall(ctx.app, 'PATCH', `/api/areas/${area.id}`, admin.token, {
      name: 'Renamed',
      application_types: [
        'official_plan_amendment',
        'zoning_bylaw_amendment',
        'site_plan',
        'draft_plan_of_subdivision',
        'draft_plan_of_condominium',
        'consent',
        'minor_variance',
        'other',
      ],
      geometry: CIRCLE,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Renamed', all_types: true, geometry: CIRCLE });

    const refused = async (geometry: unknown, detail: RegExp, extra: Record<string, unknown> = {}) => {
      const res = await apiCall(ctx.app, 'POST', '/api/areas', analyst.token, { name: 'Bad', geometry, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(detail);
    };
    const bowTie = [
      [-79.65, 43.58],
      [-79.62, 43.6],
      [-79.62, 43.58],
      [-79.65, 43.6],
    ];
    await refused({ type: 'polygon', coordinates: bowTie }, /crosses itself/);
    await refused(
      {
        type: 'polygon',
        coordinates: [
          [-79.65, 43.58],
          [-79.64, 43.59],
          [-79.63, 43.6],
        ],
      },
      /no area/,
    );
    await refused({ type: 'circle', center: [-73.56, 45.5], radius_m: 500 }, /Ontario/);
    await refused({ type: 'circle', center: [-79.6, 43.6], radius_m: 60_000 }, /radius/);
    await refused({ type: 'circle', center: [-79.6, 43.6], radius_m: 500 }, /application type/, {
      application_types: [],
    });
    const tooMany = Array.from({ length: 201 }, (_, i) => [
      -79.6 + 0.01 * Math.cos((2 * Math.PI * i) / 201),
      43.6 + 0.01 * Math.sin((2 * Math.PI * i) / 201),
    ]);
    await refused({ type: 'polygon', coordinates: tooMany }, /at most 200 vertices/);
    const schemaRefusal = await apiCall(ctx.app, 'POST', '/api/areas', analyst.token, {
      name: 'Bad',
      geometry: { type: 'polygon', coordinates: Array.from({ length: 300 }, () => [-79.6, 43.6]) },
    });
    expect(schemaRefusal.statusCode).toBe(400);
    expect(typeof schemaRefusal.json().detail).toBe('string');

    // Only admins make company areas; an analyst cannot change one.
    expect(
      (
        await apiCall(ctx.app, 'POST', '/api/areas', analyst.token, {
          name: 'Company',
          geometry: CIRCLE,
          company_wide: true,
        })
      ).statusCode,
    ).toBe(403);
    const company = await apiCall(ctx.app, 'POST', '/api/areas', admin.token, {
      name: 'Company',
      geometry: CIRCLE,
      company_wide: true,
    });
    expect(company.statusCode).toBe(201);
    expect(
      (await apiCall(ctx.app, 'PATCH', `/api/areas/${company.json().id}`, analyst.token, { name: 'x' })).statusCode,
    ).toBe(403);
    expect((await apiCall(ctx.app, 'GET', '/api/areas', analyst.token)).json()).toHaveLength(2);

    expect((await apiCall(ctx.app, 'DELETE', `/api/areas/${area.id}`, analyst.token)).statusCode).toBe(204);
    expect((await apiCall(ctx.app, 'GET', `/api/areas/${area.id}`, analyst.token)).statusCode).toBe(404);
    expect((await apiCall(ctx.app, 'GET', '/api/areas/not-a-uuid', analyst.token)).statusCode).toBe(404);
  });

  it("never shows or changes another company's area", async () => {
    const owner = await registerUser(ctx.app, { company_name: 'Owner Areas' });
    const other = await registerUser(ctx.app, { company_name: 'Other Areas' });
    const area = (
      await apiCall(ctx.app, 'POST', '/api/areas', owner.token, { name: 'Mine', geometry: CIRCLE, company_wide: true })
    ).json();
    expect((await apiCall(ctx.app, 'GET', '/api/areas', other.token)).json()).toEqual([]);
    expect((await apiCall(ctx.app, 'GET', `/api/areas/${area.id}`, other.token)).statusCode).toBe(404);
    expect((await apiCall(ctx.app, 'PATCH', `/api/areas/${area.id}`, other.token, { name: 'x' })).statusCode).toBe(404);
    expect((await apiCall(ctx.app, 'DELETE', `/api/areas/${area.id}`, other.token)).statusCode).toBe(404);
    expect((await apiCall(ctx.app, 'GET', `/api/areas/${area.id}`, owner.token)).json().name).toBe('Mine');
  });

  it('keeps a user to 25 areas of their own', async () => {
    const user = await registerUser(ctx.app, { company_name: 'Many Areas' });
    for (let i = 0; i < 25; i++) {
      const res = await apiCall(ctx.app, 'POST', '/api/areas', user.token, { name: `A${i}`, geometry: CIRCLE });
      expect(res.statusCode).toBe(201);
    }
    const res = await apiCall(ctx.app, 'POST', '/api/areas', user.token, { name: 'One more', geometry: CIRCLE });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('You can have at most 25 areas of your own: delete one first.');
    // Areas do not count against the keyword watches.
    expect(
      (await apiCall(ctx.app, 'POST', '/api/watches', user.token, { name: 'W', terms: 'rezoning' })).statusCode,
    ).toBe(201);
  });
});

describe('new applications inside areas', () => {
  it('raises one alert per area and file: a concave polygon, a point on its edge, a circle, types, pause', async () => {
    const owner = await registerUser(ctx.app, { company_name: 'Matcher Co' });
    const other = await registerUser(ctx.app, { company_name: 'Circle Co' });
    const post = async (token: string, body: Record<string, unknown>) => {
      const res = await apiCall(ctx.app, 'POST', '/api/areas', token, body);
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    const lArea = await post(owner.token, { name: 'The L', geometry: L });
    const siteOnly = await post(owner.token, { name: 'Site plans', geometry: L, application_types: ['site_plan'] });
    const paused = await post(owner.token, { name: 'Paused', geometry: L, paused: true });
    const circle = await post(other.token, { name: 'Circle', geometry: CIRCLE, delivery: 'none' });

    site.features.push(
      feature(1, 'OZ 26/001', 'Rezoning', -79.645, 43.585), // the foot of the L
      feature(2, 'SPA 26-002', 'Site Plan', -79.63, 43.595), // the notch: inside the box, outside the L
      feature(3, 'SPA 26-003', 'Site Plan', -79.64, 43.595), // on the L's inner edge
      feature(4, 'A-26-004', 'Minor Variance', -79.7, 43.705), // 556 m north of the circle's centre
      feature(5, 'A-26-005', 'Minor Variance', -79.7, 43.72), // 2.2 km north: outside
    );
    const result = await ctx.app.applications.readRegistry(row, fetch);
    expect(result.created).toHaveLength(5);

    const found = await ctx.database.db
      .select({ watchId: alerts.watchId, key: alerts.sourceKey, title: alerts.title, companyId: alerts.companyId })
      .from(alerts)
      // This test's areas (the areas of the tests above are circles around the same point).
      .where(inArray(alerts.watchId, [lArea, siteOnly, paused, circle]));
    const fileOf = async (key: string) => {
      const [a] = await queryRows(
        ctx.database.db,
        sql`select file_numbers[1] as f from applications where id = ${Number(key.split(':')[1])}`,
      );
      return String(a!.f);
    };
    const got: string[] = [];
    for (const f of found)
      got.push(
        `${f.watchId === lArea ? 'L' : f.watchId === siteOnly ? 'site' : f.watchId === circle ? 'circle' : f.watchId === paused ? 'paused' : '?'} ${await fileOf(f.key)}`,
      );
    expect(got.sort()).toEqual(['L OZ 26/001', 'L SPA 26-003', 'circle A-26-004', 'site SPA 26-003']);
    expect(result.alertIds).toEqual(expect.arrayContaining([expect.any(Number)]));

    const [one] = await ctx.database.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.watchId, circle)));
    expect(one).toMatchObject({ companyId: other.user.company_id, severity: 'normal', categories: ['watch'] });
    expect(one!.title).toBe('New application: Minor variance at 4 Test Street (A-26-004)');
    const [impact] = await ctx.database.db.select().from(alertItems).where(eq(alertItems.alertId, one!.id));
    expect(impact).toMatchObject({ rule: 'area' });
    expect(impact!.evidence[0]).toMatchObject({ rule: 'area', detail: 'inside the area "Circle"' });

    // The owner's alerts list shows its area alerts, the other company's never.
    const list = await apiCall(ctx.app, 'GET', '/api/alerts?page_size=50', owner.token);
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('OZ 26/001');
    expect(JSON.stringify(list.json())).not.toContain('A-26-004');
    expect((await apiCall(ctx.app, 'GET', `/api/areas/${lArea}`, owner.token)).json().match_count).toBe(2);

    // A second read of the same layer adds nothing.
    const again = await ctx.app.applications.readRegistry(row, fetch);
    expect(again.alertIds).toEqual([]);
    const [count] = await queryRows(
      ctx.database.db,
      sql`select count(*)::int as n from alerts where watch_id in (${lArea}::uuid, ${siteOnly}::uuid, ${paused}::uuid, ${circle}::uuid)`,
    );
    expect(Number(count!.n)).toBe(4);
    // The areas are rows of watches, kind 'area'.
    const kinds = await ctx.database.db.select({ kind: watches.kind }).from(watches).where(eq(watches.id, lArea));
    expect(kinds).toEqual([{ kind: 'area' }]);
  });
});
