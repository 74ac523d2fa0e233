import { eq, sql } from 'drizzle-orm';
import {
  agendaItems,
  alertItems,
  alerts,
  applications,
  documents,
  legalDecisions,
  legalTribunals,
  mayoralDecisions,
  meetings,
  municipalities,
  properties,
  propertyDocuments,
  proposals,
  provincialSites,
} from '../../src/db/schema/index.js';
import { applicationKey } from '../../src/addresses/grammar.js';
import { queryRows } from '../../src/db/rows.js';
import { recognise } from '../../src/search/recognise.js';
import { tsqueryText } from '../../src/search/tsquery.js';
import { apiCall, createTestContext, registerUser, type RegisteredUser, type TestContext } from '../helpers/helpers.js';

/*
 * One search (docs/search.md) on the real app and database: every kind found by its words with highlighted
 * snippets, a file number in another spelling and a civic address matched exactly first, company B never seeing
 * company A's alerts, properties or uploaded documents, the bounds of q and limit, and hostile queries.
 */

let ctx: TestContext;
let a: RegisteredUser;
let b: RegisteredUser;
const ids: Record<string, string> = {};

type Result = {
  kind: string;
  id: string;
  title: string;
  snippet: Array<{ text: string; hit: boolean }>;
  title_segments: Array<{ text: string; hit: boolean }>;
  link: string;
  exact: boolean;
};
type Answer = {
  query: string;
  recognisedAs: string;
  groups: Array<{ kind: string; label: string; results: Result[] }>;
};

const find = async (q: string, user = a, extra = '') => {
  const res = await apiCall(ctx.app, 'GET', `/api/search?q=${encodeURIComponent(q)}${extra}`, user.token);
  expect(res.statusCode).toBe(200);
  return res.json() as Answer;
};
const group = (answer: Answer, kind: string) => answer.groups.find((g) => g.kind === kind)?.results ?? [];

