import { eq } from 'drizzle-orm';
import { ingestMeetings } from '../../src/pipeline/store.js';
import type { MeetingRecord } from '../../src/pipeline/records.js';
import { agendaItems, alertItems, alerts, municipalities, municipalityMembers } from '../../src/db/schema/index.js';
import { loadRegionMap, membersNamedIn, withoutSpans } from '../../src/analysis/regions.js';
import { apiCall, createTestContext, registerUser, type TestContext } from '../helpers/helpers.js';

/*
 * Regional and overlapping bodies (migration 0024): an upper-tier region (Peel Region) or a conservation authority
 * (TRCA) stored as a municipality of its own reaches the properties of its member municipalities: by address,
 * by distance, as a policy, and in the committees a property may follow.
 */

let ctx: TestContext;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const row of await ctx.database.db.select().from(municipalities)) ids[row.name] = row.id;
});
afterAll(async () => {
  await ctx?.close();
});

const meeting = (
  source: string,
  sourceId: string,
  municipality: string,
  committee: string,
  items: MeetingRecord['items'],
): MeetingRecord => ({
  source,
  sourceId,
  municipality,
  committee,
  title: committee,
  startsAt: new Date(Date.now() + 5 * 86_400_000),
  agendaUrl: `https://example.test/${source}/${sourceId}`,
  items,
  documents: [],
});

describe('the memberships seeded by migration 0024', () => {
  it('lists the real members of the regions and conservation authorities we watch', async () => {
    const regions = await loadRegionMap(ctx.database.db);
    const names = (id: number) =>
      regions
        .reachOf(id)
        .slice(1)
        .map((m) => regions.nameOf(m))
        .sort();
    expect(names(ids['Peel Region']!)).toEqual(['Brampton', 'Caledon', 'Mississauga']);
    expect(names(ids['Halton Region']!)).toEqual(['Burlington', 'Halton Hills', 'Milton', 'Oakville']);
    expect(names(ids['York Region']!)).toEqual(
      expect.arrayContaining(['Markham', 'Richmond Hill', 'Vaughan', 'Aurora', 'Newmarket']),
    );
    expect(names(ids['Durham Region']!)).toEqual(
      expect.arrayContaining(['Ajax', 'Oshawa', 'Pickering', 'Whitby', 'Clarington']),
    );
    const trca = names(ids['Toronto and Region Conservation Authority']!);
    expect(trca).toEqual(
      expect.arrayContaining([
        'Toronto',
        'Mississauga',
        'Brampton',
        'Caledon',
        'Vaughan',
        'Markham',
        'Richmond Hill',
        'Pickering',
        'Ajax',
      ]),
    );
    expect(trca).not.toContain('Oshawa');
    expect(trca).not.toContain('Oakville');
    // Brampton belongs to Peel Region and to the conservation authorities of its watersheds.
    expect(
      regions
        .bodiesOf(ids.Brampton!)
        .map((id) => regions.nameOf(id))
        .sort(),
    ).toEqual(['Credit Valley Conservation', 'Peel Region', 'Toronto and Region Conservation Authority']);
    expect(regions.bodiesOf(ids.Toronto!).map((id) => regions.nameOf(id))).toEqual([
      'Toronto and Region Conservation Authority',
    ]);
    // A body never lists itself, nor another body.
    const links = await ctx.database.db.select().from(municipalityMembers);
    const bodies = new Set(links.map((l) => l.regionId));
    expect(links.some((l) => bodies.has(l.memberId))).toBe(false);
    // Parents of the added members.
    const [milton] = await ctx.database.db.select().from(municipalities).where(eq(municipalities.name, 'Milton'));
    expect(milton!.parentName).toBe('Halton Region');
  });

  it('finds the members an item names, whole words only', async () => {
    const regions = await loadRegionMap(ctx.database.db);
    const members = regions.reachOf(ids['Toronto and Region Conservation Authority']!).slice(1);
    const named = (text: string) => membersNamedIn(text, members, regions).map((id) => regions.nameOf(id));
    expect(named('Permit at 1815 Altona Road, City of Pickering')).toEqual(['Pickering']);
    expect(named('Works in the Town of Whitchurch Stouffville')).toEqual(['Whitchurch-Stouffville']);
    expect(named('Bramptonian Avenue works')).toEqual([]);
    expect(named('Watershed plan update')).toEqual([]);
    // A street of that name is no member; nor is the body's own name.
    expect(named('Works at King Street and Brock Road')).toEqual([]);
    const trcaName = 'Toronto and Region Conservation Authority';
    const namedBy = (text: string) => membersNamedIn(text, members, regions, trcaName).map((id) => regions.nameOf(id));
    expect(
      namedBy('Permit issued by the Toronto and Region Conservation Authority (TRCA) in the City of Brampton'),
    ).toEqual(['Brampton']);
    expect(namedBy('Toronto and Region watershed')).toEqual([]);
    expect(namedBy('Lands in the City of Toronto')).toEqual(['Toronto']);
    expect(withoutSpans('Permit - 50 King Street, King', [{ start: 9, end: 23 }])).toBe(
      'Permit -               , King',
    );
  });
});

