import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { agendaItems, alertItems, alerts, documents, meetings, properties } from '../src/db/schema/index.js';
import { ingestMeetings } from '../src/pipeline/store.js';
import { apiCall, createTestContext, registerUser, type TestContext } from './helpers.js';

/* Documents API on the real app and database; the document rows come through the pipeline's store. */

let ctx: TestContext;
let user: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let docId: number;
let bigId: number;

beforeAll(async () => {
  ctx = await createTestContext();
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
        { sourceId: 'small', title: 'Staff report', url: 'https://example.test/report.pdf', content: 'First page text.\fSecond page about 10 Elm Street.' },
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
      .values([{ companyId: user.user.company_id, name: '10 Elm Street' }, { companyId: other.user.company_id, name: 'Rival site' }])
      .returning();
    const [alertMine, alertTheirs] = await db
      .insert(alerts)
      .values([
        { companyId: user.user.company_id, propertyId: mine!.id, meetingId: meeting!.id, sourceKey: 'doc:a', severity: 'high', title: 't', summary: 's' },
        { companyId: other.user.company_id, propertyId: theirs!.id, meetingId: meeting!.id, sourceKey: 'doc:b', severity: 'normal', title: 't', summary: 's' },
      ])
      .returning();
    const evidence = [{ rule: 'address', text: '10 Elm Street', field: 'document', documentId: docId, page: 2, span: { start: 34, end: 47 } }];
    await db.insert(alertItems).values([
      { alertId: alertMine!.id, companyId: user.user.company_id, agendaItemId: item!.id, documentId: docId, rule: 'address', score: 0.9, severity: 'high', categories: ['competitors'], impactSummary: 'i', evidence },
      { alertId: alertTheirs!.id, companyId: other.user.company_id, agendaItemId: item!.id, documentId: docId, rule: 'address', score: 0.5, severity: 'normal', categories: ['precedents'], impactSummary: 'i', evidence },
    ] as never);

    const res = await apiCall(ctx.app, 'GET', `/api/documents/${docId}/analysis`, user.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toContain('[1]');
    expect(body.citations[0]).toMatchObject({ documentId: docId, title: expect.any(String) });
    expect(body.agenda_items).toEqual([{ id: item!.id, title: 'Rezoning of 10 Elm Street' }]);
    expect(body.categories).toEqual(['competitors']);
    expect(body.matches).toEqual([
      { alert_id: alertMine!.id, property_id: mine!.id, property_name: '10 Elm Street', rule: 'address', confidence: 'Medium', severity: 'high', evidence },
    ]);
    const rival = (await apiCall(ctx.app, 'GET', `/api/documents/${docId}/analysis`, other.token)).json();
    expect(rival.matches.map((m: { property_name: string }) => m.property_name)).toEqual(['Rival site']);
    expect(JSON.stringify(rival)).not.toContain(mine!.id);
    expect((await apiCall(ctx.app, 'GET', '/api/documents/999999/analysis', user.token)).statusCode).toBe(404);
  });
});
