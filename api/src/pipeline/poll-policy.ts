/*
 * When a source is read next (adaptive polling, docs/polling.md). Pure: the poller (poller.ts) and the scheduled
 * run (service.ts) give it what the last read did and what is left of the host's daily budget.
 *   - A read that brought something new or changed: read again after the shortest interval (INGEST_POLL_SECONDS),
 *     since agendas come in bursts (an agenda and its revisions, the items of one meeting).
 *   - A quiet read: the interval grows by half, up to INGEST_POLL_MAX_SECONDS; while a meeting is near (its agenda
 *     is being posted and revised: `busy`), only up to one and a half times the shortest.
 *   - A failed read: the longest interval, doubled for each further failure in a row, up to six hours (a portal
 *     that refuses us is not asked again every few minutes).
 *   - Whatever the above, the interval is stretched so that the host's daily budget (INGEST_HOST_DAILY_BUDGET) lasts
 *     until the end of the day at the pace of the last reads: the rest of the day's requests are spread evenly.
 *     A budget already spent waits for the next day.
 */

export type PollOutcome = 'changed' | 'quiet' | 'failed';

export interface PollBudget {
  /** Requests allowed to the host per day (0: no bound). */
  limit: number;
  /** Requests made to the host today (every source reading it). */
  used: number;
  /** Requests one read of this source takes (the last read's). */
  perRead: number;
  /** Sources that read this host and share its budget (at least 1). */
  sharers: number;
  /** Milliseconds left in the budget's day. */
  msLeftInDay: number;
}

export interface PollInput {
  outcome: PollOutcome;
  /** The interval used before this read (0 for a first read). */
  previousMs: number;
  /** The source has a near meeting whose agenda may be posted or revised. */
  busy?: boolean;
  /** Failed reads in a row, this one included (outcome 'failed'). */
  failures?: number;
  minMs: number;
  maxMs: number;
  budget?: PollBudget;
}

export const MAX_FAILURE_BACKOFF_MS = 6 * 3_600_000;
export const QUIET_GROWTH = 1.5;

/** Milliseconds until the next read. */
export function nextPollDelayMs(input: PollInput): number {
  const { minMs, maxMs } = input;
  let delay: number;
  if (input.outcome === 'changed') delay = minMs;
  else if (input.outcome === 'quiet') {
    const cap = input.busy ? Math.min(maxMs, Math.round(minMs * QUIET_GROWTH)) : maxMs;
    delay = Math.min(cap, Math.max(minMs, Math.round(input.previousMs * QUIET_GROWTH)));
  } else delay = Math.min(MAX_FAILURE_BACKOFF_MS, maxMs * 2 ** Math.max(0, (input.failures ?? 1) - 1));
  return Math.max(delay, budgetFloorMs(input.budget));
}

/** The shortest interval the host's budget allows for the rest of its day (0 without a bound). */
export function budgetFloorMs(budget: PollBudget | undefined): number {
  if (!budget || budget.limit <= 0) return 0;
  const left = budget.limit - budget.used;
  const perRead = Math.max(1, budget.perRead) * Math.max(1, budget.sharers);
  // Not enough left for one more read of every source of the host: wait for the next day.
  if (left < perRead) return Math.max(0, budget.msLeftInDay) + 1000;
  return Math.ceil((budget.msLeftInDay * perRead) / left);
}

/** The day in Toronto ('2026-11-29'): a host's budget is per day there. */
export const torontoDay = (at: Date): string => at.toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });

/** Milliseconds from `at` to the next midnight in Toronto. */
export function msLeftInTorontoDay(at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const elapsed = ((+parts.hour! * 60 + +parts.minute!) * 60 + +parts.second!) * 1000 + at.getMilliseconds();
  return Math.max(1000, 86_400_000 - elapsed);
}
