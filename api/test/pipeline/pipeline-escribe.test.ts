import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  agendaItems,
  documentPages,
  documents,
  meetingFetchFailures,
  meetings,
  municipalities,
  sourceStatus,
} from '../../src/db/schema/index.js';
import { MAX_MEETING_ATTEMPTS } from '../../src/pipeline/meeting-failures.js';
import {
  escribeAgendaItems,
  escribeDocumentLinks,
  escribeMeeting,
  parseEscribeDate,
  type EscribeMeetingJson,
} from '../../src/pipeline/connectors/escribe.js';
import { setPlatformOperator } from '../../src/operators/platform-operators.js';
import { apiCall, companyWithAnalyst, createTestContext, type TestContext } from '../helpers/helpers.js';

/*
 * eSCRIBE connector and the ingest pipeline. The fixtures are REAL captures of the TRCA portal
 * (GetCalendarMeetings JSON for 2023 Q1; a trimmed agenda page). The live portals are out of reach in tests, so
 * two loopback HTTP servers speak eSCRIBE's protocol: one serves the captures, the other answers 500.
 */

const fixture = (name: string) => readFile(new URL(`../fixtures/escribe/${name}`, import.meta.url), 'utf8');

describe('eSCRIBE parsing (real TRCA captures)', () => {
  it('reads calendar meetings with Toronto times and document links', async () => {
    const json = JSON.parse(await fixture('trca-getcalendarmeetings-2023q1.json')) as { d: EscribeMeetingJson[] };
    expect(json.d).toHaveLength(5);
    const meeting = escribeMeeting(
      json.d[0]!,
      'escribe:trca',
      'Toronto and Region Conservation Authority',
      'https://pub-trca.escribemeetings.com',
    );
    expect(meeting.sourceId).toBe('82fa331c-e7cb-4e9a-87e2-093a1a51899f');
    expect(meeting.committee).toBe('Board of Directors');
    // 09:30 in Toronto in February (EST, UTC-5).
    expect(meeting.startsAt.toISOString()).toBe('2023-02-17T14:30:00.000Z');
    expect(meeting.endsAt?.toISOString()).toBe('2023-02-17T18:30:00.000Z');
    expect(meeting.documentUrl).toBe('https://pub-trca.escribemeetings.com/FileStream.ashx?DocumentId=14000');
    expect(meeting.agendaUrl).toBe(
      'https://pub-trca.escribemeetings.com/Meeting.aspx?Id=82fa331c-e7cb-4e9a-87e2-093a1a51899f&Agenda=Agenda&lang=English',
    );
    expect(meeting.minutesUrl).toBe('https://pub-trca.escribemeetings.com/FileStream.ashx?DocumentId=18472');
    expect(meeting.summary).toContain('Members of the public may view the livestream');
    expect(meeting.documents.map((d) => d.url)).toEqual([
      'https://pub-trca.escribemeetings.com/FileStream.ashx?DocumentId=14000',
      'https://pub-trca.escribemeetings.com/FileStream.ashx?DocumentId=14017',
      'https://pub-trca.escribemeetings.com/FileStream.ashx?DocumentId=18472',
    ]);
    // Summer time: UTC-4.
    expect(parseEscribeDate('2023/07/14 09:30:00').toISOString()).toBe('2023-07-14T13:30:00.000Z');
    expect(() => parseEscribeDate('17 Feb 2023')).toThrow('unrecognized eSCRIBE date');
  });

  it('takes only <a href> FileStream links as documents, not the stylesheet or the logo', async () => {
    const html = await fixture('trca-meeting-assets-trimmed.html');
    const links = escribeDocumentLinks(
      html,
      'https://pub-trca.escribemeetings.com/Meeting.aspx?Id=61119747-5c38-4080-a3f8-0d45952a03b7&Agenda=Agenda&lang=English',
    );
    expect(links).toEqual([
      { title: 'Link', url: 'https://pub-trca.escribemeetings.com/FileStream.ashx?DocumentId=3216' },
      {
        title: '1815 Altona Road Pickering - Spiers Eco-Gift Donation.pdf',
        url: 'https://pub-trca.escribemeetings.com/FileStream.ashx?DocumentId=3235',
      },
      { title: '1815 Altona Rd.pdf', url: 'https://pub-trca.escribemeetings.com/FileStream.ashx?DocumentId=3236' },
    ]);
    expect(links.some((l) => /DocumentId=(3253|3251)\b/.test(l.url))).toBe(false);
  });
});

