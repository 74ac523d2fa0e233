import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { importAddressFile } from '../../src/addresses/import.js';
import { ingestMeetings } from '../../src/pipeline/store.js';
import type { MeetingRecord } from '../../src/pipeline/records.js';
import {
  agendaItems,
  alertItems,
  alerts,
  committees,
  documents,
  legalDecisions,
  legalTribunals,
  meetings,
  municipalities,
  projectInsights,
} from '../../src/db/schema/index.js';
import { apiCall, createTestContext, registerUser, type TestContext } from '../helpers/helpers.js';

let ctx: TestContext;
let mississaugaId: number;
let torontoId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.database.db.select().from(municipalities);
  mississaugaId = rows.find((r) => r.name === 'Mississauga')!.id;
  torontoId = rows.find((r) => r.name === 'Toronto')!.id;
});
afterAll(async () => {
  await ctx?.close();
});

async function company(label: string) {
  const user = await registerUser(ctx.app, { company_name: label, enroll_in_trial: true });
  return user;
}

async function property(token: string, body: Record<string, unknown>) {
  const res = await apiCall(ctx.app, 'POST', '/api/properties/', token, {
    current_land_use: 'industrial',
    future_land_use: 'residential',
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

const meeting = (
  sourceId: string,
  items: MeetingRecord['items'],
  extra: Partial<MeetingRecord> = {},
): MeetingRecord => ({
  source: 'test:mississauga',
  sourceId,
  municipality: 'Mississauga',
  committee: 'Planning and Development Committee',
  title: 'Planning and Development Committee',
  startsAt: new Date(Date.now() + 7 * 86_400_000),
  agendaUrl: `https://example.test/agenda/${sourceId}`,
  items,
  documents: [],
  ...extra,
});

describe('store and matching engine', () => {
  let acme: Awaited<ReturnType<typeof company>>;
  let other: Awaited<ReturnType<typeof company>>;
  let main: { id: string };
  let nearby: { id: string };
  let torontoMain: { id: string };
  let otherCompanyMain: { id: string };

  beforeAll(async () => {
    acme = await company('Acme');
    other = await company('Other');
    main = await property(acme.token, {
      nickname: 'Main',
      address: '123 Main Street East, Mississauga, ON',
      municipality_id: mississaugaId,
      latitude: 43.589,
      longitude: -79.6441,
    });
    nearby = await property(acme.token, {
      nickname: 'Nearby',
      address: '900 Oak Avenue, Mississauga, ON',
      municipality_id: mississaugaId,
      latitude: 43.5899,
      longitude: -79.6441,
    });
    torontoMain = await property(acme.token, {
      nickname: 'Toronto Main',
      address: '123 Main Street East, Toronto, ON',
      municipality_id: torontoId,
      latitude: 43.7,
      longitude: -79.3,
    });
    otherCompanyMain = await property(other.token, {
      nickname: 'Other Main',
      address: '123 Main St E, Mississauga',
      municipality_id: mississaugaId,
      latitude: 43.589,
      longitude: -79.6441,
    });
  });

  const records = () => [
    meeting('m1', [
      { sourceId: 'i1', itemNumber: '1', title: 'Call to Order' },
      { sourceId: 'i2', itemNumber: '2', title: 'Declarations of Conflict of Interest' },
      {
        sourceId: 'i3',
        itemNumber: '5.1',
        title: 'Zoning By-law Amendment - 123 Main St. E (Ward 4)',
        description: 'Public meeting on an application to permit a 12-storey residential building. File OZ 24/003.',
        coordinates: [{ lat: 43.589, lng: -79.6441 }],
      },
      {
        sourceId: 'i4',
        itemNumber: '5.2',
        title: 'Site Plan - 1234 Main Street East',
        description: 'A six-storey office building.',
      },
      {
        sourceId: 'i5',
        itemNumber: '6.1',
        title: '2026 Development Charges By-law update',
        description: 'New charges on residential and industrial development city-wide.',
      },
    ]),
  ];

  it('ingests idempotently: the same records twice leave the same rows and report nothing changed', async () => {
    const first = await ingestMeetings(ctx.database.db, records());
    expect(first.counts).toEqual({ meetings: 1, agendaItems: 5, documents: 0 });
    const second = await ingestMeetings(ctx.database.db, records());
    expect(second.changedAgendaItemIds).toEqual([]);
    const rows = await ctx.database.db
      .select()
      .from(agendaItems)
      .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
      .where(eq(meetings.sourceId, 'm1'));
    expect(rows).toHaveLength(5);
    const [m] = await ctx.database.db.select().from(meetings).where(eq(meetings.sourceId, 'm1'));
    expect(m!.committeeId).not.toBeNull();
  });

  it('matches by address, distance and policy scope, with evidence; nothing for procedural items or other municipalities', async () => {
    const db = ctx.database.db;
    const items = await db.select().from(agendaItems);
    const result = await ctx.app.analysis.analyzeAgendaItems(items.map((i) => i.id));
    expect(result.createdAlertIds.length).toBeGreaterThan(0);

    const impacts = await db
      .select()
      .from(alertItems)
      .innerJoin(alerts, eq(alerts.id, alertItems.alertId))
      .innerJoin(agendaItems, eq(agendaItems.id, alertItems.agendaItemId));
    const forProperty = (id: string) => impacts.filter((r) => r.alerts.propertyId === id);
    const titles = impacts.map((r) => r.agenda_items.title);
    expect(titles.some((t) => /Call to Order|Declarations/.test(t))).toBe(false);

    // 123 Main St. E matches 123 Main Street East by address, with the words and their span.
    const direct = forProperty(main.id).find((r) => r.agenda_items.sourceId === 'i3')!;
    expect(direct.alert_items.rule).toBe('address');
    const evidence = direct.alert_items.evidence[0]!;
    expect(evidence.text).toBe('123 Main St. E');
    expect(direct.agenda_items.title.slice(evidence.span!.start, evidence.span!.end)).toBe('123 Main St. E');
    expect(direct.alert_items.severity).toBe('urgent');
    expect(direct.alerts.severity).toBe('urgent');
    expect(direct.alert_items.confidence).toBe('High');
    // 1234 Main Street East is not 123.
    expect(forProperty(main.id).some((r) => r.agenda_items.sourceId === 'i4')).toBe(false);
    // The same street name in Toronto never matches a Mississauga item by address.
    expect(forProperty(torontoMain.id).some((r) => r.alert_items.rule === 'address')).toBe(false);
    // 100 m away: a distance match with the distance stored.
    const near = forProperty(nearby.id).find((r) => r.agenda_items.sourceId === 'i3')!;
    expect(near.alert_items.rule).toBe('distance');
    expect(near.alert_items.evidence[0]!.distanceMeters).toBeGreaterThan(90);
    expect(near.alert_items.evidence[0]!.distanceMeters).toBeLessThan(110);
    // The development charges policy reaches the municipality's properties, naming their land use.
    const policy = forProperty(nearby.id).find((r) => r.agenda_items.sourceId === 'i5')!;
    expect(policy.alert_items.evidence.map((e) => e.rule)).toEqual(expect.arrayContaining(['land_use']));
    expect(forProperty(torontoMain.id).some((r) => r.agenda_items.sourceId === 'i5')).toBe(false);
    // Each company gets its own alert; one alert per property and meeting.
    expect(
      forProperty(otherCompanyMain.id).every(
        (r) => r.alerts.companyId === other.user.company_id || r.alerts.companyId !== acme.user.company_id,
      ),
    ).toBe(true);
    const mainAlerts = await db.select().from(alerts).where(eq(alerts.propertyId, main.id));
    expect(mainAlerts).toHaveLength(1);
    expect(mainAlerts[0]!.summary).toMatch(/may affect Main/);
  });

  it('re-running never duplicates alerts or impacts, and announces only new alerts', async () => {
    const db = ctx.database.db;
    const before = (await db.select().from(alertItems)).length;
    const announced: number[][] = [];
    ctx.app.pipelineEvents.onAlertsCreated((ids) => void announced.push(ids));
    const items = await db.select().from(agendaItems);
    const again = await ctx.app.analysis.analyzeAgendaItems(items.map((i) => i.id));
    expect(again.createdAlertIds).toEqual([]);
    expect(again.updatedAlertIds.length).toBeGreaterThan(0);
    expect((await db.select().from(alertItems)).length).toBe(before);
    expect(announced).toEqual([]);
  });

  it('a dismissed alert stays dismissed when its items are analysed again', async () => {
    const db = ctx.database.db;
    const [alert] = await db.select().from(alerts).where(eq(alerts.propertyId, nearby.id));
    await db.update(alerts).set({ status: 'dismissed' }).where(eq(alerts.id, alert!.id));
    await ctx.app.analysis.analyzeAgendaItems((await db.select().from(agendaItems)).map((i) => i.id));
    const [after] = await db.select().from(alerts).where(eq(alerts.id, alert!.id));
    expect(after!.status).toBe('dismissed');
  });

  it("the database refuses an alert, impact or insight whose company is not its property's (or its alert's)", async () => {
    const db = ctx.database.db;
    const [meetingRow] = await db.select().from(meetings).where(eq(meetings.sourceId, 'm1'));
    const foreign = {
      companyId: other.user.company_id,
      propertyId: main.id,
      meetingId: meetingRow!.id,
      sourceKey: 'test:foreign',
      severity: 'normal' as const,
      title: 't',
      summary: 's',
    };
    await expect(db.insert(alerts).values(foreign)).rejects.toThrow();
    const [own] = await db.select().from(alerts).where(eq(alerts.propertyId, main.id));
    await expect(
      db.insert(alertItems).values({
        alertId: own!.id,
        companyId: other.user.company_id,
        rule: 'address',
        score: 0.9,
        severity: 'high',
        impactSummary: 'x',
      }),
    ).rejects.toThrow();
    await expect(
      db.insert(projectInsights).values({
        companyId: other.user.company_id,
        propertyId: main.id,
        categorySlug: 'big_policies',
        title: 't',
        sourceId: 'test:foreign',
      }),
    ).rejects.toThrow();
  });

  it('a new property is matched against recent items by the job its creation queues (through the properties API)', async () => {
    // Mississauga has a committee now (created by the ingest), so the wizard's rule asks for one.
    const [committee] = await ctx.database.db
      .select()
      .from(committees)
      .where(eq(committees.municipalityId, mississaugaId));
    const fresh = await property(acme.token, {
      nickname: 'Fresh',
      address: '123 Main St E, Mississauga, ON',
      municipality_id: mississaugaId,
      selectedCommittees: [committee!.id],
    });
    // Creation answered before the matching: nothing yet, and its match-property job queued.
    expect(await ctx.database.db.select().from(alerts).where(eq(alerts.propertyId, fresh.id))).toHaveLength(0);
    const queued = (await ctx.app.jobs.counts()).find((c) => c.name === 'match-property' && c.state === 'created');
    expect(queued?.count).toBeGreaterThanOrEqual(1);
    await ctx.app.jobs.drain();
    const rows = await ctx.database.db.select().from(alerts).where(eq(alerts.propertyId, fresh.id));
    expect(rows).toHaveLength(1);
    const insights = await ctx.database.db
      .select()
      .from(projectInsights)
      .where(and(eq(projectInsights.propertyId, fresh.id)));
    expect(insights.map((i) => i.categorySlug)).toContain('big_policies');
  });
});

/** A property following every committee of its municipality (the wizard asks for one once there are some). */
async function followingAll(token: string, body: Record<string, unknown>) {
  const rows = await ctx.database.db
    .select()
    .from(committees)
    .where(eq(committees.municipalityId, body.municipality_id as number));
  return property(token, { ...body, selectedCommittees: rows.map((r) => r.id) });
}

describe('alerts that stay true', () => {
  let acme: Awaited<ReturnType<typeof company>>;
  let lake: { id: string };

  beforeAll(async () => {
    acme = await company('Stays True Co');
    lake = await followingAll(acme.token, {
      nickname: 'Lake',
      address: '500 Lakeshore Road East, Mississauga, ON',
      municipality_id: mississaugaId,
      latitude: 43.56,
      longitude: -79.58,
    });
  });

  it('a document analysed later keeps the alert at "2 items" and never lowers its severity', async () => {
    const db = ctx.database.db;
    await ingestMeetings(db, [
      meeting(
        'stay-1',
        [
          {
            sourceId: 's1',
            itemNumber: '4.1',
            title: 'Road resurfacing - 500 Lakeshore Road East',
            description: 'Capital works on the street.',
          },
          {
            sourceId: 's2',
            itemNumber: '4.2',
            title: 'Rezoning application - 520 Lakeshore Road East',
            description: 'A 9-storey residential building.',
            coordinates: [{ lat: 43.5618, lng: -79.58 }],
          },
        ],
        {
          documents: [
            {
              sourceId: 'd-s2',
              title: 'Staff report',
              agendaItemSourceId: 's2',
              content: 'Report on the rezoning of 520 Lakeshore Road East. Recommendation: approve.',
            },
          ],
        },
      ),
    ]);
    const items = await db
      .select()
      .from(agendaItems)
      .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
      .where(eq(meetings.sourceId, 'stay-1'));
    await ctx.app.analysis.analyzeAgendaItems(items.map((r) => r.agenda_items.id));
    const read = async () =>
      (
        await db
          .select()
          .from(alerts)
          .where(and(eq(alerts.propertyId, lake.id), eq(alerts.meetingId, items[0]!.meetings.id)))
      )[0]!;
    const first = await read();
    // The alert is named after its strongest item (the address), and counts the other one.
    expect(first.title).toBe('Road resurfacing - 500 Lakeshore Road East and 1 more item');
    expect(first.severity).toBe('urgent');
    // The rezoning 200 m away is 'high', the works at the address 'urgent'.
    const impacts = await db.select().from(alertItems).where(eq(alertItems.alertId, first.id));
    expect(impacts.map((i) => [i.rule, i.severity]).sort()).toEqual([
      ['address', 'urgent'],
      ['distance', 'high'],
    ]);

    // The report of the second item is analysed again alone (the re-analysis job's path).
    const [doc] = await db.select().from(documents).where(eq(documents.sourceId, 'd-s2'));
    const result = await ctx.app.analysis.analyzeDocuments([doc!.id]);
    expect(result.updatedAlertIds).toContain(first.id);
    expect(result.raised).toEqual([]);
    const after = await read();
    expect(after.title).toBe('Road resurfacing - 500 Lakeshore Road East and 1 more item');
    expect(after.summary).toMatch(/ The same meeting has 1 more item that may affect Lake\.$/);
    expect(after.severity).toBe('urgent');
    expect([...after.categories].sort()).toEqual(expect.arrayContaining(['development', 'infrastructure', 'zoning']));
  });

  it('raises an alert when a later item is more severe, and records the raise', async () => {
    const db = ctx.database.db;
    await ingestMeetings(db, [
      meeting('stay-2', [
        {
          sourceId: 'r1',
          itemNumber: '1.1',
          title: 'Site plan application - 530 Lakeshore Road East',
          description: 'Townhouses.',
          coordinates: [{ lat: 43.5615, lng: -79.58 }],
        },
        {
          sourceId: 'r2',
          itemNumber: '1.2',
          title: 'Minor variance - 500 Lakeshore Road East',
          description: 'Rear yard setback.',
        },
      ]),
    ]);
    const items = await db
      .select()
      .from(agendaItems)
      .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
      .where(eq(meetings.sourceId, 'stay-2'));
    const id = (source: string) => items.find((r) => r.agenda_items.sourceId === source)!.agenda_items.id;
    await ctx.app.analysis.analyzeAgendaItems([id('r1')]);
    const [before] = await db
      .select()
      .from(alerts)
      .where(and(eq(alerts.propertyId, lake.id), eq(alerts.meetingId, items[0]!.meetings.id)));
    expect([before!.severity, before!.title]).toEqual(['high', 'Site plan application - 530 Lakeshore Road East']);
    const raised = await ctx.app.analysis.analyzeAgendaItems([id('r2')]);
    expect(raised.raised).toEqual([{ id: before!.id, from: 'high', to: 'urgent' }]);
    const [after] = await db.select().from(alerts).where(eq(alerts.id, before!.id));
    expect(after).toMatchObject({
      severity: 'urgent',
      severityRaisedFrom: 'high',
      title: 'Minor variance - 500 Lakeshore Road East and 1 more item',
    });
    // Analysing the first item again alone changes nothing: still 2 items, still urgent, no new raise.
    const again = await ctx.app.analysis.analyzeAgendaItems([id('r1')]);
    expect(again.raised).toEqual([]);
    const [last] = await db.select().from(alerts).where(eq(alerts.id, before!.id));
    expect([last!.severity, last!.title]).toEqual([
      'urgent',
      'Minor variance - 500 Lakeshore Road East and 1 more item',
    ]);
  });

  it('an item whose report is still to be read is not taken for a policy; read or given up, it is decided', async () => {
    const db = ctx.database.db;
    const across = await followingAll(acme.token, {
      nickname: 'Across town',
      address: '4000 Hurontario Street, Mississauga, ON',
      municipality_id: mississaugaId,
      latitude: 43.6,
      longitude: -79.64,
    });
    await ingestMeetings(db, [
      meeting(
        'stay-4',
        [
          {
            sourceId: 'p1',
            itemNumber: '2.1',
            title: 'Zoning By-law Amendment Application - Final Report',
            description: 'Approval of the amendment.',
          },
          {
            sourceId: 'p2',
            itemNumber: '2.2',
            title: 'Development Charges By-law 2027',
            description: 'Adoption of the by-law.',
          },
          {
            sourceId: 'p3',
            itemNumber: '2.3',
            title: 'Parkland Dedication By-law Amendment',
            description: 'Adoption of the amendment.',
          },
        ],
        {
          documents: [
            {
              sourceId: 'd-p1',
              title: 'Final report.pdf',
              agendaItemSourceId: 'p1',
              url: 'https://example.test/d-p1.pdf',
            },
            {
              sourceId: 'd-p2',
              title: 'Background study.pdf',
              agendaItemSourceId: 'p2',
              url: 'https://example.test/d-p2.pdf',
            },
            { sourceId: 'd-p3', title: 'Report.pdf', agendaItemSourceId: 'p3', url: 'https://example.test/d-p3.pdf' },
          ],
        },
      ),
    ]);
    // The third report was stored two days ago and is still unread (its extraction job lost): given up.
    await db
      .update(documents)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(documents.sourceId, 'd-p3'));
    const items = await db
      .select()
      .from(agendaItems)
      .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
      .where(eq(meetings.sourceId, 'stay-4'));
    const id = (source: string) => items.find((r) => r.agenda_items.sourceId === source)!.agenda_items.id;
    const impactsOf = async (itemId: number) =>
      (
        await db
          .select({ propertyId: alerts.propertyId, rule: alertItems.rule, severity: alertItems.severity })
          .from(alertItems)
          .innerJoin(alerts, eq(alerts.id, alertItems.alertId))
          .where(eq(alertItems.agendaItemId, itemId))
      )
        .filter((r) => r.propertyId === lake.id || r.propertyId === across.id)
        .map((r) => [r.propertyId === lake.id ? 'lake' : 'across', r.rule, r.severity])
        .sort();
    await ctx.app.analysis.analyzeAgendaItems([id('p1'), id('p2'), id('p3')]);
    // Two reports are pending: neither item is a policy yet.
    expect(await impactsOf(id('p1'))).toEqual([]);
    expect(await impactsOf(id('p2'))).toEqual([]);
    expect(await impactsOf(id('p3'))).toEqual([
      ['across', 'committee_policy', 'normal'],
      ['lake', 'committee_policy', 'normal'],
    ]);

    // The first report names the site: the item is at Lake's address, and no policy of the whole city.
    await db
      .update(documents)
      .set({
        text: 'Final Report. The site, municipally known as 500 Lakeshore Road East, is on the north side.',
        extractionStatus: 'done',
      })
      .where(eq(documents.sourceId, 'd-p1'));
    // The second report cannot be read: the item is decided on its own texts, a city-wide policy.
    await db
      .update(documents)
      .set({ extractionStatus: 'failed', extractionError: 'HTTP 404' })
      .where(eq(documents.sourceId, 'd-p2'));
    const docs = await db.select().from(documents).where(eq(documents.meetingId, items[0]!.meetings.id));
    await ctx.app.analysis.analyzeDocuments(docs.map((d) => d.id));
    expect(await impactsOf(id('p1'))).toEqual([['lake', 'address', 'urgent']]);
    expect(await impactsOf(id('p2'))).toEqual([
      ['across', 'committee_policy', 'normal'],
      ['lake', 'committee_policy', 'normal'],
    ]);
  });

  it('a heading is procedural and matches nothing, even with policy words', async () => {
    const db = ctx.database.db;
    await ingestMeetings(db, [
      meeting('stay-3', [
        { sourceId: 'h1', itemNumber: '10', title: 'Planning, Building and Growth Management Section' },
      ]),
    ]);
    const [item] = await db
      .select()
      .from(agendaItems)
      .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
      .where(eq(meetings.sourceId, 'stay-3'));
    const result = await ctx.app.analysis.analyzeAgendaItems([item!.agenda_items.id]);
    expect(result.createdAlertIds).toEqual([]);
    expect(await db.select().from(alertItems).where(eq(alertItems.agendaItemId, item!.agenda_items.id))).toEqual([]);
  });
});

describe("a property's own application numbers", () => {
  it('match exactly in TMMIS and eSCRIBE spellings, in text and documents, for their company only', async () => {
    const db = ctx.database.db;
    const owner = await company('Files Co');
    const rival = await company('Rival Files Co');
    const tower = await followingAll(owner.token, {
      nickname: 'Tower',
      address: '1 Front Street West, Toronto, ON',
      municipality_id: torontoId,
      application_numbers: ['22-123456-STE-10-OZ'],
    });
    const plaza = await followingAll(owner.token, {
      nickname: 'Plaza',
      address: '77 City Centre Drive, Mississauga, ON',
      municipality_id: mississaugaId,
      application_numbers: ['OZ-22-012', 'A-123/24'],
    });
    const near = await followingAll(owner.token, {
      nickname: 'Near miss',
      address: '78 City Centre Drive, Mississauga, ON',
      municipality_id: mississaugaId,
      application_numbers: ['OZ 22/0123', 'A-123/25'],
    });
    const rivalPlaza = await followingAll(rival.token, {
      nickname: 'Rival',
      address: '79 City Centre Drive, Mississauga, ON',
      municipality_id: mississaugaId,
    });
    // The same file number in Toronto is another city's file.
    const torontoNamesake = await followingAll(owner.token, {
      nickname: 'Namesake',
      address: '5 Bay Street, Toronto, ON',
      municipality_id: torontoId,
      application_numbers: ['OZ 22/012'],
    });
    await ingestMeetings(db, [
      meeting(
        'files-toronto',
        [
          {
            sourceId: 'f1',
            itemNumber: 'TE1.1',
            title: 'Final Report - Official Plan and Zoning Amendment',
            applicationNumbers: ['22 123456 STE 10 OZ'],
          },
        ],
        {
          source: 'test:toronto',
          municipality: 'Toronto',
          committee: 'Toronto and East York Community Council',
          title: 'Toronto and East York Community Council',
        },
      ),
      meeting(
        'files-mississauga',
        [
          {
            sourceId: 'f2',
            itemNumber: '5.1',
            title: 'Recommendation Report (Ward 4)',
            description: 'File: OZ 22/012 W7. Proposed 30-storey towers.',
          },
          {
            sourceId: 'f3',
            itemNumber: '5.2',
            title: 'Committee of Adjustment decisions received',
            description: 'Related files are listed in the report.',
          },
        ],
        {
          documents: [
            {
              sourceId: 'd-f3',
              title: 'Report',
              agendaItemSourceId: 'f3',
              content: 'The committee of adjustment granted A-0123-24 on 3 June.',
            },
          ],
        },
      ),
    ]);
    const items = await db.select().from(agendaItems).innerJoin(meetings, eq(meetings.id, agendaItems.meetingId));
    const mine = items.filter((r) => ['files-toronto', 'files-mississauga'].includes(r.meetings.sourceId));
    await ctx.app.analysis.analyzeAgendaItems(mine.map((r) => r.agenda_items.id));
    const impacts = await db
      .select()
      .from(alertItems)
      .innerJoin(alerts, eq(alerts.id, alertItems.alertId))
      .innerJoin(agendaItems, eq(agendaItems.id, alertItems.agendaItemId));
    const by = (propertyId: string, source: string) =>
      impacts.find((r) => r.alerts.propertyId === propertyId && r.agenda_items.sourceId === source);
    expect(by(tower.id, 'f1')?.alert_items).toMatchObject({ rule: 'application_number', severity: 'urgent' });
    expect(by(plaza.id, 'f2')?.alert_items).toMatchObject({ rule: 'application_number', severity: 'urgent' });
    expect(by(plaza.id, 'f2')!.alert_items.evidence[0]).toMatchObject({ text: 'OZ 22/012', field: 'description' });
    expect(by(plaza.id, 'f3')?.alert_items).toMatchObject({ rule: 'application_number', severity: 'urgent' });
    expect(by(plaza.id, 'f3')!.alert_items.evidence[0]).toMatchObject({ text: 'A-0123-24', field: 'document' });
    // Different numbers never match; another company's property never gets this company's files.
    expect(
      impacts.filter((r) => r.alerts.propertyId === near.id && r.alert_items.rule === 'application_number'),
    ).toEqual([]);
    expect(
      impacts.filter((r) => r.alerts.propertyId === rivalPlaza.id && r.alert_items.rule === 'application_number'),
    ).toEqual([]);
    expect(
      impacts.filter((r) => r.alerts.propertyId === torontoNamesake.id && r.alert_items.rule === 'application_number'),
    ).toEqual([]);

    // A tribunal decision naming the file reaches the property that carries it, once.
    await db.insert(legalTribunals).values({ code: 'onlt', name: 'Ontario Land Tribunal' }).onConflictDoNothing();
    const [decision] = await db
      .insert(legalDecisions)
      .values({
        sourceId: 'files-olt-1',
        title: 'Appeal of Mississauga file OZ-22-012 (Re)',
        caseid: 'OLT-23-000777',
        databaseId: 'onlt',
        municipality: 'Mississauga (City)',
      })
      .returning();
    await ctx.app.pipelineEvents.decisionsIngested([decision!.id]);
    await ctx.app.pipelineEvents.decisionsIngested([decision!.id]);
    const decisionAlerts = await db
      .select()
      .from(alerts)
      .where(eq(alerts.sourceKey, `decision:${decision!.id}`));
    expect(decisionAlerts.map((a) => [a.propertyId, a.severity])).toEqual([[plaza.id, 'urgent']]);
    const [decisionImpact] = await db.select().from(alertItems).where(eq(alertItems.alertId, decisionAlerts[0]!.id));
    expect(decisionImpact!.evidence[0]).toMatchObject({ rule: 'application_number', text: 'OZ-22-012' });
  });
});

describe('units of a building', () => {
  it("another unit of the property's building is high (the same place, not the property); its own unit or the whole building is urgent", async () => {
    const db = ctx.database.db;
    const owner = await company('Units Co');
    const unit7 = await followingAll(owner.token, {
      nickname: 'Plaza unit 7',
      address: 'Unit 7, 2400 Dundas Street West, Mississauga, ON',
      municipality_id: mississaugaId,
    });
    const whole = await followingAll(owner.token, {
      nickname: 'Whole plaza',
      address: '2400 Dundas Street West, Mississauga, ON',
      municipality_id: mississaugaId,
    });
    await ingestMeetings(db, [
      meeting(
        'units-1',
        [
          // The unit in the title, the building again (without the unit) in the description: still unit 12 only.
          {
            sourceId: 'u12',
            itemNumber: '3.1',
            title: 'A-201/24 - Unit 12, 2400 Dundas Street West',
            description: 'To permit a restaurant use in unit 12 of the plaza at 2400 Dundas Street West.',
          },
          {
            sourceId: 'u7',
            itemNumber: '3.2',
            title: 'A-202/24 - Unit 7, 2400 Dundas Street West',
            description: 'To permit a dental office.',
          },
          {
            sourceId: 'all',
            itemNumber: '3.3',
            title: 'A-203/24 - 2400 Dundas Street West',
            description: 'To permit a larger pylon sign for the plaza.',
          },
        ],
        { committee: 'Committee of Adjustment', title: 'Committee of Adjustment' },
      ),
    ]);
    const items = await db
      .select()
      .from(agendaItems)
      .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
      .where(eq(meetings.sourceId, 'units-1'));
    await ctx.app.analysis.analyzeAgendaItems(items.map((r) => r.agenda_items.id));
    const impacts = await db
      .select()
      .from(alertItems)
      .innerJoin(alerts, eq(alerts.id, alertItems.alertId))
      .innerJoin(agendaItems, eq(agendaItems.id, alertItems.agendaItemId));
    const by = (propertyId: string, source: string) => {
      const row = impacts.find((r) => r.alerts.propertyId === propertyId && r.agenda_items.sourceId === source);
      return row ? [row.alert_items.rule, row.alert_items.severity] : null;
    };
    expect(by(unit7.id, 'u12')).toEqual(['distance', 'high']);
    const evidence = impacts.find((r) => r.alerts.propertyId === unit7.id && r.agenda_items.sourceId === 'u12')!
      .alert_items.evidence[0]!;
    expect(evidence).toMatchObject({ rule: 'distance', distanceMeters: 0, text: 'Unit 12, 2400 Dundas Street West' });
    expect(evidence.detail).toMatch(/another unit of the property's building/);
    expect(by(unit7.id, 'u7')).toEqual(['address', 'urgent']);
    expect(by(unit7.id, 'all')).toEqual(['address', 'urgent']);
    // A property without a unit owns the building: every unit of it is the property.
    expect(by(whole.id, 'u12')).toEqual(['address', 'urgent']);
  });
});

describe('items placed by geocoding their text', () => {
  it('an eSCRIBE item with an address only in its text, 150 m from a Mississauga property, raises an alert with the geocoded evidence', async () => {
    const db = ctx.database.db;
    // The address index knows 77 Stavebank Road, 150 m north of the property (and a 77 Stavebank Road in Brampton,
    // which a Mississauga item must never use).
    const site = { lat: 43.58, lng: -79.62 };
    const north150 = { lat: site.lat + 150 / 111_194.9, lng: site.lng };
    const dir = await mkdtemp(path.join(tmpdir(), 'pw-engine-geo-'));
    const file = path.join(dir, 'addresses.csv');
    await writeFile(
      file,
      `LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH\n${north150.lng},${north150.lat},77,Stavebank Rd,,Mississauga,,ON,,,\n-79.75,43.70,77,Stavebank Rd,,Brampton,,ON,,,\n`,
    );
    await importAddressFile(db, file, { source: 'test:engine' });
    await rm(dir, { recursive: true, force: true });

    const owner = await company('Geocoded');
    const [committee] = await db.select().from(committees).where(eq(committees.municipalityId, mississaugaId));
    const neighbour = await property(owner.token, {
      nickname: 'Ontario Street Site',
      address: '70 Ontario Street, Mississauga, ON',
      municipality_id: mississaugaId,
      latitude: site.lat,
      longitude: site.lng,
      selectedCommittees: [committee!.id],
    });
    const far = await property(owner.token, {
      nickname: 'Far Site',
      address: '5 Distant Road, Mississauga, ON',
      municipality_id: mississaugaId,
      latitude: site.lat + 0.02,
      longitude: site.lng,
      selectedCommittees: [committee!.id],
    });

    // As the eSCRIBE connector stores it: no coordinates, the address in the description only.
    const ingested = await ingestMeetings(db, [
      meeting('m-geo', [
        {
          sourceId: 'g1',
          itemNumber: '4.1',
          title: 'Official Plan and Zoning By-law Amendment (Ward 1)',
          description:
            'Public meeting on an application to permit a 12-storey residential building at 77 Stavebank Road.',
        },
      ]),
    ]);
    await ctx.app.analysis.analyzeAgendaItems(ingested.changedAgendaItemIds);

    const [item] = await db.select().from(agendaItems).where(eq(agendaItems.id, ingested.changedAgendaItemIds[0]!));
    expect(item!.coordinates).toEqual([]);
    expect(item!.placement).toMatchObject({
      status: 'placed',
      places: [{ text: '77 Stavebank Road', via: 'address index', kind: 'point' }],
    });
    const impacts = await db
      .select()
      .from(alertItems)
      .innerJoin(alerts, eq(alerts.id, alertItems.alertId))
      .where(eq(alertItems.agendaItemId, item!.id));
    const mine = impacts.find((r) => r.alerts.propertyId === neighbour.id)!;
    expect(mine.alert_items.rule).toBe('distance');
    expect(mine.alert_items.evidence[0]).toMatchObject({
      rule: 'distance',
      text: '77 Stavebank Road',
      distanceMeters: 150,
      detail: 'geocoded "77 Stavebank Road" via address index; 150 m from the property',
    });
    expect(impacts.some((r) => r.alerts.propertyId === far.id)).toBe(false);
  });
});
