import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { meetings, sourcePolls, sources } from '../../src/db/schema/index.js';
import { tmmisConnector } from '../../src/pipeline/connectors/tmmis.js';
import { createPoliteFetch } from '../../src/pipeline/connectors/http.js';
import { createPoller } from '../../src/pipeline/poller.js';
import {
  budgetFloorMs,
  MAX_FAILURE_BACKOFF_MS,
  msLeftInTorontoDay,
  nextPollDelayMs,
} from '../../src/pipeline/poll-policy.js';
import { claimDuePolls, ensurePollRows } from '../../src/pipeline/poll-repository.js';
import { runSource } from '../../src/pipeline/run.js';
import { createTestContext, type TestContext } from '../helpers/helpers.js';
import { startEscribePortal, type EscribePortal } from '../helpers/process-helpers.js';
import { startTmmisSite, type TmmisSite } from '../helpers/tmmis-site.js';

/*
 * Adaptive polling (docs/polling.md): when a source is read next (poll-policy.ts), the poller's claims on the real
 * database (poller.ts, source_polls), and a poll of Toronto's TMMIS: conditional list reads (304 keeps the lists
 * read before), the near window between two list reads, and item pages only for items new, changed or near. The
 * live sites are out of reach: loopback servers speak eSCRIBE's and TMMIS's protocols (process-helpers.ts,
 * tmmis-site.ts).
 */

const MIN = 120_000;
const MAX = 480_000;

describe('when a source is read next', () => {
  it('soon after a change, less often while quiet (less so while a meeting is near), rarely after failures', () => {
    expect(nextPollDelayMs({ outcome: 'changed', previousMs: MAX, minMs: MIN, maxMs: MAX })).toBe(MIN);
    expect(nextPollDelayMs({ outcome: 'quiet', previousMs: 0, minMs: MIN, maxMs: MAX })).toBe(MIN);
    expect(nextPollDelayMs({ outcome: 'quiet', previousMs: MIN, minMs: MIN, maxMs: MAX })).toBe(180_000);
    expect(nextPollDelayMs({ outcome: 'quiet', previousMs: 400_000, minMs: MIN, maxMs: MAX })).toBe(MAX);
    // A meeting within the week (agendas being posted): at most one and a half times the shortest.
    expect(nextPollDelayMs({ outcome: 'quiet', busy: true, previousMs: 400_000, minMs: MIN, maxMs: MAX })).toBe(
      180_000,
    );
    expect(nextPollDelayMs({ outcome: 'failed', failures: 1, previousMs: MIN, minMs: MIN, maxMs: MAX })).toBe(MAX);
    expect(nextPollDelayMs({ outcome: 'failed', failures: 3, previousMs: MIN, minMs: MIN, maxMs: MAX })).toBe(4 * MAX);
    expect(nextPollDelayMs({ outcome: 'failed', failures: 30, previousMs: MIN, minMs: MIN, maxMs: MAX })).toBe(
      MAX_FAILURE_BACKOFF_MS,
    );
  });

  it("stretches the interval so that the host's daily budget lasts the day, and waits for the next day once spent", () => {
    const hours = (h: number) => h * 3_600_000;
    // 1000 requests left for 10 hours, 5 a read: one read every 3 minutes at most.
    const budget = { limit: 5000, used: 4000, perRead: 5, sharers: 1, msLeftInDay: hours(10) };
    expect(budgetFloorMs(budget)).toBe(180_000);
    expect(nextPollDelayMs({ outcome: 'changed', previousMs: 0, minMs: MIN, maxMs: MAX, budget })).toBe(180_000);
    // Two sources read the host: each half as often.
    expect(budgetFloorMs({ ...budget, sharers: 2 })).toBe(360_000);
    // Plenty left: the policy alone decides.
    expect(
      nextPollDelayMs({ outcome: 'changed', previousMs: 0, minMs: MIN, maxMs: MAX, budget: { ...budget, used: 0 } }),
    ).toBe(MIN);
    // Spent (or not enough for one more read): the next read is tomorrow.
    expect(budgetFloorMs({ ...budget, used: 4998 })).toBe(hours(10) + 1000);
    // No bound.
    expect(budgetFloorMs({ ...budget, limit: 0, used: 1e9 })).toBe(0);
    expect(msLeftInTorontoDay(new Date('2026-11-29T04:00:00Z'))).toBe(hours(1)); // 23:00 in Toronto (EST)
  });
});