describe('eSCRIBE agenda items (reconstructed on the real TRCA markup)', () => {
  it("reads number, title, description, decision and each item's own <a href> documents", async () => {
    const html = await fixture('trca-agenda-items.reconstructed.html');
    const page =
      'https://pub-trca.escribemeetings.com/Meeting.aspx?Id=82fa331c-e7cb-4e9a-87e2-093a1a51899f&Agenda=Agenda&lang=English';
    const items = escribeAgendaItems(html, page);
    expect(items.map((i) => [i.sourceId, i.itemNumber, i.title])).toEqual([
      ['11', '1', 'ACKNOWLEDGEMENT OF INDIGENOUS TERRITORY'],
      ['14', '7', 'SECTION I - ITEMS FOR BOARD OF DIRECTORS ACTION'],
      ['15', '7.1', 'Eco-Gift Donation – 1815 Altona Road, Pickering'],
      ['22', '12', 'ADJOURNMENT'],
    ]);
    const gift = items[2]!;
    expect(gift.description).toBe(
      'Receipt of a conveyance of lands at 1815 Altona Road, City of Pickering, Regional Municipality of Durham, under the Ecological Gifts Program.\nCFN 68240, related to Pickering application A 12/23.',
    );
    expect(gift.addresses).toEqual(['1815 Altona Road']);
    expect(gift.applicationNumbers).toEqual(['A 12/23']);
    expect(gift.decision).toMatch(
      /^Moved by: Jennifer Drake\nSeconded by: Paul Ainslie\nTHAT the Eco-Gift donation .*\nCARRIED$/,
    );
    // Only the item's <a href> FileStream links: not the page's stylesheet or logo, nor the link after the agenda.
    expect(gift.documentLinks).toEqual([
      {
        title: '1815 Altona Road Pickering - Spiers Eco-Gift Donation.pdf',
        url: 'https://pub-trca.escribemeetings.com/FileStream.ashx?DocumentId=3235',
      },
      { title: '1815 Altona Rd.pdf', url: 'https://pub-trca.escribemeetings.com/FileStream.ashx?DocumentId=3236' },
    ]);
    expect(
      items.filter((i) => i !== gift).every((i) => i.documentLinks!.length === 0 && i.decision === undefined),
    ).toBe(true);
    expect(escribeAgendaItems('<html><body>no agenda</body></html>', page)).toEqual([]);
  });
});

