import { eq } from 'drizzle-orm';
import { agendaItems, alerts, itemFollows, meetings, municipalities, properties } from '../../src/db/schema/index.js';
import {
  apiCall,
  companyWithAnalyst,
  createTestContext,
  newestMail,
  registerUser,
  type AcceptedMember,
  type RegisteredUser,
  type TestContext,
} from '../helpers/helpers.js';

/*
 * The inbox over the real app and database: read state per user, assignment (with its mail through the outbox),
 * the bulk actions of the list, its orders, the bell and the last visit; and that none of it crosses companies.
 */

let ctx: TestContext;
let admin: RegisteredUser;
let analyst: AcceptedMember;
let other: RegisteredUser;
let companyId: string;
let otherAlert: number;
const ids: Record<string, number> = {};
const DAY = 86_400_000;

async function property(company: string, name: string) {
  const [toronto] = await ctx.database.db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
  const [row] = await ctx.database.db
    .insert(properties)
    .values({ companyId: company, name, address: `${name} address`, municipalityId: toronto!.id })
    .returning();
  return row!.id;
}

async function alert(values: Partial<typeof alerts.$inferInsert> & { companyId: string; sourceKey: string }) {
  const [row] = await ctx.database.db
    .insert(alerts)
    .values({ severity: 'normal', title: 'An alert', summary: 'Something happened', ...values })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const team = await companyWithAnalyst(ctx, { company_name: 'Inbox Co', first_name: 'Ada' });
  admin = team.admin;
  analyst = team.analyst;
  companyId = team.companyId;
  other = await registerUser(ctx.app, { company_name: 'Other Co' });
  const zeta = await property(companyId, 'Zeta Lot');
  const alpha = await property(companyId, 'Alpha Tower');
  const now = Date.now();
  ids.oldUrgent = await alert({
    companyId,
    propertyId: zeta,
    sourceKey: 'k:1',
    severity: 'urgent',
    title: 'Old urgent',
    createdAt: new Date(now - 3 * DAY),
  });
  ids.newNormal = await alert({
    companyId,
    propertyId: zeta,
    sourceKey: 'k:2',
    title: 'New normal',
    createdAt: new Date(now - DAY),
  });
  ids.midHigh = await alert({
    companyId,
    propertyId: alpha,
    sourceKey: 'k:3',
    severity: 'high',
    title: 'Mid high',
    createdAt: new Date(now - 2 * DAY),
  });
  otherAlert = await alert({
    companyId: other.user.company_id,
    propertyId: await property(other.user.company_id, 'Elsewhere'),
    sourceKey: 'k:x',
    title: 'Not yours',
  });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const list = async (token: string, query = '') => {
  const res = await apiCall(ctx.app, 'GET', `/api/alerts/?limit=6${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as Array<Record<string, any>>;
};

describe('read state', () => {
  it('starts unread, is read once marked, per user', async () => {
    expect((await list(admin.token)).every((a) => a.read === false && a.assignee === null)).toBe(true);
    const marked = await apiCall(ctx.app, 'PUT', `/api/alerts/${ids.newNormal}/read`, admin.token);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: ids.newNormal, read: true, unread: 2 });
    const mine = await list(admin.token);
    expect(mine.find((a) => a.id === ids.newNormal)).toMatchObject({ read: true });
    // The analyst's own state is untouched.
    expect((await list(analyst.token)).find((a) => a.id === ids.newNormal)).toMatchObject({ read: false });
    const detail = await apiCall(ctx.app, 'GET', `/api/alerts/${ids.newNormal}`, admin.token);
    expect(detail.json()).toMatchObject({ read: true });
    // Marking again changes nothing; unread again.
    expect((await apiCall(ctx.app, 'PUT', `/api/alerts/${ids.newNormal}/read`, admin.token)).json().unread).toBe(2);
    const unread = await apiCall(ctx.app, 'DELETE', `/api/alerts/${ids.newNormal}/read`, admin.token);
    expect(unread.json()).toMatchObject({ read: false, unread: 3 });
  });

  it('marks chosen alerts, then all of them, read', async () => {
    const some = await apiCall(ctx.app, 'POST', '/api/alerts/read', admin.token, { ids: [ids.midHigh, ids.midHigh] });
    expect(some.json()).toEqual({ marked: 1, unread: 2 });
    const all = await apiCall(ctx.app, 'POST', '/api/alerts/read', admin.token, { all: true });
    expect(all.json()).toEqual({ marked: 2, unread: 0 });
    expect((await apiCall(ctx.app, 'GET', '/api/inbox/', admin.token)).json().unread).toBe(0);
    expect((await apiCall(ctx.app, 'GET', '/api/inbox/', analyst.token)).json().unread).toBe(3);
  });

  it('refuses an empty or mixed request with a sentence', async () => {
    const none = await apiCall(ctx.app, 'POST', '/api/alerts/read', admin.token, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toMatch(/Choose the alerts/);
    const both = await apiCall(ctx.app, 'POST', '/api/alerts/read', admin.token, { all: true, ids: [ids.midHigh] });
    expect(both.statusCode).toBe(400);
    const tooMany = await apiCall(ctx.app, 'POST', '/api/alerts/read', admin.token, {
      ids: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('assignment', () => {
  it('assigns to a teammate, who is mailed and finds it in their inbox', async () => {
    const res = await apiCall(ctx.app, 'PUT', `/api/alerts/${ids.oldUrgent}/assignment`, admin.token, {
      assignee_id: analyst.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ alert_id: ids.oldUrgent, assignee: { id: analyst.id }, mailed: true });
    const mail = await newestMail(ctx.config.outboxDir, analyst.email);
    expect(mail).toMatchObject({ kind: 'assignment', subject: 'Alert assigned to you: Old urgent' });
    expect(mail!.link).toBe(`http://localhost:3000/alerts?alertId=${ids.oldUrgent}`);
    expect(mail!.text).toContain('[URGENT] Old urgent');
    const inbox = (await apiCall(ctx.app, 'GET', '/api/inbox/', analyst.token)).json();
    expect(inbox.assigned_unread).toBe(1);
    expect(inbox.assigned[0]).toMatchObject({ id: ids.oldUrgent, assigned_to_me: true, assigned_by: 'Ada Lovelace' });
    expect((await list(analyst.token)).find((a) => a.id === ids.oldUrgent)!.assignee).toMatchObject({
      id: analyst.id,
      name: 'Ana Lyst',
    });
    // The same assignee again: no second mail.
    const again = await apiCall(ctx.app, 'PUT', `/api/alerts/${ids.oldUrgent}/assignment`, admin.token, {
      assignee_id: analyst.id,
    });
    expect(again.json().mailed).toBe(false);
  });

  it('assigns several at once with one mail, and takes an assignment off', async () => {
    const res = await apiCall(ctx.app, 'POST', '/api/alerts/assign', admin.token, {
      ids: [ids.newNormal, ids.midHigh],
      assignee_id: analyst.id,
    });
    expect(res.json()).toEqual({ assigned: 2, mailed: true });
    expect((await newestMail(ctx.config.outboxDir, analyst.email))!.subject).toBe('2 alerts assigned to you');
    const off = await apiCall(ctx.app, 'DELETE', `/api/alerts/${ids.midHigh}/assignment`, admin.token);
    expect(off.statusCode).toBe(204);
    expect((await list(admin.token)).find((a) => a.id === ids.midHigh)!.assignee).toBeNull();
  });

  it('assigning to yourself sends no mail', async () => {
    const res = await apiCall(ctx.app, 'PUT', `/api/alerts/${ids.midHigh}/assignment`, admin.token, {
      assignee_id: admin.user.id,
    });
    expect(res.json()).toMatchObject({ assignee: { id: admin.user.id }, mailed: false });
  });
});

