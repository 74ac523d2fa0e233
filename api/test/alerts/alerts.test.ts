import { and, eq } from 'drizzle-orm';
import {
  agendaItems,
  alertChatMessages,
  alertChatThreads,
  alertItems,
  alerts,
  documentPages,
  documents,
  meetings,
  municipalities,
  properties,
} from '../../src/db/schema/index.js';
import { apiCall, createTestContext, registerUser, type RegisteredUser, type TestContext } from '../helpers/helpers.js';

/*
 * The alerts API over the real app and database. The data the matching engine would write (meetings, agenda
 * items, documents, alerts, alert items) is inserted through the db layer.
 */

let ctx: TestContext;
let owner: RegisteredUser;
let other: RegisteredUser;
let companyId: string;
let otherCompanyId: string;
let tower: string; // property ids
let plaza: string;
let otherProperty: string;
const ids: Record<string, number> = {};
let otherAlertId: number;
let agendaItemId: number;
let documentId: number;

const DAY = 86_400_000;

async function insertProperty(company: string, name: string, municipalityId: number) {
  const [row] = await ctx.database.db
    .insert(properties)
    .values({ companyId: company, name, address: `${name} address`, municipalityId })
    .returning();
  return row!.id;
}

async function insertAlert(
  values: Partial<typeof alerts.$inferInsert> & { companyId: string; propertyId: string; sourceKey: string },
) {
  const [row] = await ctx.database.db
    .insert(alerts)
    .values({ severity: 'normal', title: 'An alert', summary: 'Something happened', ...values })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerUser(ctx.app, { company_name: 'Owner Co' });
  other = await registerUser(ctx.app, { company_name: 'Other Co' });
  companyId = owner.user.company_id;
  otherCompanyId = other.user.company_id;
  const db = ctx.database.db;
  const [mississauga] = await db.select().from(municipalities).where(eq(municipalities.name, 'Mississauga'));
  const [toronto] = await db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
  tower = await insertProperty(companyId, 'Harbour Tower', mississauga!.id);
  plaza = await insertProperty(companyId, 'Queen Plaza', toronto!.id);
  otherProperty = await insertProperty(otherCompanyId, 'Elsewhere Lot', toronto!.id);

  const [meeting] = await db
    .insert(meetings)
    .values({
      source: 'test:mississauga',
      sourceId: 'pdc-1',
      municipalityId: mississauga!.id,
      title: 'Planning and Development Committee',
      committeeName: 'Planning and Development Committee',
      startsAt: new Date('2026-11-30T18:00:00Z'),
      summary: 'Rezoning applications and a transit report.',
      agendaUrl: 'https://example.org/agenda.pdf',
    })
    .returning();
  const [item] = await db
    .insert(agendaItems)
    .values({
      meetingId: meeting!.id,
      sourceId: '7.1',
      itemNumber: '7.1',
      title: 'Rezoning application OZ 24/003 at 100 Harbour Street',
      description: 'Proposal for a 32-storey residential tower with 410 units.',
      addresses: ['100 Harbour Street'],
      sourceUrl: 'https://example.org/items/7.1',
    })
    .returning();
  agendaItemId = item!.id;
  const text =
    'Staff recommend approval of the zoning by-law amendment for 100 Harbour Street. The tower height is 32 storeys.';
  const [doc] = await db
    .insert(documents)
    .values({
      source: 'test:mississauga',
      sourceId: 'report-7.1',
      meetingId: meeting!.id,
      agendaItemId,
      title: 'Staff report 7.1',
      url: 'https://example.org/report.pdf',
      text,
      extractionStatus: 'done',
    })
    .returning();
  documentId = doc!.id;
  await db.insert(documentPages).values({ documentId, pageNumber: 1, charStart: 0, charEnd: text.length, text });

  const now = Date.now();
  ids.urgentZoning = await insertAlert({
    companyId,
    propertyId: tower,
    meetingId: meeting!.id,
    sourceKey: `meeting:${meeting!.id}`,
    severity: 'urgent',
    title: 'Rezoning next door',
    summary: 'A 32-storey tower is proposed at 100 Harbour Street.',
    preview: 'Rezoning OZ 24/003',
    categories: ['zoning', 'development'],
    createdAt: new Date(now - 1 * DAY),
  });
  ids.highFees = await insertAlert({
    companyId,
    propertyId: plaza,
    sourceKey: 'proposal:1',
    severity: 'high',
    title: 'Development charges increase',
    summary: 'Development charges rise 12 percent in Toronto.',
    categories: ['fees'],
    createdAt: new Date(now - 3 * DAY),
  });
  ids.normalInfra = await insertAlert({
    companyId,
    propertyId: plaza,
    sourceKey: 'proposal:2',
    severity: 'normal',
    title: 'Watermain replacement',
    summary: 'Watermain works on Queen Street for 8 weeks.',
    categories: ['infrastructure'],
    createdAt: new Date(now - 20 * DAY),
  });
  ids.normalOld = await insertAlert({
    companyId,
    propertyId: tower,
    sourceKey: 'proposal:3',
    severity: 'normal',
    title: 'Old heritage notice',
    summary: 'A heritage listing near the tower (100% match).',
    categories: ['others'],
    createdAt: new Date(now - 60 * DAY),
  });
  ids.dismissed = await insertAlert({
    companyId,
    propertyId: tower,
    sourceKey: 'proposal:4',
    severity: 'high',
    status: 'dismissed',
    dismissReason: 'irrelevant',
    title: 'Already dismissed',
    summary: 'Not shown',
    categories: ['zoning'],
  });
  otherAlertId = await insertAlert({
    companyId: otherCompanyId,
    propertyId: otherProperty,
    sourceKey: 'proposal:9',
    severity: 'urgent',
    title: 'Foreign alert',
    summary: 'Other company',
  });

  await db.insert(alertItems).values({
    alertId: ids.urgentZoning!,
    companyId,
    agendaItemId,
    documentId,
    rule: 'address',
    confidence: 'High',
    score: 0.97,
    severity: 'urgent',
    categories: ['zoning'],
    impactSummary: 'The item names the property address.',
    evidence: [{ rule: 'address', text: '100 Harbour Street', field: 'title', confidence: 0.97 }],
  });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, token = owner.token) => apiCall(ctx.app, 'GET', url, token);

