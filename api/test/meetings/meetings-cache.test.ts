import { eq, sql } from 'drizzle-orm';
import { alerts, documents, meetings, municipalities, properties } from '../../src/db/schema/index.js';
import { ingestMeetings } from '../../src/pipeline/store.js';
import type { MeetingRecord } from '../../src/pipeline/records.js';
import { apiCall, createTestContext, registerUser, type TestContext } from '../helpers/helpers.js';

/*
 * The meetings list's page cache (meetings/list-cache.ts, migration 0020): pages are reused only while no change
 * was committed under them. Changes here go through the owner's connection (`ctx.database`), as the worker's
 * would: another pool on PostgreSQL, not the app's.
 */

let ctx: TestContext;
let acme: Awaited<ReturnType<typeof registerUser>>;
let rival: Awaited<ReturnType<typeof registerUser>>;
const DAY = 86_400_000;
const now = Date.now();
const from = new Date(now - 5 * DAY).toISOString();
const to = new Date(now + 30 * DAY).toISOString();
const WINDOW = `/api/meetings/?from=${from}&to=${to}&sort=date&order=asc&limit=500`;

const record = (sourceId: string, municipality: string, committee: string, offsetDays: number): MeetingRecord => ({
  source: 'test:cache',
  sourceId,
  municipality,
  committee,
  title: committee,
  startsAt: new Date(now + offsetDays * DAY),
  summary: `Summary of ${sourceId}`,
  items: [],
  documents: [],
});

type Item = {
  id: number;
  title: string;
  municipality: string;
  document_count: number;
  hasAlert: boolean;
  alertCount: number;
};
const page = async (token: string, url = WINDOW) => {
  const res = await apiCall(ctx.app, 'GET', url, token);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Item[]; total: number };
};
const item = (body: { items: Item[] }, sourceTitle: string) => body.items.find((m) => m.title === sourceTitle)!;
let planningId: number;
let councilId: number;
let acmeProperty: string;

beforeAll(async () => {
  ctx = await createTestContext();
  acme = await registerUser(ctx.app, { company_name: 'Acme' });
  rival = await registerUser(ctx.app, { company_name: 'Rival' });
  await ingestMeetings(ctx.database.db, [
    record('planning', 'Toronto', 'Planning Committee', 3),
    record('council', 'Mississauga', 'City Council', 10),
  ]);
  const rows = await ctx.database.db.select().from(meetings);
  planningId = rows.find((m) => m.sourceId === 'planning')!.id;
  councilId = rows.find((m) => m.sourceId === 'council')!.id;
  const [p] = await ctx.database.db
    .insert(properties)
    .values({ companyId: acme.user.company_id, name: 'A1' })
    .returning();
  acmeProperty = p!.id;
});
afterAll(async () => {
  await ctx?.close();
});

