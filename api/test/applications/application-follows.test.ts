import { and, eq, like } from 'drizzle-orm';
import { DEMO_APPLICATION, seedApplicationsDemo } from '../../src/demo/applications.js';
import { agendaItems, alertItems, alerts, meetings, municipalities, properties } from '../../src/db/schema/index.js';
import { apiCall, createTestContext, registerUser, type RegisteredUser, type TestContext } from '../helpers/helpers.js';

/*
 * The demo's development application and following a file, on the real app and database: the demo seeder's file
 * gets its timeline from its filing to its OLT appeal through the real joins (registry row, agenda item, tribunal
 * decision); a user follows it for one of the company's properties (never another company's), and a later step
 * raises an update on that property's alerts while the follow lasts.
 */
let ctx: TestContext;
let owner: RegisteredUser;
let other: RegisteredUser;
let lofts: string;
let far: string;
let torontoId: number;
let appId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerUser(ctx.app, { company_name: 'Owner Co' });
  other = await registerUser(ctx.app, { company_name: 'Other Co' });
  const db = ctx.database.db;
  const [toronto] = await db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
  torontoId = toronto!.id;
  const [p] = await db
    .insert(properties)
    .values({
      companyId: owner.user.company_id,
      name: 'Queen West Lofts',
      address: '480 Queen Street West, Toronto, ON M5V 2B5',
      latitude: 43.6487,
      longitude: -79.3975,
      municipalityId: torontoId,
    })
    .returning();
  lofts = p!.id;
  const [f] = await db
    .insert(properties)
    .values({
      companyId: owner.user.company_id,
      name: 'Far Lot',
      address: '1 Steeles Avenue West, Toronto, ON',
      latitude: 43.7963,
      longitude: -79.419,
      municipalityId: torontoId,
    })
    .returning();
  far = f!.id;
  appId = (await seedApplicationsDemo(ctx.app, new Date('2026-11-20T12:00:00Z')))!;
}, 240_000);
afterAll(async () => {
  await ctx.close();
});

async function newItemNamingTheFile(sourceId: string, startsAt: Date) {
  const db = ctx.database.db;
  const [meeting] = await db
    .insert(meetings)
    .values({
      source: 'tmmis:toronto',
      sourceId,
      municipalityId: torontoId,
      title: 'City Council',
      committeeName: 'City Council',
      startsAt,
    })
    .returning();
  const [item] = await db
    .insert(agendaItems)
    .values({
      meetingId: meeting!.id,
      sourceId: '1',
      title: `${DEMO_APPLICATION.address} - settlement offer on ${DEMO_APPLICATION.fileNumber}`,
    })
    .returning();
  return item!.id;
}

describe('the demo application', () => {
  it('runs from its filing through the committee to the OLT appeal and decision, each step with its source and reason', async () => {
    const res = await apiCall(ctx.app, 'GET', `/api/applications/${appId}`, owner.token);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.fileNumbers).toEqual([DEMO_APPLICATION.fileNumber]);
    expect(detail.timeline.map((e: { kind: string; source: string }) => [e.kind, e.source])).toEqual([
      ['filed', DEMO_APPLICATION.source],
      ['heard', 'tmmis:toronto'],
      ['decision', 'tmmis:toronto'],
      ['appealed', DEMO_APPLICATION.source],
      ['tribunal_case', 'tribunal'],
      ['tribunal_decision', 'tribunal'],
    ]);
    expect(detail.timeline[1].joinReason).toBe(`file number ${DEMO_APPLICATION.fileNumber} in the agenda item`);
    expect(detail.timeline[5].joinReason).toContain(`names file number ${DEMO_APPLICATION.fileNumber}`);
    expect(detail.facts.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(['storeys', 'units']));
    expect(detail.documents.length).toBeGreaterThan(0);
    expect(detail.properties).toEqual([
      expect.objectContaining({ id: lofts, distanceMeters: expect.any(Number), alertId: expect.any(Number) }),
    ]);
    expect(detail.properties[0].distanceMeters).toBeLessThan(200);
    expect(detail.follow).toBeNull();
    // The property's thread: the head (it came with the registry row's own steps, filed and appealed) and one update
    // per step joined later: heard, decision, tribunal case, tribunal decision.
    const thread = await ctx.database.db
      .select({ key: alerts.sourceKey, severity: alerts.severity })
      .from(alerts)
      .where(and(eq(alerts.propertyId, lofts), like(alerts.sourceKey, `application:${appId}%`)));
    expect(thread.map((t) => t.key)).toContain(`application:${appId}`);
    expect(thread).toHaveLength(5);
    expect(thread.every((t) => t.severity === 'high')).toBe(true);
  });

  it('tells on its alerts where the application stands now, to the company whose alerts they are', async () => {
    const res = await apiCall(ctx.app, 'GET', `/api/alerts/?propertyId=${lofts}`, owner.token);
    expect(res.statusCode).toBe(200);
    const mine = res.json().filter((a: { application?: { id: number } | null }) => a.application?.id === appId);
    expect(mine).toHaveLength(5);
    expect(mine[0].application).toEqual({
      id: appId,
      fileNumber: DEMO_APPLICATION.fileNumber,
      status: 'OLT Appeal',
      latestStep: expect.objectContaining({ kind: 'tribunal_decision', on: '2026-10-21' }),
    });
    const theirs = await apiCall(ctx.app, 'GET', `/api/alerts/?propertyId=${lofts}`, other.token);
    expect(JSON.stringify(theirs.json())).not.toContain(DEMO_APPLICATION.fileNumber);
  });
});

