import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  agendaItems,
  alertItems,
  alerts,
  documentAnalysisRuns,
  documents,
  meetings,
  municipalities,
  properties,
} from '../../src/db/schema/index.js';
import { ingestMeetings } from '../../src/pipeline/store.js';
import { apiCall, bearer, createTestContext, registerUser, type TestContext } from '../helpers/helpers.js';

/* Documents API on the real app and database; the document rows come through the pipeline's store. */

let ctx: TestContext;
let user: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let docId: number;
let bigId: number;

beforeAll(async () => {
  ctx = await createTestContext({ JOBS_WORKERS: 'in-process' }); // reanalyze runs are worked in the background, as in production
  user = await registerUser(ctx.app, { company_name: 'Acme' });
  other = await registerUser(ctx.app, { company_name: 'Rival' });
  const pages = Array.from({ length: 320 }, (_, i) => `Page ${i + 1} of the long agenda.`).join('\f');
  await ingestMeetings(ctx.database.db, [
    {
      source: 'test:documents',
      sourceId: 'doc-meeting',
      municipality: 'Toronto',
      committee: 'City Council',
      title: 'City Council',
      startsAt: new Date('2026-12-01T15:00:00Z'),
      summary: null,
      agendaUrl: null,
      items: [{ sourceId: 'doc-item', title: 'Rezoning of 10 Elm Street' }],
      documents: [
        {
          sourceId: 'small',
          title: 'Staff report',
          url: 'https://example.test/report.pdf',
          content: 'First page text.\fSecond page about 10 Elm Street.',
        },
        { sourceId: 'big', title: 'Long agenda', url: 'https://example.test/agenda.pdf', content: pages },
      ],
    },
  ]);
  const rows = await ctx.database.db.select().from(documents).where(eq(documents.source, 'test:documents'));
  docId = rows.find((r) => r.sourceId === 'small')!.id;
  bigId = rows.find((r) => r.sourceId === 'big')!.id;
});

afterAll(async () => {
  await ctx.close();
});

