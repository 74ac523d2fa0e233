import { readFile } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  agendaItems as agendaItemsTable,
  committees,
  documents,
  meetings,
  municipalities,
} from '../../src/db/schema/index.js';
import {
  backgroundFileUrl,
  termsOf,
  tmmisAgendaItem,
  tmmisItemPage,
  tmmisItemRecord,
} from '../../src/pipeline/connectors/tmmis.js';
import { setPlatformOperator } from '../../src/operators/platform-operators.js';
import { apiCall, companyWithAnalyst, createTestContext, type TestContext } from '../helpers/helpers.js';
import { agendaItems, startTmmisSite, type TmmisSite } from '../helpers/tmmis-site.js';

/*
 * Toronto TMMIS. The item page is a REAL capture (2024.GG16.12, test/fixtures/tmmis); the JSON API answers and the
 * planning item's page are RECONSTRUCTIONS of the real formats (see tmmis-site.ts), served on loopback.
 */
describe('TMMIS agenda item page', () => {
  it('reads the reference, title, summary, wards and background documents', async () => {
    const html = await readFile(new URL('../fixtures/tmmis/agenda-item-2024.GG16.12.html', import.meta.url), 'utf8');
    const url = 'https://secure.toronto.ca/council/agenda-item.do?item=2024.GG16.12';
    const item = tmmisAgendaItem(html, url);
    expect(item.sourceId).toBe('2024.GG16.12');
    expect(item.itemNumber).toBe('GG16.12');
    expect(item.title).toBe(
      'Award of Doc4553928310 to GFL Environmental Inc., for Curbside Collection Services in District 2 for Solid Waste Management Services',
    );
    expect(item.description).toMatch(
      /^The purpose of this report is to advise on the results of the Request for Quotation Doc4553928310/,
    );
    expect(item.wards).toEqual(['4', '5', '6', '7', '8', '9', '10', '11', '12', '18']);
    expect(item.documentLinks).toContainEqual({
      title: 'https://www.toronto.ca/legdocs/mmis/2024/gg/bgrd/backgroundfile-248375.pdf',
      url: 'https://www.toronto.ca/legdocs/mmis/2024/gg/bgrd/backgroundfile-248375.pdf',
    });
    expect(new Set(item.documentLinks!.map((l) => l.url)).size).toBe(item.documentLinks!.length);
    expect(item.applicationNumbers).toEqual([]);
    expect(item.sourceUrl).toBe(url);
    // The captured item has no street address or application; a planning item's text (same markup) does.
    const planning = tmmisAgendaItem(
      '<h1>Item - 2024.TE10.5</h1><h3 class="heading">TE10.5 - 100 Queen Street West - Zoning Amendment</h3><h4>Summary</h4><div class="wep"><p>Application 24 123456 STE 10 OZ for 100 Queen Street West and 2-8 Bay Street.</p></div><dt class="inline">Wards:</dt> <dd class="inline">10 - Spadina - Fort York</dd>',
      url,
    );
    expect(planning).toMatchObject({
      itemNumber: 'TE10.5',
      title: '100 Queen Street West - Zoning Amendment',
      wards: ['10'],
      applicationNumbers: ['24 123456 STE 10 OZ'],
    });
    expect(planning.addresses).toEqual(['100 Queen Street West', '2-8 Bay Street']);
    expect(() => tmmisAgendaItem('<html><body>nothing</body></html>', url)).toThrow('no TMMIS item reference');
  });
});

