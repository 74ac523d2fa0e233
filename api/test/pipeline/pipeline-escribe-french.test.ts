import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/rows.js';
import { agendaItems, meetings } from '../../src/db/schema/index.js';
import {
  addFrenchAgendaPage,
  escribeAgendaItems,
  escribeFrenchAgendaPage,
  escribeMeeting,
  linkLanguage,
  type EscribeMeetingJson,
} from '../../src/pipeline/connectors/escribe.js';
import { apiCall, companyWithAnalyst, createTestContext, type TestContext } from '../helpers/helpers.js';

/*
 * A bilingual eSCRIBE portal (Ottawa): its calendar lists each document in English and in French, and each meeting
 * has an English and a French agenda page (lang=English / lang=French). The fixtures are adapted from the real TRCA
 * captures (test/fixtures/escribe/README.md says what is real). The live portal is out of reach in tests, so a
 * loopback HTTP server speaks eSCRIBE's protocol: the calendar's POST and the agenda pages' GETs.
 */

const fixture = (name: string) => readFile(new URL(`../fixtures/escribe/${name}`, import.meta.url), 'utf8');
const BASE = 'https://pub-ottawa.escribemeetings.com';
const MEETING = '5f0e3a7c-1b2d-4c8e-9a61-0c2b7d4e8f10';

describe('eSCRIBE, a bilingual portal (adapted Ottawa fixtures)', () => {
  it("tells each calendar link's language and keeps the English ones as the meeting's", async () => {
    const { d } = JSON.parse(await fixture('ottawa-getcalendarmeetings-bilingual.adapted.json')) as {
      d: EscribeMeetingJson[];
    };
    const links = d[0]!.MeetingDocumentLink!;
    expect(links.map(linkLanguage)).toEqual(['en', 'en', 'fr', 'fr']);
    // The URL alone says so too (a portal that gives no LanguageId).
    expect(linkLanguage({ Url: '/Meeting.aspx?Id=x&Agenda=Agenda&lang=French' })).toBe('fr');
    const meeting = escribeMeeting(d[0]!, 'escribe:ottawa', 'Ottawa', BASE);
    expect(meeting.agendaUrl).toBe(`${BASE}/Meeting.aspx?Id=${MEETING}&Agenda=Agenda&lang=English`);
    expect(meeting.documents.map((doc) => doc.url)).toEqual([`${BASE}/FileStream.ashx?DocumentId=90001`]);
    expect(escribeFrenchAgendaPage(d[0]!, BASE, meeting.agendaUrl ?? null)).toBe(
      `${BASE}/Meeting.aspx?Id=${MEETING}&Agenda=Agenda&lang=French`,
    );
    // A meeting published in English only has no French page.
    expect(escribeFrenchAgendaPage(d[1]!, BASE, `${BASE}/Meeting.aspx?Id=x&Agenda=Agenda&lang=English`)).toBeNull();
    // French documents listed without a French HTML link: the English page asked with lang=French.
    const pdfOnly = { ...d[0]!, MeetingDocumentLink: links.filter((l) => l.Format !== 'HTML' || l.LanguageId === 9) };
    expect(escribeFrenchAgendaPage(pdfOnly, BASE, meeting.agendaUrl ?? null)).toBe(
      `${BASE}/Meeting.aspx?Id=${MEETING}&Agenda=Agenda&lang=French`,
    );
  });

  it('links the two versions of each item as one item with two texts', async () => {
    const { d } = JSON.parse(await fixture('ottawa-getcalendarmeetings-bilingual.adapted.json')) as {
      d: EscribeMeetingJson[];
    };
    const meeting = escribeMeeting(d[0]!, 'escribe:ottawa', 'Ottawa', BASE);
    const english = `${BASE}/Meeting.aspx?Id=${MEETING}&Agenda=Agenda&lang=English`;
    const french = `${BASE}/Meeting.aspx?Id=${MEETING}&Agenda=Agenda&lang=French`;
    for (const { documents: _documents, ...item } of escribeAgendaItems(
      await fixture('ottawa-agenda-en.adapted.html'),
      english,
    ))
      meeting.items.push(item);
    addFrenchAgendaPage(meeting, await fixture('ottawa-agenda-fr.adapted.html'), french);
    expect(meeting.items.map((i) => [i.sourceId, i.itemNumber, i.title, i.titleFr])).toEqual([
      ['101', '1', 'Call to Order', 'Ouverture de la séance'],
      [
        '105',
        '4.1',
        'Zoning By-law Amendment – 110 Laurier Avenue West',
        'Modification au Règlement de zonage – 110, avenue Laurier Ouest',
      ],
      [
        '106',
        '4.2',
        'Development Charges By-law 2026 – Background Study',
        "Règlement de 2026 sur les redevances d'aménagement – Étude préliminaire",
      ],
      // Linked by its number: the French page gives it another id.
      [
        '107',
        '4.3',
        'Committee of Adjustment Appeal – 25 Rideau Street',
        'Appel au Comité de dérogation – 25, rue Rideau',
      ],
      ['110', '5', 'Adjournment', 'Levée de la séance'],
    ]);
    const zoning = meeting.items[1]!;
    expect(zoning.descriptionFr).toContain("Que le Comité recommande au Conseil d'approuver une modification");
    // Both texts' addresses: the same place in its two spellings.
    expect(zoning.addresses).toEqual(['110 Laurier Avenue West', '110, avenue Laurier Ouest']);
    // The French report is the item's document too.
    expect(meeting.documents.filter((doc) => doc.agendaItemSourceId === '105').map((doc) => doc.title)).toEqual([
      'Rapport - Zonage 110, avenue Laurier Ouest.pdf',
    ]);
  });
});