describe('the meetings list page cache', () => {
  it('serves a kept page until a change is committed, whichever connection commits it', async () => {
    const first = await page(acme.token);
    expect(first.items.map((m) => m.title)).toEqual(['Planning Committee', 'City Council']);
    // A change the triggers do not see (replication role): the kept page is served, so it is a kept page.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(meetings).set({ title: 'Unseen title' }).where(eq(meetings.id, planningId));
    });
    expect(await page(acme.token)).toEqual(first);
    // The same change committed normally bumps the version: the next request queries again.
    await ctx.database.db
      .update(meetings)
      .set({ title: 'Planning and Housing Committee' })
      .where(eq(meetings.id, planningId));
    expect((await page(acme.token)).items[0]!.title).toBe('Planning and Housing Committee');
    expect((await page(rival.token)).items[0]!.title).toBe('Planning and Housing Committee');
  });

  it("follows a company's alerts, and only that company sees its counts", async () => {
    const before = await page(rival.token);
    expect(before.items.every((m) => m.alertCount === 0)).toBe(true);
    await ctx.database.db.insert(alerts).values({
      companyId: acme.user.company_id,
      propertyId: acmeProperty,
      meetingId: councilId,
      sourceKey: 'cache:a',
      severity: 'high',
      title: 't',
      summary: 's',
    });
    expect(item(await page(acme.token), 'City Council')).toEqual(
      expect.objectContaining({ hasAlert: true, alertCount: 1 }),
    );
    // The rival's page is unchanged (and still has no count of Acme's).
    expect(await page(rival.token)).toEqual(before);
    // Dismissed: out of the count again.
    await ctx.database.db.update(alerts).set({ status: 'dismissed' }).where(eq(alerts.sourceKey, 'cache:a'));
    expect(item(await page(acme.token), 'City Council')).toEqual(
      expect.objectContaining({ hasAlert: false, alertCount: 0 }),
    );
    await ctx.database.db.update(alerts).set({ status: 'new' }).where(eq(alerts.sourceKey, 'cache:a'));
    expect(item(await page(acme.token), 'City Council').alertCount).toBe(1);
    await ctx.database.db.delete(alerts).where(eq(alerts.sourceKey, 'cache:a'));
    expect(item(await page(acme.token), 'City Council').alertCount).toBe(0);
    expect(item(await page(rival.token), 'City Council').alertCount).toBe(0);
  });

  it('follows document counts, municipality names and new meetings, also on the committee route', async () => {
    const committee = '/api/meetings/committee/City%20Council';
    expect((await page(acme.token, committee)).items[0]!.document_count).toBe(0);
    await page(acme.token);
    await ctx.database.db
      .insert(documents)
      .values({ meetingId: councilId, source: 'test:cache', sourceId: 'doc-1', title: 'Agenda' });
    expect(item(await page(acme.token), 'City Council').document_count).toBe(1);
    expect((await page(acme.token, committee)).items[0]!.document_count).toBe(1);

    const [mississauga] = await ctx.database.db
      .select()
      .from(municipalities)
      .where(eq(municipalities.name, 'Mississauga'));
    await ctx.database.db
      .update(municipalities)
      .set({ name: 'City of Mississauga' })
      .where(eq(municipalities.id, mississauga!.id));
    try {
      expect(item(await page(acme.token), 'City Council').municipality).toBe('City of Mississauga');
    } finally {
      await ctx.database.db
        .update(municipalities)
        .set({ name: 'Mississauga' })
        .where(eq(municipalities.id, mississauga!.id));
    }
    expect(item(await page(acme.token), 'City Council').municipality).toBe('Mississauga');

    await ingestMeetings(ctx.database.db, [record('heritage', 'Toronto', 'Heritage Committee', 20)]);
    const after = await page(acme.token);
    expect(after.total).toBe(3);
    expect(after.items.map((m) => m.title)).toContain('Heritage Committee');
  });

  it('answers the same pages with the cache turned off', async () => {
    const uncached = await ctx.buildAnother({ MEETINGS_CACHE_MB: '0' });
    for (const url of [WINDOW, '/api/meetings/committee/City%20Council', '/api/meetings/?search=committee&limit=2']) {
      for (const user of [acme, rival]) {
        const cached = await apiCall(ctx.app, 'GET', url, user.token);
        const direct = await apiCall(uncached, 'GET', url, user.token);
        expect(cached.headers['content-type']).toBe(direct.headers['content-type']);
        expect(cached.body).toBe(direct.body);
      }
    }
  });
});