beforeAll(async () => {
  ctx = await createTestContext();
  a = await registerUser(ctx.app, { company_name: 'Alpha Builders' });
  b = await registerUser(ctx.app, { company_name: 'Beta Holdings' });
  const db = ctx.database.db;
  const [toronto] = await db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
  const [meeting] = await db
    .insert(meetings)
    .values({
      source: 'test',
      sourceId: 'm1',
      municipalityId: toronto!.id,
      title: 'Etobicoke York Community Council',
      committeeName: 'Etobicoke York Community Council',
      startsAt: new Date('2026-12-03T14:00:00Z'),
    })
    .returning();
  const [item] = await db
    .insert(agendaItems)
    .values({
      meetingId: meeting!.id,
      sourceId: 'EY1.1',
      title: 'Official Plan and Zoning By-law Amendment - 25 The West Mall',
      description:
        'Public meeting on application OZ 22/012 W7 to permit a 32-storey mixed-use tower with 410 residential units.',
      addresses: ['25 The West Mall'],
      applicationNumbers: ['OZ 22/012 W7'],
    })
    .returning();
  const [other] = await db
    .insert(agendaItems)
    .values({
      meetingId: meeting!.id,
      sourceId: 'EY1.2',
      title: 'Street tree planting on Bloor Street',
      description: 'Planting of boulevard trees near 250 The West Mall.',
      addresses: ['250 The West Mall'],
    })
    .returning();
  const [doc] = await db
    .insert(documents)
    .values({
      source: 'test',
      sourceId: 'd1',
      meetingId: meeting!.id,
      agendaItemId: item!.id,
      title: 'Staff report - 25 The West Mall',
      text: 'Background. The applicant proposes a tower. Analysis: the shadow study shows acceptable shadowing on the park.',
      extractionStatus: 'done',
    })
    .returning();
  const [site] = await db
    .insert(provincialSites)
    .values({ siteCode: 'ERO', siteName: 'Environmental Registry' })
    .returning();
  const [proposal] = await db
    .insert(proposals)
    .values({
      sourceId: 'ERO 019-8462',
      siteId: site!.id,
      title: 'Greenbelt boundary regulation',
      description: 'Changes to the greenbelt boundary.',
    })
    .returning();
  await db.insert(legalTribunals).values({ code: 'onlt', name: 'Ontario Land Tribunal' }).onConflictDoNothing();
  const [decision] = await db
    .insert(legalDecisions)
    .values({
      sourceId: 'x1',
      title: 'Westmall Developments v. Toronto (City)',
      caseid: 'OLT-22-004123',
      databaseId: 'onlt',
    })
    .returning();
  const [mayoral] = await db
    .insert(mayoralDecisions)
    .values({ decisionId: 'MD-2026-014', title: 'Housing secretariat budget', municipalityId: toronto!.id })
    .returning();
  const [application] = await db
    .insert(applications)
    .values({
      municipalityId: toronto!.id,
      fileKey: 'OZ-22-12',
      fileNumbers: ['OZ 22/012'],
      fileKeys: ['OZ-22-12'],
      source: 'test',
      sourceRecordId: 'r1',
      type: 'zoning_bylaw_amendment',
      addresses: ['25 The West Mall'],
      addressKeys: ['25|the west'],
      description: 'A 32-storey mixed-use tower',
      searchText: 'oz 22/012 25 the west mall a 32-storey mixed-use tower',
    })
    .returning();
  const [pa] = await db
    .insert(properties)
    .values({
      companyId: a.user.company_id,
      name: 'Alpha Tower Site',
      address: '25 The West Mall, Toronto, ON',
      municipalityId: toronto!.id,
      applicationNumbers: ['OZ 22/012'],
    })
    .returning();
  const [pb] = await db
    .insert(properties)
    .values({
      companyId: b.user.company_id,
      name: 'Beta Lot',
      address: '10 Bloor Street West, Toronto, ON',
      municipalityId: toronto!.id,
    })
    .returning();
  const [alert] = await db
    .insert(alerts)
    .values({
      companyId: a.user.company_id,
      propertyId: pa!.id,
      sourceKey: `meeting:${meeting!.id}`,
      meetingId: meeting!.id,
      severity: 'high',
      title: 'Rezoning at 25 The West Mall',
      summary: 'A 32-storey tower is proposed on your property; the shadow study is in the staff report.',
    })
    .returning();
  await db.insert(alertItems).values({
    alertId: alert!.id,
    companyId: a.user.company_id,
    agendaItemId: item!.id,
    rule: 'address',
    confidence: 'High',
    score: 1,
    severity: 'high',
    impactSummary: 'At the property',
  });
  const [upload] = await db
    .insert(propertyDocuments)
    .values({
      companyId: a.user.company_id,
      propertyId: pa!.id,
      filename: 'appraisal.pdf',
      fileSize: 10,
      mimeType: 'application/pdf',
      storageKey: 'k1',
      extractionStatus: 'done',
      extractedText: 'Confidential appraisal: the parcel is valued with its shadowing constraints.',
    })
    .returning();
  Object.assign(ids, {
    item: String(item!.id),
    other: String(other!.id),
    doc: String(doc!.id),
    proposal: String(proposal!.id),
    decision: String(decision!.id),
    mayoral: String(mayoral!.id),
    application: String(application!.id),
    pa: pa!.id,
    pb: pb!.id,
    alert: String(alert!.id),
    upload: String(upload!.id),
  });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe('recognising a query', () => {
  it('reads file numbers, addresses and words', () => {
    expect(recognise('OZ 22/012')).toMatchObject({ kind: 'file_number', key: 'OZ-22-12' });
    expect(recognise('a0656/16ny')).toMatchObject({ kind: 'file_number', key: 'A-656-16-NY' });
    expect(recognise('25 The West Mall')).toMatchObject({ kind: 'address', key: '25|the west' });
    expect(recognise('55 main street north, Brampton')).toMatchObject({ kind: 'address', key: '55|main' });
    expect(recognise('shadow study')).toMatchObject({ kind: 'words' });
  });

  it('keeps every operator of the user out of the tsquery', () => {
    expect(tsqueryText(`a & b | !c <-> 'd':* (e)`)).toBe('a & b & c & d & e:*');
    expect(tsqueryText('!!! ***')).toBe('');
  });

  it("computes a file number's key in SQL as the grammar does", async () => {
    const spellings = [
      'OZ 22/012 W7',
      'OZ-22-012',
      'A0656/16NY',
      'A-656/16 NY',
      '21T-22003',
      'OLT-22-004123',
      'OZ 2/2012',
      'MAIN',
      '22 123456 STE 10 OZ',
      'x'.repeat(90),
    ];
    for (const s of spellings) {
      const [row] = await queryRows(ctx.database.db, sql`select pw_application_key(${s}) as k`);
      expect([s, row!.k ?? null]).toEqual([s, applicationKey(s)]);
    }
  });
});

describe('GET /api/search', () => {
  it('finds every kind by its words, grouped, with highlighted snippets and links', async () => {
    const answer = await find('shadow');
    expect(answer.recognisedAs).toBe('words');
    expect(group(answer, 'documents').map((r) => r.id)).toEqual([ids.doc]);
    expect(group(answer, 'alerts').map((r) => r.id)).toEqual([ids.alert]);
    expect(group(answer, 'uploaded_documents').map((r) => r.id)).toEqual([ids.upload]);
    const doc = group(answer, 'documents')[0]!;
    expect(doc.link).toBe(`/documents/${ids.doc}`);
    expect(doc.snippet.filter((s) => s.hit).map((s) => s.text.toLowerCase())).toEqual(
      expect.arrayContaining(['shadow']),
    );
    expect(group(answer, 'alerts')[0]!.link).toBe(`/alerts?alertId=${ids.alert}`);
    // the last word is a prefix: the box searches as the user types
    expect(group(await find('greenbel'), 'proposals').map((r) => r.id)).toEqual([ids.proposal]);
    expect(group(await find('secretariat'), 'mayoral_decisions')[0]!.link).toBe('/decisions?q=MD-2026-014');
    expect(group(await find('westmall'), 'decisions').map((r) => r.id)).toEqual([ids.decision]);
    expect(group(await find('etobicoke'), 'meetings')).toHaveLength(1);
  });

  it('matches a file number exactly first, in any spelling', async () => {
    const answer = await find('oz-22-12');
    expect(answer.recognisedAs).toBe('file_number');
    const items = group(answer, 'agenda_items');
    expect(items.map((r) => [r.id, r.exact])).toEqual([[ids.item, true]]);
    expect(items[0]!.snippet.find((s) => s.hit)?.text).toBe('OZ 22/012');
    expect(items[0]!.title_segments).toEqual([{ text: items[0]!.title, hit: false }]);
    expect(items[0]!.link).toBe(`/documents/${ids.doc}`);
    expect(group(answer, 'applications').map((r) => r.id)).toEqual([ids.application]);
    expect(group(answer, 'properties').map((r) => r.id)).toEqual([ids.pa]);
    expect(group(answer, 'alerts').map((r) => r.id)).toEqual([ids.alert]);
    expect(group(answer, 'meetings')).toHaveLength(1);
    expect(group(await find('OLT 22 4123'), 'decisions').map((r) => [r.id, r.exact])).toEqual([[ids.decision, true]]);
    expect(group(await find('ERO 019-8462'), 'proposals').map((r) => r.exact)).toEqual([true]);
  });

  it('matches a civic address exactly first: 25 is not 250', async () => {
    const answer = await find('25 the west mall');
    expect(answer.recognisedAs).toBe('address');
    const items = group(answer, 'agenda_items');
    expect(items[0]).toMatchObject({ id: ids.item, exact: true });
    expect(items.find((r) => r.id === ids.other)?.exact ?? false).toBe(false);
    expect(items[0]!.snippet.some((s) => s.hit && /25 The West Mall/.test(s.text))).toBe(true);
    // The address in the title is marked too; the segments put the title back together.
    expect(items[0]!.title_segments.filter((s) => s.hit).map((s) => s.text)).toEqual(['25 The West Mall']);
    expect(items[0]!.title_segments.map((s) => s.text).join('')).toBe(items[0]!.title);
    expect(group(answer, 'properties')[0]).toMatchObject({ id: ids.pa, exact: true });
    expect(group(answer, 'applications')[0]).toMatchObject({ id: ids.application, exact: true });
  });

  it("keeps company A's alerts, properties and uploaded documents from company B", async () => {
    for (const q of ['shadow', 'OZ 22/012', '25 The West Mall', 'alpha tower', 'appraisal confidential']) {
      const answer = await find(q, b);
      for (const kind of ['alerts', 'properties', 'uploaded_documents'])
        expect([q, group(answer, kind)]).toEqual([q, []]);
    }
    // shared public data is everyone's
    expect(group(await find('shadow', b), 'documents').map((r) => r.id)).toEqual([ids.doc]);
    expect(group(await find('beta lot', b), 'properties').map((r) => r.id)).toEqual([ids.pb]);
    expect(group(await find('beta lot', a), 'properties')).toEqual([]);
  });

  it('bounds q and limit, answering {detail}', async () => {
    const get = (qs: string) => apiCall(ctx.app, 'GET', `/api/search?${qs}`, a.token);
    for (const [qs, status] of [
      ['', 400],
      ['q=', 400],
      ['q=%20a%20', 400],
      [`q=${'a'.repeat(201)}`, 400],
      ['q=tower&limit=0', 400],
      ['q=tower&limit=21', 400],
      ['q=tower&limit=abc', 400],
      ['q=tower&limit=99999999999999999999', 400],
    ] as const) {
      const res = await get(qs);
      expect([qs, res.statusCode]).toEqual([qs, status]);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await get('q=a')).json().detail).toBe('q must have at least 2 characters');
    const limited = (await get('q=west&limit=1')).json() as Answer;
    expect(limited.groups.every((g) => g.results.length === 1)).toBe(true);
    expect((await apiCall(ctx.app, 'GET', '/api/search?q=tower')).statusCode).toBe(401);
  });

  it('answers hostile queries without a 5xx', async () => {
    const hostile = [
      "'; drop table alerts; --",
      "tower' or 1=1 --",
      '!!&&||<->:*()',
      '\u0000\uE000\uE001 tower',
      '"unbalanced',
      'OZ 9999999999/99999999999 W99',
      `${'9'.repeat(40)} Main Street`,
      '🏗️ towers 🏙️',
      '%_\\',
      'a'.repeat(200),
      'x '.repeat(100),
    ];
    for (const q of hostile) {
      const res = await apiCall(ctx.app, 'GET', `/api/search?q=${encodeURIComponent(q)}`, a.token);
      expect([q, res.statusCode < 500]).toEqual([q, true]);
    }
    const [count] = await queryRows(ctx.database.db, sql`select count(*)::int as n from alerts`);
    expect(count!.n).toBe(1);
  });

  it('refuses an API key: the search spans every scope', async () => {
    const created = await apiCall(ctx.app, 'POST', '/api/api-keys/', a.token, {
      name: 'crm',
      scopes: ['alerts', 'properties', 'meetings', 'registries'],
      expires_in_days: 30,
    });
    expect(created.statusCode).toBe(201);
    const res = await apiCall(ctx.app, 'GET', '/api/search?q=tower', created.json().key);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/API keys are read-only/);
  });
});
