import { sql } from 'drizzle-orm';
import { ARCGIS_LIMITS } from '../../src/applications/arcgis.js';
import { RegistryReadError } from '../../src/applications/bounded-json.js';
import type { FieldMapping } from '../../src/applications/mapping.js';
import { readRegistrySource, type RegistrySourceRow } from '../../src/applications/read-source.js';
import { queryRows } from '../../src/db/rows.js';
import { createPoliteFetch } from '../../src/pipeline/connectors/http.js';
import { startArcgisSite, type ArcgisFeature, type ArcgisSite } from '../helpers/arcgis-site.js';
import { createTestContext, type TestContext } from '../helpers/helpers.js';

/*
 * The generic ArcGIS layer connector against a loopback layer that speaks the ArcGIS REST query protocol
 * (arcgis-site.ts): the layer's description, paged queries, a where on the modified date for a later read, the
 * source's field mapping, and the error answer given with HTTP 200.
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
const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
const feature = (
  id: number,
  file: string,
  type: string,
  address: string,
  edited: string,
  point = true,
): ArcgisFeature => ({
  attributes: {
    OBJECTID: id,
    FILE_NUMBER: file,
    APP_TYPE: type,
    STATUS: 'Under Review',
    ADDRESS: address,
    DESCRIPTION: `To permit a 12-storey mixed-use building with 140 residential units at ${address}`,
    RECEIVED: day('2025-01-15'),
    EDITED: day(edited),
  },
  geometry: point ? { x: -79.6441 + id / 1000, y: 43.589 } : null,
});

let ctx: TestContext;
let site: ArcgisSite;
let row: RegistrySourceRow;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await startArcgisSite([
    feature(1, 'OZ 25/001 W7', 'Official Plan Amendment / Rezoning', '100 City Centre Dr', '2025-02-01'),
    feature(2, 'SPA 25-014', 'Site Plan', '55 Square One Dr', '2025-02-02'),
    feature(3, '21T-25003', 'Draft Plan of Subdivision', '7 Elm Dr W', '2025-02-03', false),
    feature(4, 'OZ 25/002', 'Rezoning', '20 Hurontario St', '2025-02-04'),
    feature(5, 'CDM-25-7', 'Draft Plan of Condominium', '1 Park St', '2025-02-05'),
  ]);
  const [m] = await queryRows(ctx.database.db, sql`select id from municipalities where name = 'Mississauga'`);
  row = {
    name: 'arcgis:mississauga',
    connector: 'arcgis',
    baseUrl: site.layerUrl,
    municipalityId: Number(m!.id),
    settings: { mapping: MAPPING },
  };
});
afterAll(async () => {
  await site.close();
  await ctx.close();
});

describe('ArcGIS feature layer of applications', () => {
  it('reads every page of the layer with the source mapping', async () => {
    const result = await readRegistrySource(ctx.database.db, row, fetch);
    expect(result).toMatchObject({ rows: 5, written: 5, unreadable: 0 });
    // maxRecordCount 2: three pages, ordered by the object id, WGS84, all fields, JSON.
    expect(site.queries.map((q) => [q.get('resultOffset'), q.get('resultRecordCount'), q.get('where')])).toEqual([
      ['0', '2', '1=1'],
      ['2', '2', '1=1'],
      ['4', '2', '1=1'],
    ]);
    expect(site.queries[0]!.get('outSR')).toBe('4326');
    const apps = await queryRows(
      ctx.database.db,
      sql`select file_key, type, addresses, latitude, filed_on::text, facts from applications where source = 'arcgis:mississauga' order by id`,
    );
    expect(apps.map((a) => [a.file_key, a.type])).toEqual([
      ['OZ-25-1', 'official_plan_amendment'],
      ['SPA-25-14', 'site_plan'],
      ['21-T-25003', 'draft_plan_of_subdivision'],
      ['OZ-25-2', 'zoning_bylaw_amendment'],
      ['CDM-25-7', 'draft_plan_of_condominium'],
    ]);
    expect(apps[0]).toMatchObject({ addresses: ['100 City Centre Dr'], latitude: 43.589, filed_on: '2025-01-15' });
    expect(apps[2]!.latitude).toBeNull();
    expect(apps[0]!.facts).toEqual([
      expect.objectContaining({ name: 'storeys', value: '12', quote: '12-storey', citedFrom: 'description' }),
      expect.objectContaining({ name: 'units', value: '140', quote: '140 residential units' }),
      expect.objectContaining({ name: 'use', value: 'mixed-use' }),
    ]);
  });

  it('asks a later read only for the rows changed since the newest stored date', async () => {
    site.queries.length = 0;
    site.features[1]!.attributes.STATUS = 'Approved';
    site.features[1]!.attributes.EDITED = day('2025-03-01');
    const result = await readRegistrySource(ctx.database.db, row, fetch);
    expect(site.queries.map((q) => q.get('where'))).toEqual(["EDITED > TIMESTAMP '2025-02-05 12:00:00'"]);
    expect(result).toMatchObject({ rows: 1, written: 1 });
    const [app] = await queryRows(ctx.database.db, sql`select status from applications where file_key = 'SPA-25-14'`);
    expect(app).toEqual({ status: 'Approved' });
  });

  it('fails with the layer error given with HTTP 200, a mapping without an id, and more pages than its bound', async () => {
    await expect(
      readRegistrySource(ctx.database.db, { ...row, settings: { mapping: { fileNumber: 'X' } } }, fetch),
    ).rejects.toThrow(/names no record id/);
    await expect(
      readRegistrySource(
        ctx.database.db,
        { ...row, baseUrl: `${site.url}/arcgis/rest/services/Nope/FeatureServer/0` },
        fetch,
      ),
    ).rejects.toThrow(/answered 404/);
    site.failQueries = true;
    await expect(readRegistrySource(ctx.database.db, row, fetch)).rejects.toThrow(
      /query: Unable to complete operation/,
    );
    site.failQueries = false;
    await ctx.database.db.execute(sql`delete from application_records where source = 'arcgis:mississauga'`);
    await expect(
      readRegistrySource(ctx.database.db, row, fetch, { arcgis: { ...ARCGIS_LIMITS, maxPages: 1 } }),
    ).rejects.toThrow(RegistryReadError);
  });
});