describe('the poller and the schedule it keeps (real database)', () => {
  let ctx: TestContext;
  let portal: EscribePortal;

  beforeAll(async () => {
    portal = await startEscribePortal();
    portal.hold = false;
    ctx = await createTestContext({
      INGEST_ENABLED: 'true',
      INGEST_MIN_INTERVAL_MS: '0',
      INGEST_HOST_DAILY_BUDGET: '0',
      ESCRIBE_PORTALS: `trca=${portal.url}`,
      TMMIS_BASE_URL: 'http://127.0.0.1:9/council',
      ERO_BASE_URL: 'http://127.0.0.1:9',
      ORR_BASE_URL: 'http://127.0.0.1:9',
      MAYORAL_DECISIONS_URL: 'http://127.0.0.1:9/mayoral',
    });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    portal?.close();
  });

  const pollRow = async (source: string) =>
    (await ctx.app.db.select().from(sourcePolls).where(eq(sourcePolls.source, source)))[0]!;

  it('claims each due source once, never a paused one, and queues one poll of it', async () => {
    const db = ctx.app.db;
    await db
      .update(sources)
      .set({ paused: true })
      .where(sql`${sources.name} <> 'escribe:trca'`);
    const poller = createPoller({ db, jobs: ctx.app.jobs, tickMs: 0, leaseMs: 600_000, log: ctx.app.log });
    expect(await poller.tick()).toEqual(['escribe:trca']);
    // Claimed: a second look (this process or another) finds nothing due for the lease.
    expect(await poller.tick()).toEqual([]);
    expect(await claimDuePolls(db, 600_000)).toEqual([]);
    const lease = await pollRow('escribe:trca');
    expect(lease.nextPollAt.getTime() - Date.now()).toBeGreaterThan(590_000);
    // The queued poll, worked as a worker would: the portal is read once.
    const calls = portal.calendarCalls;
    await ctx.app.jobs.drain();
    expect(portal.calendarCalls).toBe(calls + 1);
    const after = await pollRow('escribe:trca');
    // It brought meetings (a change): read again after the shortest interval.
    expect(after.intervalMs).toBe(MIN);
    expect(after.requestsToday).toBeGreaterThan(0);
    expect(after.nextPollAt.getTime() - Date.now()).toBeLessThanOrEqual(MIN);
    // Nothing changed since: the interval grows.
    await ctx.app.pipeline.runScheduled('escribe:trca', 'poll');
    expect((await pollRow('escribe:trca')).intervalMs).toBe(180_000);
    // A paused source is never claimed, even when due.
    await ensurePollRows(db);
    await db.update(sourcePolls).set({ nextPollAt: new Date(Date.now() - 1000) });
    await db.update(sources).set({ paused: true }).where(eq(sources.name, 'escribe:trca'));
    expect(await claimDuePolls(db, 600_000)).toEqual([]);
    await db.update(sources).set({ paused: false });
  }, 120_000);

  it('a failed read waits the longest interval, doubled for each failure in a row', async () => {
    const db = ctx.app.db;
    await expect(ctx.app.pipeline.runScheduled('ero', 'poll')).rejects.toThrow();
    expect((await pollRow('ero')).intervalMs).toBe(MAX);
    await expect(ctx.app.pipeline.runScheduled('ero', 'poll')).rejects.toThrow();
    expect((await pollRow('ero')).intervalMs).toBe(2 * MAX);
    await db.update(sources).set({ paused: true }).where(eq(sources.name, 'ero'));
  }, 120_000);
});

describe("the host's budget stretches the schedule (real database)", () => {
  let ctx: TestContext;
  let portal: EscribePortal;

  beforeAll(async () => {
    portal = await startEscribePortal();
    portal.hold = false;
    ctx = await createTestContext({
      INGEST_ENABLED: 'true',
      INGEST_MIN_INTERVAL_MS: '0',
      // Ten requests a day: a read of the portal (its calendar and pages) takes most of them.
      INGEST_HOST_DAILY_BUDGET: '10',
      ESCRIBE_PORTALS: `trca=${portal.url}`,
      TMMIS_BASE_URL: 'http://127.0.0.1:9/council',
      ERO_BASE_URL: 'http://127.0.0.1:9',
      ORR_BASE_URL: 'http://127.0.0.1:9',
      MAYORAL_DECISIONS_URL: 'http://127.0.0.1:9/mayoral',
    });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    portal?.close();
  });

  it('reads again only when the rest of the budget allows, far beyond the longest interval', async () => {
    await ctx.app.pipeline.runScheduled('escribe:trca', 'poll').catch(() => null);
    const [row] = await ctx.app.db.select().from(sourcePolls).where(eq(sourcePolls.source, 'escribe:trca'));
    expect(row!.requestsToday).toBeGreaterThan(0);
    const left = 10 - row!.requestsToday;
    const perRead = Math.max(1, row!.requestsLastRun);
    const msLeft = msLeftInTorontoDay(new Date());
    // The floor of poll-policy.ts with what the read spent (the day's rest spread evenly), never less than MAX
    // here: ten requests cannot last a day at the longest interval.
    const expected = left < perRead ? msLeft + 1000 : Math.ceil((msLeft * perRead) / left);
    expect(row!.intervalMs).toBeGreaterThanOrEqual(Math.min(expected, MAX) - 5000);
    expect(row!.intervalMs).toBeLessThanOrEqual(expected + 1000);
    if (msLeft > 2 * 3_600_000) expect(row!.intervalMs).toBeGreaterThan(MAX);
  }, 120_000);
});