describe('documents API', () => {
  it('answers metadata to any signed-in user, 401 without a token, 404 for unknown ids', async () => {
    for (const token of [user.token, other.token]) {
      const res = await apiCall(ctx.app, 'GET', `/api/documents/${docId}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: docId,
        title: 'Staff report',
        source: 'test:documents',
        source_url: 'https://example.test/report.pdf',
        meeting_title: 'City Council',
        meeting_date: '2026-12-01T15:00:00.000Z',
        municipality: 'Toronto',
        pages: 2,
      });
    }
    expect((await apiCall(ctx.app, 'GET', `/api/documents/${docId}`)).statusCode).toBe(401);
    for (const bad of ['999999', 'abc', 'property-1']) {
      const res = await apiCall(ctx.app, 'GET', `/api/documents/${bad}`, user.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Document not found' });
    }
  });

  it('sends the text page by page with positions in the whole text', async () => {
    const res = await apiCall(ctx.app, 'GET', `/api/documents/${docId}/content`, user.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_pages).toBe(2);
    expect(body.pages.map((p: { page_number: number }) => p.page_number)).toEqual([1, 2]);
    expect(body.pages[1].text).toContain('Second page about 10 Elm Street.');
    expect(body.pages[1].char_start).toBeGreaterThan(body.pages[0].char_start);
  });

  it('pages a 320-page document on demand', async () => {
    const res = await apiCall(ctx.app, 'GET', `/api/documents/${bigId}/content?page=301&pages=10`, user.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_pages).toBe(320);
    expect(body.page).toBe(301);
    expect(body.pages).toHaveLength(10);
    expect(body.pages[0].text).toContain('Page 301 of the long agenda.');
    const capped = await apiCall(ctx.app, 'GET', `/api/documents/${bigId}/content?pages=500`, user.token);
    expect(capped.json().pages).toHaveLength(50);
    const bad = await apiCall(ctx.app, 'GET', `/api/documents/${bigId}/content?page=0`, user.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'page must be a whole number of at least 1' });
    expect((await apiCall(ctx.app, 'GET', '/api/documents/999999/content', user.token)).statusCode).toBe(404);
  });

  it('streams the original with its type and a safe Content-Disposition; 404 when no file is stored', async () => {
    const key = 'documents/ab/cd1234';
    const file = path.join(ctx.app.config.dataDir, 'files', key);
    await mkdir(path.dirname(file), { recursive: true });
    const bytes = Buffer.from('%PDF-1.4 fake bytes for the download test');
    await writeFile(file, bytes);
    await ctx.database.db
      .update(documents)
      .set({ storageKey: key, mimeType: 'application/pdf', title: '../../etc/passwd "Report" — Élan' })
      .where(eq(documents.id, docId));
    const res = await apiCall(ctx.app, 'GET', `/api/documents/${docId}/download`, other.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=".. .. etc passwd Report  Elan.pdf"; filename*=UTF-8''${encodeURIComponent('.. .. etc passwd Report — Élan.pdf')}`,
    );
    expect(res.rawPayload.equals(bytes)).toBe(true);

    expect((await apiCall(ctx.app, 'GET', `/api/documents/${docId}/download`)).statusCode).toBe(401);
    const none = await apiCall(ctx.app, 'GET', `/api/documents/${bigId}/download`, user.token);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: 'The original file of this document is not stored' });
    // A key pointing outside DATA_DIR/files is never served.
    await ctx.database.db.update(documents).set({ storageKey: '../jwt-secret' }).where(eq(documents.id, bigId));
    expect((await apiCall(ctx.app, 'GET', `/api/documents/${bigId}/download`, user.token)).statusCode).toBe(404);
  });

  it("analysis: a summary with citations and only the caller's company's matched properties with evidence", async () => {
    const db = ctx.database.db;
    const [meeting] = await db.select().from(meetings).where(eq(meetings.sourceId, 'doc-meeting'));
    const [item] = await db.select().from(agendaItems).where(eq(agendaItems.meetingId, meeting!.id));
    await db.update(documents).set({ agendaItemId: item!.id }).where(eq(documents.id, docId));
    const [mine, theirs] = await db
      .insert(properties)
      .values([
        { companyId: user.user.company_id, name: '10 Elm Street' },
        { companyId: other.user.company_id, name: 'Rival site' },
      ])
      .returning();
    const [alertMine, alertTheirs] = await db
      .insert(alerts)
      .values([
        {
          companyId: user.user.company_id,
          propertyId: mine!.id,
          meetingId: meeting!.id,
          sourceKey: 'doc:a',
          severity: 'high',
          title: 't',
          summary: 's',
        },
        {
          companyId: other.user.company_id,
          propertyId: theirs!.id,
          meetingId: meeting!.id,
          sourceKey: 'doc:b',
          severity: 'normal',
          title: 't',
          summary: 's',
        },
      ])
      .returning();
    // 'First page text.\f' is 17 characters: '10 Elm Street' stands at 35-48 of the whole text, on page 2.
    const evidence = [
      {
        rule: 'address',
        text: '10 Elm Street',
        field: 'document',
        documentId: docId,
        page: 2,
        span: { start: 35, end: 48 },
      },
    ];
    await db.insert(alertItems).values([
      {
        alertId: alertMine!.id,
        companyId: user.user.company_id,
        agendaItemId: item!.id,
        documentId: docId,
        rule: 'address',
        score: 0.9,
        severity: 'high',
        categories: ['competitors'],
        impactSummary: 'i',
        evidence,
      },
      {
        alertId: alertTheirs!.id,
        companyId: other.user.company_id,
        agendaItemId: item!.id,
        documentId: docId,
        rule: 'address',
        score: 0.5,
        severity: 'normal',
        categories: ['precedents'],
        impactSummary: 'i',
        evidence,
      },
    ] as never);

    const res = await apiCall(ctx.app, 'GET', `/api/documents/${docId}/analysis`, user.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toContain('[1]');
    expect(body.citations[0]).toMatchObject({ documentId: docId, title: expect.any(String) });
    expect(body.agenda_items).toEqual([{ id: item!.id, title: 'Rezoning of 10 Elm Street' }]);
    expect(body.categories).toEqual(['competitors']);
    expect(body.matches).toEqual([
      {
        alert_id: alertMine!.id,
        property_id: mine!.id,
        property_name: '10 Elm Street',
        rule: 'address',
        confidence: 'Medium',
        severity: 'high',
        evidence,
        passages: [{ start: 35, end: 48, page: 2, text: '10 Elm Street', rule: 'address', source: 'span' }],
      },
    ]);
    const rival = (await apiCall(ctx.app, 'GET', `/api/documents/${docId}/analysis`, other.token)).json();
    expect(rival.matches.map((m: { property_name: string }) => m.property_name)).toEqual(['Rival site']);
    expect(JSON.stringify(rival)).not.toContain(mine!.id);
    expect((await apiCall(ctx.app, 'GET', '/api/documents/999999/analysis', user.token)).statusCode).toBe(404);
  });
});

