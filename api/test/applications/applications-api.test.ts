import { eq, like, sql } from 'drizzle-orm';
import { TORONTO_DATASETS } from '../../src/applications/toronto.js';
import { agendaItems, alerts, alertItems, meetings, municipalities, properties } from '../../src/db/schema/index.js';
import { queryRows } from '../../src/db/rows.js';
import { createPoliteFetch } from '../../src/pipeline/connectors/http.js';
import { coaCaptureRows, startCkanSite, type CkanSite } from '../helpers/ckan-site.js';
import { apiCall, createTestContext, registerUser, type RegisteredUser, type TestContext } from '../helpers/helpers.js';

/*
 * Applications end to end on the real app and database: the REAL Toronto Committee of Adjustment capture read through
 * a loopback CKAN (ckan-site.ts), alerts for a property at an address of the capture, the list and detail routes
 * scoped by company, an agenda item joined by file number, and a later step raised on the same alert thread.
 */
const fetch = createPoliteFetch({ userAgent: 'ParcelwatchTest/1.0', minIntervalMs: 0, retries: 0, timeoutMs: 5000 });

let ctx: TestContext;
let site: CkanSite;
let owner: RegisteredUser;
let other: RegisteredUser;
let locksley: string;
let otherProperty: string;
let torontoId: number;
let capture: Array<Record<string, unknown>>;

const row = () => ({
  name: 'ckan:toronto',
  connector: 'ckan',
  baseUrl: site.url,
  municipalityId: torontoId,
  settings: { datasets: [TORONTO_DATASETS.coa] },
});

beforeAll(async () => {
  ctx = await createTestContext();
  capture = await coaCaptureRows();
  site = await startCkanSite({ [TORONTO_DATASETS.coa]: capture });
  owner = await registerUser(ctx.app, { company_name: 'Owner Co' });
  other = await registerUser(ctx.app, { company_name: 'Other Co' });
  const db = ctx.database.db;
  const [toronto] = await db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
  torontoId = toronto!.id;
  const [p] = await db
    .insert(properties)
    .values({
      companyId: owner.user.company_id,
      name: 'Locksley House',
      address: '156 Locksley Avenue, Toronto, ON',
      municipalityId: torontoId,
    })
    .returning();
  locksley = p!.id;
  const [o] = await db
    .insert(properties)
    .values({
      companyId: other.user.company_id,
      name: 'Other Lot',
      address: '1 Elsewhere Road, Toronto, ON',
      municipalityId: torontoId,
    })
    .returning();
  otherProperty = o!.id;
});
afterAll(async () => {
  await site.close();
  await ctx.close();
});

