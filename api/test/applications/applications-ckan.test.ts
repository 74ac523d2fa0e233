import { sql } from 'drizzle-orm';
import { RegistryReadError } from '../../src/applications/bounded-json.js';
import { CKAN_LIMITS } from '../../src/applications/ckan.js';
import { readRegistrySource, type RegistrySourceRow } from '../../src/applications/read-source.js';
import { TORONTO_DATASETS } from '../../src/applications/toronto.js';
import type { Database } from '../../src/db/client.js';
import { queryRows } from '../../src/db/rows.js';
import { createPoliteFetch } from '../../src/pipeline/connectors/http.js';
import { coaCaptureRows, startCkanSite, type CkanSite } from '../helpers/ckan-site.js';
import { createTestContext, type TestContext } from '../helpers/helpers.js';

/*
 * Toronto Open Data's Committee of Adjustment dataset read through a loopback CKAN portal that speaks CKAN's action
 * API (package_show, paged datastore_search) and serves the REAL capture (396 rows of the city's dataset).
 */
const fetch = createPoliteFetch({ userAgent: 'ParcelwatchTest/1.0', minIntervalMs: 0, retries: 0, timeoutMs: 5000 });

let ctx: TestContext;
let database: Database;
let site: CkanSite;
let row: RegistrySourceRow;
let capture: Array<Record<string, unknown>>;

beforeAll(async () => {
  ctx = await createTestContext();
  database = ctx.database;
  capture = await coaCaptureRows();
  site = await startCkanSite({ [TORONTO_DATASETS.coa]: capture });
  const [toronto] = await queryRows(database.db, sql`select id from municipalities where name = 'Toronto'`);
  row = {
    name: 'ckan:toronto',
    connector: 'ckan',
    baseUrl: site.url,
    municipalityId: Number(toronto!.id),
    settings: { datasets: [TORONTO_DATASETS.coa] },
  };
});
afterAll(async () => {
  await site.close();
  await ctx.close();
});

const limits = { ckan: { ...CKAN_LIMITS, pageSize: 100 } };

describe('Toronto Committee of Adjustment capture through CKAN', () => {
  it('gives one application per real file, leaving out and counting rows created in error and duplicate folders', async () => {
    expect(capture).toHaveLength(396);
    const result = await readRegistrySource(database.db, row, fetch, limits);
    expect(result.rows).toBe(396);
    expect(result.skipped).toEqual({ created_in_error: 1, duplicate: 1 });
    // package_show, then 4 pages of 100 (the last one short).
    expect(site.requests[0]).toMatch(/^\/api\/3\/action\/package_show\?id=committee-of-adjustment-applications/);
    expect(site.requests.filter((r) => r.includes('datastore_search'))).toHaveLength(4);
    const numbered = capture.filter((r) => r.REFERENCE_FILE !== null).length;
    const [counted] = (await queryRows(
      database.db,
      sql`select count(distinct file_key)::int as files, count(*) filter (where file_key is null)::int as unnumbered, count(*)::int as total from applications`,
    )) as Array<{ files: number; unnumbered: number; total: number }>;
    const { files, unnumbered, total } = counted!;
    expect(files).toBe(numbered);
    expect(unnumbered).toBe(396 - numbered - 2);
    expect(total).toBe(files + unnumbered);
    expect(result.created).toHaveLength(total);
    // Neither the row created in error (487 King St E) nor the duplicate folder (3 Marquis Ave) is an application.
    const left = await queryRows(
      database.db,
      sql`select record_id, skipped, application_id from application_records where skipped is not null order by record_id`,
    );
    expect(left).toEqual([
      { record_id: '2649582', skipped: 'duplicate', application_id: null },
      { record_id: '3158654', skipped: 'created_in_error', application_id: null },
    ]);
  });

  it('keeps the file number, type, status, address, hearing date and timeline of a file', async () => {
    const [app] = await queryRows(
      database.db,
      sql`select id, file_numbers, type, status, addresses, filed_on::text, hearing_on::text from applications where file_key = 'A-656-16-NY'`,
    );
    expect(app).toMatchObject({
      file_numbers: ['A0656/16NY'],
      type: 'minor_variance',
      status: 'OMB Appeal',
      addresses: ['156 Locksley AVE'],
      hearing_on: '2016-09-08',
    });
    const events = await queryRows(
      database.db,
      sql`select kind, occurred_on::text, title, join_reason from application_events where application_id = ${app!.id} order by id`,
    );
    expect(events.map((e) => e.kind)).toEqual(['filed', 'hearing_scheduled', 'decision', 'appealed']);
    expect(events[2]).toMatchObject({ occurred_on: '2016-09-08', title: 'Decision: Refused' });
    expect(String(events[0]!.join_reason)).toContain('gives file number A0656/16NY');
    // Consents are their own type.
    const [consent] = await queryRows(database.db, sql`select type from applications where file_key = 'B-19-13-NY'`);
    expect(consent).toEqual({ type: 'consent' });
  });

  it('writes only the changed records on the next read', async () => {
    const again = await readRegistrySource(database.db, row, fetch, limits);
    expect(again).toMatchObject({ rows: 396, unchanged: 396, written: 0, created: [], newSteps: [] });
    const changed = capture.find((r) => r.REFERENCE_FILE === 'A0009/17NY')!;
    changed.STATUSDESC = 'TLAB Appeal';
    const third = await readRegistrySource(database.db, row, fetch, limits);
    expect(third).toMatchObject({ rows: 396, unchanged: 395, written: 1, created: [] });
    expect(third.newSteps).toHaveLength(1);
    const [app] = await queryRows(database.db, sql`select status from applications where file_key = 'A-9-17-NY'`);
    expect(app).toEqual({ status: 'TLAB Appeal' });
  });

  it('refuses an answer larger than its byte bound, and a dataset of more pages than its bound', async () => {
    site.padBytes = 300_000;
    await expect(
      readRegistrySource(database.db, row, fetch, { ckan: { ...CKAN_LIMITS, pageSize: 100, maxBytes: 200_000 } }),
    ).rejects.toThrow(RegistryReadError);
    site.padBytes = 0;
    await expect(
      readRegistrySource(database.db, row, fetch, { ckan: { ...CKAN_LIMITS, pageSize: 100, maxPages: 2 } }),
    ).rejects.toThrow(/more than 2 pages/);
  });

  it('says what is wrong when the dataset is unknown', async () => {
    await expect(
      readRegistrySource(database.db, { ...row, settings: { datasets: ['no-such-dataset'] } }, fetch, limits),
    ).rejects.toThrow(/answered 404/);
  });
});