describe('ingest pipeline (loopback eSCRIBE portals)', () => {
  let ctx: TestContext;
  let good: Server;
  let bad: Server;
  const seen: Array<{ method: string; url: string; ua: string; body: string }> = [];

  const listen = (server: Server) =>
    new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );

  beforeAll(async () => {
    const calendar = await fixture('trca-getcalendarmeetings-2023q1.json');
    const agenda = await fixture('trca-meeting-assets-trimmed.html');
    const agendaWithItems = await fixture('trca-agenda-items.reconstructed.html');
    // A real PDF with a text layer, generated here, served as DocumentId=3235 (the other documents answer 404).
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (const line of ['Eco-Gift donation of 1815 Altona Road, Pickering', 'Schedule A: lands to be conveyed']) {
      pdf.addPage([612, 792]).drawText(line, { x: 50, y: 700, size: 12, font });
    }
    const pdfBytes = Buffer.from(await pdf.save());
    good = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, ua: String(req.headers['user-agent']), body });
        if (req.method === 'POST' && req.url === '/MeetingsCalendarView.aspx/GetCalendarMeetings') {
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(calendar);
        } else if (
          req.method === 'GET' &&
          req.url!.startsWith('/Meeting.aspx?Id=82fa331c-e7cb-4e9a-87e2-093a1a51899f&')
        ) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(agendaWithItems);
        } else if (req.method === 'GET' && req.url!.startsWith('/Meeting.aspx?')) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(agenda);
        } else if (req.method === 'GET' && req.url === '/FileStream.ashx?DocumentId=3235') {
          res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdfBytes);
        } else res.writeHead(404).end();
      });
    });
    bad = createServer((_req, res) => void res.writeHead(500, { 'content-type': 'text/plain' }).end('Server Error'));
    const [goodPort, badPort] = [await listen(good), await listen(bad)];
    ctx = await createTestContext({
      ESCRIBE_PORTALS: `broken=http://127.0.0.1:${badPort},trca=http://127.0.0.1:${goodPort}`,
      INGEST_MIN_INTERVAL_MS: '0',
      INGEST_USER_AGENT: 'ParcelwatchTest/1.0',
    });
  });

  afterAll(async () => {
    await ctx?.close();
    good?.close();
    bad?.close();
  });

  const counts = async () => {
    const [m] = await ctx.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(meetings)
      .where(eq(meetings.source, 'escribe:trca'));
    const [d] = await ctx.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(documents)
      .where(eq(documents.source, 'escribe:trca'));
    const [s] = await ctx.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(municipalities)
      .where(eq(municipalities.name, 'Toronto and Region Conservation Authority'));
    return { meetings: m!.n, documents: d!.n, municipalities: s!.n };
  };

  it('stores one source while the other fails, records both statuses, and ingesting again changes nothing', async () => {
    const { admin, analyst } = await companyWithAnalyst(ctx);
    // The sources are operator controls: a company admin gets 403 until flagged as a platform operator.
    expect((await apiCall(ctx.app, 'GET', '/api/admin/sources', admin.token)).statusCode).toBe(403);
    await setPlatformOperator(ctx.database.db, admin.email, true);

    const sources = await apiCall(ctx.app, 'GET', '/api/admin/sources', admin.token);
    expect(sources.statusCode).toBe(200);
    const escribeSources = sources.json().filter((s: { source: string }) => s.source.startsWith('escribe:'));
    expect(escribeSources.map((s: { source: string }) => s.source)).toEqual(['escribe:broken', 'escribe:trca']);
    expect(escribeSources[0]).toMatchObject({ last_run_at: null, last_error: null, records_last_run: 0 });

    expect((await apiCall(ctx.app, 'GET', '/api/admin/sources', analyst.token)).statusCode).toBe(403);
    expect((await apiCall(ctx.app, 'POST', '/api/admin/sources/escribe:trca/run', analyst.token)).statusCode).toBe(403);
    expect((await apiCall(ctx.app, 'GET', '/api/admin/sources')).statusCode).toBe(401);
    const unknown = await apiCall(ctx.app, 'POST', '/api/admin/sources/escribe:nowhere/run', admin.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Unknown source' });

    const broken = await apiCall(ctx.app, 'POST', '/api/admin/sources/escribe:broken/run', admin.token);
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toMatchObject({ source: 'escribe:broken', ok: false, records: 0 });
    expect(broken.json().error).toMatch(/answered 500/);

    const run = await apiCall(ctx.app, 'POST', '/api/admin/sources/escribe:trca/run', admin.token);
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ source: 'escribe:trca', ok: true, records: 5, error: null });
    await ctx.app.jobs.drain(); // the document downloads and analyses the run queued
    const first = await counts();
    expect(first.meetings).toBe(5);
    expect(first.municipalities).toBe(1);
    // Meeting PDFs from the calendar plus the three <a href> documents of each agenda page (shared across meetings here).
    expect(first.documents).toBeGreaterThanOrEqual(3 + 5);
    const attachments = await ctx.app.db
      .select({ url: documents.url, status: documents.extractionStatus })
      .from(documents)
      .where(
        inArray(documents.url, [
          `http://127.0.0.1:${(good.address() as AddressInfo).port}/FileStream.ashx?DocumentId=3235`,
          `http://127.0.0.1:${(good.address() as AddressInfo).port}/FileStream.ashx?DocumentId=3253`,
        ]),
      );
    // Fetched and extracted by the 'extract-document' job; a 404 is recorded on its row only.
    expect(attachments).toEqual([{ url: expect.stringContaining('DocumentId=3235'), status: 'done' }]);
    const [pdfDoc] = await ctx.app.db.select().from(documents).where(eq(documents.url, attachments[0]!.url!));
    expect(pdfDoc).toMatchObject({ pageCount: 2, extractionError: null, mimeType: 'application/pdf' });
    expect(pdfDoc!.text).toContain('1815 Altona Road');
    expect(pdfDoc!.storageKey).toMatch(/^[0-9a-f]{32}$/);
    const pages = await ctx.app.db
      .select()
      .from(documentPages)
      .where(eq(documentPages.documentId, pdfDoc!.id))
      .orderBy(documentPages.pageNumber);
    expect(pages.map((p) => p.pageNumber)).toEqual([1, 2]);
    expect(pdfDoc!.text!.slice(pages[1]!.charStart, pages[1]!.charEnd)).toContain('Schedule A');
    const [missing] = await ctx.app.db
      .select()
      .from(documents)
      .where(eq(documents.url, attachments[0]!.url!.replace('3235', '3236')));
    expect(missing).toMatchObject({ extractionStatus: 'failed', text: null });
    expect(missing!.extractionError).toMatch(/answered 404/);
    // Given up, the document is analysed all the same: its item's policy decision waited for it.
    expect(missing!.analyzedAt).not.toBeNull();

    // Polite: our User-Agent on every request; the calendar asked for a date window.
    expect(seen.every((r) => r.ua === 'ParcelwatchTest/1.0')).toBe(true);
    const calendarCall = seen.find((r) => r.method === 'POST')!;
    expect(JSON.parse(calendarCall.body)).toEqual({
      calendarStartDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      calendarEndDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    const statuses = (await apiCall(ctx.app, 'GET', '/api/admin/sources', admin.token)).json();
    const brokenStatus = statuses.find((s: { source: string }) => s.source === 'escribe:broken');
    const trcaStatus = statuses.find((s: { source: string }) => s.source === 'escribe:trca');
    expect(brokenStatus).toMatchObject({ last_success_at: null, records_last_run: 0, cursor: null });
    expect(brokenStatus.last_error).toMatch(/answered 500/);
    expect(brokenStatus.last_run_at).not.toBeNull();
    expect(trcaStatus).toMatchObject({ last_error: null, records_last_run: 5 });
    expect(trcaStatus.last_success_at).not.toBeNull();
    expect(trcaStatus.cursor).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Again: the same rows, nothing reported as changed.
    const again = await ctx.app.pipeline.run('escribe:trca');
    expect(again.agendaItemIds).toEqual([]);
    expect(again.documentIds).toEqual([]);
    expect(await counts()).toEqual(first);
    const [stillExtracted] = await ctx.app.db.select().from(documents).where(eq(documents.id, pdfDoc!.id));
    expect(stillExtracted).toMatchObject({ extractionStatus: 'done', pageCount: 2, text: pdfDoc!.text });
    // The agenda items of the one agenda page that has them, stored once, with their documents linked.
    const [withItems] = await ctx.app.db
      .select()
      .from(meetings)
      .where(eq(meetings.sourceId, '82fa331c-e7cb-4e9a-87e2-093a1a51899f'));
    const items = await ctx.app.db
      .select()
      .from(agendaItems)
      .where(eq(agendaItems.meetingId, withItems!.id))
      .orderBy(agendaItems.id);
    expect(items.map((i) => i.itemNumber)).toEqual(['1', '7', '7.1', '12']);
    const [allItems] = await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(agendaItems);
    expect(allItems!.n).toBe(4);
    expect(items[2]).toMatchObject({
      addresses: ['1815 Altona Road'],
      applicationNumbers: ['A 12/23'],
      decision: expect.stringContaining('CARRIED'),
    });
    expect(pdfDoc!.agendaItemId).toBe(items[2]!.id);
    const [row] = await ctx.app.db.select().from(sourceStatus).where(eq(sourceStatus.source, 'escribe:broken'));
    expect(row!.lastErrorAt).not.toBeNull();
  });

  it('an item whose geocoding is to be tried again (geocoder down, lookups spent) is analysed on the next run of its source', async () => {
    const [item] = await ctx.app.db
      .select()
      .from(agendaItems)
      .where(sql`${agendaItems.addresses} @> array['1815 Altona Road']`);
    // eSCRIBE items carry no coordinates: the analysis placed it (nothing in the address index here: unplaced).
    expect(item!.coordinates).toEqual([]);
    expect(item!.placement).toMatchObject({ status: 'unplaced', unresolved: ['1815 Altona Road'] });
    expect(item!.placementHash).not.toBeNull();
    await ctx.app.db.update(agendaItems).set({ placementHash: null }).where(eq(agendaItems.id, item!.id));
    const again = await ctx.app.pipeline.run('escribe:trca');
    expect(again.agendaItemIds).toEqual([]);
    await ctx.app.jobs.drain();
    const [after] = await ctx.app.db.select().from(agendaItems).where(eq(agendaItems.id, item!.id));
    expect(after!.placementHash).toBe(item!.placementHash);
  });
});

