import { readdir } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import {
  agendaItems,
  alerts,
  documentPages,
  documents,
  meetings,
  municipalities,
  proposals,
  provincialSites,
} from '../../src/db/schema/index.js';
import { alertPassages } from '../../src/alerts/passages.js';
import { positiveTerms } from '../../src/watches/terms.js';
import { apiCall, companyWithAnalyst, createTestContext, registerUser, type TestContext } from '../helpers/helpers.js';

/*
 * Keyword watch lists on the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the API's rules and
 * bounds, the backfill of a new watch, matching on ingest (through the analysis service the ingest jobs call), one
 * alert per watch and item however often it is analysed, delivery by the watch's choice, and tenant isolation.
 */

let ctx: TestContext;
let municipalityId: number;
let otherMunicipalityId: number;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.database.db.select().from(municipalities).limit(2);
  municipalityId = rows[0]!.id;
  otherMunicipalityId = rows[1]!.id;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

async function meeting(daysAgo: number, muni = municipalityId) {
  const [m] = await ctx.database.db
    .insert(meetings)
    .values({
      source: 'test:watch',
      sourceId: `m-${++counter}`,
      municipalityId: muni,
      title: 'Planning and Housing Committee',
      committeeName: 'Planning and Housing Committee',
      startsAt: new Date(Date.now() - daysAgo * 86_400_000),
    })
    .returning();
  return m!;
}

async function item(meetingId: number, title: string, description = '', reportText?: string) {
  const [i] = await ctx.database.db
    .insert(agendaItems)
    .values({ meetingId, sourceId: `i-${++counter}`, itemNumber: `PH${counter}.1`, title, description })
    .returning();
  let documentId: number | null = null;
  if (reportText) {
    const [d] = await ctx.database.db
      .insert(documents)
      .values({
        source: 'test:watch',
        sourceId: `d-${counter}`,
        meetingId,
        agendaItemId: i!.id,
        title: 'Staff report',
        text: reportText,
        extractionStatus: 'done',
      })
      .returning();
    documentId = d!.id;
    // One page, as the extraction stores a text document's (the document view reads the pages).
    await ctx.database.db
      .insert(documentPages)
      .values({ documentId, pageNumber: 1, charStart: 0, charEnd: reportText.length, text: reportText });
  }
  return { id: i!.id, documentId };
}

const watchAlerts = (watchId: string) => ctx.database.db.select().from(alerts).where(eq(alerts.watchId, watchId));

describe('terms', () => {
  it('lists the words and phrases looked for, without exclusions or the or keyword', () => {
    expect(positiveTerms('"inclusionary zoning" or "major transit station area" -toronto')).toEqual([
      'inclusionary zoning',
      'major transit station area',
    ]);
    expect(positiveTerms('By-law 2024-123 -"minor variance" Development')).toEqual([
      'By-law',
      '2024-123',
      'Development',
    ]);
    expect(positiveTerms('zoning Zoning')).toEqual(['zoning']);
  });
});

