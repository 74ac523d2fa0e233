import { eq } from 'drizzle-orm';
import { alerts, meetings, municipalities, properties } from '../../src/db/schema/index.js';
import { ingestMeetings } from '../../src/pipeline/store.js';
import type { MeetingRecord } from '../../src/pipeline/records.js';
import { apiCall, createTestContext, registerUser, type HttpMethod, type TestContext } from '../helpers/helpers.js';

let ctx: TestContext;
let acme: Awaited<ReturnType<typeof registerUser>>;
let rival: Awaited<ReturnType<typeof registerUser>>;
const DAY = 86_400_000;
const now = Date.now();

const record = (
  sourceId: string,
  municipality: string,
  committee: string,
  offsetDays: number,
  extra: Partial<MeetingRecord> = {},
): MeetingRecord => ({
  source: 'test:meetings',
  sourceId,
  municipality,
  committee,
  title: committee,
  startsAt: new Date(now + offsetDays * DAY),
  summary: `Summary of ${sourceId}`,
  agendaUrl: `https://example.test/${sourceId}`,
  items: [{ sourceId: `${sourceId}-1`, title: 'Call to Order' }],
  documents: [
    {
      sourceId: `${sourceId}-doc`,
      title: `Agenda ${sourceId}`,
      url: `https://example.test/${sourceId}.pdf`,
      content: 'Agenda text.\fPage two.',
    },
  ],
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestContext();
  acme = await registerUser(ctx.app, { company_name: 'Acme' });
  rival = await registerUser(ctx.app, { company_name: 'Rival' });
  await ingestMeetings(ctx.database.db, [
    record('t-council-past', 'Toronto', 'City Council', -10),
    record('t-planning-soon', 'Toronto', 'Planning and Housing Committee', 3, { summary: 'Rezoning of 10 Elm Street' }),
    record('m-council-soon', 'Mississauga', 'City Council', 5),
    record('o-coa-later', 'Ottawa', 'Committee of Adjustment', 40, { summary: null, documents: [] }),
    record('m-gc-past', 'Mississauga', 'General Committee', -3),
  ]);
  // Alerts: two of Acme on the Toronto planning meeting (one dismissed), one of Rival on the Mississauga council.
  const rows = await ctx.database.db.select().from(meetings);
  const id = (sourceId: string) => rows.find((m) => m.sourceId === sourceId)!.id;
  // Acme's properties are in Toronto, Mississauga and Ottawa; Rival's in Mississauga (the stats count only those).
  const muniIds = new Map(
    (await ctx.database.db.select().from(municipalities)).map((m) => [m.name, m.id] as [string, number]),
  );
  const muni = (name: string) => muniIds.get(name)!;
  const [acmeProperty] = await ctx.database.db
    .insert(properties)
    .values([
      { companyId: acme.user.company_id, name: 'A1', municipalityId: muni('Toronto') },
      { companyId: acme.user.company_id, name: 'A2', municipalityId: muni('Mississauga') },
      { companyId: acme.user.company_id, name: 'A3', municipalityId: muni('Ottawa') },
      { companyId: rival.user.company_id, name: 'R1', municipalityId: muni('Mississauga') },
    ])
    .returning();
  const props = await ctx.database.db.select().from(properties);
  const prop = (name: string) => props.find((p) => p.name === name)!.id;
  expect(acmeProperty).toBeDefined();
  await ctx.database.db.insert(alerts).values([
    {
      companyId: acme.user.company_id,
      propertyId: prop('A1'),
      meetingId: id('t-planning-soon'),
      sourceKey: 'meeting:a',
      severity: 'high',
      title: 't',
      summary: 's',
    },
    {
      companyId: acme.user.company_id,
      propertyId: prop('A2'),
      meetingId: id('t-planning-soon'),
      sourceKey: 'meeting:b',
      severity: 'normal',
      title: 't',
      summary: 's',
      status: 'dismissed',
    },
    {
      companyId: rival.user.company_id,
      propertyId: prop('R1'),
      meetingId: id('m-council-soon'),
      sourceKey: 'meeting:c',
      severity: 'urgent',
      title: 't',
      summary: 's',
    },
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: HttpMethod, url: string, token = acme.token) => apiCall(ctx.app, method, url, token);
const titles = (body: { items: Array<{ title: string; municipality: string }> }) =>
  body.items.map((m) => `${m.municipality}/${m.title}`);

describe('GET /api/meetings/', () => {
  it('needs a signed-in user', async () => {
    expect((await apiCall(ctx.app, 'GET', '/api/meetings/')).statusCode).toBe(401);
  });

  it('lists every meeting by date with its list fields', async () => {
    const res = await call('GET', '/api/meetings/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(5);
    expect(titles(body)).toEqual([
      'Toronto/City Council',
      'Mississauga/General Committee',
      'Toronto/Planning and Housing Committee',
      'Mississauga/City Council',
      'Ottawa/Committee of Adjustment',
    ]);
    expect(body.items[0]).toEqual(
      expect.objectContaining({
        committee: 'City Council',
        summary: 'Summary of t-council-past',
        agenda_url: 'https://example.test/t-council-past',
        document_count: 1,
        hasAlert: false,
        alertCount: 0,
      }),
    );
  });

  it('filters by timeframe, municipality, search and a date window', async () => {
    expect(titles((await call('GET', '/api/meetings/?timeframe=upcoming')).json())).toHaveLength(3);
    expect(titles((await call('GET', '/api/meetings/?timeframe=past&order=desc')).json())).toEqual([
      'Mississauga/General Committee',
      'Toronto/City Council',
    ]);
    expect(titles((await call('GET', '/api/meetings/?municipality=mississauga')).json())).toEqual([
      'Mississauga/General Committee',
      'Mississauga/City Council',
    ]);
    expect(titles((await call('GET', '/api/meetings/?search=elm%20street')).json())).toEqual([
      'Toronto/Planning and Housing Committee',
    ]);
    const from = new Date(now + 1 * DAY).toISOString();
    const to = new Date(now + 30 * DAY).toISOString();
    expect(titles((await call('GET', `/api/meetings/?from=${from}&to=${to}`)).json())).toEqual([
      'Toronto/Planning and Housing Committee',
      'Mississauga/City Council',
    ]);
  });

  it('sorts by title and municipality both ways, and pages', async () => {
    expect(titles((await call('GET', '/api/meetings/?sort=municipality&order=desc')).json())[0]).toBe(
      'Toronto/Planning and Housing Committee',
    );
    // Equal titles fall back to the date: the past Toronto council first.
    expect(titles((await call('GET', '/api/meetings/?sort=title')).json()).slice(0, 2)).toEqual([
      'Toronto/City Council',
      'Mississauga/City Council',
    ]);
    const page = (await call('GET', '/api/meetings/?limit=2&offset=2')).json();
    expect(page).toEqual(expect.objectContaining({ total: 5, limit: 2, offset: 2 }));
    expect(titles(page)).toEqual(['Toronto/Planning and Housing Committee', 'Mississauga/City Council']);
  });

  it("counts only the caller's company's alerts, dismissed ones left out", async () => {
    const mine = (await call('GET', '/api/meetings/?municipality=toronto')).json().items;
    expect(mine.find((m: { title: string }) => m.title === 'Planning and Housing Committee')).toEqual(
      expect.objectContaining({ hasAlert: true, alertCount: 1 }),
    );
    const acmeView = (await call('GET', '/api/meetings/?municipality=mississauga')).json().items;
    expect(acmeView.every((m: { alertCount: number }) => m.alertCount === 0)).toBe(true);
    const rivalView = (await call('GET', '/api/meetings/?municipality=mississauga', rival.token)).json().items;
    expect(rivalView.find((m: { title: string }) => m.title === 'City Council')).toEqual(
      expect.objectContaining({ hasAlert: true, alertCount: 1 }),
    );
  });

  it('answers 400 with a detail for bad parameters', async () => {
    for (const query of [
      'sort=size',
      'order=up',
      'timeframe=soon',
      'limit=0',
      'offset=-1',
      'from=yesterday',
      `from=${new Date(now).toISOString()}&to=${new Date(now - DAY).toISOString()}`,
    ]) {
      const res = await call('GET', `/api/meetings/?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
  });
});

describe('the other meetings calls', () => {
  it('lists municipalities with meetings', async () => {
    const body = (await call('GET', '/api/meetings/municipalities')).json();
    expect(body.map((m: { name: string }) => m.name)).toEqual(['Mississauga', 'Ottawa', 'Toronto']);
    expect(body.find((m: { name: string }) => m.name === 'Toronto')).toEqual(
      expect.objectContaining({ meeting_count: 2, upcoming_count: 1 }),
    );
  });

  it('counts upcoming meetings in the next 14 days by default, 999 for all', async () => {
    expect((await call('GET', '/api/meetings/stats')).json()).toEqual(
      expect.objectContaining({ days: 14, upcoming_meetings: 2, municipalities: 2, meetings_with_alerts: 1 }),
    );
    expect((await call('GET', '/api/meetings/stats?days=999')).json()).toEqual(
      expect.objectContaining({ upcoming_meetings: 3, municipalities: 3 }),
    );
    expect((await call('GET', '/api/meetings/stats', rival.token)).json()).toEqual(
      expect.objectContaining({ upcoming_meetings: 1, municipalities: 1, meetings_with_alerts: 1 }),
    );
    // Only the meetings that concern the company: a new company without properties tracks none.
    const newcomer = await registerUser(ctx.app, { company_name: 'Newcomer' });
    expect((await call('GET', '/api/meetings/stats?days=999', newcomer.token)).json()).toEqual(
      expect.objectContaining({ upcoming_meetings: 0, municipalities: 0, total_upcoming_meetings: 0 }),
    );
    expect((await call('GET', '/api/meetings/stats?days=0')).statusCode).toBe(400);
  });

  it('groups by committee, optionally for one municipality', async () => {
    const all = (await call('GET', '/api/meetings/by-committee')).json();
    expect(all).toHaveLength(5);
    const toronto = (await call('GET', '/api/meetings/by-committee?municipality=Toronto')).json();
    expect(toronto.map((r: { committee: string }) => r.committee)).toEqual([
      'City Council',
      'Planning and Housing Committee',
    ]);
    expect(toronto[0]).toEqual(
      expect.objectContaining({ meeting_count: 1, next_meeting: null, last_meeting: expect.any(String) }),
    );
  });

  it("pages one committee's meetings, newest first, 50 by default", async () => {
    const body = (await call('GET', '/api/meetings/committee/City%20Council')).json();
    expect(body).toEqual(expect.objectContaining({ total: 2, limit: 50, offset: 0 }));
    expect(titles(body)).toEqual(['Mississauga/City Council', 'Toronto/City Council']);
    expect((await call('GET', '/api/meetings/committee/City%20Council?limit=1&offset=1')).json().items).toHaveLength(1);
  });

  it('answers one meeting and its attachments, 404 for unknown ids', async () => {
    const [meeting] = await ctx.database.db.select().from(meetings).where(eq(meetings.sourceId, 't-planning-soon'));
    const one = await call('GET', `/api/meetings/${meeting!.id}`);
    expect(one.json()).toEqual(expect.objectContaining({ id: meeting!.id, alertCount: 1 }));
    const attachments = (await call('GET', `/api/meetings/${meeting!.id}/attachments`)).json();
    expect(attachments).toEqual([
      expect.objectContaining({
        title: 'Agenda t-planning-soon',
        url: 'https://example.test/t-planning-soon.pdf',
        page_count: 2,
        extraction_status: 'done',
      }),
    ]);
    for (const url of ['/api/meetings/999999', '/api/meetings/999999/attachments', '/api/meetings/abc/attachments']) {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Meeting not found' });
    }
  });
});
