import { count, eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { findAddresses, parseStreetName, streetKey } from '../../src/addresses/grammar.js';
import { DEMO_ADDRESS_FILE, loadMunicipalDemo } from '../../src/demo/load-municipal.js';
import {
  DEMO_ACCOUNT,
  DEMO_PROPERTIES,
  demoAddressCsv,
  demoMeetings,
  ESCRIBE_TOWNS,
} from '../../src/demo/municipal.js';
import {
  agendaItems,
  alertItems,
  alerts,
  companies,
  legalDecisions,
  mayoralDecisions,
  meetings,
  projectInsights,
  proposals,
  properties,
  users,
} from '../../src/db/schema/index.js';
import { apiCall, createTestContext, login, registerUser, type TestContext } from '../helpers/helpers.js';

describe('the demo municipal dataset', () => {
  it('spans the past and coming three months with at least 200 meetings, procedural items and reports', () => {
    const today = new Date('2026-11-22T12:00:00Z');
    const records = demoMeetings(today);
    expect(records.length).toBeGreaterThanOrEqual(200);
    const times = records.map((r) => r.startsAt.getTime());
    expect(Math.min(...times)).toBeLessThan(today.getTime() - 80 * 86_400_000);
    expect(Math.max(...times)).toBeGreaterThan(today.getTime() + 80 * 86_400_000);
    expect(new Set(records.map((r) => r.municipality)).size).toBeGreaterThanOrEqual(6);
    const items = records.flatMap((r) => r.items);
    expect(items.some((i) => i.title === 'Call to Order')).toBe(true);
    expect(items.filter((i) => (i.applicationNumbers ?? []).length > 0).length).toBeGreaterThan(100);
    expect(records.flatMap((r) => r.documents).length).toBeGreaterThan(100);
    // Deterministic for a given day.
    expect(JSON.stringify(demoMeetings(today))).toBe(JSON.stringify(records));
  });

  it('lists an item once per agenda, over a year of days', () => {
    // The random draws repeated an infrastructure item on one agenda now and then (two "Stormwater Management Capital
    // Works: Lakeshore Road East" on one meeting), which a watch's matches then listed twice.
    for (let day = 0; day < 365; day += 7) {
      for (const record of demoMeetings(new Date(Date.UTC(2026, 0, 1) + day * 86_400_000))) {
        const titles = record.items.map((i) => i.title);
        expect({ meeting: record.sourceId, titles: [...new Set(titles)] }).toEqual({
          meeting: record.sourceId,
          titles,
        });
      }
    }
  });
});

describe('the demo address index', () => {
  it("is the file shipped, small, and holds every address the eSCRIBE towns' items name (they carry no coordinates)", () => {
    const csv = readFileSync(DEMO_ADDRESS_FILE, 'utf8');
    expect(csv).toBe(demoAddressCsv());
    const rows = csv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','));
    expect(rows.length).toBeLessThan(400);
    const known = new Set(rows.map((r) => `${r[5]}|${r[2]}|${streetKey(parseStreetName(r[3]!)!)}`));
    const records = demoMeetings(new Date('2026-11-22T12:00:00Z')).filter((r) => ESCRIBE_TOWNS.has(r.municipality));
    const sited = records.flatMap((r) =>
      r.items.filter((i) => (i.addresses ?? []).length).map((i) => ({ town: r.municipality, item: i })),
    );
    expect(sited.length).toBeGreaterThan(50);
    for (const { town, item } of sited) {
      expect(item.coordinates ?? []).toEqual([]);
      const [address] = findAddresses(item.addresses![0]!);
      expect(known.has(`${town}|${address!.numbers[0]}|${streetKey(address!)}`)).toBe(true);
    }
  });
});