describe('watch API', () => {
  it('validates terms, name, scope and delivery with clear sentences', async () => {
    const { token } = await registerUser(ctx.app);
    const post = (body: unknown) => apiCall(ctx.app, 'POST', '/api/watches', token, body);
    const stop = await post({ name: 'Stop', terms: 'the of and' });
    expect(stop.statusCode).toBe(400);
    expect(stop.json().detail).toMatch(/only common words/);
    const onlyNot = await post({ name: 'Not', terms: '-toronto' });
    expect(onlyNot.statusCode).toBe(400);
    expect(onlyNot.json().detail).toMatch(/only exclude/);
    expect((await post({ name: 'Long', terms: 'x'.repeat(201) })).statusCode).toBe(400);
    const blank = await post({ name: '   ', terms: 'zoning' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toBe('Name is required.');
    const muni = await post({ name: 'M', terms: 'zoning', scope: { municipality_ids: [999999] } });
    expect(muni.statusCode).toBe(400);
    expect(muni.json().detail).toBe('Unknown municipality id: 999999');
    expect((await post({ name: 'K', terms: 'zoning', scope: { source_kinds: [] } })).statusCode).toBe(400);
    expect((await post({ name: 'D', terms: 'zoning', delivery: 'sometimes' })).statusCode).toBe(400);
    expect((await post({ name: 'X', terms: 'zoning', extra: 1 })).statusCode).toBe(400);
    const newline = await post({ name: 'N', terms: 'zoning\nfees' });
    expect(newline.statusCode).toBe(400);
  });

  it('bounds the number of watches per user', async () => {
    const { token } = await registerUser(ctx.app);
    for (let i = 0; i < 25; i++)
      expect(
        (await apiCall(ctx.app, 'POST', '/api/watches', token, { name: `w${i}`, terms: `term${i}` })).statusCode,
      ).toBe(201);
    const over = await apiCall(ctx.app, 'POST', '/api/watches', token, { name: 'one more', terms: 'zoning' });
    expect(over.statusCode).toBe(400);
    expect(over.json().detail).toMatch(/at most 25 watches of your own/);
    // A company watch still fits (the company's bound is 100).
    const company = await apiCall(ctx.app, 'POST', '/api/watches', token, {
      name: 'all',
      terms: 'zoning',
      company_wide: true,
    });
    expect(company.statusCode).toBe(201);
  }, 60_000);

  it('keeps personal watches to their owner and admins, company watches to admins to change', async () => {
    const { admin, analyst } = await companyWithAnalyst(ctx);
    const personal = (
      await apiCall(ctx.app, 'POST', '/api/watches', analyst.token, { name: 'Mine', terms: 'heritage' })
    ).json();
    const denied = await apiCall(ctx.app, 'POST', '/api/watches', analyst.token, {
      name: 'Company',
      terms: 'heritage',
      company_wide: true,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe('Only admins can create company watches');
    const company = (
      await apiCall(ctx.app, 'POST', '/api/watches', admin.token, {
        name: 'Company',
        terms: 'heritage',
        company_wide: true,
      })
    ).json();
    const adminPersonal = (
      await apiCall(ctx.app, 'POST', '/api/watches', admin.token, { name: 'Admin own', terms: 'fees' })
    ).json();

    const analystList = (await apiCall(ctx.app, 'GET', '/api/watches', analyst.token)).json();
    expect(analystList.map((w: { id: string }) => w.id).sort()).toEqual([personal.id, company.id].sort());
    expect(analystList.find((w: { id: string }) => w.id === company.id).can_edit).toBe(false);
    const adminList = (await apiCall(ctx.app, 'GET', '/api/watches', admin.token)).json();
    expect(adminList).toHaveLength(3);

    expect((await apiCall(ctx.app, 'GET', `/api/watches/${adminPersonal.id}`, analyst.token)).statusCode).toBe(404);
    expect(
      (await apiCall(ctx.app, 'PATCH', `/api/watches/${company.id}`, analyst.token, { paused: true })).statusCode,
    ).toBe(403);
    expect((await apiCall(ctx.app, 'DELETE', `/api/watches/${company.id}`, analyst.token)).statusCode).toBe(403);
    const paused = await apiCall(ctx.app, 'PATCH', `/api/watches/${personal.id}`, analyst.token, { paused: true });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().paused).toBe(true);
    expect(
      (await apiCall(ctx.app, 'PATCH', `/api/watches/${personal.id}`, admin.token, { name: 'Renamed' })).json().name,
    ).toBe('Renamed');
    expect((await apiCall(ctx.app, 'GET', '/api/watches/not-a-uuid', admin.token)).statusCode).toBe(404);
    expect((await apiCall(ctx.app, 'DELETE', `/api/watches/${personal.id}`, analyst.token)).statusCode).toBe(204);
    expect((await apiCall(ctx.app, 'GET', `/api/watches/${personal.id}`, analyst.token)).statusCode).toBe(404);
  }, 60_000);
});

describe('matching', () => {
  it('backfills 90 days without mail, matches new items and documents on analysis once, and mails by delivery', async () => {
    const { admin, analyst, companyId } = await companyWithAnalyst(ctx);
    const recent = await meeting(10);
    const old = await meeting(200);
    const elsewhere = await meeting(5, otherMunicipalityId);
    const inTitle = await item(recent.id, 'Inclusionary zoning official plan amendment');
    const inReport = await item(
      recent.id,
      'Housing action plan update',
      '',
      'The report recommends an inclusionary zoning framework for the protected major transit station areas.',
    );
    await item(old.id, 'Inclusionary zoning, first report'); // older than 90 days: not backfilled
    await item(elsewhere.id, 'Inclusionary zoning elsewhere'); // outside the scope
    await item(recent.id, 'Inclusionary zoning in Toronto'); // excluded by -toronto

    const created = await apiCall(ctx.app, 'POST', '/api/watches', analyst.token, {
      name: 'IZ',
      terms: '"inclusionary zoning" -toronto',
      scope: { municipality_ids: [municipalityId] },
    });
    expect(created.statusCode).toBe(201);
    const watch = created.json();
    expect(watch.backfilled).toBe(2);
    expect(watch.looked_for).toEqual(['inclusionary zoning']);
    const backfilled = await watchAlerts(watch.id);
    expect(backfilled.every((a) => a.backfilled && a.propertyId === null && a.companyId === companyId)).toBe(true);
    const reportAlert = backfilled.find((a) => a.sourceKey === `item:${inReport.id}`)!;
    expect(reportAlert.matchedTerms).toEqual(['inclusionary zoning']);
    expect(reportAlert.headline).toContain('<mark>inclusionary</mark> <mark>zoning</mark>');
    expect(backfilled.map((a) => a.sourceKey).sort()).toEqual([`item:${inReport.id}`, `item:${inTitle.id}`].sort());

    // Backfilled matches are never mailed.
    await ctx.app.notifications.notifyAlerts(backfilled.map((a) => a.id));
    await ctx.app.jobs.drain();
    const outbox = async () =>
      (await readdir(ctx.config.outboxDir).catch(() => [] as string[])).filter((n) => n.includes('-alert-'));
    expect(await outbox()).toEqual([]);

    // The matches API and the alerts list.
    const matches = (await apiCall(ctx.app, 'GET', `/api/watches/${watch.id}/matches`, analyst.token)).json();
    expect(matches).toHaveLength(2);
    expect(matches[0].matched_terms).toEqual(['inclusionary zoning']);
    const list = (await apiCall(ctx.app, 'GET', '/api/alerts?category=watch', admin.token)).json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ alert_type: 'watch', property_id: null, watch_name: 'IZ', property_name: 'IZ' });
    const detail = (await apiCall(ctx.app, 'GET', `/api/alerts/${reportAlert.id}`, admin.token)).json();
    expect(detail.items[0].document_id).toBe(inReport.documentId);
    expect(detail.items[0].evidence[0]).toMatchObject({
      rule: 'watch',
      text: 'inclusionary zoning',
      field: 'document',
    });

    // A new item arrives: matched when analysed, mailed to the owner alone (a personal, immediate watch).
    const fresh = await item(recent.id, 'Zoning by-law amendment', 'Implements inclusionary zoning near stations.');
    const result = await ctx.app.analysis.analyzeAgendaItems([fresh.id]);
    const freshAlert = (await watchAlerts(watch.id)).find((a) => a.sourceKey === `item:${fresh.id}`)!;
    expect(freshAlert.backfilled).toBe(false);
    expect(result.createdAlertIds).toContain(freshAlert.id);
    await ctx.app.jobs.drain();
    const mails = (await outbox()).filter((n) => n.endsWith('.eml'));
    expect(mails.filter((n) => n.includes(analyst.email.toLowerCase()))).toHaveLength(1);
    expect(mails.filter((n) => n.includes(admin.email.toLowerCase()))).toHaveLength(0);

    // Analysed again (a re-ingest, a document extracted later): no second alert.
    await ctx.app.analysis.analyzeAgendaItems([fresh.id, inTitle.id, inReport.id]);
    expect(await watchAlerts(watch.id)).toHaveLength(3);

    // A paused watch matches nothing; a digest-only watch mails nothing at once.
    await apiCall(ctx.app, 'PATCH', `/api/watches/${watch.id}`, analyst.token, { paused: true });
    const later = await item(recent.id, 'More inclusionary zoning');
    await ctx.app.analysis.analyzeAgendaItems([later.id]);
    expect(await watchAlerts(watch.id)).toHaveLength(3);
    // Resumed: it looks back again and finds what it missed (backfilled, so never mailed).
    const resumed = (
      await apiCall(ctx.app, 'PATCH', `/api/watches/${watch.id}`, analyst.token, { paused: false })
    ).json();
    expect(resumed.backfilled).toBe(1);
  }, 120_000);

  it('on ingest, snippets start with whole words, a hyphenated word included, and mark the terms', async () => {
    const { analyst } = await companyWithAnalyst(ctx);
    const watch = async (name: string, terms: string) => {
      const created = await apiCall(ctx.app, 'POST', '/api/watches', analyst.token, { name, terms });
      expect(created.statusCode).toBe(201);
      expect(created.json().backfilled).toBe(0);
      return created.json().id as string;
    };
    const street = await watch('Altona Road', '"altona road"');
    const gifts = await watch('Gifts', 'gift');
    // An eSCRIBE item as the TRCA portal words it: PostgreSQL's fragment would start at "Gift", inside "Eco-Gift".
    const gift = await item(
      (await meeting(3)).id,
      'Eco-Gift Donation – 1815 Altona Road, Pickering',
      'Receipt of a conveyance of lands at 1815 Altona Road, City of Pickering, Regional Municipality of Durham, under the Ecological Gifts Program.',
      'Eco-Gift Donation - 1815 Altona Road, Pickering. Schedule A: lands to be conveyed, east of Altona Road.',
    );
    await ctx.app.analysis.analyzeAgendaItems([gift.id]);
    const [byStreet] = await watchAlerts(street);
    expect(byStreet).toMatchObject({ sourceKey: `item:${gift.id}`, backfilled: false, matchedTerms: ['altona road'] });
    expect(byStreet!.headline).toMatch(/^Eco-Gift Donation – 1815 <mark>Altona<\/mark> <mark>Road<\/mark>, Pickering/);
    // The report's fragment too (its text says "Eco-Gift Donation - 1815 Altona Road").
    expect(byStreet!.headline).toContain(' … Eco-Gift Donation - 1815 <mark>Altona</mark> <mark>Road</mark>');
    expect(byStreet!.preview).toMatch(/^Eco-Gift Donation – 1815 Altona Road, Pickering/);
    const [byWord] = await watchAlerts(gifts);
    expect(byWord!.headline).toMatch(/^Eco-<mark>Gift<\/mark> Donation/);
    const detail = (await apiCall(ctx.app, 'GET', `/api/alerts/${byStreet!.id}`, analyst.token)).json();
    expect(detail.items[0].document_id).toBe(gift.documentId);
    expect(detail.items[0].evidence).toEqual([
      expect.objectContaining({ rule: 'watch', text: 'altona road', field: 'document', documentId: gift.documentId }),
    ]);
  }, 120_000);

  it("highlights a watch's terms in the document in the forms the document writes them", async () => {
    const { analyst } = await companyWithAnalyst(ctx);
    const created = await apiCall(ctx.app, 'POST', '/api/watches', analyst.token, {
      name: 'Rezonings',
      terms: 'rezone or "development charge" or "site of the plan"',
    });
    expect(created.statusCode).toBe(201);
    // Matched on stems: the report says "Rezoning", "rezoned", "Development Charges" and "site for the plan".
    const report = await item(
      (await meeting(2)).id,
      'Application for an amendment',
      '',
      'Rezoning of 12 Ozone Street. The lands were rezoned in 2019; the DEVELOPMENT\ncharges by-law applies. ' +
        'The site for the plan is vacant. Ozone and rezones.',
    );
    await ctx.app.analysis.analyzeAgendaItems([report.id]);
    const [alert] = await watchAlerts(created.json().id);
    expect(alert!.matchedTerms).toEqual(['rezone', 'development charge', 'site of the plan']);
    const analysis = await apiCall(ctx.app, 'GET', `/api/documents/${report.documentId}/analysis`, analyst.token);
    expect(analysis.statusCode).toBe(200);
    const [match] = analysis.json().matches;
    expect(match.property_name).toBe('Watch: Rezonings');
    expect(match.passages.map((p: { text: string }) => p.text)).toEqual([
      'Rezoning',
      'rezoned',
      'DEVELOPMENT\ncharges',
      'site for the plan',
      'rezones',
    ]);
    // Whole words: "Ozone" holds "zone" but is no form of any term.
    expect(match.passages.every((p: { source: string }) => p.source === 'text')).toBe(true);
  }, 120_000);

  it('matches provincial proposals stored by an ingest, and meeting documents without an item', async () => {
    const { admin } = await companyWithAnalyst(ctx);
    const watch = (
      await apiCall(ctx.app, 'POST', '/api/watches', admin.token, {
        name: 'DC',
        terms: '"development charges" or "community benefits"',
        company_wide: true,
        delivery: 'none',
      })
    ).json();
    const [site] = await ctx.database.db
      .insert(provincialSites)
      .values({ siteCode: `ERO${++counter}`, siteName: 'Environmental Registry' })
      .returning();
    const startedAt = new Date(Date.now() - 1000);
    const [p] = await ctx.database.db
      .insert(proposals)
      .values({
        sourceId: `019-${counter}`,
        siteId: site!.id,
        title: 'Changes to development charges',
        description: 'A proposal.',
      })
      .returning();
    const { matchRegistriesSince } = await import('../../src/watches/match.js');
    const ids = await matchRegistriesSince(ctx.database.db, startedAt);
    const mine = await ctx.database.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.watchId, watch.id), eq(alerts.sourceKey, `proposal:${p!.id}`)));
    expect(mine).toHaveLength(1);
    expect(ids).toContain(mine[0]!.id);
    expect(mine[0]!.matchedTerms).toEqual(['development charges']);
    // Ask AI on it reads the proposal itself (no agenda item, no meeting), in the watch's words; never for another
    // company.
    const chat = await alertPassages(ctx.database.db, admin.user.company_id, mine[0]!.id);
    expect(chat.passages).toEqual([
      expect.objectContaining({ id: `proposal:${p!.id}:0`, text: 'Changes to development charges\nA proposal.' }),
    ]);
    expect(chat.context).toContain('of the watch list "DC", which matched "development charges"');
    expect(chat.context).toContain(`From the provincial posting 019-${counter}.`);
    const stranger = await registerUser(ctx.app);
    expect(await alertPassages(ctx.database.db, stranger.user.company_id, mine[0]!.id)).toEqual({
      passages: [],
      context: '',
    });

    const m = await meeting(1);
    const [doc] = await ctx.database.db
      .insert(documents)
      .values({
        source: 'test:watch',
        sourceId: `agenda-${counter}`,
        meetingId: m.id,
        title: 'Agenda',
        text: 'Item 4: community benefits charge by-law.',
        extractionStatus: 'done',
      })
      .returning();
    await ctx.app.analysis.analyzeDocuments([doc!.id]);
    const docAlerts = await ctx.database.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.watchId, watch.id), eq(alerts.sourceKey, `document:${doc!.id}`)));
    expect(docAlerts).toHaveLength(1);
    expect(docAlerts[0]!.matchedTerms).toEqual(['community benefits']);
    const docChat = await alertPassages(ctx.database.db, admin.user.company_id, docAlerts[0]!.id);
    expect(docChat.passages.map((passage) => passage.text)).toContain('Item 4: community benefits charge by-law.');
    expect(docChat.context).toContain('of the watch list "DC"');
  }, 60_000);
});