describe('a poll of TMMIS (loopback TMMIS, real database)', () => {
  let ctx: TestContext;
  let site: TmmisSite;
  let now = new Date();

  beforeAll(async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]);
    site = await startTmmisSite(Buffer.from(await pdf.save()));
    site.state.etags = true;
    ctx = await createTestContext({ INGEST_MIN_INTERVAL_MS: '0' });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    site?.close();
  });

  const connector = () =>
    tmmisConnector({
      baseUrl: `${site.url}/council`,
      legdocsBase: `${site.url}/legdocs`,
      fetch: createPoliteFetch({ userAgent: 'ParcelwatchTest/1.0', minIntervalMs: 0, retries: 0 }),
      nearRefreshMs: 30 * 60_000,
      listsRefreshMs: 60 * 60_000,
      now: () => now,
    });
  const poll = async () => {
    site.requests.length = 0;
    site.notModified.length = 0;
    const result = await runSource(ctx.app.db, connector(), undefined, { full: false });
    const paths = site.requests.map((r) => r.url.replace(/\?.*$/, ''));
    return {
      result,
      lists: paths.filter((p) => /decisionbody-list|meeting\.json/.test(p)).length,
      searches: site.requests.filter((r) => r.url.includes('agenda-items.json')).map((r) => JSON.parse(r.body)),
      itemPages: site.requests.filter((r) => r.url.includes('agenda-item.do')).map((r) => r.url),
    };
  };

  it('reads the lists conditionally and hourly, the near window in between, and item pages only when needed', async () => {
    // The first poll reads everything: the lists (validators kept), the whole window, the planning item's page.
    const first = await poll();
    expect(first.lists).toBeGreaterThan(0);
    expect(first.itemPages).toEqual(['/council/agenda-item.do?item=2024.TE16.5']);
    expect(first.result.records).toBe(4);
    const stored = await ctx.app.db.select().from(meetings).where(eq(meetings.source, 'tmmis:toronto'));
    expect(stored).toHaveLength(4);

    // Five minutes later: no list read, the search over the near window only (2 days back, 14 ahead), nothing new.
    now = new Date(now.getTime() + 5 * 60_000);
    const quick = await poll();
    expect(quick.lists).toBe(0);
    expect(quick.itemPages).toEqual([]);
    expect(quick.result.records).toBe(0);
    const window = quick.searches[0] as { meetingFromDate: string; meetingToDate: string };
    expect(Date.parse(window.meetingToDate) - Date.parse(window.meetingFromDate)).toBe(16 * 86_400_000);
    // No meeting within the coming week: not busy (the poller may let the interval grow to its longest).
    expect(quick.result.busy).toBe(false);

    // An hour later the lists are due: asked with their validators, answered 304, and the kept lists stand. The
    // council meeting 12 days ahead is near and was read over 30 minutes ago: read again (its items have no page).
    now = new Date(now.getTime() + 60 * 60_000);
    const hourly = await poll();
    expect(hourly.lists).toBeGreaterThan(0);
    expect(site.notModified.length).toBe(hourly.lists);
    expect(hourly.itemPages).toEqual([]);
    expect(hourly.result.records).toBe(1);
    expect(await ctx.app.db.select().from(meetings).where(eq(meetings.source, 'tmmis:toronto'))).toHaveLength(4);

    // Ten minutes later nothing is due: nothing is returned.
    now = new Date(now.getTime() + 10 * 60_000);
    expect((await poll()).result.records).toBe(0);

    // The community council decides: the item's record changes, so it is read again with its page, and the change
    // is stored, though its meeting is not near.
    site.state.planningStatus = 'adopted';
    now = new Date(now.getTime() + 5 * 60_000);
    const decided = await poll();
    expect(decided.lists).toBe(0);
    expect(decided.itemPages).toEqual([]);
    // Between two list reads only the near window is searched: the decision (9 days ago) waits for the hourly read.
    now = new Date(now.getTime() + 50 * 60_000);
    const hourlyAgain = await poll();
    expect(hourlyAgain.itemPages).toEqual(['/council/agenda-item.do?item=2024.TE16.5']);
    expect(hourlyAgain.result.statusChanges).toHaveLength(1);
  }, 120_000);
});