describe('the list as written from the rows', () => {
  it('has each meeting exactly as GET /api/meetings/{id} (the schema serializer) answers it', async () => {
    await ingestMeetings(ctx.database.db, [
      {
        ...record('odd', 'Toronto', 'Comité "spécial" \\ back\\slash', 7),
        title: 'Line\nbreak\ttab "quoted" \u2028 emoji 🏗️ \u0001',
        // \u001e separates the items inside the query's answer (repository.ts): in a value it must stay itself.
        summary: 'Ünïcödé </script> & <b> {braces} \u001e record separator',
        endsAt: new Date(now + 7 * DAY + 3_600_123),
        location: 'Room 1',
        items: [{ sourceId: 'odd-1', title: 'Item' }],
        documents: [{ sourceId: 'odd-doc', title: 'Agenda', url: 'https://example.test/odd.pdf' }],
      } as MeetingRecord,
    ]);
    for (const user of [acme, rival]) {
      const res = await apiCall(ctx.app, 'GET', WINDOW, user.token);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = res.json() as {
        items: Array<Record<string, unknown>>;
        total: number;
        limit: number;
        offset: number;
      };
      expect(Object.keys(body)).toEqual(['items', 'total', 'limit', 'offset']);
      expect(body.items.length).toBeGreaterThanOrEqual(4);
      for (const listed of body.items) {
        const one = await apiCall(ctx.app, 'GET', `/api/meetings/${listed.id}`, user.token);
        expect(Object.keys(listed)).toEqual(Object.keys(one.json()));
        expect(listed).toEqual(one.json());
      }
      const odd = body.items.find((m) => String(m.title).startsWith('Line'))!;
      expect(odd).toEqual(
        expect.objectContaining({
          title: 'Line\nbreak\ttab "quoted" \u2028 emoji 🏗️ \u0001',
          end_date: new Date(now + 7 * DAY + 3_600_123).toISOString(),
          location: 'Room 1',
          item_count: 1,
          document_count: 1,
        }),
      );
      expect(odd.summary).toBe('Ünïcödé </script> & <b> {braces} \u001e record separator');
      // Upcoming is written the same way.
      const upcoming = (
        await apiCall(ctx.app, 'GET', '/api/meetings/?timeframe=upcoming&search=emoji', user.token)
      ).json();
      expect(upcoming.items).toEqual([odd]);
    }
  });
});

describe('the search', () => {
  it('matches title, committee, summary (any case) or the municipality name, and takes % and _ literally', async () => {
    const search = async (text: string) =>
      (
        await apiCall(ctx.app, 'GET', `/api/meetings/?search=${encodeURIComponent(text)}&limit=50`, acme.token)
      ).json() as { items: Item[]; total: number };
    const byMunicipality = await search('SSISSAU');
    expect(byMunicipality.items.map((m) => m.municipality)).toEqual(['Mississauga']);
    expect(byMunicipality.total).toBe(1);
    expect((await search('summary OF heritage')).items.map((m) => m.title)).toEqual(['Heritage Committee']);
    expect((await search('ünïcödé </SCRIPT>')).items).toHaveLength(1);
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
    // Across two fields is no match (they are kept apart in search_text).
    expect((await search('committee summary')).total).toBe(0);
  });
});

