import { eq } from 'drizzle-orm';
import {
  committees,
  municipalities,
  properties,
  propertyCommittees,
  users,
  userVisits,
} from '../../src/db/schema/index.js';
import {
  apiCall,
  createTestContext,
  inviteAndAccept,
  registerUser,
  type AcceptedMember,
  type RegisteredUser,
  type TestContext,
} from '../helpers/helpers.js';

/*
 * GET /api/onboarding and POST /api/onboarding/dismiss over the real app and database: each step is ticked from
 * what the server holds (a property, its committees, the caller's email preferences, a teammate, a watch list),
 * per company and per user; the dismissal is the caller's own and stays; another company sees none of it.
 */

let ctx: TestContext;
let admin: RegisteredUser;
let analyst: AcceptedMember;
let companyId: string;
let loner: RegisteredUser;

const stepsOf = (body: { steps: { key: string; done: boolean }[] }) =>
  Object.fromEntries(body.steps.map((s) => [s.key, s.done]));

async function onboarding(token: string) {
  const res = await apiCall(ctx.app, 'GET', '/api/onboarding', token);
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await registerUser(ctx.app, { company_name: 'Onboarding Co', first_name: 'Olga' });
  companyId = admin.user.company_id as string;
  loner = await registerUser(ctx.app, { company_name: 'Loner Co' });
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/onboarding', () => {
  it('refuses an anonymous caller', async () => {
    expect((await apiCall(ctx.app, 'GET', '/api/onboarding')).statusCode).toBe(401);
    expect((await apiCall(ctx.app, 'POST', '/api/onboarding/dismiss')).statusCode).toBe(401);
  });

  it('a brand-new company: nothing done, first day, not dismissed', async () => {
    const body = await onboarding(admin.token);
    expect(body).toMatchObject({ first_day: true, dismissed: false, completed: 0, total: 5, all_done: false });
    expect(body.steps.map((s: { key: string }) => s.key)).toEqual([
      'property',
      'committees',
      'email_alerts',
      'teammate',
      'watch_list',
    ]);
  });

  it('ticks each step from real state as it is done', async () => {
    // A property, then its committees (the create wizard writes both).
    const [toronto] = await ctx.database.db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
    const [property] = await ctx.database.db
      .insert(properties)
      .values({ companyId, name: 'First Lot', address: '1 First St', municipalityId: toronto!.id })
      .returning();
    expect(stepsOf(await onboarding(admin.token))).toMatchObject({ property: true, committees: false });
    const [committee] = await ctx.database.db
      .insert(committees)
      .values({ municipalityId: toronto!.id, name: 'Onboarding Test Committee' })
      .onConflictDoNothing()
      .returning();
    await ctx.database.db
      .insert(propertyCommittees)
      .values({ companyId, propertyId: property!.id, committeeId: committee!.id });
    expect(stepsOf(await onboarding(admin.token))).toMatchObject({ committees: true, email_alerts: false });

    // Email alerts: the caller saves their preferences.
    const prefs = await apiCall(ctx.app, 'PUT', '/api/notifications/preferences', admin.token, {
      email_mode: 'digest_only',
      digest_frequency: 'weekly',
    });
    expect(prefs.statusCode).toBe(200);
    expect(stepsOf(await onboarding(admin.token))).toMatchObject({ email_alerts: true, watch_list: false });

    // A personal watch list.
    const watch = await apiCall(ctx.app, 'POST', '/api/watches', admin.token, { name: 'Severances', terms: 'sever' });
    expect(watch.statusCode).toBe(201);
    const before = await onboarding(admin.token);
    expect(stepsOf(before)).toMatchObject({ watch_list: true, teammate: false });
    expect(before.completed).toBe(4);

    // A teammate: the analyst invited (and accepting) completes the checklist.
    analyst = await inviteAndAccept(ctx, admin.token);
    const after = await onboarding(admin.token);
    expect(after).toMatchObject({ completed: 5, all_done: true });
  });

  it("the company's steps are shared, the caller's own are not: the analyst has their own email and watch steps", async () => {
    const body = await onboarding(analyst.token);
    expect(stepsOf(body)).toEqual({
      property: true,
      committees: true,
      email_alerts: false,
      teammate: true,
      // The admin's watch is personal: the analyst does not see it.
      watch_list: false,
    });
    const companyWatch = await apiCall(ctx.app, 'POST', '/api/watches', admin.token, {
      name: 'Everyone',
      terms: 'rezoning',
      company_wide: true,
    });
    expect(companyWatch.statusCode).toBe(201);
    expect(stepsOf(await onboarding(analyst.token)).watch_list).toBe(true);
  });

  it('another company sees none of it (tenant isolation)', async () => {
    const body = await onboarding(loner.token);
    expect(body).toMatchObject({ completed: 0, all_done: false, dismissed: false });
  });

  it('"Welcome back" once the account is older than a day and the user had a previous visit', async () => {
    const old = new Date(Date.now() - 3 * 86_400_000);
    await ctx.database.db.update(users).set({ createdAt: old }).where(eq(users.id, loner.user.id));
    // Older than a day but no previous visit yet: still their first session.
    expect((await onboarding(loner.token)).first_day).toBe(true);
    await ctx.database.db.insert(userVisits).values({
      userId: loner.user.id,
      companyId: loner.user.company_id,
      lastVisitAt: new Date(),
      previousVisitAt: old,
    });
    expect((await onboarding(loner.token)).first_day).toBe(false);
  });
});

describe('POST /api/onboarding/dismiss', () => {
  it("dismisses the caller's checklist for good, not a teammate's", async () => {
    const res = await apiCall(ctx.app, 'POST', '/api/onboarding/dismiss', analyst.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().dismissed).toBe(true);
    expect((await onboarding(analyst.token)).dismissed).toBe(true);
    // Again: still dismissed, no error.
    expect((await apiCall(ctx.app, 'POST', '/api/onboarding/dismiss', analyst.token)).json().dismissed).toBe(true);
    expect((await onboarding(admin.token)).dismissed).toBe(false);
    expect((await onboarding(loner.token)).dismissed).toBe(false);
  });
});