describe('a bad meeting page (loopback eSCRIBE portal serving the real TRCA calendar)', () => {
  // The live portals are out of reach in tests: this loopback server speaks eSCRIBE's protocol with the real TRCA
  // captures. Four meetings' pages fail in four ways while `broken` is set; the fifth always answers.
  let ctx: TestContext;
  let portal: Server;
  let port = 0;
  let broken = true;
  let calendarIds: string[] | null = null;
  const pageRequests: string[] = [];
  const FAILING = {
    '21ffd864-8c7b-4bf0-bf00-2d5a69472cfc': '404',
    'dbfa0b25-6459-4a55-836e-ab1dd9ca2a29': '500',
    'd3093890-f81d-475a-a6f9-f1c460c518ad': 'timeout',
    '531bbd53-4978-408a-9f1f-fef4318d874b': 'unparseable',
  } as const;

  beforeAll(async () => {
    const calendar = JSON.parse(await fixture('trca-getcalendarmeetings-2023q1.json')) as { d: EscribeMeetingJson[] };
    const agendaWithItems = await fixture('trca-agenda-items.reconstructed.html');
    portal = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/MeetingsCalendarView.aspx/GetCalendarMeetings') {
          const d = calendarIds ? calendar.d.filter((m) => calendarIds!.includes(m.ID)) : calendar.d;
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ d }));
          return;
        }
        const id = /^\/Meeting\.aspx\?Id=([0-9a-f-]+)&/.exec(req.url ?? '')?.[1];
        if (req.method !== 'GET' || !id) return void res.writeHead(404).end();
        pageRequests.push(id);
        const failure = broken ? FAILING[id as keyof typeof FAILING] : undefined;
        if (failure === '404')
          res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not found</body></html>');
        else if (failure === '500')
          res.writeHead(500, { 'content-type': 'text/html' }).end('<html><body>Server Error</body></html>');
        else if (failure === 'timeout')
          res
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .write('<html><body><div class="AgendaItems">'); // never ends
        else if (failure === 'unparseable')
          res
            .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
            .end('{"Message":"An error has occurred."}');
        else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(agendaWithItems);
      });
    });
    port = await new Promise<number>((resolve) =>
      portal.listen(0, '127.0.0.1', () => resolve((portal.address() as AddressInfo).port)),
    );
    ctx = await createTestContext({
      ESCRIBE_PORTALS: `trca=http://127.0.0.1:${port}`,
      INGEST_MIN_INTERVAL_MS: '0',
      INGEST_TIMEOUT_MS: '300',
    });
  });

  afterAll(async () => {
    await ctx?.close();
    portal?.closeAllConnections();
    portal?.close();
  });

  const itemsByMeeting = async () => {
    const rows = await ctx.app.db
      .select({ sourceId: meetings.sourceId, n: sql<number>`count(${agendaItems.id})::int` })
      .from(meetings)
      .leftJoin(agendaItems, eq(agendaItems.meetingId, meetings.id))
      .where(eq(meetings.source, 'escribe:trca'))
      .groupBy(meetings.sourceId);
    return Object.fromEntries(rows.map((r) => [r.sourceId, r.n]));
  };
  type SourceJson = {
    source: string;
    failed_meetings: Array<Record<string, unknown>>;
    failed_meetings_total: number;
  } & Record<string, unknown>;
  const trcaStatus = async (token: string) => {
    const res = await apiCall(ctx.app, 'GET', '/api/admin/sources', token);
    expect(res.statusCode).toBe(200);
    return (res.json() as SourceJson[]).find((s) => s.source === 'escribe:trca')!;
  };

  it('stores the rest of the portal, records each failed meeting, shows them, and a later run retries and clears them', async () => {
    const { admin } = await companyWithAnalyst(ctx);
    await setPlatformOperator(ctx.database.db, admin.email, true); // the sources are operator controls

    const run = await apiCall(ctx.app, 'POST', '/api/admin/sources/escribe:trca/run', admin.token);
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ source: 'escribe:trca', ok: true, records: 5 });
    expect(run.json().error).toMatch(/^4 of 5 meetings failed/);
    // Every meeting stored from the calendar; the one good page's agenda items too.
    expect(await itemsByMeeting()).toEqual({
      '82fa331c-e7cb-4e9a-87e2-093a1a51899f': 4,
      '21ffd864-8c7b-4bf0-bf00-2d5a69472cfc': 0,
      'dbfa0b25-6459-4a55-836e-ab1dd9ca2a29': 0,
      'd3093890-f81d-475a-a6f9-f1c460c518ad': 0,
      '531bbd53-4978-408a-9f1f-fef4318d874b': 0,
    });

    const status = await trcaStatus(admin.token);
    // The existing fields, exactly, and the failures beside them; the source's row (docs/sources.md) too.
    expect(Object.keys(status).sort()).toEqual(
      [
        'base_url',
        'connector',
        'created_at',
        'kind',
        'municipality_id',
        'municipality_name',
        'origin',
        'paused',
        'time_zone',
        'cursor',
        'failed_meetings',
        'failed_meetings_total',
        'last_error',
        'last_error_at',
        'last_run_at',
        'last_success_at',
        'records_last_run',
        'source',
      ].sort(),
    );
    expect(status).toMatchObject({
      records_last_run: 5,
      failed_meetings_total: 4,
      cursor: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(status.last_success_at).not.toBeNull();
    expect(status.last_error).toMatch(/^4 of 5 meetings failed/);
    const failed = Object.fromEntries(status.failed_meetings.map((f) => [f.source_id as string, f]));
    expect(Object.keys(failed).sort()).toEqual(Object.keys(FAILING).sort());
    expect(failed['21ffd864-8c7b-4bf0-bf00-2d5a69472cfc']).toEqual({
      source_id: '21ffd864-8c7b-4bf0-bf00-2d5a69472cfc',
      title: 'Board of Directors',
      starts_at: '2023-01-13T14:30:00.000Z',
      url: `http://127.0.0.1:${port}/Meeting.aspx?Id=21ffd864-8c7b-4bf0-bf00-2d5a69472cfc&Agenda=Agenda&lang=English`,
      error: expect.stringMatching(/answered 404/),
      failed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      attempts: 1,
      will_retry: true,
    });
    expect(failed['dbfa0b25-6459-4a55-836e-ab1dd9ca2a29']!.error).toMatch(/answered 500/);
    expect(failed['d3093890-f81d-475a-a6f9-f1c460c518ad']!.error).toMatch(/abort|timeout|timed out/i);
    expect(failed['531bbd53-4978-408a-9f1f-fef4318d874b']!.error).toBe('the agenda page is application/json, not HTML');

    // A second failing run counts one more attempt.
    await ctx.app.pipeline.run('escribe:trca');
    expect((await trcaStatus(admin.token)).failed_meetings.every((f) => f.attempts === 2)).toBe(true);

    // The pages are fixed, and the calendar no longer lists one failed meeting: it is retried all the same.
    broken = false;
    calendarIds = Object.keys(FAILING)
      .filter((id) => id !== '531bbd53-4978-408a-9f1f-fef4318d874b')
      .concat('82fa331c-e7cb-4e9a-87e2-093a1a51899f');
    pageRequests.length = 0;
    const fixed = await apiCall(ctx.app, 'POST', '/api/admin/sources/escribe:trca/run', admin.token);
    // The four failed meetings; the one whose page was read in full before, unchanged in the calendar and not
    // near, is not read (nor returned) again.
    expect(fixed.json()).toMatchObject({ ok: true, records: 4, error: null });
    expect(pageRequests).not.toContain('82fa331c-e7cb-4e9a-87e2-093a1a51899f');
    expect(pageRequests).toContain('531bbd53-4978-408a-9f1f-fef4318d874b');
    expect(Object.values(await itemsByMeeting())).toEqual([4, 4, 4, 4, 4]);
    const after = await trcaStatus(admin.token);
    expect(after).toMatchObject({
      last_error: null,
      failed_meetings: [],
      failed_meetings_total: 0,
      records_last_run: 4,
    });

    // Retries are bounded: a meeting failed MAX times is not fetched on its own any more, and stays shown.
    await ctx.app.db.insert(meetingFetchFailures).values({
      source: 'escribe:trca',
      sourceId: 'gone-0000',
      title: 'Old Committee',
      startsAt: new Date('2022-12-01T15:00:00Z'),
      url: `http://127.0.0.1:${port}/Meeting.aspx?Id=gone-0000&Agenda=Agenda&lang=English`,
      error: 'answered 404',
      attempts: MAX_MEETING_ATTEMPTS,
      payload: {
        ID: 'gone-0000',
        MeetingName: 'Old Committee',
        StartDate: '2022/12/01 10:00:00',
        MeetingDocumentLink: [
          { Type: 'Agenda', Format: 'HTML', Url: '/Meeting.aspx?Id=gone-0000&Agenda=Agenda&lang=English' },
        ],
      },
    });
    pageRequests.length = 0;
    await ctx.app.pipeline.run('escribe:trca');
    expect(pageRequests).not.toContain('gone-0000');
    expect((await trcaStatus(admin.token)).failed_meetings).toEqual([
      expect.objectContaining({ source_id: 'gone-0000', attempts: MAX_MEETING_ATTEMPTS, will_retry: false }),
    ]);
  });

  it("stores a portal's times in its own time zone (America/Winnipeg)", async () => {
    const winnipeg = await ctx.buildAnother({ ESCRIBE_PORTALS: `winnipeg=http://127.0.0.1:${port}|America/Winnipeg` });
    await winnipeg.pipeline.run('escribe:winnipeg');
    const [row] = await ctx.app.db
      .select({ startsAt: meetings.startsAt, endsAt: meetings.endsAt })
      .from(meetings)
      .where(
        and(eq(meetings.source, 'escribe:winnipeg'), eq(meetings.sourceId, '82fa331c-e7cb-4e9a-87e2-093a1a51899f')),
      );
    // 09:30 to 13:30 in Winnipeg in February (CST, UTC-6); the same calendar in Toronto gave 14:30Z.
    expect(row!.startsAt.toISOString()).toBe('2023-02-17T15:30:00.000Z');
    expect(row!.endsAt!.toISOString()).toBe('2023-02-17T19:30:00.000Z');
    expect(parseEscribeDate('2023/07/14 09:30:00', 'America/Winnipeg').toISOString()).toBe('2023-07-14T14:30:00.000Z');
  });
});