describe('loading the demo on a fresh embedded database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ NODE_ENV: 'production' });
    await loadMunicipalDemo(ctx.app);
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('goes through sign-up, the properties API (on the trial), the store and the analysis (embedded database only)', async () => {
    const db = ctx.database.db;
    const n = async (
      table: typeof meetings | typeof agendaItems | typeof alerts | typeof alertItems | typeof projectInsights,
    ) => Number((await db.select({ n: count() }).from(table))[0]!.n);
    if (ctx.database.kind !== 'pglite') {
      expect(await n(meetings)).toBe(0);
      return;
    }
    expect(await n(meetings)).toBeGreaterThanOrEqual(200);
    expect(await n(alerts)).toBeGreaterThan(20);
    expect(await n(projectInsights)).toBeGreaterThan(0);
    const [demoUser] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    const res = await login(ctx.app, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(res.statusCode).toBe(200);
    const token = res.json().access_token as string;
    const properties = (await apiCall(ctx.app, 'GET', '/api/properties/', token)).json() as Array<{
      active: boolean;
      subscription_status: string;
      name: string;
    }>;
    expect(properties).toHaveLength(DEMO_PROPERTIES.length);
    // On the company's free trial, as a new company's properties are: nobody subscribed them.
    expect(properties.every((p) => !p.active && p.subscription_status === 'inactive')).toBe(true);
    const trial = (await apiCall(ctx.app, 'GET', '/api/custom-auth/trial-status', token)).json();
    expect(trial.is_trial_active).toBe(true);
    const counts = (await apiCall(ctx.app, 'GET', '/api/alerts/severity-counts', token)).json();
    expect(counts.urgent).toBeGreaterThan(0);
    expect(counts.total).toBeGreaterThan(20);
    // Every alert belongs to the demo company; no procedural item raised one.
    const rows = await db.select().from(alertItems).innerJoin(agendaItems, eq(agendaItems.id, alertItems.agendaItemId));
    expect(rows.every((r) => r.alert_items.companyId === demoUser!.companyId)).toBe(true);
    expect(rows.some((r) => /^(Call to Order|Adjournment|Declarations)/.test(r.agenda_items.title))).toBe(false);
    // The eSCRIBE towns' items were placed from the demo address index, and their alerts say so.
    const placed = await db.select({ placement: agendaItems.placement }).from(agendaItems);
    expect(placed.filter((r) => r.placement?.status === 'placed').length).toBeGreaterThan(50);
    expect(
      rows.some((r) =>
        r.alert_items.evidence.some((e) =>
          /^geocoded ".+" via address index; \d+ m from the property$/.test(e.detail ?? ''),
        ),
      ),
    ).toBe(true);
    // A second start loads nothing more.
    const before = await n(alerts);
    await loadMunicipalDemo(ctx.app);
    expect(await n(alerts)).toBe(before);
  });
});

describe('DEMO_DATA=false', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Started as in production, where the embedded database would get the demo.
    ctx = await createTestContext({ NODE_ENV: 'production', DEMO_DATA: 'false' });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('starts with an empty database: no meetings, no demo account, no proposals or decisions', async () => {
    // What the server does before it listens; forced, so that PostgreSQL would load it too were it not for DEMO_DATA.
    await loadMunicipalDemo(ctx.app, { force: true });
    const db = ctx.database.db;
    const n = async (
      table:
        | typeof meetings
        | typeof users
        | typeof companies
        | typeof properties
        | typeof proposals
        | typeof legalDecisions
        | typeof mayoralDecisions,
    ) => Number((await db.select({ n: count() }).from(table))[0]!.n);
    for (const table of [meetings, users, companies, properties, proposals, legalDecisions, mayoralDecisions])
      expect(await n(table)).toBe(0);
    expect((await login(ctx.app, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).statusCode).toBe(401);
    // The reference data of the migrations is there: a first user finds the municipalities to add a property in.
    const first = await registerUser(ctx.app);
    const names = (
      (await apiCall(ctx.app, 'GET', '/api/properties/municipalities', first.token)).json() as Array<{ name: string }>
    ).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['Brampton', 'Mississauga', 'Toronto']));
    // The regions and conservation authorities are in the registry too (not places a property can be in).
    const everything = (
      (await apiCall(ctx.app, 'GET', '/api/coverage', first.token)).json() as {
        municipalities: Array<{ name: string }>;
      }
    ).municipalities.map((m) => m.name);
    expect(everything).toEqual(
      expect.arrayContaining(['Brampton', 'Peel Region', 'Toronto and Region Conservation Authority']),
    );
  });
});