describe('tenant isolation', () => {
  it("never shows, changes or deletes another company's watches or watch alerts", async () => {
    const a = await registerUser(ctx.app);
    const b = await registerUser(ctx.app);
    const m = await meeting(3);
    await item(m.id, 'Site plan for a data centre');
    const watch = (
      await apiCall(ctx.app, 'POST', '/api/watches', a.token, {
        name: 'DC',
        terms: '"data centre"',
        company_wide: true,
      })
    ).json();
    expect(watch.backfilled).toBeGreaterThanOrEqual(1);
    const [alert] = await watchAlerts(watch.id);
    for (const [method, url, body] of [
      ['GET', `/api/watches/${watch.id}`, undefined],
      ['PATCH', `/api/watches/${watch.id}`, { paused: true }],
      ['DELETE', `/api/watches/${watch.id}`, undefined],
      ['GET', `/api/watches/${watch.id}/matches`, undefined],
      ['GET', `/api/alerts/${alert!.id}`, undefined],
    ] as const)
      expect((await apiCall(ctx.app, method, url, b.token, body)).statusCode).toBe(404);
    expect((await apiCall(ctx.app, 'GET', '/api/watches', b.token)).json()).toEqual([]);
    const bAlerts = (await apiCall(ctx.app, 'GET', '/api/alerts?category=watch', b.token)).json();
    expect(bAlerts).toEqual([]);
    expect((await apiCall(ctx.app, 'GET', `/api/watches/${watch.id}`, a.token)).json().paused).toBe(false);
  }, 60_000);
});
