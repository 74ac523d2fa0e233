import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sourcePolls, sources, sourceStatus } from '../db/schema/index.js';

/*
 * The poll schedule of the sources (source_polls, migration 0033): when each is read next, its current interval,
 * its requests of the day, and its connector's state between reads. Times are the database's (now()), so that every
 * instance and worker agrees on what is due whatever its own clock.
 */

export interface PollRow {
  source: string;
  intervalMs: number;
  requestsDay: string | null;
  requestsToday: number;
  requestsLastRun: number;
}

/** A row for every source that has none yet, due at once. */
export async function ensurePollRows(db: Db): Promise<void> {
  await db.execute(sql`
    insert into source_polls (source) select name from sources
    on conflict (source) do nothing`);
}

/**
 * Claims the sources due to be read (not paused, next_poll_at passed): each claimed source's next_poll_at moves
 * `leaseMs` ahead, so that another process looking at the same moment does not claim it too, and a read that dies
 * is tried again once the lease is over. Answers the claimed sources.
 */
export async function claimDuePolls(db: Db, leaseMs: number): Promise<string[]> {
  const result = await db.execute(sql`
    update source_polls p
       set next_poll_at = now() + (${leaseMs}::double precision * interval '1 millisecond'), updated_at = now()
      from sources s
     where s.name = p.source and not s.paused and p.next_poll_at <= now()
    returning p.source`);
  return ((result as unknown as { rows: Array<{ source: string }> }).rows ?? []).map((r) => r.source).sort();
}

export async function pollRowOf(db: Db, source: string): Promise<PollRow | null> {
  const [row] = await db
    .select({
      source: sourcePolls.source,
      intervalMs: sourcePolls.intervalMs,
      requestsDay: sourcePolls.requestsDay,
      requestsToday: sourcePolls.requestsToday,
      requestsLastRun: sourcePolls.requestsLastRun,
    })
    .from(sourcePolls)
    .where(eq(sourcePolls.source, source));
  return row ?? null;
}

/** Every source's base URL with its requests of `day` (for the budget of the host they share). */
export async function requestsByHost(db: Db, day: string): Promise<Map<string, { used: number; sources: number }>> {
  const rows = await db
    .select({
      baseUrl: sources.baseUrl,
      requestsDay: sourcePolls.requestsDay,
      requestsToday: sourcePolls.requestsToday,
    })
    .from(sources)
    .leftJoin(sourcePolls, eq(sourcePolls.source, sources.name));
  const byHost = new Map<string, { used: number; sources: number }>();
  for (const r of rows) {
    let host: string;
    try {
      host = new URL(r.baseUrl).host;
    } catch {
      continue;
    }
    const entry = byHost.get(host) ?? { used: 0, sources: 0 };
    entry.sources += 1;
    if (r.requestsDay === day) entry.used += r.requestsToday ?? 0;
    byHost.set(host, entry);
  }
  return byHost;
}

/** After a read: when the source is read next, and the requests it made (counted in `day`). */
export async function finishPoll(
  db: Db,
  source: string,
  outcome: { delayMs: number; requests: number; day: string },
): Promise<void> {
  const delay = Math.max(0, Math.round(outcome.delayMs));
  const next = sql`now() + (${delay}::double precision * interval '1 millisecond')`;
  const intervalMs = Math.min(delay, 2_000_000_000);
  await db
    .insert(sourcePolls)
    .values({
      source,
      nextPollAt: next,
      intervalMs,
      lastPollAt: sql`now()`,
      requestsDay: outcome.day,
      requestsToday: outcome.requests,
      requestsLastRun: outcome.requests,
    })
    .onConflictDoUpdate({
      target: sourcePolls.source,
      set: {
        nextPollAt: next,
        intervalMs,
        lastPollAt: sql`now()`,
        requestsToday: sql`case when ${sourcePolls.requestsDay} = ${outcome.day} then ${sourcePolls.requestsToday} + ${outcome.requests} else ${outcome.requests} end`,
        requestsDay: outcome.day,
        requestsLastRun: outcome.requests,
        updatedAt: sql`now()`,
      },
    });
}

/** Counts a run's requests that does not move the schedule (an operator's run). */
export async function countRequests(db: Db, source: string, requests: number, day: string): Promise<void> {
  await db
    .insert(sourcePolls)
    .values({ source, requestsDay: day, requestsToday: requests, requestsLastRun: requests })
    .onConflictDoUpdate({
      target: sourcePolls.source,
      set: {
        requestsToday: sql`case when ${sourcePolls.requestsDay} = ${day} then ${sourcePolls.requestsToday} + ${requests} else ${requests} end`,
        requestsDay: day,
        updatedAt: sql`now()`,
      },
    });
}

/** The connector's state kept after its last read ({} when none). */
export async function pollStateOf(db: Db, source: string): Promise<Record<string, unknown>> {
  const [row] = await db.select({ state: sourcePolls.state }).from(sourcePolls).where(eq(sourcePolls.source, source));
  return row?.state ?? {};
}

export async function savePollState(db: Db, source: string, state: Record<string, unknown>): Promise<void> {
  await db
    .insert(sourcePolls)
    .values({ source, state })
    .onConflictDoUpdate({ target: sourcePolls.source, set: { state, updatedAt: sql`now()` } });
}

/** The source's failed runs in a row (source_status), 0 when it has none. */
export async function consecutiveFailuresOf(db: Db, source: string): Promise<number> {
  const [row] = await db
    .select({ failures: sourceStatus.consecutiveFailures })
    .from(sourceStatus)
    .where(eq(sourceStatus.source, source));
  return row?.failures ?? 0;
}