describe('TMMIS item page considerations (real capture)', () => {
  it('reads each consideration: body, date, status, decision and documents, latest first', async () => {
    const html = await readFile(new URL('../fixtures/tmmis/agenda-item-2024.GG16.12.html', import.meta.url), 'utf8');
    const page = tmmisItemPage(html, 'https://secure.toronto.ca/council/agenda-item.do?item=2024.GG16.12');
    expect(page.considerations.map((c) => [c.body, c.dateText, c.status, c.decisionType])).toEqual([
      ['City Council', 'October 9 and 10, 2024', 'Referred', 'ACTION'],
      ['General Government Committee', 'September 17, 2024', 'Adopted', 'ACTION'],
    ]);
    expect(page.considerations[0]!.decision).toBe(
      'City Council on October 9 and 10, 2024, referred Item GG16.12 to the November 20, 2024 meeting of the General Government Committee for consideration.',
    );
    expect(page.considerations[1]!.decision).toMatch(
      /^The General Government Committee recommend that: 1\. City Council in accordance with Section 195-8\.4/,
    );
    expect(page.considerations[1]!.summary).toMatch(/^The purpose of this report/);
    expect(page.considerations[0]!.documentLinks.map((l) => l.url)).toEqual([
      'https://www.toronto.ca/legdocs/mmis/2024/gg/bgrd/backgroundfile-248375.pdf',
    ]);
    expect(page.tracking[0]).toMatch(
      /^City Council considered this item on October 9 and 10, 2024 and referred this item/,
    );
    // The item as a record carries the latest consideration's status and decision.
    expect(tmmisAgendaItem(html, 'https://secure.toronto.ca/council/agenda-item.do?item=2024.GG16.12')).toMatchObject({
      status: 'Referred',
      decision: expect.stringMatching(/^City Council on October 9 and 10, 2024, referred/),
    });
  });
});

describe('TMMIS JSON records (reconstructed format)', () => {
  it('maps an agenda-items.json record: addresses with coordinates, wards, application number, status, background files', () => {
    const [, , planning] = agendaItems({ planningStatus: 'adopted' });
    const record = tmmisItemRecord(planning!, 'https://secure.toronto.ca/council', 'https://www.toronto.ca/legdocs');
    expect(record).toMatchObject({
      sourceId: '2024.TE16.5',
      itemNumber: 'TE16.5',
      title: '100 Queen Street West - Zoning By-law Amendment Application - Decision Report - Approval',
      description: 'This application proposes a 42-storey mixed-use building at 100 Queen Street West.',
      addresses: ['100 Queen Street West'],
      coordinates: [{ lat: 43.6525, lng: -79.3839 }],
      wards: ['10'],
      applicationNumbers: ['24 123456 STE 10 OZ'],
      status: 'Adopted',
      decision: expect.stringMatching(/^Toronto and East York Community Council recommends/),
      documentLinks: [
        {
          title: 'backgroundfile-250001.pdf',
          url: 'https://www.toronto.ca/legdocs/mmis/2024/te/bgrd/backgroundfile-250001.pdf',
        },
      ],
      sourceUrl: 'https://secure.toronto.ca/council/agenda-item.do?item=2024.TE16.5',
    });
    // The real capture's background file follows the same pattern.
    expect(backgroundFileUrl('https://www.toronto.ca/legdocs', '2024', 'GG', 248375)).toBe(
      'https://www.toronto.ca/legdocs/mmis/2024/gg/bgrd/backgroundfile-248375.pdf',
    );
    expect(termsOf(new Date('2024-09-01'), new Date('2024-12-01'))).toEqual([8]);
    expect(termsOf(new Date('2026-10-01'), new Date('2026-12-01'))).toEqual([8, 9]);
  });
});