describe('items of a regional body reach the properties of its members', () => {
  let token: string;
  const property = async (body: Record<string, unknown>) => {
    const res = await apiCall(ctx.app, 'POST', '/api/properties/', token, {
      current_land_use: 'industrial',
      future_land_use: 'residential',
      ...body,
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: string }).id;
  };
  let brampton: string;
  let bramptonFar: string;
  let mississauga: string;
  let torontoSameAddress: string;
  let oakville: string;
  let bramptonFile: string;
  let mississaugaFile: string;
  let torontoFile: string;

  beforeAll(async () => {
    token = (await registerUser(ctx.app, { company_name: 'Regional Holdings', enroll_in_trial: true })).token;
    // Created before any meeting is stored: no committee to choose yet, so the properties follow none.
    brampton = await property({
      nickname: 'Brampton Queen',
      address: '55 Queen Street East, Brampton, ON',
      municipality_id: ids.Brampton,
      latitude: 43.6864,
      longitude: -79.7592,
    });
    bramptonFar = await property({
      nickname: 'Brampton North',
      address: '10 Sandalwood Parkway, Brampton, ON',
      municipality_id: ids.Brampton,
      latitude: 43.74,
      longitude: -79.78,
    });
    mississauga = await property({
      nickname: 'Mississauga Main',
      address: '123 Main Street East, Mississauga, ON',
      municipality_id: ids.Mississauga,
      latitude: 43.589,
      longitude: -79.6441,
    });
    torontoSameAddress = await property({
      nickname: 'Toronto Queen',
      address: '55 Queen Street East, Toronto, ON',
      municipality_id: ids.Toronto,
      latitude: 43.6536,
      longitude: -79.3763,
    });
    oakville = await property({
      nickname: 'Oakville Lakeshore',
      address: '200 Lakeshore Road East, Oakville, ON',
      municipality_id: ids.Oakville,
      latitude: 43.445,
      longitude: -79.67,
    });
    // The same file number carried in a member named by the item, in another member, and outside the region.
    bramptonFile = await property({
      nickname: 'Brampton File',
      address: '250 Queen Street East, Brampton, ON',
      municipality_id: ids.Brampton,
      latitude: 43.69,
      longitude: -79.74,
      application_numbers: ['OZS-2023-0041'],
    });
    mississaugaFile = await property({
      nickname: 'Mississauga File',
      address: '3000 Hurontario Street, Mississauga, ON',
      municipality_id: ids.Mississauga,
      latitude: 43.58,
      longitude: -79.62,
      application_numbers: ['OZS 2023-0041'],
    });
    torontoFile = await property({
      nickname: 'Toronto File',
      address: '1 Yonge Street, Toronto, ON',
      municipality_id: ids.Toronto,
      latitude: 43.64,
      longitude: -79.37,
      application_numbers: ['OZS-2023-0041'],
    });

    const stored = await ingestMeetings(ctx.database.db, [
      meeting('test:trca', 'trca-1', 'Toronto and Region Conservation Authority', 'Executive Committee', [
        {
          sourceId: 'permit',
          itemNumber: '8.1',
          title: 'Permit Application - 55 Queen Street East, City of Brampton',
          description: 'Development within a regulated area (Etobicoke Creek watershed). CFN 70001.',
        },
        {
          sourceId: 'authority',
          itemNumber: '8.3',
          title: 'Permit Application - 10 Sandalwood Parkway',
          description:
            'Toronto and Region Conservation Authority permit for works on King Street and Mississauga Road crossings.',
        },
        {
          sourceId: 'works',
          itemNumber: '8.2',
          title: 'Erosion control works at Sandalwood valley',
          description: 'Slope stabilization of the valley wall.',
          coordinates: [{ lat: 43.7405, lng: -79.7805 }],
        },
      ]),
      meeting('test:peel', 'peel-1', 'Peel Region', 'Regional Council', [
        {
          sourceId: 'dc',
          itemNumber: '9.1',
          title: 'Regional Development Charges By-law 2026',
          description: 'New regional development charges on residential and industrial development across the region.',
        },
        {
          sourceId: 'file',
          itemNumber: '9.2',
          title: 'Regional comments on City File OZS 2023-0041',
          description: 'Regional servicing comments on City of Brampton file OZS 2023-0041.',
        },
      ]),
    ]);
    await ctx.app.analysis.analyzeAgendaItems(stored.changedAgendaItemIds);
  });

  const impactsOf = async (propertyId: string) =>
    ctx.database.db
      .select()
      .from(alertItems)
      .innerJoin(alerts, eq(alerts.id, alertItems.alertId))
      .innerJoin(agendaItems, eq(agendaItems.id, alertItems.agendaItemId))
      .where(eq(alerts.propertyId, propertyId));

  it("a TRCA permit at a Brampton property's address matches it by address, and not the same address in Toronto", async () => {
    const permit = (await impactsOf(brampton)).find((r) => r.agenda_items.sourceId === 'permit');
    expect(permit?.alert_items.rule).toBe('address');
    expect(permit!.alert_items.evidence[0]).toMatchObject({ rule: 'address', text: '55 Queen Street East' });
    // The item names Brampton: Toronto (a TRCA member too) has the same street address, but not this item.
    expect((await impactsOf(torontoSameAddress)).some((r) => r.agenda_items.sourceId === 'permit')).toBe(false);
  });

  it("the body's own name, or a street named like a member, does not narrow where a TRCA item's address is looked up", async () => {
    const permit = (await impactsOf(bramptonFar)).find((r) => r.agenda_items.sourceId === 'authority');
    expect(permit?.alert_items.rule).toBe('address');
  });

  it("a TRCA item's point matches a member's property by distance", async () => {
    const works = (await impactsOf(bramptonFar)).find((r) => r.agenda_items.sourceId === 'works');
    expect(works?.alert_items.rule).toBe('distance');
    expect(works!.alert_items.evidence[0]!.distanceMeters).toBeLessThan(150);
  });

  it('a Peel Region item naming a file a Brampton property carries reaches it (urgent), in the member it names only', async () => {
    const file = (await impactsOf(bramptonFile)).find((r) => r.agenda_items.sourceId === 'file');
    expect([file?.alert_items.rule, file?.alert_items.severity]).toEqual(['application_number', 'urgent']);
    // The item names the City of Brampton: Mississauga's file of that number is another file; Toronto is no member.
    for (const id of [mississaugaFile, torontoFile])
      expect((await impactsOf(id)).some((r) => r.agenda_items.sourceId === 'file')).toBe(false);
  });

  it("a Peel Region policy reaches Mississauga's and Brampton's properties, saying so, but not Toronto's or Oakville's", async () => {
    for (const id of [brampton, mississauga]) {
      const policy = (await impactsOf(id)).find((r) => r.agenda_items.sourceId === 'dc');
      expect(policy?.alert_items.rule).toMatch(/policy/);
    }
    const bramptonPolicy = (await impactsOf(brampton)).find((r) => r.agenda_items.sourceId === 'dc')!;
    expect(bramptonPolicy.alert_items.evidence.find((e) => /policy/.test(e.rule))!.detail).toMatch(
      /^a policy of Peel Region, which includes Brampton/,
    );
    for (const id of [torontoSameAddress, oakville])
      expect((await impactsOf(id)).some((r) => r.agenda_items.sourceId === 'dc')).toBe(false);
  });

  it("the committees API offers Peel Region's and TRCA's committees for a Brampton property, and accepts them", async () => {
    const own = await ingestMeetings(ctx.database.db, [
      meeting('test:brampton', 'bra-1', 'Brampton', 'Planning and Development Committee', [
        { sourceId: 'x', title: 'Call to Order' },
      ]),
    ]);
    expect(own.counts.meetings).toBe(1);
    const offered = await apiCall(ctx.app, 'GET', '/api/committees/municipality/brampton', token);
    expect(offered.statusCode).toBe(200);
    const list = offered.json() as Array<{
      id: number;
      name: string;
      municipality_id: number;
      municipality_name: string;
    }>;
    // The municipality's own first, then the bodies', by body name.
    expect(list.map((c) => [c.municipality_name, c.name])).toEqual([
      ['Brampton', 'Planning and Development Committee'],
      ['Peel Region', 'Regional Council'],
      ['Toronto and Region Conservation Authority', 'Executive Committee'],
    ]);
    // Toronto is no member of Peel Region: only TRCA's.
    const toronto = (
      await apiCall(ctx.app, 'GET', `/api/committees/municipality/${ids.Toronto}`, token)
    ).json() as Array<{ municipality_name: string }>;
    expect(toronto.map((c) => c.municipality_name)).toEqual(['Toronto and Region Conservation Authority']);

    // The wizard's selection: all offered committees, a region's included; refused for a Toronto property.
    const peelCouncil = list.find((c) => c.name === 'Regional Council')!.id;
    const created = await apiCall(ctx.app, 'POST', '/api/properties/', token, {
      nickname: 'Brampton New',
      address: '2 Wellington Street West, Brampton, ON',
      municipality_id: ids.Brampton,
      selectedCommittees: list.map((c) => c.id),
    });
    expect(created.statusCode).toBe(201);
    const following = (
      await apiCall(ctx.app, 'GET', `/api/committees/property/${created.json().id}`, token)
    ).json() as Array<{ id: number; municipality_name: string }>;
    expect(following.map((c) => c.id).sort()).toEqual(list.map((c) => c.id).sort());
    // Matched by the job its creation queued, against recent items of the bodies that include Brampton: the Peel
    // policy reaches it.
    await ctx.app.jobs.drain();
    const fresh = await impactsOf(created.json().id);
    expect(fresh.some((r) => r.agenda_items.sourceId === 'dc')).toBe(true);

    const refused = await apiCall(ctx.app, 'POST', '/api/properties/', token, {
      nickname: 'Toronto New',
      address: '100 King Street West, Toronto, ON',
      municipality_id: ids.Toronto,
      selectedCommittees: [peelCouncil],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail:
        "Every selected committee must belong to the property's municipality or a regional body that includes it.",
    });
    const set = await apiCall(ctx.app, 'POST', `/api/committees/property/${torontoSameAddress}/committees`, token, {
      committee_ids: [peelCouncil],
    });
    expect(set.statusCode).toBe(400);
    // A Toronto property must now choose among TRCA's committees (the only ones it may follow).
    const none = await apiCall(ctx.app, 'POST', '/api/properties/', token, {
      nickname: 'Toronto Bare',
      address: '1 Front Street West, Toronto, ON',
      municipality_id: ids.Toronto,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: 'Select at least one committee' });
  });
});

