import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import {
  alerts,
  calendarFeeds,
  committees,
  meetings,
  municipalities,
  properties,
  propertyCommittees,
} from '../../src/db/schema/index.js';
import { ingestMeetings } from '../../src/pipeline/store.js';
import type { MeetingRecord } from '../../src/pipeline/records.js';
import { redactFeedToken } from '../../src/meetings/calendar-feed.js';
import { apiCall, createTestContext, registerUser, type HttpMethod, type TestContext } from '../helpers/helpers.js';

/*
 * The iCal feed: a per-user secret URL; the meetings of the company's properties' municipalities,
 * narrowed to the followed committees where a property follows some (committee-less meetings stay); from 30 days back
 * to a year ahead; parsed back with ical.js (an RFC 5545 parser). Real app, real database (PGlite or PostgreSQL).
 */

let ctx: TestContext;
let acme: Awaited<ReturnType<typeof registerUser>>;
let rival: Awaited<ReturnType<typeof registerUser>>;
const DAY = 86_400_000;
const now = Date.now();
const LONG_SUMMARY = `Rezoning of 10 Elm Street; a 25-storey tower, with 300 units, "parkland" and a café — ${'long text '.repeat(20)}`;

const record = (
  sourceId: string,
  municipality: string,
  committee: string,
  offsetDays: number,
  extra: Partial<MeetingRecord> = {},
): MeetingRecord => ({
  source: 'test:calendar',
  sourceId,
  municipality,
  committee,
  title: committee,
  startsAt: new Date(now + offsetDays * DAY),
  summary: `Summary of ${sourceId}`,
  agendaUrl: `https://example.test/${sourceId}`,
  items: [],
  documents: [],
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestContext();
  acme = await registerUser(ctx.app, { company_name: 'Acme' });
  rival = await registerUser(ctx.app, { company_name: 'Rival' });
  const db = ctx.database.db;
  await ingestMeetings(db, [
    record('t-planning', 'Toronto', 'Planning and Housing Committee', 3, {
      summary: LONG_SUMMARY,
      title: 'Planning, Housing; and Zoning',
      location: 'City Hall, Room 1\\2',
    }),
    record('t-council', 'Toronto', 'City Council', 5),
    record('m-council', 'Mississauga', 'City Council', 4),
    record('t-planning-old', 'Toronto', 'Planning and Housing Committee', -400),
    record('t-planning-recent', 'Toronto', 'Planning and Housing Committee', -20, { title: 'Recent Planning' }),
    record('t-planning-45', 'Toronto', 'Planning and Housing Committee', -45, { title: 'Older Planning' }),
    record('t-planning-far', 'Toronto', 'Planning and Housing Committee', 400, { title: 'Far Planning' }),
    record('b-council', 'Brampton', 'City Council', 6, { title: 'Brampton Council' }),
    record('b-planning', 'Brampton', 'Planning and Development Committee', 8, { title: 'Brampton Planning' }),
  ]);
  const munis = await db.select().from(municipalities);
  const muni = (name: string) => munis.find((m) => m.name === name)!.id;
  const comms = await db.select().from(committees);
  const committee = (name: string, municipality: string) =>
    comms.find((c) => c.name === name && c.municipalityId === muni(municipality))!.id;
  await db.insert(meetings).values({
    source: 'test:calendar',
    sourceId: 't-open-house',
    municipalityId: muni('Toronto'),
    title: 'Community Open House',
    startsAt: new Date(now + 7 * DAY),
  });
  const [a1] = await db
    .insert(properties)
    .values({ companyId: acme.user.company_id, name: 'A1', municipalityId: muni('Toronto') })
    .returning();
  const [a2] = await db
    .insert(properties)
    .values({ companyId: acme.user.company_id, name: 'A2', municipalityId: muni('Mississauga') })
    .returning();
  const [r1] = await db
    .insert(properties)
    .values({ companyId: rival.user.company_id, name: 'R1', municipalityId: muni('Mississauga') })
    .returning();
  // R2 follows no committee: every Brampton meeting counts for it.
  const [r2] = await db
    .insert(properties)
    .values({ companyId: rival.user.company_id, name: 'R2', municipalityId: muni('Brampton') })
    .returning();
  await db.insert(propertyCommittees).values([
    {
      companyId: acme.user.company_id,
      propertyId: a1!.id,
      committeeId: committee('Planning and Housing Committee', 'Toronto'),
    },
    { companyId: acme.user.company_id, propertyId: a2!.id, committeeId: committee('City Council', 'Mississauga') },
    { companyId: rival.user.company_id, propertyId: r1!.id, committeeId: committee('City Council', 'Mississauga') },
  ]);
  const rows = await db.select().from(meetings);
  const meetingId = (sourceId: string) => rows.find((m) => m.sourceId === sourceId)!.id;
  const alert = (companyId: string, propertyId: string, sourceKey: string, status?: 'dismissed') => ({
    companyId,
    propertyId,
    meetingId: meetingId('m-council'),
    sourceKey,
    severity: 'high' as const,
    title: 't',
    summary: 's',
    ...(status ? { status } : {}),
  });
  // Both companies follow the Mississauga council meeting: Acme has 2 alerts on it, Rival 1 (and 1 dismissed).
  await db
    .insert(alerts)
    .values([
      alert(acme.user.company_id, a1!.id, 'cal:a1'),
      alert(acme.user.company_id, a2!.id, 'cal:a2'),
      alert(rival.user.company_id, r1!.id, 'cal:r1'),
      alert(rival.user.company_id, r2!.id, 'cal:r2', 'dismissed'),
    ]);
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: HttpMethod, url: string, token?: string) => apiCall(ctx.app, method, url, token);
const feedPath = (url: string) => new URL(url).pathname;

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

it('needs a bearer token to create, read or revoke the feed URL', async () => {
  expect((await call('POST', '/api/meetings/calendar-feed')).statusCode).toBe(401);
  expect((await call('GET', '/api/meetings/calendar-feed')).statusCode).toBe(401);
  expect((await call('DELETE', '/api/meetings/calendar-feed')).statusCode).toBe(401);
  const status = await call('GET', '/api/meetings/calendar-feed', acme.token);
  expect(status.json()).toEqual({ active: false, created_at: null, last_used_at: null });
  const revoke = await call('DELETE', '/api/meetings/calendar-feed', acme.token);
  expect(revoke.statusCode).toBe(404);
  expect(revoke.json()).toEqual({ detail: 'Calendar feed not found' });
});

it("serves the company's followed meetings as valid RFC 5545 without a bearer token", async () => {
  const created = await call('POST', '/api/meetings/calendar-feed', acme.token);
  expect(created.statusCode).toBe(201);
  const { url, webcal_url, created_at } = created.json();
  expect(Object.keys(created.json()).sort()).toEqual(['created_at', 'url', 'webcal_url']);
  expect(url.startsWith(`${ctx.app.config.publicUrl}/api/meetings/calendar/`)).toBe(true);
  expect(url).toMatch(/\/api\/meetings\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(Number.isNaN(Date.parse(created_at))).toBe(false);
  expect(webcal_url).toBe(url.replace('http:', 'webcal:'));

  const feed = await call('GET', feedPath(url));
  expect(feed.statusCode).toBe(200);
  expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const text = feed.body;
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  // CRLF line ends only, and no line over 75 octets (folded lines continue with a space).
  const lines = text.split('\r\n');
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  expect(text).toContain('VERSION:2.0');
  expect(text).toMatch(/PRODID:/);

  const events = parse(text);
  const summaries = events.map((e) => e.summary).sort();
  // Toronto: the followed Planning committee (from 30 days back to a year ahead) and the committee-less open house,
  // not the unfollowed council; Mississauga: the followed council. Never Brampton (only Rival follows it).
  expect(summaries).toEqual([
    'City Council (Mississauga)',
    'Community Open House (Toronto)',
    'Planning, Housing; and Zoning (Toronto)',
    'Recent Planning (Toronto)',
  ]);
  const planning = events.find((e) => e.summary.startsWith('Planning'))!;
  expect(planning.uid).toMatch(/^meeting-\d+@parcelwatch$/);
  expect(planning.description).toContain(LONG_SUMMARY);
  expect(planning.description).toContain('Agenda: https://example.test/t-planning');
  expect(planning.description).toContain('Parcelwatch: 0 alerts for your properties');
  expect(planning.location).toBe('City Hall, Room 1\\2');
  expect(text).toContain('LOCATION:City Hall\\, Room 1\\\\2');
  const council = events.find((e) => e.summary === 'City Council (Mississauga)')!;
  expect(council.description).toContain('Parcelwatch: 2 alerts for your properties');
  // Escaped text survives the round trip (, ; \ and newlines).
  expect(text).toContain('SUMMARY:Planning\\, Housing\\; and Zoning (Toronto)');
  expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
  expect(Math.abs(planning.startDate.toJSDate().getTime() - (now + 3 * DAY))).toBeLessThan(1000);
  expect(planning.startDate.zone.tzid).toBe('UTC');
  expect(planning.endDate.toJSDate().getTime()).toBeGreaterThan(planning.startDate.toJSDate().getTime());
  for (const vevent of new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')) {
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
  }

  const status = await call('GET', '/api/meetings/calendar-feed', acme.token);
  expect(status.json()).toMatchObject({ active: true });
  expect(status.json().last_used_at).not.toBeNull();
});

it('writes the feed of a user who reads the app in French in French; the meetings stay as published', async () => {
  expect(
    (await apiCall(ctx.app, 'PUT', '/api/custom-auth/me/language', rival.token, { language: 'fr-CA' })).statusCode,
  ).toBe(200);
  const { url } = (await call('POST', '/api/meetings/calendar-feed', rival.token)).json();
  const text = (await call('GET', feedPath(url))).body;
  expect(text).toContain('X-WR-CALNAME:Réunions Parcelwatch');
  expect(text).toMatch(/PRODID:.*\/\/FR/);
  const council = parse(text).find((e) => e.summary === 'City Council (Mississauga)')!;
  // Rival has one alert on the council meeting (its dismissed one does not count).
  expect(council.description.replace(/\u00a0/g, ' ')).toContain('Parcelwatch : 1 alerte pour vos propriétés');
  expect(council.description).not.toContain('alerts for your properties');
  expect(
    (await apiCall(ctx.app, 'PUT', '/api/custom-auth/me/language', rival.token, { language: 'en-CA' })).statusCode,
  ).toBe(200);
  expect((await call('GET', feedPath(url))).body).toContain('X-WR-CALNAME:Parcelwatch meetings');
});

it("keeps each company's feed to its own followed meetings", async () => {
  const rivalUrl = (await call('POST', '/api/meetings/calendar-feed', rival.token)).json().url;
  const events = parse((await call('GET', feedPath(rivalUrl))).body);
  // Rival's feed: its Mississauga council and all of Brampton (R2 follows no committee); nothing only Acme follows.
  expect(events.map((e) => e.summary).sort()).toEqual([
    'Brampton Council (Brampton)',
    'Brampton Planning (Brampton)',
    'City Council (Mississauga)',
  ]);
  const council = events.find((e) => e.summary === 'City Council (Mississauga)')!;
  // Rival's own alert count (its dismissed alert and Acme's 2 alerts left out).
  expect(council.description).toContain('Parcelwatch: 1 alert for your properties');
  // Acme's feed URL never shows Rival's count, and Rival's token never shows Acme's meetings.
  expect(events.some((e) => e.summary.includes('Toronto'))).toBe(false);
});

it('rotating replaces the old URL, revoking ends it; unknown or malformed tokens answer 404', async () => {
  const first = (await call('POST', '/api/meetings/calendar-feed', acme.token)).json();
  const second = (await call('POST', '/api/meetings/calendar-feed', acme.token)).json();
  expect(second.url).not.toBe(first.url);
  const secondToken = /calendar\/([^/]+)\.ics$/.exec(second.url)![1]!;
  expect((await call('GET', feedPath(first.url))).statusCode).toBe(404);
  expect((await call('GET', feedPath(second.url))).statusCode).toBe(200);

  const revoke = await call('DELETE', '/api/meetings/calendar-feed', acme.token);
  expect(revoke.statusCode).toBe(204);
  const gone = await call('GET', feedPath(second.url));
  expect(gone.statusCode).toBe(404);
  expect(gone.json()).toEqual({ detail: 'Calendar feed not found' });
  expect((await call('GET', `/api/meetings/calendar/${secondToken}`)).statusCode).toBe(404);
  expect((await call('GET', '/api/meetings/calendar/not-a-token.ics')).statusCode).toBe(404);
  // Revoked feeds are kept with revoked_at; only the SHA-256 of a token is stored, never the token.
  const rows = await ctx.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, acme.user.id));
  expect(rows.length).toBeGreaterThanOrEqual(3);
  expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  expect(rows.map((r) => r.tokenHash)).toContain(createHash('sha256').update(secondToken).digest('hex'));
  expect(rows.some((r) => r.tokenHash === secondToken)).toBe(false);
  expect((await call('GET', '/api/meetings/calendar-feed', acme.token)).json()).toEqual({
    active: false,
    created_at: null,
    last_used_at: null,
  });
  // The meetings API itself still needs the bearer token.
  expect((await call('GET', '/api/meetings/')).statusCode).toBe(401);
});

it('masks the feed secret in logged request URLs', () => {
  expect(redactFeedToken('/api/meetings/calendar/abcDEF_-123.ics?x=1')).toBe(
    '/api/meetings/calendar/[redacted].ics?x=1',
  );
  expect(redactFeedToken('/api/meetings/calendar-feed')).toBe('/api/meetings/calendar-feed');
  expect(redactFeedToken('/api/meetings/12')).toBe('/api/meetings/12');
});
