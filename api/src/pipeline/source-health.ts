import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { sourceStatus } from '../db/schema/index.js';
import { SourceChallengeError, SourceHttpError, type RequestTally } from './connectors/http.js';

/*
 * The health of a source, decided by each of its runs (docs/source-health.md):
 * - a successful run resets its failures and, if it was degraded, clears that (the source recovered);
 * - a failed run counts one more failure in a row; the source is degraded when three runs in a row failed, or at
 *   once when it answered like a bot wall: 403 or 429 to every request of the run, or a bot-check page where
 *   data was expected;
 * - the reason is kept in words, counting the runs that had the same kind of failure.
 * The state is read under a row lock and written in the same transaction, so two runs of one source (two
 * workers, a retry) cannot both flip it: exactly one of them reports the change, and one mail goes out.
 */

/** Failed runs in a row that degrade a source whatever their cause. */
export const DEGRADE_AFTER_FAILURES = 3;

/** 'refused-403', 'refused-429', 'refused-403-429': every request refused; 'challenge': a bot-check page; 'error'. */
export type FailureKind = string;

export interface SourceFailure {
  kind: FailureKind;
  /** A short cause in words, for "The last 3 runs failed: <cause>". */
  cause: string;
}

/** A source's state flipped: degraded (it was healthy) or recovered (it was degraded). Dates in ISO 8601. */
export interface SourceHealthChange {
  source: string;
  change: 'degraded' | 'recovered';
  /** When the source was marked degraded (for a recovery: when it had been). */
  degradedAt: string;
  /** Why, in words (for a recovery: the reason it had). */
  reason: string;
  lastSuccessAt: string | null;
  /** When the change was decided. */
  at: string;
}

/** URLs cut to their origin and path (a query may carry a key), whitespace collapsed, at most 160 characters. */
export function shortText(text: string): string {
  const clean = text
    .replace(/https?:\/\/[^\s"'<>]+/g, (url) => {
      try {
        const parsed = new URL(url);
        return `${parsed.origin}${parsed.pathname}`;
      } catch {
        return '(an address)';
      }
    })
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > 160 ? `${clean.slice(0, 159)}…` : clean;
}

/** What kind of failure a run had, from the error it ended with and the answers of its requests. */
export function classifyFailure(error: unknown, tally: RequestTally): SourceFailure {
  if (error instanceof SourceChallengeError || tally.challenges > 0)
    return { kind: 'challenge', cause: 'the portal answered with a bot-check page instead of data' };
  const { statuses } = tally;
  if (statuses.length > 0 && statuses.every((s) => s === 403 || s === 429)) {
    const seen = [...new Set(statuses as number[])].sort((a, b) => a - b);
    return { kind: `refused-${seen.join('-')}`, cause: `the portal refused our requests (${seen.join(' and ')})` };
  }
  return { kind: 'error', cause: causeOf(error) };
}

function causeOf(error: unknown): string {
  if (error instanceof SourceHttpError) {
    const { status } = error;
    if (status === null)
      return /timeout|timed out/i.test(error.message)
        ? 'the portal did not answer in time'
        : 'the portal could not be reached';
    if (status >= 200 && status < 300) return "the portal's answer could not be read";
    if (status === 404) return 'the portal answered 404 (not found)';
    if (status >= 500) return `the portal answered ${status} (server error)`;
    return `the portal answered ${status}`;
  }
  if (error instanceof SyntaxError) return "the portal's answer could not be read";
  return shortText(error instanceof Error ? error.message : String(error)) || 'an unknown error';
}

const runs = (n: number) => (n === 1 ? 'on the last run' : `on the last ${n} runs`);

/** The reason in words of a failure that `kindRuns` runs in a row had (`failures` runs in a row failed in all). */
export function healthReason(failure: SourceFailure, kindRuns: number, failures: number): string {
  if (failure.kind === 'challenge')
    return kindRuns === 1
      ? 'The portal answered with a bot-check page instead of data'
      : `The portal answered with a bot-check page instead of data ${runs(kindRuns)}`;
  if (failure.kind.startsWith('refused-'))
    return `The portal refused our requests (${failure.kind.slice('refused-'.length).split('-').join(' and ')}) ${runs(kindRuns)}`;
  return failures === 1
    ? `The last run failed: ${failure.cause}`
    : `The last ${failures} runs failed: ${failure.cause}`;
}

async function lockedStatus(tx: Tx, source: string) {
  const [row] = await tx.select().from(sourceStatus).where(eq(sourceStatus.source, source)).for('update');
  return row;
}

/**
 * A successful run: `values` (the cursor, counts...) and the health reset, in one transaction. Answers the
 * recovery when the source was degraded.
 */
export async function recordRunSuccess(
  db: Db,
  source: string,
  values: Partial<typeof sourceStatus.$inferInsert>,
): Promise<SourceHealthChange | null> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const before = await lockedStatus(tx, source);
    await tx
      .update(sourceStatus)
      .set({
        ...values,
        lastSuccessAt: now,
        consecutiveFailures: 0,
        failureKind: null,
        failureKindRuns: 0,
        degradedAt: null,
        degradedReason: null,
        updatedAt: sql`now()`,
      })
      .where(eq(sourceStatus.source, source));
    if (!before?.degradedAt) return null;
    return {
      source,
      change: 'recovered',
      degradedAt: before.degradedAt.toISOString(),
      reason: before.degradedReason ?? '',
      lastSuccessAt: now.toISOString(),
      at: now.toISOString(),
    };
  });
}

/**
 * A failed run: its error in last_error, one more failure in a row, and the degraded state decided, in one
 * transaction. Answers the change when this run degraded the source (null when it was degraded already).
 */
export async function recordRunFailure(
  db: Db,
  source: string,
  message: string,
  failure: SourceFailure,
): Promise<SourceHealthChange | null> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const before = await lockedStatus(tx, source);
    const failures = (before?.consecutiveFailures ?? 0) + 1;
    const kindRuns = before?.failureKind === failure.kind ? before.failureKindRuns + 1 : 1;
    const reason = healthReason(failure, kindRuns, failures);
    const degrades = failure.kind !== 'error' || failures >= DEGRADE_AFTER_FAILURES;
    const degradedAt = before?.degradedAt ?? (degrades ? now : null);
    await tx
      .update(sourceStatus)
      .set({
        lastError: message.slice(0, 2000),
        lastErrorAt: now,
        recordsLastRun: 0,
        consecutiveFailures: failures,
        failureKind: failure.kind,
        failureKindRuns: kindRuns,
        degradedAt,
        degradedReason: degradedAt ? reason : null,
        updatedAt: sql`now()`,
      })
      .where(eq(sourceStatus.source, source));
    if (before?.degradedAt || !degradedAt) return null;
    return {
      source,
      change: 'degraded',
      degradedAt: degradedAt.toISOString(),
      reason,
      lastSuccessAt: before?.lastSuccessAt?.toISOString() ?? null,
      at: now.toISOString(),
    };
  });
}