describe('following an application', () => {
  it("follows for the nearest property the file concerns, once per user, and shows it in the caller's detail only", async () => {
    const first = await apiCall(ctx.app, 'PUT', `/api/applications/${appId}/follow`, owner.token, {});
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ applicationId: appId, propertyId: lofts, propertyName: 'Queen West Lofts' });
    const again = await apiCall(ctx.app, 'PUT', `/api/applications/${appId}/follow`, owner.token, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await apiCall(ctx.app, 'GET', `/api/applications/${appId}`, owner.token)).json().follow).toMatchObject({
      id: first.json().id,
      propertyId: lofts,
    });
    expect((await apiCall(ctx.app, 'GET', `/api/applications/${appId}`, other.token)).json().follow).toBeNull();
  });

  it("refuses another company's property, an unknown file, and a company with no property concerned", async () => {
    const put = (token: string, id: number | string, body: unknown) =>
      apiCall(ctx.app, 'PUT', `/api/applications/${id}/follow`, token, body);
    const theirs = await put(other.token, appId, { propertyId: lofts });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Property not found' });
    expect((await put(owner.token, appId, { propertyId: 'not-a-uuid' })).statusCode).toBe(404);
    expect((await put(owner.token, 999999, {})).json()).toEqual({ detail: 'Application not found' });
    expect((await put(owner.token, 'abc', {})).statusCode).toBe(404);
    expect((await put(owner.token, appId, { propertyId: lofts, extra: 1 })).statusCode).toBe(400);
    const none = await put(other.token, appId, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: 'Choose one of your properties to follow this application for' });
    // Another company cannot end the owner's follow.
    expect((await apiCall(ctx.app, 'DELETE', `/api/applications/${appId}/follow`, other.token)).statusCode).toBe(404);
  });

  it('raises a later step on a followed property without a thread of the file, until the follow ends', async () => {
    const moved = await apiCall(ctx.app, 'PUT', `/api/applications/${appId}/follow`, owner.token, { propertyId: far });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().propertyId).toBe(far);
    const item = await newItemNamingTheFile('council-settlement', new Date(Date.now() + 20 * 86_400_000));
    const created = await ctx.app.applications.itemsIngested([item]);
    // One update on the Lofts' thread, one on the followed Far Lot.
    expect(created).toHaveLength(2);
    const [step] = await ctx.database.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.propertyId, far), like(alerts.sourceKey, `application:${appId}:step:%`)));
    expect(step).toMatchObject({ companyId: owner.user.company_id, severity: 'normal' });
    expect(step!.title).toContain(`${DEMO_APPLICATION.fileNumber}: hearing scheduled`);
    const [impact] = await ctx.database.db.select().from(alertItems).where(eq(alertItems.alertId, step!.id));
    expect(impact!.evidence[0]!.detail).toMatch(/^followed: file number/);

    const stop = await apiCall(ctx.app, 'DELETE', `/api/applications/${appId}/follow`, owner.token);
    expect(stop.statusCode).toBe(204);
    expect((await apiCall(ctx.app, 'DELETE', `/api/applications/${appId}/follow`, owner.token)).statusCode).toBe(404);
    const later = await newItemNamingTheFile('council-final', new Date(Date.now() + 40 * 86_400_000));
    const after = await ctx.app.applications.itemsIngested([later]);
    expect(after).toHaveLength(1);
    const farSteps = await ctx.database.db
      .select({ id: alerts.id })
      .from(alerts)
      .where(and(eq(alerts.propertyId, far), like(alerts.sourceKey, `application:${appId}:step:%`)));
    expect(farSteps).toHaveLength(1);
  });
});