describe('ingest of a bilingual portal (loopback eSCRIBE server)', () => {
  let ctx: TestContext;
  let server: Server;
  const seen: string[] = [];

  beforeAll(async () => {
    const calendar = await fixture('ottawa-getcalendarmeetings-bilingual.adapted.json');
    const english = await fixture('ottawa-agenda-en.adapted.html');
    const french = await fixture('ottawa-agenda-fr.adapted.html');
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        seen.push(`${req.method} ${req.url}`);
        const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
        if (req.method === 'POST' && req.url === '/MeetingsCalendarView.aspx/GetCalendarMeetings')
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(calendar);
        else if (req.url === `/Meeting.aspx?Id=${MEETING}&Agenda=Agenda&lang=English`) html(english);
        else if (req.url === `/Meeting.aspx?Id=${MEETING}&Agenda=Agenda&lang=French`) html(french);
        else if (req.url?.startsWith('/Meeting.aspx?'))
          html("<html><body><DIV class='AgendaItems'></DIV></body></html>");
        else res.writeHead(404).end();
      });
    });
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
    ctx = await createTestContext({
      ESCRIBE_PORTALS: `ottawa=http://127.0.0.1:${port}`,
      INGEST_MIN_INTERVAL_MS: '0',
    });
  });

  afterAll(async () => {
    await ctx?.close();
    server?.close();
  });

  it('stores each item with its French text and matches French watches with French stemming', async () => {
    const { admin } = await companyWithAnalyst(ctx);
    const run = await ctx.app.pipeline.run('escribe:ottawa');
    expect(run).toMatchObject({ failedMeetings: 0, warning: null });
    await ctx.app.jobs.drain();
    // The French page is read only where the calendar offers it (not for the English-only Audit Committee).
    expect(seen.filter((r) => r.includes('lang=French'))).toEqual([
      `GET /Meeting.aspx?Id=${MEETING}&Agenda=Agenda&lang=French`,
    ]);
    const [meeting] = await ctx.app.db.select().from(meetings).where(eq(meetings.sourceId, MEETING));
    const items = await ctx.app.db
      .select()
      .from(agendaItems)
      .where(eq(agendaItems.meetingId, meeting!.id))
      .orderBy(agendaItems.id);
    expect(items).toHaveLength(5);
    expect(items[1]).toMatchObject({
      title: 'Zoning By-law Amendment – 110 Laurier Avenue West',
      titleFr: 'Modification au Règlement de zonage – 110, avenue Laurier Ouest',
      addresses: ['110 Laurier Avenue West', '110, avenue Laurier Ouest'],
    });
    // The French text is searched with the 'french' configuration (accents and plurals stemmed away).
    const [fr] = await queryRows(
      ctx.app.db,
      sql`select search_tsv_fr @@ websearch_to_tsquery('french', 'reglements zonage') as hit from agenda_items where id = ${items[1]!.id}`,
    );
    expect(fr!.hit).toBe(true);

    const post = (body: unknown) => apiCall(ctx.app, 'POST', '/api/watches', admin.token, body);
    // English only (the default): French words find nothing in the English texts.
    const englishOnly = await post({ name: 'DC (en)', terms: "redevances d'aménagement" });
    expect(englishOnly.statusCode).toBe(201);
    expect(englishOnly.json()).toMatchObject({ scope: { languages: ['en'] }, backfilled: 0 });
    // French: the French text of the items, stemmed ("redevance" finds "redevances").
    const french = await post({ name: 'DC (fr)', terms: "redevance d'aménagement", scope: { languages: ['fr'] } });
    expect(french.statusCode).toBe(201);
    expect(french.json()).toMatchObject({ scope: { languages: ['fr'] }, backfilled: 1 });
    const matches = await apiCall(ctx.app, 'GET', `/api/watches/${french.json().id}/matches`, admin.token);
    expect(matches.json()).toHaveLength(1);
    expect(matches.json()[0].headline).toMatch(
      /<mark>redevances<\/mark> <mark>d'aménagement<\/mark>|<mark>redevances<\/mark>/,
    );
    // Both languages: "zonage" in French and "zoning" in English find the same item once.
    const both = await post({ name: 'Zoning', terms: 'zonage or zoning', scope: { languages: ['fr', 'en'] } });
    expect(both.json()).toMatchObject({ scope: { languages: ['en', 'fr'] } });
    expect(both.json().backfilled).toBeGreaterThanOrEqual(1);
    // A French-only watch reads no English text: "zoning" alone finds nothing in French.
    const frenchZoning = await post({ name: 'zoning fr', terms: 'zoning', scope: { languages: ['fr'] } });
    expect(frenchZoning.json().backfilled).toBe(0);

    // Validation: unknown, empty or repeated languages; French common words alone.
    for (const languages of [['de'], [], ['fr', 'fr'], 'fr'])
      expect((await post({ name: 'x', terms: 'zonage', scope: { languages } })).statusCode).toBe(400);
    const stop = await post({ name: 'x', terms: 'de la', scope: { languages: ['fr'] } });
    expect(stop.statusCode).toBe(400);
    expect(stop.json().detail).toMatch(/^Terms find nothing/);
    // Changing the languages of a watch backfills in the new one.
    const changed = await apiCall(ctx.app, 'PATCH', `/api/watches/${englishOnly.json().id}`, admin.token, {
      scope: { languages: ['en', 'fr'] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ scope: { languages: ['en', 'fr'] }, backfilled: 1 });
  });
});
