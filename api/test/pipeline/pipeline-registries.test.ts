import { createServer } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import {
  bylaws,
  decisionCitations,
  legalDecisions,
  mayoralDecisions,
  proposalAttachments,
  proposals,
  sourceStatus,
} from '../../src/db/schema/index.js';
import { canliiConnector, canliiDecision, caseMunicipality } from '../../src/pipeline/connectors/canlii.js';
import { commentPeriod, eroNotice, eroSearchPage } from '../../src/pipeline/connectors/ero.js';
import { createPoliteFetch } from '../../src/pipeline/connectors/http.js';
import { mayoralDocument, mayoralRegister } from '../../src/pipeline/connectors/mayoral.js';
import { orrPosting, type OrrPosting } from '../../src/pipeline/connectors/orr.js';
import { parseSourceDate } from '../../src/pipeline/connectors/text.js';
import { setPlatformOperator } from '../../src/operators/platform-operators.js';
import { apiCall, companyWithAnalyst, createTestContext, type TestContext } from '../helpers/helpers.js';
import {
  CANLII_KEY,
  fixture,
  listen,
  startRegistrySites,
  type RegistrySites,
  type Seen,
} from '../helpers/registry-sites.js';

/*
 * The registry connectors: Environmental Registry of Ontario, Ontario's Regulatory Registry, CanLII (onlt, onltb)
 * and Toronto's mayoral decisions register.
 *
 * THE FIXTURES ARE RECONSTRUCTIONS, NOT CAPTURES: none of these sites can be reached from here. Each one follows
 * the real response format as public documentation and public code show it (see the README.md beside each
 * fixture folder for what is grounded and what is assumed). Loopback HTTP servers speak each protocol and serve
 * them (registry-sites.ts); the connectors reach them through the configurable base URLs.
 */