/** Polls until `check` answers a value (or fails after `ms`). */
async function until<T>(check: () => Promise<T | null | undefined | false>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const BOUNDARY = '----parcelwatch-documents-boundary';
function upload(token: string, propertyId: string, filename: string, content: Buffer) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/documents/upload`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });
}

describe('property documents through the documents API', () => {
  const TEXT = 'Survey of the lot at 22 Birch Avenue.\fSecond page: the easement along the rear lot line.';
  let ref: string;
  let propertyId: string;

  beforeAll(async () => {
    const [property] = await ctx.database.db
      .insert(properties)
      .values({ companyId: user.user.company_id, name: 'Birch lot' })
      .returning();
    propertyId = property!.id;
    const res = await upload(user.token, propertyId, '../../Survey – final.txt', Buffer.from(TEXT));
    expect(res.statusCode).toBe(201);
    ref = `property-${res.json().documents[0].id}`;
    await until(
      async () =>
        (await apiCall(ctx.app, 'GET', `/api/documents/${ref}`, user.token)).json().extraction_status === 'done',
    );
  });

  it('are read by the uploading company: metadata, pages with positions, download, analysis', async () => {
    const meta = await apiCall(ctx.app, 'GET', `/api/documents/${ref}`, user.token);
    expect(meta.statusCode).toBe(200);
    expect(meta.json()).toMatchObject({
      ref,
      kind: 'property',
      title: 'Survey – final.txt',
      source: 'property_upload',
      source_url: null,
      meeting_id: null,
      property_id: propertyId,
      property_name: 'Birch lot',
      type: 'text/plain; charset=utf-8',
      size_bytes: Buffer.byteLength(TEXT),
      pages: 2,
      extraction_status: 'done',
    });

    const content = (await apiCall(ctx.app, 'GET', `/api/documents/${ref}/content?page=2&pages=5`, user.token)).json();
    expect(content).toMatchObject({ ref, total_pages: 2, page: 2 });
    expect(content.pages).toEqual([
      {
        page_number: 2,
        char_start: TEXT.indexOf('Second'),
        char_end: TEXT.length,
        text: 'Second page: the easement along the rear lot line.',
      },
    ]);

    const download = await apiCall(ctx.app, 'GET', `/api/documents/${ref}/download`, user.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Survey  final.txt"; filename*=UTF-8''${encodeURIComponent('Survey – final.txt')}`,
    );
    expect(download.body).toBe(TEXT);

    const analysis = (await apiCall(ctx.app, 'GET', `/api/documents/${ref}/analysis`, user.token)).json();
    expect(analysis).toMatchObject({ ref, agenda_items: [], matches: [], categories: [] });
    expect(analysis.summary.length).toBeGreaterThan(0);
  });

  it('answer 404 to every other company on every documents route, and to unknown property ids', async () => {
    for (const [method, suffix] of [
      ['GET', ''],
      ['GET', '/content'],
      ['GET', '/download'],
      ['GET', '/analysis'],
      ['GET', '/analysis-status'],
      ['POST', '/reanalyze'],
    ] as const) {
      const res = await apiCall(ctx.app, method, `/api/documents/${ref}${suffix}`, other.token);
      expect([suffix, res.statusCode, res.json()]).toEqual([suffix, 404, { detail: 'Document not found' }]);
      const unknown = await apiCall(ctx.app, method, `/api/documents/property-999999${suffix}`, user.token);
      expect(unknown.statusCode).toBe(404);
      expect((await apiCall(ctx.app, method, `/api/documents/${ref}${suffix}`)).statusCode).toBe(401);
    }
    // Nothing was queued by the refused request.
    const runs = await ctx.database.db
      .select()
      .from(documentAnalysisRuns)
      .where(eq(documentAnalysisRuns.propertyDocumentId, Number(ref.slice(9))));
    expect(runs).toEqual([]);
  });

  it('reanalyze extracts the text again and records the run for the owning company', async () => {
    const id = Number(ref.slice('property-'.length));
    const res = await apiCall(ctx.app, 'POST', `/api/documents/${ref}/reanalyze`, user.token);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      document_id: ref,
      run: { id: expect.any(Number), status: expect.stringMatching(/^(queued|running|done)$/) },
    });
    const runId = res.json().run.id;
    const status = await until(async () => {
      const body = (await apiCall(ctx.app, 'GET', `/api/documents/${ref}/analysis-status`, user.token)).json();
      return body.run.status === 'done' ? body : null;
    });
    expect(status.run).toMatchObject({
      id: runId,
      error: null,
      started_at: expect.any(String),
      finished_at: expect.any(String),
    });
    const [run] = await ctx.database.db.select().from(documentAnalysisRuns).where(eq(documentAnalysisRuns.id, runId));
    expect(run).toMatchObject({
      propertyDocumentId: id,
      documentId: null,
      companyId: user.user.company_id,
      requestedBy: user.user.id,
    });
    expect((await apiCall(ctx.app, 'GET', `/api/documents/${ref}`, user.token)).json().extraction_status).toBe('done');
  });
});