describe('applications from the Toronto capture', () => {
  let appId: number;

  it('gives a property at an address of the capture its applications, with statuses and hearing dates, as urgent alerts', async () => {
    const result = await ctx.app.applications.readRegistry(row(), fetch);
    expect(result.skipped).toEqual({ created_in_error: 1, duplicate: 1 });
    const threads = await ctx.database.db
      .select({ key: alerts.sourceKey, severity: alerts.severity, title: alerts.title, companyId: alerts.companyId })
      .from(alerts)
      .where(eq(alerts.propertyId, locksley));
    expect(threads).toHaveLength(2);
    expect(threads.every((t) => t.severity === 'urgent' && t.companyId === owner.user.company_id)).toBe(true);
    expect(threads.map((t) => t.title).sort()).toEqual([
      'New application: Minor variance at 156 Locksley AVE (A0009/17NY)',
      'New application: Minor variance at 156 Locksley AVE (A0656/16NY)',
    ]);
    expect(result.alertIds).toHaveLength(2);
    const res = await apiCall(ctx.app, 'GET', `/api/applications?q=${encodeURIComponent('156 Locksley')}`, owner.token);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.total).toBe(2);
    expect(
      list.items.map((i: { fileNumbers: string[]; status: string; hearingOn: string }) => [
        i.fileNumbers[0],
        i.status,
        i.hearingOn,
      ]),
    ).toEqual([
      ['A0009/17NY', 'Notice Prepared', '2017-03-22'],
      ['A0656/16NY', 'OMB Appeal', '2016-09-08'],
    ]);
    appId = list.items[1].id;
  });

  it('finds a file by its number in another spelling, and filters by type, status, municipality and date', async () => {
    const get = (q: string) => apiCall(ctx.app, 'GET', `/api/applications?${q}`, owner.token);
    expect((await get(`q=${encodeURIComponent('A-656/16 NY')}`)).json().items.map((i: { id: number }) => i.id)).toEqual(
      [appId],
    );
    const consents = (await get('type=consent&pageSize=100')).json();
    expect(consents.total).toBe(capture.filter((r) => r.APPLICATION_TYPE === 'CO').length);
    expect(
      (await get('status=omb%20appeal&from=2016-01-01&to=2016-12-31')).json().items.map((i: { id: number }) => i.id),
    ).toContain(appId);
    expect((await get(`municipalityId=${torontoId}&pageSize=1&page=2`)).json()).toMatchObject({ page: 2, pageSize: 1 });
    for (const bad of [
      'type=tower',
      'from=2016-02-30',
      'pageSize=0',
      'page=10001',
      'within=50',
      'from=2017-01-01&to=2016-01-01',
    ])
      expect((await get(bad)).statusCode).toBe(400);
  });

  it("shows a file's timeline and the company's properties it concerns, never another company's", async () => {
    const res = await apiCall(ctx.app, 'GET', `/api/applications/${appId}`, owner.token);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'filed',
      'hearing_scheduled',
      'decision',
      'appealed',
    ]);
    expect(detail.timeline[0].joinReason).toContain('A0656/16NY');
    expect(detail.properties).toEqual([
      expect.objectContaining({ id: locksley, atProperty: true, alertId: expect.any(Number) }),
    ]);
    const seen = (await apiCall(ctx.app, 'GET', `/api/applications/${appId}`, other.token)).json();
    expect(seen.properties).toEqual([]);
    expect((await apiCall(ctx.app, 'GET', `/api/applications?propertyId=${locksley}`, other.token)).statusCode).toBe(
      404,
    );
    expect((await apiCall(ctx.app, 'GET', `/api/applications/alert-types/${locksley}`, other.token)).statusCode).toBe(
      404,
    );
    expect((await apiCall(ctx.app, 'GET', '/api/applications/999999', owner.token)).statusCode).toBe(404);
    expect((await apiCall(ctx.app, 'GET', `/api/applications/${otherProperty}`, owner.token)).statusCode).toBe(404);
  });

  it('joins an agenda item by file number with its reason, and raises it on the same alert thread', async () => {
    const db = ctx.database.db;
    const [meeting] = await db
      .insert(meetings)
      .values({
        source: 'tmmis:toronto',
        sourceId: 'coa-ny-2016-09-08',
        municipalityId: torontoId,
        title: 'Committee of Adjustment - North York Panel',
        committeeName: 'Committee of Adjustment - North York Panel',
        startsAt: new Date('2016-09-08T14:00:00Z'),
      })
      .returning();
    const [item] = await db
      .insert(agendaItems)
      .values({
        meetingId: meeting!.id,
        sourceId: '5',
        title: '156 Locksley Ave - A0656/16NY',
        description: 'To construct a new dwelling.',
      })
      .returning();
    const created = await ctx.app.applications.itemsIngested([item!.id]);
    expect(created).toHaveLength(1);
    const [event] = await queryRows(
      db,
      sql`select kind, join_reason from application_events where agenda_item_id = ${item!.id}`,
    );
    expect(event).toEqual({ kind: 'heard', join_reason: 'file number A0656/16NY in the agenda item' });
    const [step] = await db
      .select()
      .from(alerts)
      .where(like(alerts.sourceKey, `application:${appId}:step:%`));
    expect(step).toMatchObject({ propertyId: locksley, companyId: owner.user.company_id, severity: 'urgent' });
    const [impact] = await db.select().from(alertItems).where(eq(alertItems.alertId, step!.id));
    expect(impact).toMatchObject({ agendaItemId: item!.id, rule: 'follow' });
    // Joining again adds nothing.
    expect(await ctx.app.applications.itemsIngested([item!.id])).toEqual([]);
  });

  it('raises a later registry step on the thread, not as a new unrelated alert', async () => {
    capture.find((r) => r.REFERENCE_FILE === 'A0009/17NY')!.STATUSDESC = 'TLAB Appeal';
    const result = await ctx.app.applications.readRegistry(row(), fetch);
    expect(result).toMatchObject({ written: 1, created: [] });
    const [app] = await queryRows(ctx.database.db, sql`select id from applications where file_key = 'A-9-17-NY'`);
    const thread = await ctx.database.db
      .select({ key: alerts.sourceKey, title: alerts.title })
      .from(alerts)
      .where(like(alerts.sourceKey, `application:${app!.id}%`));
    expect(thread).toHaveLength(2);
    expect(thread.map((t) => t.key)).toEqual(
      expect.arrayContaining([
        `application:${app!.id}`,
        expect.stringMatching(new RegExp(`^application:${app!.id}:step:\\d+$`)),
      ]),
    );
    expect(thread.find((t) => t.key.includes(':step:'))!.title).toBe('A0009/17NY: appealed');
  });

  it("keeps a property's chosen application types, its company's only", async () => {
    const put = await apiCall(ctx.app, 'PUT', `/api/applications/alert-types/${locksley}`, owner.token, {
      types: ['site_plan', 'consent'],
    });
    expect(put.json()).toEqual({ propertyId: locksley, types: ['site_plan', 'consent'] });
    expect(
      (await apiCall(ctx.app, 'GET', `/api/applications/alert-types/${locksley}`, owner.token)).json().types,
    ).toEqual(['site_plan', 'consent']);
    expect(
      (await apiCall(ctx.app, 'PUT', `/api/applications/alert-types/${locksley}`, other.token, { types: [] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await apiCall(ctx.app, 'PUT', `/api/applications/alert-types/${locksley}`, owner.token, { types: ['tower'] }))
        .statusCode,
    ).toBe(400);
  });
});