describe('registry parsers (reconstructed fixtures)', () => {
  it('reads source dates and comment periods', () => {
    expect(parseSourceDate('October 16, 2024')).toBe('2024-10-16');
    expect(parseSourceDate('Apr 05, 2026')).toBe('2026-04-05');
    expect(parseSourceDate('Sept. 3, 2025')).toBe('2025-09-03');
    expect(parseSourceDate('2025-10-02')).toBe('2025-10-02');
    expect(parseSourceDate('February 30, 2025')).toBeNull();
    expect(parseSourceDate('soon')).toBeNull();
    expect(commentPeriod('October 23, 2025 - December 22, 2025 (60 days) Open')).toEqual({
      deadline: '2025-12-22',
      open: true,
    });
    expect(commentPeriod('October 16, 2024 - November 15, 2024 (30 days) Closed')).toEqual({
      deadline: '2024-11-15',
      open: false,
    });
  });

  it('ERO: search teasers with the pager, and a notice page with its fields and files', async () => {
    const page = eroSearchPage(await fixture('ero/search-page-0.html'), 'https://ero.ontario.ca');
    // The navigation's /notice/ link is not a result; only the node-title links are.
    expect(page.teasers.map((t) => t.number)).toEqual(['019-9265', '019-9266']);
    expect(page.teasers[0]).toEqual({
      number: '019-9265',
      url: 'https://ero.ontario.ca/notice/019-9265',
      title: 'Building Highways Faster Act, 2024',
    });
    expect(page.hasNext).toBe(true);
    expect(eroSearchPage(await fixture('ero/search-page-1.html'), 'https://ero.ontario.ca').hasNext).toBe(false);

    const notice = eroNotice(await fixture('ero/notice-025-1098.html'), 'https://ero.ontario.ca/notice/025-1098');
    expect(notice).toMatchObject({
      site: 'ERO',
      sourceId: 'ERO 025-1098',
      title: 'Proposed regulations for municipal water and wastewater service corporations',
      postedDate: '2025-10-23',
      deadline: '2025-12-22',
      category: 'Policy',
      status: 'Open for comment',
      ministry: 'Ministry of Municipal Affairs and Housing',
      url: 'https://ero.ontario.ca/notice/025-1098',
    });
    expect(notice.description).toBe(
      'Ontario is proposing regulations for municipal service corporations that would own and operate water and wastewater systems, starting with the Region of Peel & its local municipalities.',
    );
    expect(notice.content).toContain('Municipalities, conservation authorities and the public are invited to comment.');
    // Files of "Supporting materials" only: not the related links, nor the script's fake link, nor the comments page.
    expect(notice.attachments).toEqual([
      {
        filename: 'Discussion paper (PDF, 1.2 MB)',
        url: 'https://ero.ontario.ca/public/2025-10/Municipal%20service%20corporations%20-%20discussion%20paper.pdf',
      },
      {
        filename: 'Peel transition technical annex (PDF, 640 KB)',
        url: 'https://ero.ontario.ca/public/2025-10/Peel%20transition%20-%20technical%20annex.pdf',
      },
    ]);
    const closed = eroNotice(await fixture('ero/notice-019-9265.html'), 'https://ero.ontario.ca/notice/019-9265');
    expect(closed).toMatchObject({
      status: 'Comment period closed',
      deadline: '2024-11-15',
      category: 'Act',
      ministry: 'Ministry of Transportation',
    });
    expect(closed.attachments.map((a) => a.filename)).toEqual([
      'Building Highways Faster Act backgrounder (PDF, 210 KB)',
      'Bill 212 explanatory note (Word, 48 KB)',
    ]);
    expect(() => eroNotice('<html><h1>Not a notice</h1></html>', 'https://ero.ontario.ca/search')).toThrow(
      'no ERO number',
    );
  });

  it('ORR: a posting with its ministry, dates, HTML summary as text and files', async () => {
    const page = JSON.parse(await fixture('orr/postings-page-1.json')) as { content: OrrPosting[] };
    const ministries = new Map(
      (JSON.parse(await fixture('orr/ministries.json')) as Array<{ ministryId: number; ministryName: string }>).map(
        (m) => [m.ministryId, m.ministryName],
      ),
    );
    expect(orrPosting(page.content[0]!, 'https://www.regulatoryregistry.gov.on.ca', ministries)).toEqual({
      site: 'ORR',
      sourceId: 'ORR 25-MMAH018',
      title: 'Proposed changes to the Planning Act to streamline approvals for additional residential units',
      description:
        'Proposed amendments would permit up to four residential units on a serviced lot & reduce minor variance requirements.',
      content: null,
      postedDate: '2025-09-29',
      deadline: '2025-11-28',
      category: 'Act',
      status: 'Open for comment',
      ministry: 'Ministry of Municipal Affairs and Housing',
      url: 'https://www.regulatoryregistry.gov.on.ca/proposal/49518',
      attachments: [
        {
          filename: 'Planning Act amendments - technical brief.pdf',
          url: 'https://www.regulatoryregistry.gov.on.ca/api/api/attachments/71544',
        },
        {
          filename: 'Regulatory impact analysis.pdf',
          url: 'https://www.regulatoryregistry.gov.on.ca/api/api/attachments/71545',
        },
      ],
    });
  });

  it('CanLII: statutes become citations (regulations do not), sections from the keywords of a one-statute case', async () => {
    const meta = JSON.parse(await fixture('canlii/caseBrowse/en/onlt/2025canlii101234.json'));
    const cited = JSON.parse(
      await fixture('canlii/caseCitator/en/onlt/2025canlii101234/citedLegislations.json'),
    ).citedLegislations;
    expect(canliiDecision(meta, cited)).toEqual({
      tribunal: 'onlt',
      sourceId: '2025canlii101234',
      title: 'Smith v. Toronto (City)',
      caseid: 'OLT-24-000512',
      decisionDate: '2025-10-02',
      url: 'https://canlii.ca/t/k7a1b',
      pdfUrl: 'https://www.canlii.org/en/on/onlt/doc/2025/2025canlii101234/2025canlii101234.pdf',
      municipality: 'Toronto',
      citations: [{ act: 'Planning Act', section: 's. 34(11)' }],
      attachments: [],
    });
    const two = canliiDecision(
      JSON.parse(await fixture('canlii/caseBrowse/en/onlt/2025canlii101301.json')),
      JSON.parse(await fixture('canlii/caseCitator/en/onlt/2025canlii101301/citedLegislations.json')).citedLegislations,
    );
    expect(two.citations).toEqual([
      { act: 'Planning Act', section: '' },
      { act: 'Ontario Heritage Act', section: '' },
    ]);
    const nepda = canliiDecision(
      JSON.parse(await fixture('canlii/caseBrowse/en/onlt/2025canlii101455.json')),
      JSON.parse(await fixture('canlii/caseCitator/en/onlt/2025canlii101455/citedLegislations.json')).citedLegislations,
    );
    // CanLII's spelling mapped to the act names of the product's statistics.
    expect(nepda.citations).toEqual([{ act: 'Niagara Escarpment Planning & Development Act', section: '' }]);
    expect(nepda.municipality).toBe('Lincoln');
    expect(caseMunicipality('TST-12345-25 (Re)')).toBeNull();
  });

  it('Toronto mayoral register: numbered rows with their documents; by-laws from the decision text', async () => {
    const rows = mayoralRegister(
      await fixture('mayoral/register.html'),
      'https://www.toronto.ca/city-government/council/council-committee-meetings/mayoral-decisions/',
    );
    expect(rows.map((r) => r.decisionId)).toEqual(['2-2026', '1-2026', '13-2025', '12-2025', '3-2022']);
    expect(rows[2]).toEqual({
      decisionId: '13-2025',
      subject:
        'To give written approval of by-law(s) prepared for the December 16 and 17, 2025 meeting of City Council.',
      url: 'https://www.toronto.ca/wp-content/uploads/2025/12/9d3a-Mayoral-Decision-13-2025.pdf',
      dateText: null,
    });
    expect(rows[1]).toMatchObject({
      decisionId: '1-2026',
      url: null,
      subject: 'To propose the 2026 budget. – see the Budget Committee agenda',
    });
    const doc = mayoralDocument(await fixture('mayoral/decision-13-2025.txt'), 2025);
    expect(doc.decisionDate).toBe('2025-12-18');
    expect(doc.dateText).toBe('December 18, 2025');
    // "Zoning By-law 569-2013" is amended, not approved: not a by-law of the decision.
    expect(doc.bylaws).toEqual([
      {
        bylawNumber: '1201-2025',
        itemNumber: '2025.CC36.4',
        description: 'To amend Zoning By-law 569-2013 with respect to lands municipally known as 250 Front Street East',
        bylawUrl: 'https://www.toronto.ca/legdocs/bylaws/2025/law1201.pdf',
      },
      {
        bylawNumber: '1202-2025',
        itemNumber: '2025.CC36.4',
        description: 'To amend City of Toronto Municipal Code Chapter 415, Development of Land',
        bylawUrl: 'https://www.toronto.ca/legdocs/bylaws/2025/law1202.pdf',
      },
      {
        bylawNumber: '1203-2025',
        itemNumber: '2025.PH25.2',
        description: 'To adopt Amendment 812 to the Official Plan for the City of Toronto',
        bylawUrl: 'https://www.toronto.ca/legdocs/bylaws/2025/law1203.pdf',
      },
    ]);
  });

  it('CanLII: the API key never appears in an error message', async () => {
    const server = createServer((_req, res) => void res.writeHead(500).end('down'));
    const port = await listen(server);
    try {
      const connector = canliiConnector({
        database: 'onlt',
        baseUrl: `http://127.0.0.1:${port}/v1`,
        apiKey: CANLII_KEY,
        fetch: createPoliteFetch({ userAgent: 'ParcelwatchTest/1.0', minIntervalMs: 0, retries: 1, backoffMs: 1 }),
      });
      const error = await connector.fetchSince(null, new AbortController().signal).then(
        () => null,
        (e: Error) => e,
      );
      expect(error?.message).toMatch(/answered 500/);
      expect(error?.message).not.toContain(CANLII_KEY);
      expect(error?.message).toContain('api_key=***');
    } finally {
      server.close();
    }
  });
});