describe('reanalyze a municipal document', () => {
  let reportId: number;
  let itemId: number;
  let toronto: number;

  beforeAll(async () => {
    await ingestMeetings(ctx.database.db, [
      {
        source: 'test:documents',
        sourceId: 'reanalyze-meeting',
        municipality: 'Toronto',
        committee: 'City Council',
        title: 'City Council',
        startsAt: new Date('2026-12-08T15:00:00Z'),
        summary: null,
        agendaUrl: null,
        items: [{ sourceId: 'reanalyze-item', title: 'Servicing works in the east district' }],
        documents: [
          {
            sourceId: 'reanalyze-report',
            title: 'Servicing report',
            url: 'https://example.test/servicing.pdf',
            agendaItemSourceId: 'reanalyze-item',
            content:
              'Background on the district servicing program.\fThe watermain under 22 Birch Avenue will be replaced in 2027.',
          },
        ],
      },
    ]);
    const [doc] = await ctx.database.db.select().from(documents).where(eq(documents.sourceId, 'reanalyze-report'));
    reportId = doc!.id;
    itemId = doc!.agendaItemId!;
    const [row] = await ctx.database.db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
    toronto = row!.id;
  });

  it('re-runs the matching for every company while answering only the run; a pending run is answered again', async () => {
    const db = ctx.database.db;
    // Both companies own a property the report names (added after the first analysis, so only a new run finds them).
    const [mine, theirs] = await db
      .insert(properties)
      .values([
        {
          companyId: user.user.company_id,
          name: 'Birch house',
          address: '22 Birch Avenue, Toronto',
          municipalityId: toronto,
        },
        {
          companyId: other.user.company_id,
          name: 'Rival Birch',
          address: '22 Birch Avenue, Toronto',
          municipalityId: toronto,
        },
      ])
      .returning();
    expect((await apiCall(ctx.app, 'GET', `/api/documents/${reportId}/analysis`, user.token)).json().matches).toEqual(
      [],
    );
    expect((await apiCall(ctx.app, 'GET', `/api/documents/${reportId}/analysis-status`, user.token)).json()).toEqual({
      document_id: String(reportId),
      run: null,
    });

    // Hold the analysis until the second request has been answered, so the run is certainly still pending.
    const analysis = ctx.app.analysis;
    const original = analysis.analyzeDocuments;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen: number[][] = [];
    analysis.analyzeDocuments = async (ids) => {
      seen.push(ids);
      await gate;
      return original(ids);
    };
    try {
      const first = apiCall(ctx.app, 'POST', `/api/documents/${reportId}/reanalyze`, user.token);
      const pending = await until(async () => {
        const [run] = await db
          .select()
          .from(documentAnalysisRuns)
          .where(and(eq(documentAnalysisRuns.documentId, reportId), eq(documentAnalysisRuns.status, 'running')));
        return run;
      });
      const again = await apiCall(ctx.app, 'POST', `/api/documents/${reportId}/reanalyze`, other.token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        document_id: String(reportId),
        run: {
          id: pending.id,
          status: 'running',
          queued_at: expect.any(String),
          started_at: expect.any(String),
          finished_at: null,
          error: null,
        },
      });
      release();
      const answered = await first;
      expect(answered.statusCode).toBe(202);
      expect(answered.json().run.id).toBe(pending.id);
    } finally {
      release();
      analysis.analyzeDocuments = original;
    }
    expect(seen).toEqual([[reportId]]);
    const done = await until(async () => {
      const body = (await apiCall(ctx.app, 'GET', `/api/documents/${reportId}/analysis-status`, other.token)).json();
      return body.run?.status === 'done' ? body : null;
    });
    expect(Object.keys(done.run).sort()).toEqual(['error', 'finished_at', 'id', 'queued_at', 'started_at', 'status']);

    // The new run matched both companies' properties; each company sees only its own, with the evidence span.
    const created = await db
      .select()
      .from(alerts)
      .where(
        eq(alerts.meetingId, (await db.select().from(agendaItems).where(eq(agendaItems.id, itemId)))[0]!.meetingId),
      );
    expect(created.map((a) => a.propertyId).sort()).toEqual([mine!.id, theirs!.id].sort());
    const text =
      'Background on the district servicing program.\fThe watermain under 22 Birch Avenue will be replaced in 2027.';
    const mineAnalysis = (await apiCall(ctx.app, 'GET', `/api/documents/${reportId}/analysis`, user.token)).json();
    expect(mineAnalysis.matches).toHaveLength(1);
    expect(mineAnalysis.matches[0]).toMatchObject({
      property_id: mine!.id,
      property_name: 'Birch house',
      rule: 'address',
    });
    const span = mineAnalysis.matches[0].evidence.find((e: { field?: string }) => e.field === 'document');
    expect(span).toMatchObject({ documentId: reportId, page: 2, text: '22 Birch Avenue' });
    expect(text.slice(span.span.start, span.span.end)).toBe('22 Birch Avenue');
    expect(mineAnalysis.matches[0].passages).toEqual([
      { start: span.span.start, end: span.span.end, page: 2, text: '22 Birch Avenue', rule: 'address', source: 'span' },
    ]);
    expect(JSON.stringify(mineAnalysis)).not.toContain(theirs!.id);
    expect(JSON.stringify(mineAnalysis)).not.toContain('Rival Birch');

    // Once finished, a new request queues a new run.
    const next = await apiCall(ctx.app, 'POST', `/api/documents/${reportId}/reanalyze`, user.token);
    expect(next.statusCode).toBe(202);
    expect(next.json().run.id).not.toBe(done.run.id);
    await until(
      async () =>
        (await apiCall(ctx.app, 'GET', `/api/documents/${reportId}/analysis-status`, user.token)).json().run.status ===
        'done',
    );
  });

  it('records a failed run with a generic answer, and closes a run left pending by a lost worker', async () => {
    const db = ctx.database.db;
    const analysis = ctx.app.analysis;
    const original = analysis.analyzeDocuments;
    analysis.analyzeDocuments = async () => {
      throw new Error('relation "secret_table" does not exist');
    };
    let runId: number;
    try {
      const res = await apiCall(ctx.app, 'POST', `/api/documents/${reportId}/reanalyze`, user.token);
      expect(res.statusCode).toBe(202);
      runId = res.json().run.id;
      const failed = await until(async () => {
        const body = (await apiCall(ctx.app, 'GET', `/api/documents/${reportId}/analysis-status`, user.token)).json();
        return body.run.status === 'failed' ? body : null;
      });
      expect(failed.run).toMatchObject({
        id: runId,
        error: 'The analysis could not be completed. Please try again later.',
        finished_at: expect.any(String),
      });
    } finally {
      analysis.analyzeDocuments = original;
    }
    const [stored] = await db.select().from(documentAnalysisRuns).where(eq(documentAnalysisRuns.id, runId!));
    expect(stored!.error).toContain('secret_table');

    // A run still 'running' two hours after it was queued (its worker died) does not block a new request.
    const [lost] = await db
      .insert(documentAnalysisRuns)
      .values({
        documentId: reportId,
        status: 'running',
        queuedAt: new Date(Date.now() - 2 * 3_600_000),
        startedAt: new Date(Date.now() - 2 * 3_600_000),
      })
      .returning();
    const res = await apiCall(ctx.app, 'POST', `/api/documents/${reportId}/reanalyze`, user.token);
    expect(res.statusCode).toBe(202);
    expect(res.json().run.id).not.toBe(lost!.id);
    const [closed] = await db.select().from(documentAnalysisRuns).where(eq(documentAnalysisRuns.id, lost!.id));
    expect(closed).toMatchObject({ status: 'failed', finishedAt: expect.any(Date) });
    await until(
      async () =>
        (await apiCall(ctx.app, 'GET', `/api/documents/${reportId}/analysis-status`, user.token)).json().run.status ===
        'done',
    );
  });

  it('answers 404 for unknown documents and 401 without a token', async () => {
    for (const id of ['999999', 'abc', 'property-x', '-1']) {
      const res = await apiCall(ctx.app, 'POST', `/api/documents/${id}/reanalyze`, user.token);
      expect([id, res.statusCode, res.json()]).toEqual([id, 404, { detail: 'Document not found' }]);
    }
    expect((await apiCall(ctx.app, 'POST', `/api/documents/${reportId}/reanalyze`)).statusCode).toBe(401);
    expect((await apiCall(ctx.app, 'GET', '/api/documents/999999/analysis-status', user.token)).statusCode).toBe(404);
  });

  it('is rate limited per user (10 an hour) with a { detail } 429', async () => {
    const limited = await ctx.buildAnother({ RATE_LIMIT_ENABLED: 'true' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await apiCall(limited, 'POST', '/api/documents/999999/reanalyze', user.token)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    const refused = await apiCall(limited, 'POST', `/api/documents/${reportId}/reanalyze`, user.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: expect.stringMatching(/^Too many requests\. Try again in .+\.$/) });
    // Another user from the same address is not limited by the first one's requests.
    expect((await apiCall(limited, 'POST', '/api/documents/999999/reanalyze', other.token)).statusCode).toBe(404);
    // Reading the status is not limited.
    expect((await apiCall(limited, 'GET', `/api/documents/${reportId}/analysis-status`, user.token)).statusCode).toBe(
      200,
    );
  });
});
