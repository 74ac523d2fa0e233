import { eq } from 'drizzle-orm';
import { agendaItems, alertItems, alerts, meetings, municipalities, properties } from '../../src/db/schema/index.js';
import { apiCall, createTestContext, registerUser, type RegisteredUser, type TestContext } from '../helpers/helpers.js';

/*
 * `also_concerns` on the alerts list and detail: the company's other properties that an alert's item also concerns
 * (another alert of the company, for another property, cites the same agenda item). Real app and database; the rows
 * the matching engine would write are inserted through the db layer. Another company's alerts on the same item
 * never name its properties.
 */

let ctx: TestContext;
let owner: RegisteredUser;
let other: RegisteredUser;
const alertIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerUser(ctx.app, { company_name: 'Owner Co' });
  other = await registerUser(ctx.app, { company_name: 'Other Co' });
  const db = ctx.database.db;
  const [toronto] = await db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
  const property = async (companyId: string, name: string) => {
    const [row] = await db
      .insert(properties)
      .values({ companyId, name, address: `${name} address`, municipalityId: toronto!.id })
      .returning();
    return row!.id;
  };
  const [meeting] = await db
    .insert(meetings)
    .values({
      source: 'test:toronto',
      sourceId: 'ph-1',
      municipalityId: toronto!.id,
      title: 'Planning and Housing Committee',
      startsAt: new Date('2026-11-30T18:00:00Z'),
    })
    .returning();
  const item = async (sourceId: string, title: string) => {
    const [row] = await db.insert(agendaItems).values({ meetingId: meeting!.id, sourceId, title }).returning();
    return row!.id;
  };
  const policy = await item('PH1.1', 'Official Plan Amendment: King-Spadina secondary plan');
  const rezoning = await item('PH1.2', 'Rezoning at 5 Front Street');
  const alert = async (name: string, companyId: string, propertyId: string, agendaItemIds: number[]) => {
    const [row] = await db
      .insert(alerts)
      .values({
        companyId,
        propertyId,
        meetingId: meeting!.id,
        sourceKey: `meeting:${meeting!.id}`,
        severity: 'high',
        title: `${name} alert`,
        summary: 'An item concerns the property.',
      })
      .returning();
    for (const agendaItemId of agendaItemIds)
      await db.insert(alertItems).values({
        alertId: row!.id,
        companyId,
        agendaItemId,
        rule: 'distance',
        score: 0.8,
        severity: 'high',
        impactSummary: 'The item covers the property.',
      });
    alertIds[name] = row!.id;
  };
  const lofts = await property(owner.user.company_id, 'Queen West Lofts');
  const tower = await property(owner.user.company_id, 'King Tower');
  const front = await property(owner.user.company_id, 'Front Street Offices');
  const theirs = await property(other.user.company_id, 'Rival Holdings Site');
  await alert('lofts', owner.user.company_id, lofts, [policy]);
  await alert('tower', owner.user.company_id, tower, [policy, rezoning]);
  await alert('front', owner.user.company_id, front, [rezoning]);
  await alert('theirs', other.user.company_id, theirs, [policy, rezoning]);
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

const byId = (list: Array<{ id: number; also_concerns: string[] }>) =>
  Object.fromEntries(list.map((a) => [a.id, a.also_concerns]));

describe('also_concerns', () => {
  it("names the company's other properties that share an item of the alert, by name", async () => {
    const res = await apiCall(ctx.app, 'GET', '/api/alerts/', owner.token);
    expect(res.statusCode).toBe(200);
    const shown = byId(res.json());
    expect(shown[alertIds.lofts!]).toEqual(['King Tower']);
    expect(shown[alertIds.tower!]).toEqual(['Front Street Offices', 'Queen West Lofts']);
    expect(shown[alertIds.front!]).toEqual(['King Tower']);
  });

  it("never names another company's property, on the list or the detail", async () => {
    const mine = await apiCall(ctx.app, 'GET', '/api/alerts/', owner.token);
    expect(JSON.stringify(mine.json())).not.toContain('Rival Holdings Site');
    const theirs = await apiCall(ctx.app, 'GET', '/api/alerts/', other.token);
    expect(theirs.statusCode).toBe(200);
    expect(byId(theirs.json())[alertIds.theirs!]).toEqual([]);
    const detail = await apiCall(ctx.app, 'GET', `/api/alerts/${alertIds.theirs}`, other.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().also_concerns).toEqual([]);
    const ownDetail = await apiCall(ctx.app, 'GET', `/api/alerts/${alertIds.lofts}`, owner.token);
    expect(ownDetail.json().also_concerns).toEqual(['King Tower']);
  });
});
