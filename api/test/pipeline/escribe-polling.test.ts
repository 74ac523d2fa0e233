import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { meetingPageReads, meetings, sourceStatus } from '../../src/db/schema/index.js';
import { escribeConnector, type EscribeMeetingJson } from '../../src/pipeline/connectors/escribe.js';
import { createPoliteFetch, SourceBudgetError } from '../../src/pipeline/connectors/http.js';
import { runSource } from '../../src/pipeline/run.js';
import { createTestContext, type TestContext } from '../helpers/helpers.js';

/*
 * Polite polling of an eSCRIBE portal: the calendar is read on every run, a meeting's page only when the meeting
 * is new, its calendar entry changed, or it is near (then at most every 30 minutes). The live portals are out of
 * reach in tests: a loopback server speaks eSCRIBE's protocol (the calendar's POST, the meetings' agenda pages)
 * and counts the pages asked for. A host's daily request budget stops a run before the request that would pass it.
 */

const DAY = 86_400_000;
let ctx: TestContext;
let server: Server;
let port: number;
let now = new Date('2026-11-29T15:00:00Z');
const pageRequests: string[] = [];
let failing = new Set<string>();

/** "2026/12/02 09:30:00" for a UTC instant (the portal's wall-clock time; hours do not matter here). */
const escribeDate = (d: Date) =>
  `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')} 09:30:00`;

const entry = (id: string, starts: Date, name = 'Planning Committee'): EscribeMeetingJson => ({
  ID: id,
  MeetingName: name,
  StartDate: escribeDate(starts),
  HasAgenda: true,
  MeetingDocumentLink: [{ Type: 'Agenda', Format: 'HTML', Url: `/Meeting.aspx?Id=${id}&Agenda=Agenda&lang=English` }],
});

let calendar: EscribeMeetingJson[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/MeetingsCalendarView.aspx/GetCalendarMeetings')
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ d: calendar }));
      const id = /^\/Meeting\.aspx\?Id=([^&]+)/.exec(req.url ?? '')?.[1];
      if (req.method === 'GET' && id) {
        pageRequests.push(id);
        if (failing.has(id)) return void res.writeHead(404).end();
        return void res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(`<html><head><title>Agenda ${id}</title></head><body><h1>Agenda</h1></body></html>`);
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
  server?.close();
});

const connector = escribeConnector({
  portal: 'polite',
  municipality: 'Toronto',
  get baseUrl() {
    return `http://127.0.0.1:${port}`;
  },
  fetch: createPoliteFetch({ userAgent: 'ParcelwatchTest/1.0', minIntervalMs: 0, backoffMs: 1, retries: 0 }),
  now: () => now,
});

async function run() {
  pageRequests.length = 0;
  const result = await runSource(ctx.app.db, connector);
  return { records: result.records, pages: [...pageRequests].sort() };
}

it('reads each page once, then only what is new, changed or near', async () => {
  calendar = [
    entry('past', new Date(now.getTime() - 20 * DAY)),
    entry('near', new Date(now.getTime() + 3 * DAY)),
    entry('later', new Date(now.getTime() + 40 * DAY)),
  ];
  expect(await run()).toEqual({ records: 3, pages: ['later', 'near', 'past'] });
  const reads = await ctx.app.db.select().from(meetingPageReads).where(eq(meetingPageReads.source, 'escribe:polite'));
  expect(reads.map((r) => r.sourceId).sort()).toEqual(['later', 'near', 'past']);

  // Five minutes later, nothing changed: the calendar alone.
  now = new Date(now.getTime() + 5 * 60_000);
  expect(await run()).toEqual({ records: 0, pages: [] });
  // What is stored stays: the three meetings are still there.
  const stored = await ctx.app.db.select().from(meetings).where(eq(meetings.source, 'escribe:polite'));
  expect(stored).toHaveLength(3);

  // Half an hour after its last read, the near meeting's agenda may have been posted or revised: read again.
  now = new Date(now.getTime() + 30 * 60_000);
  expect(await run()).toEqual({ records: 1, pages: ['near'] });

  // A changed calendar entry (a new title, a new document) is read again whenever it is.
  calendar = [calendar[0]!, calendar[1]!, entry('later', new Date(now.getTime() + 40 * DAY), 'Special Council')];
  expect(await run()).toEqual({ records: 1, pages: ['later'] });
  const [later] = await ctx.app.db
    .select()
    .from(meetings)
    .where(and(eq(meetings.source, 'escribe:polite'), eq(meetings.sourceId, 'later')));
  expect(later!.title).toContain('Special Council');

  // A new meeting is read; one whose page fails is tried again on every run until its page is read.
  calendar = [...calendar, entry('added', new Date(now.getTime() + 20 * DAY))];
  failing = new Set(['added']);
  expect(await run()).toEqual({ records: 1, pages: ['added'] });
  expect(await run()).toEqual({ records: 1, pages: ['added'] });
  failing = new Set();
  expect(await run()).toEqual({ records: 1, pages: ['added'] });
  expect(await run()).toEqual({ records: 0, pages: [] });
});

it("stops at a host's daily request budget without blaming the source, and says so", async () => {
  const budgeted = escribeConnector({
    portal: 'budgeted',
    municipality: 'Toronto',
    baseUrl: `http://127.0.0.1:${port}`,
    // Three requests a day to this host: the calendar and two pages, then the third page is refused.
    fetch: createPoliteFetch({ userAgent: 'ParcelwatchTest/1.0', minIntervalMs: 0, retries: 0, dailyBudget: 3 }),
    now: () => now,
  });
  calendar = [
    entry('b1', new Date(now.getTime() + 30 * DAY)),
    entry('b2', new Date(now.getTime() + 31 * DAY)),
    entry('b3', new Date(now.getTime() + 32 * DAY)),
  ];
  pageRequests.length = 0;
  await expect(runSource(ctx.app.db, budgeted)).rejects.toBeInstanceOf(SourceBudgetError);
  expect(pageRequests).toEqual(['b1', 'b2']);
  const [status] = await ctx.app.db.select().from(sourceStatus).where(eq(sourceStatus.source, 'escribe:budgeted'));
  expect(status).toMatchObject({ consecutiveFailures: 0, degradedAt: null, failureKind: null });
  expect(status!.lastError).toMatch(
    /^the daily budget of 3 requests to 127\.0\.0\.1:\d+ is spent; reading resumes tomorrow$/,
  );
  // Nothing more is asked of the host today: the next run stops before its first request.
  pageRequests.length = 0;
  await expect(runSource(ctx.app.db, budgeted)).rejects.toBeInstanceOf(SourceBudgetError);
  expect(pageRequests).toEqual([]);
});
