import { eq } from 'drizzle-orm';
import {
  bylaws,
  decisionAttachments,
  decisionCitations,
  legalDecisions,
  legalTribunals,
  mayoralDecisions,
  municipalities,
  proposalAttachments,
  proposals,
  provincialSites,
} from '../../src/db/schema/index.js';
import { percentages, periodRange, torontoToday, type Period } from '../../src/legal/common.js';
import { bearer, createTestContext, registerUser, type TestContext } from '../helpers/helpers.js';

let ctx: TestContext;
let auth: Record<string, string>;

/** Ontario's calendar day shifted by `days`, as the API compares DATE columns. */
function day(days: number): string {
  const date = new Date(`${torontoToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const inPeriod = (value: string | null, period: Period) => {
  if (!value) return false;
  const { from, to } = periodRange(period);
  return value >= from && value < to;
};

const PROPOSALS = [
  {
    sourceId: 'ERO 1',
    site: 'ERO',
    title: 'Alpha housing regulation',
    description: 'Additional residential units',
    category: 'Regulation',
    posted: day(0),
    deadline: day(30),
  },
  {
    sourceId: 'ORR 2',
    site: 'ORR',
    title: 'beta transit corridor',
    description: 'Designates corridor lands',
    category: 'Regulation',
    posted: day(-3),
    deadline: day(5),
  },
  {
    sourceId: 'ERO 3',
    site: 'ERO',
    title: 'Gamma greenbelt boundary',
    description: 'A 50% reduction of the area',
    category: 'Policy',
    posted: day(-12),
    deadline: null,
  },
  {
    sourceId: 'ORR 4',
    site: 'ORR',
    title: 'Delta land transfer tax',
    description: 'Refund for first-time buyers',
    category: 'Tax',
    posted: day(-40),
    deadline: day(-10),
  },
  {
    sourceId: 'ERO 5',
    site: 'ERO',
    title: 'Epsilon excess soil',
    description: 'Soil rules',
    category: 'Regulation',
    posted: day(-100),
    deadline: day(-60),
  },
  {
    sourceId: 'ERO 6',
    site: 'ERO',
    title: 'Zeta heritage criteria',
    description: 'Heritage designation',
    category: 'Regulation',
    posted: null,
    deadline: day(60),
  },
] as const;

interface DecisionFixture {
  sourceId: string;
  title: string;
  caseid: string | null;
  date: string | null;
  db: 'onlt' | 'onltb';
  cites: Array<[string, string]>;
  files?: string[];
}
const NEPDA = 'Niagara Escarpment Planning & Development Act';
const DECISIONS: DecisionFixture[] = [
  {
    sourceId: 'd1',
    title: 'Acme Homes v. Toronto (City)',
    caseid: 'OLT-23-000300',
    date: day(0),
    db: 'onlt',
    cites: [['Planning Act', 's. 34(11)']],
    files: ['Decision and Order.pdf', 'Appendix A.pdf'],
  },
  {
    sourceId: 'd2',
    title: 'Beacon Ltd. v. Ottawa (City)',
    caseid: 'OLT-22-004123',
    date: day(-2),
    db: 'onlt',
    cites: [
      ['Planning Act', 's. 34(11)'],
      ['Planning Act', 's. 45(12)'],
    ],
  },
  {
    sourceId: 'd3',
    title: 'Cedar Trust v. Metrolinx',
    caseid: 'OLT-24-000010',
    date: day(-20),
    db: 'onlt',
    cites: [['Expropriations Act', 's. 26']],
  },
  {
    sourceId: 'd4',
    title: 'Dunn v. Niagara Escarpment Commission',
    caseid: null,
    date: day(-45),
    db: 'onlt',
    cites: [[NEPDA, 's. 25(8)']],
  },
  {
    sourceId: 'd5',
    title: 'Tenants of 5 King Street v. 2603994 Ontario Inc.',
    caseid: 'TST-12345-24',
    date: day(-120),
    db: 'onltb',
    cites: [['City of Toronto Act', 's. 111']],
  },
  {
    sourceId: 'd6',
    title: 'emerald Developments v. Oakville (Town)',
    caseid: 'OLT-21-000999',
    date: null,
    db: 'onlt',
    cites: [
      ['Planning Act', 's. 53(19)'],
      ['Expropriations Act', 's. 13'],
    ],
  },
  {
    sourceId: 'd7',
    title: 'Re: 12 Main Street, Vaughan',
    caseid: 'OLT-25-000001',
    date: day(-400),
    db: 'onlt',
    cites: [['Planning Act', 's. 45(12)']],
  },
];

beforeAll(async () => {
  ctx = await createTestContext();
  auth = bearer((await registerUser(ctx.app)).token);
  const db = ctx.database.db;

  const sites = await db
    .insert(provincialSites)
    .values([
      { siteCode: 'ERO', siteName: 'Environmental Registry of Ontario' },
      { siteCode: 'ORR', siteName: "Ontario's Regulatory Registry" },
    ])
    .returning();
  const siteId = (code: string) => sites.find((s) => s.siteCode === code)!.id;
  const proposalRows = await db
    .insert(proposals)
    .values(
      PROPOSALS.map((p) => ({
        sourceId: p.sourceId,
        siteId: siteId(p.site),
        title: p.title,
        description: p.description,
        category: p.category,
        postedDate: p.posted,
        deadline: p.deadline,
        url: `https://example.org/${encodeURIComponent(p.sourceId)}`,
      })),
    )
    .returning();
  await db.insert(proposalAttachments).values([
    {
      proposalId: proposalRows[0]!.id,
      filename: 'Summary.pdf',
      url: 'https://example.org/summary.pdf',
      createdAt: new Date('2026-01-02T10:00:00Z'),
    },
    {
      proposalId: proposalRows[0]!.id,
      filename: 'Draft.pdf',
      url: 'https://example.org/draft.pdf',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    },
  ]);

  await db.insert(legalTribunals).values([
    { code: 'onlt', name: 'Ontario Land Tribunal' },
    { code: 'onltb', name: 'Landlord and Tenant Board' },
  ]);
  for (const d of DECISIONS) {
    const [row] = await db
      .insert(legalDecisions)
      .values({
        sourceId: d.sourceId,
        title: d.title,
        caseid: d.caseid,
        decisionDate: d.date,
        databaseId: d.db,
        pdfUrl: `https://example.org/${d.sourceId}.pdf`,
      })
      .returning();
    await db.insert(decisionCitations).values(d.cites.map(([act, section]) => ({ decisionId: row!.id, act, section })));
    if (d.files) {
      await db.insert(decisionAttachments).values(
        d.files.map((filename, i) => ({
          decisionId: row!.id,
          filename,
          url: `https://example.org/${d.sourceId}/${i}`,
        })),
      );
    }
  }

  const [toronto] = await db.select().from(municipalities).where(eqName('Toronto'));
  const [ottawa] = await db.select().from(municipalities).where(eqName('Ottawa'));
  const md = await db
    .insert(mayoralDecisions)
    .values([
      {
        decisionId: 'MD-2026-002',
        title: 'Housing Now zoning',
        decisionDate: day(-5),
        url: 'https://example.org/md2',
        municipalityId: toronto!.id,
      },
      { decisionId: 'MD-2026-001', title: 'Budget', decisionDate: day(-50), url: null, municipalityId: toronto!.id },
      {
        decisionId: 'MD-2025-020',
        title: null,
        decisionDate: null,
        decisionDateText: 'Fall 2025',
        municipalityId: toronto!.id,
      },
      { decisionId: '2026-MD-04', title: 'Lebreton Flats', decisionDate: day(-10), municipalityId: ottawa!.id },
    ])
    .returning();
  await db.insert(bylaws).values([
    {
      mayoralDecisionId: md[0]!.id,
      bylawNumber: '1025-2026',
      itemNumber: 'PH24.4',
      description: 'Official plan amendment',
      bylawUrl: 'https://example.org/law1025.pdf',
    },
    {
      mayoralDecisionId: md[0]!.id,
      bylawNumber: '1024-2026',
      itemNumber: 'PH24.3',
      description: 'Zoning amendment',
      bylawUrl: null,
    },
    {
      mayoralDecisionId: md[3]!.id,
      bylawNumber: '2026-318',
      itemNumber: null,
      description: 'Zoning by-law 2008-250 amendment',
      bylawUrl: null,
    },
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

function eqName(name: string) {
  return eq(municipalities.name, name);
}

const get = (url: string, headers = auth) => ctx.app.inject({ method: 'GET', url, headers });
const titles = (body: Array<{ title: string | null }>) => body.map((p) => p.title);
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe('access', () => {
  it.each([
    '/api/provincial-sites',
    '/api/proposals',
    '/api/proposals/count',
    '/api/proposals/1/attachments',
    '/api/legal-stats/acts',
    '/api/legal-stats/sections/Planning%20Act',
    '/api/legal-decisions',
    '/api/legal-decisions/1/attachments',
    '/api/legal-decisions/count',
    '/api/legal-tribunals',
    '/api/mayoral-decisions/',
    '/api/mayoral-decisions/1',
    '/api/mayoral-decisions/stats/municipalities',
  ])('%s needs a signed-in user', async (url) => {
    const res = await get(url, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  it('leaves unknown /api paths a plain 404', async () => {
    const res = await get('/api/no-such-area', {});
    expect(res.statusCode).toBe(404);
  });

  it('documents every endpoint in OpenAPI', async () => {
    const doc = (await get('/api/openapi.json')).json();
    for (const path of [
      '/api/provincial-sites',
      '/api/proposals',
      '/api/proposals/count',
      '/api/proposals/{id}/attachments',
      '/api/legal-stats/acts',
      '/api/legal-stats/sections/{name}',
      '/api/legal-decisions',
      '/api/legal-decisions/count',
      '/api/legal-decisions/{id}/attachments',
      '/api/legal-tribunals',
      '/api/mayoral-decisions/',
      '/api/mayoral-decisions/{id}',
      '/api/mayoral-decisions/stats/municipalities',
    ]) {
      expect(doc.paths[path]?.get).toBeDefined();
    }
    expect(
      doc.paths['/api/proposals'].get.parameters.find((p: { name: string }) => p.name === 'sort').schema.enum,
    ).toEqual(['title', 'deadline', 'site', 'posted_date_desc']);
  });
});

describe('helpers', () => {
  it('splits percentages that add up to exactly 100', () => {
    expect(percentages([1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
    expect(sum(percentages([823, 227, 44, 39, 24, 14, 13, 9, 5, 5]))).toBe(100);
    expect(percentages([])).toEqual([]);
    expect(percentages([0, 0])).toEqual([0, 0]);
  });

  it('computes this week, month and quarter in Ontario', () => {
    // Saturday 2026-11-21 at 23:30 in Toronto is already Sunday in UTC.
    const now = new Date('2026-11-22T04:30:00Z');
    expect(torontoToday(now)).toBe('2026-11-21');
    expect(periodRange('week', now)).toEqual({ from: '2026-11-16', to: '2026-11-23' });
    expect(periodRange('month', now)).toEqual({ from: '2026-11-01', to: '2026-12-01' });
    expect(periodRange('quarter', now)).toEqual({ from: '2026-10-01', to: '2027-01-01' });
    expect(periodRange('quarter', new Date('2026-02-10T12:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-04-01' });
    expect(periodRange('week', new Date('2026-11-16T12:00:00Z'))).toEqual({ from: '2026-11-16', to: '2026-11-23' });
  });
});

describe('provincial proposals', () => {
  it('lists the sites', async () => {
    const res = await get('/api/provincial-sites');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), site_code: 'ERO', site_name: 'Environmental Registry of Ontario', is_active: true },
      { id: expect.any(Number), site_code: 'ORR', site_name: "Ontario's Regulatory Registry", is_active: true },
    ]);
  });

  it('lists every proposal, newest first by default, with its fields', async () => {
    const res = await get('/api/proposals');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(titles(body)).toEqual([
      'Alpha housing regulation',
      'beta transit corridor',
      'Gamma greenbelt boundary',
      'Delta land transfer tax',
      'Epsilon excess soil',
      'Zeta heritage criteria',
    ]);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      source_id: 'ERO 1',
      title: 'Alpha housing regulation',
      description: 'Additional residential units',
      content: null,
      posted_date: day(0),
      deadline: day(30),
      site: 'ERO',
      site_id: expect.any(Number),
      site_name: 'Environmental Registry of Ontario',
      category: 'Regulation',
      status: null,
      ministry: null,
      url: 'https://example.org/ERO%201',
      attachment_count: 2,
    });
    expect((await get('/api/proposals?sort=posted_date_desc')).json()).toEqual(body);
  });

  it.each([
    [
      'title',
      [
        'Alpha housing regulation',
        'beta transit corridor',
        'Delta land transfer tax',
        'Epsilon excess soil',
        'Gamma greenbelt boundary',
        'Zeta heritage criteria',
      ],
    ],
    [
      'deadline',
      [
        'Epsilon excess soil',
        'Delta land transfer tax',
        'beta transit corridor',
        'Alpha housing regulation',
        'Zeta heritage criteria',
        'Gamma greenbelt boundary',
      ],
    ],
    [
      'site',
      [
        'Alpha housing regulation',
        'Gamma greenbelt boundary',
        'Epsilon excess soil',
        'Zeta heritage criteria',
        'beta transit corridor',
        'Delta land transfer tax',
      ],
    ],
  ])('sorts by %s', async (sort, expected) => {
    const res = await get(`/api/proposals?sort=${sort}`);
    expect(res.statusCode).toBe(200);
    expect(titles(res.json())).toEqual(expected);
  });

  it('filters by site (case-insensitive) and by words', async () => {
    expect(titles((await get('/api/proposals?site=orr')).json())).toEqual([
      'beta transit corridor',
      'Delta land transfer tax',
    ]);
    expect(titles((await get('/api/proposals?site=all')).json())).toHaveLength(6);
    expect(titles((await get('/api/proposals?q=CORRIDOR')).json())).toEqual(['beta transit corridor']);
    expect(titles((await get('/api/proposals?q=residential%20units')).json())).toEqual(['Alpha housing regulation']);
    expect(titles((await get('/api/proposals?q=50%25')).json())).toEqual(['Gamma greenbelt boundary']);
    expect(titles((await get('/api/proposals?q=%25')).json())).toEqual(['Gamma greenbelt boundary']);
    expect(titles((await get('/api/proposals?q=%20%20')).json())).toHaveLength(6);
    expect(titles((await get('/api/proposals?site=ERO&q=soil&sort=title')).json())).toEqual(['Epsilon excess soil']);
  });

  it.each(['week', 'month', 'quarter'] as const)('filters by this %s (posted date, Ontario calendar)', async (date) => {
    const res = await get(`/api/proposals?date=${date}`);
    expect(res.statusCode).toBe(200);
    const expected = PROPOSALS.filter((p) => inPeriod(p.posted, date)).map((p) => p.title);
    expect(titles(res.json()).sort()).toEqual([...expected].sort());
    expect(expected).toContain('Alpha housing regulation');
    expect(titles((await get('/api/proposals?date=all')).json())).toHaveLength(6);
  });

  it('pages when asked', async () => {
    expect(titles((await get('/api/proposals?limit=2&offset=1')).json())).toEqual([
      'beta transit corridor',
      'Gamma greenbelt boundary',
    ]);
  });

  it.each([
    ['sort=newest', 'Sort must be one of: title, deadline, site, posted_date_desc'],
    ['date=yesterday', 'Date must be one of: week, month, quarter, all'],
    ['site=XYZ', 'Unknown site: XYZ'],
    ['limit=0', 'Limit must be an integer between 1 and 500'],
    ['limit=ten', 'Limit must be an integer between 1 and 500'],
    ['offset=-1', 'Offset must be an integer between 0 and 1000000'],
  ])('answers 400 for %s', async (query, detail) => {
    const res = await get(`/api/proposals?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail });
  });

  it('counts proposals in all and per site', async () => {
    expect((await get('/api/proposals/count')).json()).toEqual({
      count: 6,
      by_site: [
        { site: 'ERO', site_name: 'Environmental Registry of Ontario', count: 4 },
        { site: 'ORR', site_name: "Ontario's Regulatory Registry", count: 2 },
      ],
    });
    expect((await get('/api/proposals/count?site=ORR')).json()).toEqual({
      count: 2,
      by_site: [{ site: 'ORR', site_name: "Ontario's Regulatory Registry", count: 2 }],
    });
    expect((await get('/api/proposals/count?site=nope')).statusCode).toBe(400);
  });

  it("lists a proposal's attachments, oldest first", async () => {
    const [first, second] = (await get('/api/proposals')).json();
    const res = await get(`/api/proposals/${first.id}/attachments`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        filename: 'Draft.pdf',
        url: 'https://example.org/draft.pdf',
        created_at: '2026-01-01T10:00:00.000Z',
      },
      {
        id: expect.any(Number),
        filename: 'Summary.pdf',
        url: 'https://example.org/summary.pdf',
        created_at: '2026-01-02T10:00:00.000Z',
      },
    ]);
    expect((await get(`/api/proposals/${second.id}/attachments`)).json()).toEqual([]);
  });

  it.each(['999999', 'abc', '0', '99999999999'])('answers 404 for the attachments of proposal %s', async (id) => {
    const res = await get(`/api/proposals/${id}/attachments`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Proposal not found' });
  });
});

describe('legal statistics', () => {
  it('counts the decisions citing each act, most cited first, with percentages summing to 100', async () => {
    const res = await get('/api/legal-stats/acts');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual([
      { act: 'Planning Act', count: 4, percentage: 50 },
      { act: 'Expropriations Act', count: 2, percentage: 25 },
      { act: 'City of Toronto Act', count: 1, percentage: 12.5 },
      { act: NEPDA, count: 1, percentage: 12.5 },
    ]);
    expect(sum(body.map((a: { percentage: number }) => a.percentage))).toBe(100);
  });

  it('applies the date filter to the statistics', async () => {
    const res = await get('/api/legal-stats/acts?date=week');
    const expected = new Map<string, number>();
    for (const d of DECISIONS.filter((d) => inPeriod(d.date, 'week'))) {
      for (const act of new Set(d.cites.map(([a]) => a))) expected.set(act, (expected.get(act) ?? 0) + 1);
    }
    const body = res.json() as Array<{ act: string; count: number; percentage: number }>;
    expect(new Map(body.map((a) => [a.act, a.count]))).toEqual(expected);
    expect(sum(body.map((a) => a.percentage))).toBe(100);
    expect((await get('/api/legal-stats/acts?date=decade')).statusCode).toBe(400);
  });

  it('counts the sections of one act, the act name URL-encoded', async () => {
    const res = await get('/api/legal-stats/sections/Planning%20Act');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual([
      { section: 's. 34(11)', count: 2, percentage: 40 },
      { section: 's. 45(12)', count: 2, percentage: 40 },
      { section: 's. 53(19)', count: 1, percentage: 20 },
    ]);
    const nepda = await get(`/api/legal-stats/sections/${encodeURIComponent(NEPDA)}`);
    expect(nepda.json()).toEqual([{ section: 's. 25(8)', count: 1, percentage: 100 }]);
  });

  it('answers 404 for an act no decision cites, 400 for a bad date', async () => {
    const res = await get('/api/legal-stats/sections/Unknown%20Act');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No decision cites this act' });
    expect((await get('/api/legal-stats/sections/Planning%20Act?date=x')).statusCode).toBe(400);
  });
});

describe('legal decisions', () => {
  const list = async (query = '') => {
    const res = await get(`/api/legal-decisions${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { items: Array<Record<string, any>>; total: number; limit: number; offset: number };
  };

  it('lists the decisions newest first (undated last) with their citations', async () => {
    const body = await list();
    expect(body.total).toBe(7);
    expect(body.limit).toBe(50);
    expect(body.offset).toBe(0);
    expect(body.items.map((d) => d.source_id)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5', 'd7', 'd6']);
    expect(body.items[1]).toEqual({
      id: expect.any(Number),
      source_id: 'd2',
      title: 'Beacon Ltd. v. Ottawa (City)',
      caseid: 'OLT-22-004123',
      decision_date: day(-2),
      pdf_url: 'https://example.org/d2.pdf',
      url: null,
      database_id: 'onlt',
      acts: ['Planning Act'],
      citations: [
        { act: 'Planning Act', section: 's. 34(11)' },
        { act: 'Planning Act', section: 's. 45(12)' },
      ],
      attachment_count: 0,
    });
    expect(body.items[0]!.attachment_count).toBe(2);
    expect((await list('?sort=decision_date_desc')).items).toEqual(body.items);
    expect((await list('?sort=decision_date')).items).toEqual(body.items);
  });

  it('sorts by title and by case number (missing numbers last)', async () => {
    expect((await list('?sort=title')).items.map((d) => d.source_id)).toEqual([
      'd1',
      'd2',
      'd3',
      'd4',
      'd6',
      'd7',
      'd5',
    ]);
    expect((await list('?sort=case_number')).items.map((d) => d.caseid)).toEqual([
      'OLT-21-000999',
      'OLT-22-004123',
      'OLT-23-000300',
      'OLT-24-000010',
      'OLT-25-000001',
      'TST-12345-24',
      null,
    ]);
  });

  it('searches titles and case numbers, ignoring an empty search', async () => {
    expect((await list('?q=metrolinx')).items.map((d) => d.source_id)).toEqual(['d3']);
    expect((await list('?q=22-0041')).items.map((d) => d.source_id)).toEqual(['d2']);
    expect((await list('?q=')).total).toBe(7);
    expect((await list('?q=nothing-like-this')).total).toBe(0);
  });

  it('filters by act, tribunal and date', async () => {
    expect((await list(`?act=${encodeURIComponent('Expropriations Act')}`)).items.map((d) => d.source_id)).toEqual([
      'd3',
      'd6',
    ]);
    expect((await list('?tribunal=onltb')).items.map((d) => d.source_id)).toEqual(['d5']);
    for (const period of ['week', 'month', 'quarter'] as const) {
      const expected = DECISIONS.filter((d) => inPeriod(d.date, period)).map((d) => d.sourceId);
      expect((await list(`?date=${period}`)).items.map((d) => d.source_id).sort()).toEqual(expected.sort());
    }
  });

  it('pages with limit and offset, total counting every match', async () => {
    const page = await list('?limit=3&offset=3');
    expect(page.items.map((d) => d.source_id)).toEqual(['d4', 'd5', 'd7']);
    expect(page).toMatchObject({ total: 7, limit: 3, offset: 3 });
    expect((await list('?limit=3&offset=6')).items.map((d) => d.source_id)).toEqual(['d6']);
  });

  it.each([
    ['sort=newest', 'Sort must be one of: decision_date_desc, decision_date, title, case_number'],
    ['date=someday', 'Date must be one of: week, month, quarter, all'],
    ['limit=500', 'Limit must be an integer between 1 and 200'],
    ['offset=x', 'Offset must be an integer between 0 and 1000000'],
    ['tribunal=scc', 'Unknown tribunal: scc'],
  ])('answers 400 for %s', async (query, detail) => {
    const res = await get(`/api/legal-decisions?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail });
  });

  it("lists a decision's attachments and 404s for unknown decisions", async () => {
    const [first, second] = (await list()).items;
    const files = (await get(`/api/legal-decisions/${first!.id}/attachments`)).json();
    expect(files.map((f: { filename: string }) => f.filename)).toEqual(['Decision and Order.pdf', 'Appendix A.pdf']);
    expect(files[0]).toEqual({
      id: expect.any(Number),
      filename: 'Decision and Order.pdf',
      url: 'https://example.org/d1/0',
      created_at: expect.any(String),
    });
    expect((await get(`/api/legal-decisions/${second!.id}/attachments`)).json()).toEqual([]);
    for (const id of ['424242', 'not-an-id']) {
      const res = await get(`/api/legal-decisions/${id}/attachments`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Decision not found' });
    }
  });

  it('counts decisions per tribunal', async () => {
    expect((await get('/api/legal-decisions/count')).json()).toEqual({
      count: 7,
      tribunal: null,
      by_tribunal: [
        { tribunal: 'onlt', count: 6 },
        { tribunal: 'onltb', count: 1 },
      ],
    });
    expect((await get('/api/legal-decisions/count?tribunal=ONLTB')).json()).toEqual({
      count: 1,
      tribunal: 'onltb',
      by_tribunal: [{ tribunal: 'onltb', count: 1 }],
    });
    const bad = await get('/api/legal-decisions/count?tribunal=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Unknown tribunal: nope' });
  });

  it('lists the tribunals with their chip names and decision counts', async () => {
    expect((await get('/api/legal-tribunals')).json()).toEqual([
      { code: 'onlt', name: 'Ontario Land Tribunal', short_name: 'OLT', decision_count: 6 },
      { code: 'onltb', name: 'Landlord and Tenant Board', short_name: 'LTB', decision_count: 1 },
    ]);
  });
});

describe('mayoral decisions', () => {
  it('lists the decisions newest first (undated last), each with its bylaws', async () => {
    const res = await get('/api/mayoral-decisions/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((d: { decision_id: string }) => d.decision_id)).toEqual([
      'MD-2026-002',
      '2026-MD-04',
      'MD-2026-001',
      'MD-2025-020',
    ]);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      decision_id: 'MD-2026-002',
      title: 'Housing Now zoning',
      decision_date: day(-5),
      decision_date_text: null,
      url: 'https://example.org/md2',
      municipality_id: expect.any(Number),
      municipality_name: 'Toronto',
      bylaw_count: 2,
      bylaws: [
        {
          id: expect.any(Number),
          bylaw_number: '1024-2026',
          item_number: 'PH24.3',
          description: 'Zoning amendment',
          bylaw_url: null,
        },
        {
          id: expect.any(Number),
          bylaw_number: '1025-2026',
          item_number: 'PH24.4',
          description: 'Official plan amendment',
          bylaw_url: 'https://example.org/law1025.pdf',
        },
      ],
    });
    expect(body[3]).toMatchObject({
      title: null,
      decision_date: null,
      decision_date_text: 'Fall 2025',
      bylaw_count: 0,
      bylaws: [],
    });
    expect((await get('/api/mayoral-decisions')).json()).toEqual(body);
  });

  it('filters by municipality', async () => {
    const all = (await get('/api/mayoral-decisions/')).json();
    const ottawaId = all.find((d: { municipality_name: string }) => d.municipality_name === 'Ottawa').municipality_id;
    const res = await get(`/api/mayoral-decisions/?municipality_id=${ottawaId}`);
    expect(res.json().map((d: { decision_id: string }) => d.decision_id)).toEqual(['2026-MD-04']);
    expect((await get('/api/mayoral-decisions/?municipality_id=abc')).statusCode).toBe(400);
  });

  it('answers one decision, 404 for an unknown one', async () => {
    const [first] = (await get('/api/mayoral-decisions/')).json();
    const res = await get(`/api/mayoral-decisions/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(first);
    for (const id of ['987654', 'x']) {
      const missing = await get(`/api/mayoral-decisions/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'Mayoral decision not found' });
    }
  });

  it('counts decisions and bylaws per municipality', async () => {
    expect((await get('/api/mayoral-decisions/stats/municipalities')).json()).toEqual([
      {
        municipality_id: expect.any(Number),
        municipality_name: 'Toronto',
        decision_count: 3,
        bylaw_count: 2,
        latest_decision_date: day(-5),
      },
      {
        municipality_id: expect.any(Number),
        municipality_name: 'Ottawa',
        decision_count: 1,
        bylaw_count: 1,
        latest_decision_date: day(-10),
      },
    ]);
  });
});