describe("a regional body's policies and the committees a member's property follows", () => {
  it("a conservation authority's board of directors reaches a property that follows only its own city's committees; its other committees do not", async () => {
    const token = (await registerUser(ctx.app, { company_name: 'Follows Holdings', enroll_in_trial: true })).token;
    await ingestMeetings(ctx.database.db, [
      meeting('test:vaughan', 'vau-1', 'Vaughan', 'Committee of the Whole', [
        { sourceId: 'x', title: 'Call to Order' },
      ]),
    ]);
    const offered = (
      await apiCall(ctx.app, 'GET', `/api/committees/municipality/${ids.Vaughan}`, token)
    ).json() as Array<{ id: number; municipality_name: string }>;
    const own = offered.filter((c) => c.municipality_name === 'Vaughan').map((c) => c.id);
    expect(own.length).toBeGreaterThan(0);
    const res = await apiCall(ctx.app, 'POST', '/api/properties/', token, {
      nickname: 'Keele yard',
      address: '9000 Keele Street, Vaughan, ON',
      municipality_id: ids.Vaughan,
      selectedCommittees: own,
    });
    expect(res.statusCode).toBe(201);
    const propertyId = (res.json() as { id: string }).id;
    const stored = await ingestMeetings(ctx.database.db, [
      meeting('test:trca', 'trca-board-1', 'Toronto and Region Conservation Authority', 'Board of Directors', [
        {
          sourceId: 'living-city',
          itemNumber: '7.1',
          title: 'Amendments to The Living City Policies for Planning and Development in the Watersheds of TRCA',
          description: 'Approval of amendments across its jurisdiction.',
        },
      ]),
      meeting('test:trca', 'trca-ec-1', 'Toronto and Region Conservation Authority', 'Executive Committee', [
        {
          sourceId: 'flood-study',
          itemNumber: '8.1',
          title: 'Flood Plain Mapping Study - Updated Regulation Limits',
          description: 'Approval of the updated study.',
        },
      ]),
    ]);
    await ctx.app.analysis.analyzeAgendaItems(stored.changedAgendaItemIds);
    const impacts = await ctx.database.db
      .select()
      .from(alertItems)
      .innerJoin(alerts, eq(alerts.id, alertItems.alertId))
      .innerJoin(agendaItems, eq(agendaItems.id, alertItems.agendaItemId))
      .where(eq(alerts.propertyId, propertyId));
    expect(impacts.map((r) => [r.agenda_items.sourceId, r.alert_items.rule, r.alert_items.severity])).toEqual([
      ['living-city', 'municipality_policy', 'normal'],
    ]);
  });
});