describe('GET /api/alerts/', () => {
  it('lists the company alerts newest first, without dismissed ones', async () => {
    const res = await get('/api/alerts/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((a: any) => a.id)).toEqual([ids.urgentZoning, ids.highFees, ids.normalInfra, ids.normalOld]);
    const first = body[0];
    expect(first).toMatchObject({
      property_id: tower,
      property_name: 'Harbour Tower',
      severity: 'urgent',
      status: 'new',
      meeting_title: 'Planning and Development Committee',
      municipality: 'Mississauga',
      meeting_date: '2026-11-30T18:00:00.000Z',
      alert_title: 'Rezoning next door',
      alert_categories: ['zoning', 'development'],
      num_items: 1,
      comments: 0,
      document_url: 'https://example.org/agenda.pdf',
      meeting_summary: 'Rezoning applications and a transit report.',
    });
    // An alert without a meeting: the default title and the property's municipality.
    expect(body[1]).toMatchObject({
      meeting_title: 'Municipality Committee',
      municipality: 'Toronto',
      meeting_id: null,
    });
  });

  it.each([
    ['propertyId', () => `propertyId=${plaza}`, () => [ids.highFees, ids.normalInfra]],
    ['severity', () => 'severity=normal', () => [ids.normalInfra, ids.normalOld]],
    ['category (the type filter)', () => 'category=fees', () => [ids.highFees]],
    ['category, case-insensitive', () => 'category=Zoning', () => [ids.urgentZoning]],
    ['search in the summary', () => 'search=watermain', () => [ids.normalInfra]],
    ['search in any case', () => 'search=CHARGES%20Increase', () => [ids.highFees]],
    ['search in the preview only', () => 'search=oz%2024%2F003', () => [ids.urgentZoning]],
    ['search never across two fields', () => 'search=door%20a%2032', () => []],
    ['search in the property name', () => 'search=harbour%20tower', () => [ids.urgentZoning, ids.normalOld]],
    ['search with LIKE wildcards taken literally', () => 'search=100%25', () => [ids.normalOld]],
    ['status=dismissed', () => 'status=dismissed', () => [ids.dismissed]],
    ['combined filters', () => `propertyId=${tower}&severity=urgent&category=development`, () => [ids.urgentZoning]],
    ['limit and offset', () => 'limit=2&offset=1', () => [ids.highFees, ids.normalInfra]],
  ])('filters by %s', async (_name, query, expected) => {
    const res = await get(`/api/alerts/?${query()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: any) => a.id)).toEqual(expected());
  });

  it.each([
    ['no filter, a page of 2', () => 'limit=2', 4],
    ['a page past the end (no row carries the total)', () => 'limit=2&offset=10', 4],
    ['propertyId', () => `propertyId=${plaza}&limit=1`, 2],
    ['severity', () => 'severity=normal&limit=6', 2],
    ['category', () => 'category=fees', 1],
    ['search (joined tables)', () => 'search=mississauga&limit=1&offset=5', 1],
    ['status=dismissed', () => 'status=dismissed', 1],
  ])('sends the total of the list under the filters in X-Total-Count (%s)', async (_name, query, total) => {
    const res = await get(`/api/alerts/?${query()}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(total));
  });

  it('orders by the date of the meeting an alert is about, not by when the alert was written', async () => {
    const db = ctx.database.db;
    const sorter = await registerUser(ctx.app, { company_name: 'Order Co' });
    const [toronto] = await db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
    const lot = await insertProperty(sorter.user.company_id, 'Order Lot', toronto!.id);
    const meetingOn = async (sourceId: string, startsAt: string) =>
      (
        await db
          .insert(meetings)
          .values({
            source: 'test:order',
            sourceId,
            municipalityId: toronto!.id,
            title: sourceId,
            startsAt: new Date(startsAt),
          })
          .returning()
      )[0]!.id;
    const march = await meetingOn('march', '2026-03-10T18:00:00Z');
    const june = await meetingOn('june', '2026-06-10T18:00:00Z');
    const base = { companyId: sorter.user.company_id, propertyId: lot };
    // Written newest last: the March meeting's alert is the most recently written one.
    const juneAlert = await insertAlert({
      ...base,
      meetingId: june,
      sourceKey: `meeting:${june}`,
      createdAt: new Date('2026-06-01'),
    });
    const marchAlert = await insertAlert({
      ...base,
      meetingId: march,
      sourceKey: `meeting:${march}`,
      createdAt: new Date('2026-07-01'),
    });
    const noMeeting = await insertAlert({ ...base, sourceKey: 'decision:1', createdAt: new Date('2026-05-01') });
    const res = await apiCall(ctx.app, 'GET', '/api/alerts/', sorter.token);
    expect(res.json().map((a: any) => a.id)).toEqual([juneAlert, noMeeting, marchAlert]);
    const position = await apiCall(ctx.app, 'GET', `/api/alerts/${marchAlert}/position?limit=2`, sorter.token);
    expect(position.json()).toMatchObject({ index: 2, page: 2 });
  });

  it('pages 6 at a time: consecutive pages cover the list once, in order', async () => {
    const all = (await get('/api/alerts/')).json().map((a: any) => a.id);
    const seen: number[] = [];
    for (let offset = 0; offset < all.length; offset += 3)
      seen.push(...(await get(`/api/alerts/?limit=3&offset=${offset}`)).json().map((a: any) => a.id));
    expect(seen).toEqual(all);
  });

  it('answers 400 for bad filter values and 404 for a property of another company', async () => {
    for (const [query, detail] of [
      ['severity=medium', 'Severity must be one of: urgent, high, normal'],
      ['category=parking', 'Category must be one of: zoning, fees, development, infrastructure, others, watch'],
      ['limit=0', 'Limit must be an integer between 1 and 500'],
    ]) {
      const res = await get(`/api/alerts/?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail });
    }
    for (const id of [otherProperty, 'not-a-uuid']) {
      const res = await get(`/api/alerts/?propertyId=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Property not found' });
    }
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/alerts/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('detail');
  });

  it('shows another company nothing of ours', async () => {
    const res = await get('/api/alerts/', other.token);
    expect(res.json().map((a: any) => a.id)).toEqual([otherAlertId]);
  });
});

describe('GET /api/alerts/{id}/position', () => {
  it('gives the index, page and offset of an alert under the filters, with the total', async () => {
    let res = await get(`/api/alerts/${ids.normalOld}/position`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: ids.normalOld, index: 3, page: 1, offset: 0, limit: 6, total: 4 });
    res = await get(`/api/alerts/${ids.normalOld}/position?limit=2`);
    expect(res.json()).toEqual({ id: ids.normalOld, index: 3, page: 2, offset: 2, limit: 2, total: 4 });
    res = await get(`/api/alerts/${ids.normalOld}/position?severity=normal&limit=1`);
    expect(res.json()).toEqual({ id: ids.normalOld, index: 1, page: 2, offset: 1, limit: 1, total: 2 });
    res = await get(`/api/alerts/${ids.urgentZoning}/position?search=harbour&limit=1`);
    expect(res.json()).toEqual({ id: ids.urgentZoning, index: 0, page: 1, offset: 0, limit: 1, total: 2 });
    // The page it names holds it.
    const page = (await get(`/api/alerts/?severity=normal&limit=1&offset=1`)).json();
    expect(page.map((a: any) => a.id)).toEqual([ids.normalOld]);
  });

  it('answers null for an alert the filters leave out (dismissed, another property, no match)', async () => {
    for (const [id, query] of [
      [ids.dismissed, ''],
      [ids.normalOld, `propertyId=${plaza}`],
      [ids.normalOld, 'search=watermain'],
    ] as const) {
      const res = await get(`/api/alerts/${id}/position?${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, index: null, page: null, offset: null });
    }
    const res = await get(`/api/alerts/${ids.dismissed}/position?status=dismissed`);
    expect(res.json()).toMatchObject({ index: 0, page: 1, total: 1 });
  });

  it('validates its query like the list', async () => {
    for (const [query, status, detail] of [
      ['severity=medium', 400, 'Severity must be one of: urgent, high, normal'],
      ['limit=0', 400, 'Limit must be an integer between 1 and 500'],
      [`propertyId=${otherProperty}`, 404, 'Property not found'],
    ] as const) {
      const res = await get(`/api/alerts/${ids.normalOld}/position?${query}`);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ detail });
    }
  });
});

describe('stats, severity counts and filters', () => {
  it('counts new alerts of the last n days (default 7, 999 for all)', async () => {
    expect((await get('/api/alerts/stats')).json()).toEqual({ new_alerts: 2, days: 7 });
    expect((await get('/api/alerts/stats?days=30')).json()).toEqual({ new_alerts: 3, days: 30 });
    expect((await get('/api/alerts/stats?days=999')).json()).toEqual({ new_alerts: 4, days: 999 });
    const bad = await get('/api/alerts/stats?days=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Days must be an integer between 1 and 999' });
  });

  it('counts per severity, for all properties or one', async () => {
    expect((await get('/api/alerts/severity-counts')).json()).toEqual({ urgent: 1, high: 1, normal: 2, total: 4 });
    expect((await get(`/api/alerts/severity-counts?propertyId=${plaza}`)).json()).toEqual({
      urgent: 0,
      high: 1,
      normal: 1,
      total: 2,
    });
    expect((await get(`/api/alerts/severity-counts?propertyId=${otherProperty}`)).statusCode).toBe(404);
  });

  it('offers the company properties, categories and severities as filters', async () => {
    const body = (await get('/api/alerts/filters')).json();
    expect(body.properties).toEqual([
      { property_id: tower, name: 'Harbour Tower' },
      { property_id: plaza, name: 'Queen Plaza' },
    ]);
    expect(body.categories).toEqual(['zoning', 'fees', 'development', 'infrastructure', 'others', 'watch']);
    expect(body.severities).toEqual(['urgent', 'high', 'normal']);
  });
});

describe('GET /api/alerts/{id}', () => {
  it('returns the alert with its related agenda items and evidence', async () => {
    const res = await get(`/api/alerts/${ids.urgentZoning}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.alert_title).toBe('Rezoning next door');
    expect(body.items).toEqual([
      expect.objectContaining({
        agenda_item_id: agendaItemId,
        document_id: documentId,
        item_number: '7.1',
        item_title: 'Rezoning application OZ 24/003 at 100 Harbour Street',
        item_description: 'Proposal for a 32-storey residential tower with 410 units.',
        confidence: 'High',
        rule: 'address',
        evidence: [{ rule: 'address', text: '100 Harbour Street', field: 'title', confidence: 0.97 }],
        document_url: 'https://example.org/report.pdf',
      }),
    ]);
    expect(body.property_impacts).toEqual(body.items);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const res = await get(`/api/alerts/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Alert not found' });
    }
  });
});

describe('status, comments and dismiss', () => {
  it('changes the status; dismissed and unknown statuses are refused', async () => {
    const res = await apiCall(ctx.app, 'PATCH', `/api/alerts/${ids.normalOld}/status`, owner.token, {
      status: 'acknowledged',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.normalOld, status: 'acknowledged' });
    const bad = await apiCall(ctx.app, 'PATCH', `/api/alerts/${ids.normalOld}/status`, owner.token, {
      status: 'closed',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Status must be one of: new, acknowledged, in_progress, resolved');
    const dismiss = await apiCall(ctx.app, 'PATCH', `/api/alerts/${ids.normalOld}/status`, owner.token, {
      status: 'dismissed',
    });
    expect(dismiss.statusCode).toBe(400);
    const missing = await apiCall(ctx.app, 'PATCH', `/api/alerts/${ids.normalOld}/status`, owner.token, {});
    expect(missing.statusCode).toBe(400);
  });

  it('stores and returns comments (round trip)', async () => {
    const posted = await apiCall(ctx.app, 'POST', `/api/alerts/${ids.highFees}/comments`, owner.token, {
      comment: '  Check with our planner  ',
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({
      alert_id: ids.highFees,
      comment: 'Check with our planner',
      user_id: owner.user.id,
      user_name: 'Ada Lovelace',
    });
    await apiCall(ctx.app, 'POST', `/api/alerts/${ids.highFees}/comments`, owner.token, { comment: 'Second' });
    const list = await get(`/api/alerts/${ids.highFees}/comments`);
    expect(list.json().map((c: any) => c.comment)).toEqual(['Check with our planner', 'Second']);
    expect((await get(`/api/alerts/${ids.highFees}`)).json().comments).toBe(2);
    const empty = await apiCall(ctx.app, 'POST', `/api/alerts/${ids.highFees}/comments`, owner.token, {
      comment: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ detail: 'Comment is required' });
  });

  it('dismisses with a reason: the alert leaves the list and its count decrements', async () => {
    const bad = await apiCall(ctx.app, 'POST', `/api/alerts/${ids.normalInfra}/dismiss`, owner.token, {
      reason: 'bored',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Reason must be one of: finished, irrelevant' });

    const before = (await get('/api/alerts/severity-counts')).json();
    const res = await apiCall(ctx.app, 'POST', `/api/alerts/${ids.normalInfra}/dismiss`, owner.token, {
      reason: 'finished',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.normalInfra,
      status: 'dismissed',
      dismiss_reason: 'finished',
      severity: 'normal',
    });
    expect(res.json().severity_counts).toEqual({ ...before, normal: before.normal - 1, total: before.total - 1 });
    expect((await get('/api/alerts/severity-counts')).json()).toEqual(res.json().severity_counts);
    expect((await get('/api/alerts/')).json().map((a: any) => a.id)).not.toContain(ids.normalInfra);
    const [row] = await ctx.database.db.select().from(alerts).where(eq(alerts.id, ids.normalInfra!));
    expect(row).toMatchObject({ status: 'dismissed', dismissReason: 'finished', dismissedBy: owner.user.id });

    // Restoring it through the status call brings it back.
    const restored = await apiCall(ctx.app, 'PATCH', `/api/alerts/${ids.normalInfra}/status`, owner.token, {
      status: 'new',
    });
    expect(restored.json()).toMatchObject({ status: 'new', dismiss_reason: null });
    expect((await get('/api/alerts/severity-counts')).json()).toEqual(before);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another company's alert on every alert route", async () => {
    const id = otherAlertId;
    const calls: Array<[Parameters<typeof apiCall>[1], string, unknown?]> = [
      ['GET', `/api/alerts/${id}`],
      ['PATCH', `/api/alerts/${id}/status`, { status: 'resolved' }],
      ['GET', `/api/alerts/${id}/comments`],
      ['GET', `/api/alerts/${id}/position`],
      ['POST', `/api/alerts/${id}/comments`, { comment: 'hello' }],
      ['POST', `/api/alerts/${id}/dismiss`, { reason: 'finished' }],
      ['POST', `/api/alerts/${id}/chat`, { message: 'What is this?' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await apiCall(ctx.app, method, url, owner.token, body);
      expect({ url, method, status: res.statusCode, body: res.json() }).toEqual({
        url,
        method,
        status: 404,
        body: { detail: 'Alert not found' },
      });
    }
    const [row] = await ctx.database.db.select().from(alerts).where(eq(alerts.id, id));
    expect(row!.status).toBe('new');
    const threads = await ctx.database.db.select().from(alertChatThreads).where(eq(alertChatThreads.alertId, id));
    expect(threads).toHaveLength(0);
  });

  it("refuses to continue another company's chat thread", async () => {
    const [thread] = await ctx.database.db
      .insert(alertChatThreads)
      .values({ alertId: otherAlertId, companyId: otherCompanyId })
      .returning();
    const res = await apiCall(ctx.app, 'POST', `/api/alerts/${ids.urgentZoning}/chat`, owner.token, {
      message: 'Hi',
      thread_id: thread!.id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Thread not found' });
    const messages = await ctx.database.db
      .select()
      .from(alertChatMessages)
      .where(and(eq(alertChatMessages.threadId, thread!.id)));
    expect(messages).toHaveLength(0);
  });
});