describe('TMMIS connector through the pipeline (loopback TMMIS)', () => {
  let ctx: TestContext;
  let site: TmmisSite;

  beforeAll(async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage([612, 792]).drawText('Decision report: 100 Queen Street West, application 24 123456 STE 10 OZ', {
      x: 50,
      y: 700,
      size: 11,
      font,
    });
    site = await startTmmisSite(Buffer.from(await pdf.save()));
    ctx = await createTestContext({
      TMMIS_BASE_URL: `${site.url}/council`,
      ESCRIBE_PORTALS: 'trca=http://127.0.0.1:9',
      INGEST_MIN_INTERVAL_MS: '0',
      INGEST_USER_AGENT: 'ParcelwatchTest/1.0',
    });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    site?.close();
  });

  const tmmisRows = async () => {
    const rows = await ctx.app.db
      .select({ meeting: meetings, committee: committees.name })
      .from(meetings)
      .leftJoin(committees, eq(committees.id, meetings.committeeId))
      .where(eq(meetings.source, 'tmmis:toronto'))
      .orderBy(meetings.startsAt);
    const items = await ctx.app.db
      .select()
      .from(agendaItemsTable)
      .where(
        inArray(
          agendaItemsTable.meetingId,
          rows.map((r) => r.meeting.id),
        ),
      )
      .orderBy(agendaItemsTable.id);
    const [docs] = await ctx.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(documents)
      .where(eq(documents.source, 'tmmis:toronto'));
    return { rows, items, documents: docs!.n };
  };

  it('lists the source, stores meetings with committees and items, then updates a status change in place', async () => {
    const { admin } = await companyWithAnalyst(ctx);
    await setPlatformOperator(ctx.database.db, admin.email, true); // the sources are operator controls
    const sources = (await apiCall(ctx.app, 'GET', '/api/admin/sources', admin.token)).json();
    expect(sources.map((s: { source: string }) => s.source)).toContain('tmmis:toronto');
    expect((await ctx.app.pipeline.sources()).map((s) => s.name)).toContain('tmmis:toronto');

    const run = await apiCall(ctx.app, 'POST', '/api/admin/sources/tmmis:toronto/run', admin.token);
    expect(run.json()).toMatchObject({ source: 'tmmis:toronto', ok: true, error: null });
    await ctx.app.jobs.drain(); // the document downloads and extractions the run queued (pg-boss jobs)
    const first = await tmmisRows();
    // Window: 30 days back, 60 ahead. Not the meeting of 400 days ago, nor the body not posted on the web.
    expect(first.rows.map((r) => [r.committee, r.meeting.status])).toEqual([
      ['General Government Committee', 'scheduled'],
      ['Toronto and East York Community Council', 'scheduled'],
      ['City Council', 'scheduled'],
      ['General Government Committee', 'cancelled'],
    ]);
    const te = first.rows[1]!.meeting;
    expect(te).toMatchObject({
      title: 'Toronto and East York Community Council - Meeting 16',
      sourceId: '24501',
      municipalityId: expect.any(Number),
    });
    expect(te.agendaUrl).toBe(`${site.url}/council/report.do?meeting=2024.TE16&type=agenda`);
    expect(te.minutesUrl).toBe(`${site.url}/council/report.do?meeting=2024.TE16&type=minutes`);
    expect(te.sourceUrl).toBe(`${site.url}/council/#/committees/2566/24501`);
    const [toronto] = await ctx.app.db.select().from(municipalities).where(eq(municipalities.id, te.municipalityId!));
    expect(toronto!.name).toBe('Toronto');

    // The same item at committee and at council: two rows, one per meeting.
    expect(first.items.filter((i) => i.sourceId === '2024.GG16.12').map((i) => i.status)).toEqual(['Adopted', null]);
    const planning = first.items.find((i) => i.sourceId === '2024.TE16.5')!;
    expect(planning).toMatchObject({
      itemNumber: 'TE16.5',
      addresses: ['100 Queen Street West'],
      latitude: 43.6525,
      longitude: -79.3839,
      wards: ['10'],
      applicationNumbers: ['24 123456 STE 10 OZ'],
      status: null,
      decision: null,
      statusChangedAt: null,
    });
    // Documents from the JSON's attachment ids and from the item page, on the site's own legdocs.
    expect(planning.documentLinks.map((l) => l.url)).toEqual([
      `${site.url}/legdocs/mmis/2024/te/bgrd/backgroundfile-250001.pdf`,
      `${site.url}/legdocs/mmis/2024/te/bgrd/backgroundfile-250002.pdf`,
    ]);
    const [report] = await ctx.app.db
      .select()
      .from(documents)
      .where(eq(documents.url, `${site.url}/legdocs/mmis/2024/te/bgrd/backgroundfile-250001.pdf`));
    expect(report).toMatchObject({ extractionStatus: 'done', agendaItemId: planning.id });
    expect(report!.text).toContain('24 123456 STE 10 OZ');

    // The protocol: XSRF cookie then the paged search with its token, our User-Agent, only planning items' pages.
    expect(site.requests.every((r) => r.ua === 'ParcelwatchTest/1.0')).toBe(true);
    const searches = site.requests.filter((r) => r.url.startsWith('/council/api/multiple/agenda-items.json'));
    expect(searches.map((r) => new URL(r.url, 'http://x').searchParams.get('pageNumber'))).toEqual(['0', '1']);
    expect(searches.every((r) => r.xsrf === 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d')).toBe(true);
    expect(JSON.parse(searches[0]!.body)).toMatchObject({
      includeDecisions: true,
      meetingFromDate: expect.stringMatching(/Z$/),
      meetingToDate: expect.stringMatching(/Z$/),
    });
    expect(site.requests.filter((r) => r.url.startsWith('/council/agenda-item.do')).map((r) => r.url)).toEqual([
      '/council/agenda-item.do?item=2024.TE16.5',
    ]);

    // Again, nothing changed: the same rows and nothing reported.
    const again = await ctx.app.pipeline.run('tmmis:toronto');
    expect(again).toMatchObject({ agendaItemIds: [], documentIds: [], statusChanges: [] });
    const second = await tmmisRows();
    expect(second.items.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
    expect(second.documents).toBe(first.documents);

    // The community council decides: the status and decision change on the same row.
    site.state.planningStatus = 'adopted';
    const decided = await ctx.app.pipeline.run('tmmis:toronto');
    expect(decided.statusChanges).toEqual([
      {
        agendaItemId: planning.id,
        from: { status: null, decision: null },
        to: {
          status: 'Adopted',
          decision: expect.stringMatching(/^Toronto and East York Community Council recommends/),
        },
      },
    ]);
    expect(decided.agendaItemIds).toEqual([]);
    const third = await tmmisRows();
    expect(third.items.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
    const updated = third.items.find((i) => i.id === planning.id)!;
    expect(updated).toMatchObject({ status: 'Adopted', decision: expect.stringContaining('100 Queen Street West') });
    expect(updated.statusChangedAt).not.toBeNull();
    expect((await ctx.app.pipeline.run('tmmis:toronto')).statusChanges).toEqual([]);
  }, 120_000);

  it("a failing item page costs its meeting's item pages, not the run: recorded, shown, and cleared once it answers", async () => {
    const { admin } = await companyWithAnalyst(ctx);
    await setPlatformOperator(ctx.database.db, admin.email, true); // the sources are operator controls
    const before = await tmmisRows();
    site.state.planningPageStatus = 404;
    const run = await apiCall(ctx.app, 'POST', '/api/admin/sources/tmmis:toronto/run', admin.token);
    expect(run.json()).toMatchObject({ source: 'tmmis:toronto', ok: true });
    expect(run.json().error).toMatch(/^1 of \d+ meetings failed .*item 2024\.TE16\.5: .*answered 404/);
    // Everything stays stored; the item keeps its status and decision.
    const after = await tmmisRows();
    expect(after.items.map((i) => [i.id, i.status])).toEqual(before.items.map((i) => [i.id, i.status]));
    const status = (await apiCall(ctx.app, 'GET', '/api/admin/sources', admin.token))
      .json()
      .find((s: { source: string }) => s.source === 'tmmis:toronto');
    expect(status.failed_meetings).toEqual([
      expect.objectContaining({
        source_id: '24501',
        title: 'Toronto and East York Community Council - Meeting 16',
        url: `${site.url}/council/agenda-item.do?item=2024.TE16.5`,
        attempts: 1,
        will_retry: true,
      }),
    ]);
    site.state.planningPageStatus = undefined;
    await ctx.app.pipeline.run('tmmis:toronto');
    const cleared = (await apiCall(ctx.app, 'GET', '/api/admin/sources', admin.token))
      .json()
      .find((s: { source: string }) => s.source === 'tmmis:toronto');
    expect(cleared).toMatchObject({ last_error: null, failed_meetings: [], failed_meetings_total: 0 });
  }, 120_000);
});
