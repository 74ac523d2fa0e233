import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { documents } from '../src/db/schema/index.js';
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
});