describe('conditional requests', () => {
  it('answers 304 to the ETag of an unchanged page, 200 with a new ETag once it changed', async () => {
    const first = await apiCall(ctx.app, 'GET', WINDOW, acme.token);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toContain('Authorization');
    const again = await ctx.app.inject({
      method: 'GET',
      url: WINDOW,
      headers: { authorization: `Bearer ${acme.token}`, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another company with another page: its own ETag, and Acme's does not match it.
    await ctx.database.db.insert(alerts).values({
      companyId: rival.user.company_id,
      propertyId: (
        await ctx.database.db.insert(properties).values({ companyId: rival.user.company_id, name: 'R1' }).returning()
      )[0]!.id,
      meetingId: councilId,
      sourceKey: 'cache:r',
      severity: 'high',
      title: 't',
      summary: 's',
    });
    const rivals = await ctx.app.inject({
      method: 'GET',
      url: WINDOW,
      headers: { authorization: `Bearer ${rival.token}`, 'if-none-match': etag },
    });
    expect(rivals.statusCode).toBe(200);
    expect(rivals.headers.etag).not.toBe(etag);
    // Acme's page changes: 200 with the new page.
    await ctx.database.db.update(meetings).set({ title: 'Renamed Committee' }).where(eq(meetings.id, planningId));
    const changed = await ctx.app.inject({
      method: 'GET',
      url: WINDOW,
      headers: { authorization: `Bearer ${acme.token}`, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().items.map((m: Item) => m.title)).toContain('Renamed Committee');
    // Clock-dependent pages have one too: it names the content, whatever the clock.
    expect((await apiCall(ctx.app, 'GET', '/api/meetings/?timeframe=upcoming', acme.token)).headers.etag).toMatch(
      /^"[\w-]+"$/,
    );
  });
});

describe('pages that move with the clock (upcoming, past)', () => {
  it('are kept until a matching meeting starts, then queried again', async () => {
    const UPCOMING = '/api/meetings/?timeframe=upcoming&sort=date&order=asc&limit=500';
    const PAST = '/api/meetings/?timeframe=past&sort=date&order=desc&limit=500';
    const SEARCH = '/api/meetings/?timeframe=upcoming&search=imminent&limit=500';
    const startsAt = new Date(Date.now() + 1500);
    await ingestMeetings(ctx.database.db, [{ ...record('soon', 'Toronto', 'Imminent Committee', 0), startsAt }]);
    const soonId = (await ctx.database.db.select().from(meetings).where(eq(meetings.sourceId, 'soon')))[0]!.id;
    const titles = async (url: string) => (await page(acme.token, url)).items.map((m) => m.title);
    expect(await titles(UPCOMING)).toContain('Imminent Committee');
    expect(await titles(SEARCH)).toEqual(['Imminent Committee']);
    expect(await titles(PAST)).not.toContain('Imminent Committee');
    // Kept: a change the triggers do not see is not in the next answer.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(meetings).set({ title: 'Imminent Committee (unseen)' }).where(eq(meetings.id, soonId));
    });
    expect(await titles(UPCOMING)).toContain('Imminent Committee');
    // Once the meeting has started, the kept pages are no longer the answer: it moves from upcoming to past.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt.getTime() - Date.now()) + 50));
    expect(await titles(UPCOMING)).not.toContain('Imminent Committee (unseen)');
    expect(await titles(UPCOMING)).not.toContain('Imminent Committee');
    expect(await titles(SEARCH)).toEqual([]);
    expect((await titles(PAST))[0]).toBe('Imminent Committee (unseen)');
    await ctx.database.db.delete(meetings).where(eq(meetings.id, soonId));
  });
});

describe('the shared pages (the same for every company)', () => {
  it("are reused for another company and when a company's alerts change, with that company's counts", async () => {
    const url = WINDOW.replace('limit=500', 'limit=400');
    const [council] = await ctx.database.db.select().from(meetings).where(eq(meetings.id, councilId));
    const first = await page(acme.token, url);
    expect(item(first, council!.title)).toBeDefined();
    // A change the triggers do not see: whatever still shows the old title was built from the kept shared page.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(meetings).set({ title: 'Unseen council title' }).where(eq(meetings.id, councilId));
    });
    try {
      // Rival's first request for this page: the shared page, with Rival's own counts (its alert from above).
      const rivals = await page(rival.token, url);
      expect(item(rivals, council!.title)).toEqual(expect.objectContaining({ hasAlert: true, alertCount: 1 }));
      expect(rivals.items.map((m) => m.title)).not.toContain('Unseen council title');
      // Acme's alerts change (its version alone): its page is rebuilt from the shared page with its new count.
      expect(item(first, council!.title).alertCount).toBe(0);
      await ctx.database.db.insert(alerts).values({
        companyId: acme.user.company_id,
        propertyId: acmeProperty,
        meetingId: councilId,
        sourceKey: 'cache:shared',
        severity: 'high',
        title: 't',
        summary: 's',
      });
      const after = await page(acme.token, url);
      expect(item(after, council!.title)).toEqual(expect.objectContaining({ hasAlert: true, alertCount: 1 }));
      expect(after.items.map((m) => m.title)).not.toContain('Unseen council title');
      // Rival's page is unchanged by Acme's alert.
      expect(await page(rival.token, url)).toEqual(rivals);
    } finally {
      await ctx.database.db.delete(alerts).where(eq(alerts.sourceKey, 'cache:shared'));
      // Committed normally: the version moves on and every page shows the stored title again.
      await ctx.database.db.update(meetings).set({ title: council!.title }).where(eq(meetings.id, councilId));
    }
    expect(item(await page(rival.token, url), council!.title)).toBeDefined();
  });
});