describe('registry ingest (loopback ERO, ORR, CanLII and toronto.ca)', () => {
  let sites: RegistrySites;
  let seen: Seen[];
  let ports: RegistrySites['ports'];
  let ctx: TestContext;
  let isolated: TestContext;

  beforeAll(async () => {
    sites = await startRegistrySites();
    ({ seen, ports } = sites);
    const base = {
      ESCRIBE_PORTALS: `none=http://127.0.0.1:${ports.broken}`,
      ...sites.env,
      INGEST_MIN_INTERVAL_MS: '0',
      INGEST_USER_AGENT: 'ParcelwatchTest/1.0',
    };
    ctx = await createTestContext({ ...base, CANLII_API_KEY: CANLII_KEY });
    // Without a CanLII key, and with the Regulatory Registry down.
    isolated = await createTestContext({ ...base, ORR_BASE_URL: `http://127.0.0.1:${ports.broken}` });
  }, 180_000);

  afterAll(async () => {
    await ctx?.close();
    await isolated?.close();
    sites?.close();
  });

  const rowCounts = async (c: TestContext) => {
    const count = async (
      table:
        | typeof proposals
        | typeof proposalAttachments
        | typeof legalDecisions
        | typeof decisionCitations
        | typeof mayoralDecisions
        | typeof bylaws,
    ) => {
      const [row] = await c.app.db.select({ n: sql<number>`count(*)::int` }).from(table);
      return row!.n;
    };
    return {
      proposals: await count(proposals),
      proposalAttachments: await count(proposalAttachments),
      decisions: await count(legalDecisions),
      citations: await count(decisionCitations),
      mayoral: await count(mayoralDecisions),
      bylaws: await count(bylaws),
    };
  };

  it('lists the registry sources and runs each; ingesting again changes no row', async () => {
    const { admin } = await companyWithAnalyst(ctx);
    await setPlatformOperator(ctx.database.db, admin.email, true); // the sources are operator controls
    const listed = (await apiCall(ctx.app, 'GET', '/api/admin/sources', admin.token))
      .json()
      .map((s: { source: string }) => s.source);
    expect(listed).toEqual(expect.arrayContaining(['ero', 'orr', 'canlii:onlt', 'canlii:onltb', 'mayoral:toronto']));

    const outcomes: Record<string, { ok: boolean; records: number; error: string | null }> = {};
    for (const source of ['ero', 'orr', 'canlii:onlt', 'canlii:onltb', 'mayoral:toronto']) {
      const res = await apiCall(ctx.app, 'POST', `/api/admin/sources/${source}/run`, admin.token);
      expect(res.statusCode).toBe(200);
      outcomes[source] = res.json();
    }
    expect(outcomes).toEqual({
      ero: expect.objectContaining({ ok: true, records: 3, error: null }),
      orr: expect.objectContaining({ ok: true, records: 3, error: null }),
      'canlii:onlt': expect.objectContaining({ ok: true, records: 3, error: null }),
      'canlii:onltb': expect.objectContaining({ ok: true, records: 1, error: null }),
      // 2-2026, 1-2026, 13-2025 and 12-2025: the 2022 decision is older than the first run's window.
      'mayoral:toronto': expect.objectContaining({ ok: true, records: 4, error: null }),
    });
    const first = await rowCounts(ctx);
    expect(first).toEqual({
      proposals: 6,
      proposalAttachments: 2 + 1 + 2 + 1 + 0 + 2,
      decisions: 4,
      citations: 1 + 2 + 1 + 1,
      mayoral: 4,
      bylaws: 3 + 2,
    });

    // Polite and protocol-true: our User-Agent everywhere, the registry key on ORR's API calls, a date window.
    expect(seen.every((r) => r.ua === 'ParcelwatchTest/1.0')).toBe(true);
    expect(
      seen
        .filter((r) => r.server === 'orr' && r.url.includes('postings'))
        .every((r) => r.apiKey === 'a1b2c3d4-public-site-key'),
    ).toBe(true);
    const search = new URL(seen.find((r) => r.server === 'ero' && r.url.startsWith('/search'))!.url, 'http://x');
    expect(search.searchParams.get('date[min]')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      new URL(seen.find((r) => r.server === 'orr' && r.url.includes('postings'))!.url, 'http://x').searchParams.get(
        'commentsDueDateIsAfterInclusive',
      ),
    ).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      new URL(seen.find((r) => r.server === 'canlii')!.url, 'http://x').searchParams.get('publishedAfter'),
    ).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const statuses = (await apiCall(ctx.app, 'GET', '/api/admin/sources', admin.token)).json() as Array<{
      source: string;
      last_error: string | null;
      records_last_run: number;
      cursor: string | null;
    }>;
    const status = (s: string) => statuses.find((row) => row.source === s)!;
    // The cursor never goes back: the newest posted date seen, or the window's start when that is later.
    const window = search.searchParams.get('date[min]')!;
    expect(status('ero')).toMatchObject({
      last_error: null,
      records_last_run: 3,
      cursor: window > '2025-10-23' ? window : '2025-10-23',
    });
    expect(status('mayoral:toronto').cursor).toBe(`2-${new Date().getUTCFullYear()}`);
    expect(status('canlii:onlt').cursor).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Run everything again from the start (cursors cleared): same rows, nothing reported as changed.
    const before = await ctx.app.db
      .select({ id: proposals.id, updatedAt: proposals.updatedAt })
      .from(proposals)
      .orderBy(proposals.id);
    await ctx.app.db.update(sourceStatus).set({ cursor: null });
    for (const source of ['ero', 'orr', 'canlii:onlt', 'canlii:onltb', 'mayoral:toronto']) {
      const again = await ctx.app.pipeline.run(source);
      expect(again.registryRows).toEqual({ changed: 0, children: 0 });
    }
    expect(await rowCounts(ctx)).toEqual(first);
    expect(
      await ctx.app.db
        .select({ id: proposals.id, updatedAt: proposals.updatedAt })
        .from(proposals)
        .orderBy(proposals.id),
    ).toEqual(before);
  });

  it('shows the ingested rows through the provincial, precedents and mayoral APIs', async () => {
    // Ingested here as well, so that this test stands alone (a second run of a source changes nothing).
    for (const source of ['ero', 'orr', 'canlii:onlt', 'canlii:onltb', 'mayoral:toronto'])
      await ctx.app.pipeline.run(source);
    const { analyst } = await companyWithAnalyst(ctx);
    const get = (url: string) => apiCall(ctx.app, 'GET', url, analyst.token);

    const ero = (await get('/api/proposals?site=ERO&sort=posted_date_desc')).json() as Array<{
      id: number;
      source_id: string;
      title: string;
      posted_date: string;
      deadline: string;
      site: string;
      category: string;
      url: string;
      attachment_count: number;
    }>;
    expect(ero.map((p) => p.source_id)).toEqual([
      'ERO 025-1098',
      expect.stringMatching(/^ERO 019-926[56]$/),
      expect.stringMatching(/^ERO 019-926[56]$/),
    ]);
    expect(ero[0]).toMatchObject({
      site: 'ERO',
      posted_date: '2025-10-23',
      deadline: '2025-12-22',
      category: 'Policy',
      url: `http://127.0.0.1:${ports.ero}/notice/025-1098`,
      attachment_count: 2,
    });
    const files = (await get(`/api/proposals/${ero[0]!.id}/attachments`)).json();
    expect(files.map((f: { filename: string }) => f.filename)).toEqual([
      'Discussion paper (PDF, 1.2 MB)',
      'Peel transition technical annex (PDF, 640 KB)',
    ]);
    const orr = (await get('/api/proposals?site=ORR&q=residential')).json();
    expect(orr).toEqual([
      expect.objectContaining({
        source_id: 'ORR 25-MMAH018',
        ministry: 'Ministry of Municipal Affairs and Housing',
        deadline: '2025-11-28',
      }),
    ]);

    const decisions = (await get('/api/legal-decisions?q=Toronto')).json();
    expect(decisions).toMatchObject({
      total: 1,
      items: [
        {
          title: 'Smith v. Toronto (City)',
          caseid: 'OLT-24-000512',
          decision_date: '2025-10-02',
          database_id: 'onlt',
          citations: [{ act: 'Planning Act', section: 's. 34(11)' }],
        },
      ],
    });
    const acts = (await get('/api/legal-stats/acts')).json() as Array<{ act: string; count: number }>;
    expect(acts.find((a) => a.act === 'Planning Act')?.count).toBe(2);
    const sections = (await get('/api/legal-stats/sections/Planning%20Act')).json() as Array<{
      section: string;
      count: number;
    }>;
    expect(sections.map((s) => [s.section, s.count])).toEqual(
      expect.arrayContaining([
        ['s. 34(11)', 1],
        ['Section not specified', 1],
      ]),
    );
    const tribunals = (await get('/api/legal-tribunals')).json() as Array<{ code: string; decision_count: number }>;
    expect(tribunals.find((t) => t.code === 'onltb')?.decision_count).toBe(1);

    const mayoral = (await get('/api/mayoral-decisions/')).json() as Array<{
      decision_id: string;
      decision_date: string | null;
      bylaw_count: number;
      bylaws: Array<{ bylaw_number: string; item_number: string }>;
    }>;
    const year = new Date().getUTCFullYear();
    const approval = mayoral.find((m) => m.decision_id === `13-${year - 1}`)!;
    expect(approval).toMatchObject({ decision_date: `${year - 1}-12-18`, bylaw_count: 3 });
    expect(approval.bylaws.map((b) => [b.bylaw_number, b.item_number])).toEqual([
      [`1201-${year - 1}`, `${year - 1}.CC36.4`],
      [`1202-${year - 1}`, `${year - 1}.CC36.4`],
      [`1203-${year - 1}`, `${year - 1}.PH25.2`],
    ]);
    expect(mayoral.find((m) => m.decision_id === `12-${year - 1}`)).toMatchObject({ bylaw_count: 0 });
    expect(mayoral.find((m) => m.decision_id === `1-${year}`)).toMatchObject({ decision_date: null, bylaw_count: 0 });
  });

  it('a failing source is isolated, and CanLII is off without a key', async () => {
    const { admin } = await companyWithAnalyst(isolated);
    await setPlatformOperator(isolated.database.db, admin.email, true);
    const listed = (await apiCall(isolated.app, 'GET', '/api/admin/sources', admin.token))
      .json()
      .map((s: { source: string }) => s.source);
    expect(listed).toEqual(expect.arrayContaining(['ero', 'orr', 'mayoral:toronto']));
    expect(listed.filter((s: string) => s.startsWith('canlii:'))).toEqual([]);
    const canlii = await apiCall(isolated.app, 'POST', '/api/admin/sources/canlii:onlt/run', admin.token);
    expect(canlii.statusCode).toBe(404);
    expect(canlii.json()).toEqual({ detail: 'Unknown source' });

    const orr = (await apiCall(isolated.app, 'POST', '/api/admin/sources/orr/run', admin.token)).json();
    expect(orr).toMatchObject({ source: 'orr', ok: false, records: 0 });
    expect(orr.error).toMatch(/answered 503/);
    const ero = (await apiCall(isolated.app, 'POST', '/api/admin/sources/ero/run', admin.token)).json();
    expect(ero).toMatchObject({ source: 'ero', ok: true, records: 3 });

    const statuses = (await apiCall(isolated.app, 'GET', '/api/admin/sources', admin.token)).json() as Array<{
      source: string;
      last_error: string | null;
      last_success_at: string | null;
      cursor: string | null;
    }>;
    expect(statuses.find((s) => s.source === 'orr')).toMatchObject({
      last_success_at: null,
      cursor: null,
      last_error: expect.stringMatching(/answered 503/),
    });
    expect(statuses.find((s) => s.source === 'ero')).toMatchObject({
      last_error: null,
      cursor: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const counts = await rowCounts(isolated);
    expect(counts).toMatchObject({ proposals: 3, decisions: 0 });
    const [orrRows] = await isolated.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(proposals)
      .where(eq(proposals.sourceId, 'ORR 25-MMAH018'));
    expect(orrRows!.n).toBe(0);
  });
});
