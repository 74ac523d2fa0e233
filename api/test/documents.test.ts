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
});