describe('tenants', () => {
  it("cannot read, mark or assign another company's alert", async () => {
    for (const [method, url, body] of [
      ['GET', `/api/alerts/${otherAlert}`, undefined],
      ['PUT', `/api/alerts/${otherAlert}/read`, undefined],
      ['DELETE', `/api/alerts/${otherAlert}/read`, undefined],
      ['PUT', `/api/alerts/${otherAlert}/assignment`, { assignee_id: analyst.id }],
      ['DELETE', `/api/alerts/${otherAlert}/assignment`, undefined],
      ['POST', '/api/alerts/read', { ids: [ids.newNormal, otherAlert] }],
      ['POST', '/api/alerts/assign', { ids: [ids.newNormal, otherAlert], assignee_id: analyst.id }],
      ['POST', '/api/alerts/dismiss', { ids: [otherAlert], reason: 'irrelevant' }],
    ] as const) {
      const res = await apiCall(ctx.app, method, url, admin.token, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
    }
    // Nothing happened to the other company's alert, nor (all or nothing) to the owner's.
    const [row] = await ctx.database.db.select().from(alerts).where(eq(alerts.id, otherAlert));
    expect(row!.status).toBe('new');
    expect((await apiCall(ctx.app, 'GET', '/api/inbox/', other.token)).json()).toMatchObject({
      unread: 1,
      assigned: [],
    });
  });

  it("cannot assign to another company's user, nor to a malformed id", async () => {
    for (const assignee_id of [other.user.id, 'not-a-uuid']) {
      const res = await apiCall(ctx.app, 'PUT', `/api/alerts/${ids.newNormal}/assignment`, admin.token, {
        assignee_id,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('User not found');
    }
    const bulk = await apiCall(ctx.app, 'POST', '/api/alerts/assign', admin.token, {
      ids: [ids.newNormal],
      assignee_id: other.user.id,
    });
    expect(bulk.statusCode).toBe(404);
    expect((await apiCall(ctx.app, 'GET', '/api/inbox/', other.token)).json().assigned).toEqual([]);
  });
});

describe('list controls', () => {
  it('sorts by date, severity and property, and places an alert under the same order', async () => {
    const titles = async (sort: string) => (await list(admin.token, `&sort=${sort}`)).map((a) => a.alert_title);
    expect(await titles('date')).toEqual(['New normal', 'Mid high', 'Old urgent']);
    expect(await titles('severity')).toEqual(['Old urgent', 'Mid high', 'New normal']);
    expect(await titles('property')).toEqual(['Mid high', 'New normal', 'Old urgent']);
    const position = await apiCall(
      ctx.app,
      'GET',
      `/api/alerts/${ids.oldUrgent}/position?sort=property&limit=2`,
      admin.token,
    );
    expect(position.json()).toMatchObject({ index: 2, page: 2 });
    const bySeverity = await apiCall(
      ctx.app,
      'GET',
      `/api/alerts/${ids.newNormal}/position?sort=severity`,
      admin.token,
    );
    expect(bySeverity.json()).toMatchObject({ index: 2 });
    const bad = await apiCall(ctx.app, 'GET', '/api/alerts/?sort=price', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Sort must be one of: date, severity, property');
  });

  it('dismisses several alerts in one call', async () => {
    const extra = await alert({
      companyId,
      propertyId: null,
      sourceKey: 'k:4',
      title: 'Extra',
      watchId: null,
    } as never).catch(() => null);
    expect(extra).toBeNull(); // an alert needs a property or a watch (the check constraint)
    const res = await apiCall(ctx.app, 'POST', '/api/alerts/dismiss', admin.token, {
      ids: [ids.midHigh, ids.newNormal],
      reason: 'finished',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dismissed: 2, severity_counts: { total: 1, urgent: 1 } });
    const badReason = await apiCall(ctx.app, 'POST', '/api/alerts/dismiss', admin.token, {
      ids: [ids.oldUrgent],
      reason: 'bored',
    });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().detail).toBe('Reason must be one of: finished, irrelevant');
  });
});

describe('bell and last visit', () => {
  it('lists the updates of the items the caller follows', async () => {
    const db = ctx.database.db;
    const [toronto] = await db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
    const [meeting] = await db
      .insert(meetings)
      .values({ source: 'test', sourceId: 'm1', municipalityId: toronto!.id, title: 'Council', startsAt: new Date() })
      .returning();
    const [item] = await db
      .insert(agendaItems)
      .values({ meetingId: meeting!.id, sourceId: 'i1', title: 'Item' })
      .returning();
    const [follow] = await db
      .insert(itemFollows)
      .values({ companyId, userId: analyst.id, alertId: ids.oldUrgent!, agendaItemId: item!.id, title: 'Item' })
      .returning();
    const [{ propertyId }] = (await db
      .select({ propertyId: alerts.propertyId })
      .from(alerts)
      .where(eq(alerts.id, ids.oldUrgent!))) as [{ propertyId: string }];
    const step = await alert({
      companyId,
      propertyId,
      sourceKey: `follow:${follow!.id}:meeting:9`,
      title: 'Next step',
    });
    const analystInbox = (await apiCall(ctx.app, 'GET', '/api/inbox/?limit=3', analyst.token)).json();
    expect(analystInbox.following.map((i: { id: number }) => i.id)).toEqual([step]);
    expect(analystInbox.latest[0]).toMatchObject({ id: step, follow: true, read: false });
    // The admin does not follow it: the alert is in their latest list, not among their followed updates.
    const adminInbox = (await apiCall(ctx.app, 'GET', '/api/inbox/', admin.token)).json();
    expect(adminInbox.following).toEqual([]);
    expect(adminInbox.latest[0]).toMatchObject({ id: step, follow: false });
    expect((await apiCall(ctx.app, 'GET', '/api/inbox/?limit=21', admin.token)).statusCode).toBe(400);
  });

  it('counts the alerts raised since the previous visit', async () => {
    const first = await apiCall(ctx.app, 'POST', '/api/inbox/visit', admin.token);
    expect(first.json().previous_visit_at).toBeNull();
    expect((await apiCall(ctx.app, 'GET', '/api/inbox/since-last-visit', admin.token)).json()).toEqual({
      since: null,
      total: 0,
      alerts: [],
    });
    // A visit two days ago (more than 30 minutes back): the next visit counts from it.
    const { userVisits } = await import('../../src/db/schema/index.js');
    await ctx.database.db
      .update(userVisits)
      .set({ lastVisitAt: new Date(Date.now() - 2.5 * DAY) })
      .where(eq(userVisits.userId, admin.user.id));
    const second = (await apiCall(ctx.app, 'POST', '/api/inbox/visit', admin.token)).json();
    expect(second.previous_visit_at).not.toBeNull();
    // Reloading within the visit keeps the same "since".
    const third = (await apiCall(ctx.app, 'POST', '/api/inbox/visit', admin.token)).json();
    expect(third.previous_visit_at).toBe(second.previous_visit_at);
    const since = (await apiCall(ctx.app, 'GET', '/api/inbox/since-last-visit', admin.token)).json();
    // Not dismissed and raised in the last 2.5 days: the follow step (the two dismissed ones left the list).
    expect(since.alerts.map((a: { title: string }) => a.title)).toEqual(['Next step']);
    expect(since.total).toBe(1);
    // Another company's user has its own visits.
    expect((await apiCall(ctx.app, 'GET', '/api/inbox/since-last-visit', other.token)).json().since).toBeNull();
  });
});
