import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { arrayLiteral } from '../db/array-literal.js';
import { queryRows } from '../db/rows.js';
import { meetingFetchFailures } from '../db/schema/index.js';
import type { FetchContext, MeetingPageFailure } from './records.js';

/*
 * Meetings whose own page failed (meeting_fetch_failures, migration 0024). A failure is recorded on its meeting
 * (source, source_id) with the error and the number of attempts, retried on the next runs, and deleted once the
 * page succeeds. After MAX_MEETING_ATTEMPTS failed attempts the meeting is no longer retried on its own (the
 * calendar listing it again still fetches it), and the row stays for an administrator to see.
 */

export const MAX_MEETING_ATTEMPTS = 5;
/** At most this many earlier failures retried in one run, oldest first: a run stays bounded. */
export const MAX_RETRIES_PER_RUN = 100;

/** The failed meetings of a source still worth retrying. */
export async function retryContext(db: Db, source: string): Promise<FetchContext> {
  const rows = await db
    .select({ sourceId: meetingFetchFailures.sourceId, payload: meetingFetchFailures.payload })
    .from(meetingFetchFailures)
    .where(and(eq(meetingFetchFailures.source, source), lt(meetingFetchFailures.attempts, MAX_MEETING_ATTEMPTS)))
    .orderBy(asc(meetingFetchFailures.failedAt))
    .limit(MAX_RETRIES_PER_RUN);
  return { retry: rows };
}

/** Records this run's page failures (one more attempt each) and clears the meetings whose page succeeded. */
export async function recordMeetingPages(
  db: Db,
  source: string,
  failures: MeetingPageFailure[],
  resolved: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (let i = 0; i < resolved.length; i += 500) {
      await tx
        .delete(meetingFetchFailures)
        .where(
          and(
            eq(meetingFetchFailures.source, source),
            inArray(meetingFetchFailures.sourceId, resolved.slice(i, i + 500)),
          ),
        );
    }
    for (const failure of failures) {
      const values = {
        source,
        sourceId: failure.sourceId,
        title: failure.title.slice(0, 500),
        startsAt: failure.startsAt,
        url: failure.url.slice(0, 2000),
        error: failure.error.slice(0, 1000),
        payload: failure.payload ?? {},
      };
      await tx
        .insert(meetingFetchFailures)
        .values(values)
        .onConflictDoUpdate({
          target: [meetingFetchFailures.source, meetingFetchFailures.sourceId],
          set: { ...values, attempts: sql`${meetingFetchFailures.attempts} + 1`, failedAt: sql`now()` },
        });
    }
  });
}

export interface FailedMeeting {
  source: string;
  sourceId: string;
  title: string;
  startsAt: Date | null;
  url: string;
  error: string;
  failedAt: Date;
  attempts: number;
  /** How many meetings of this source are failing (the list holds at most `perSource`). */
  total: number;
}

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

/** The recorded failures of these sources, latest first, at most `perSource` of each. */
export async function failedMeetings(db: Db, sources: string[], perSource: number): Promise<FailedMeeting[]> {
  if (sources.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`select * from (
          select source, source_id, title, starts_at, url, error, failed_at, attempts,
                 row_number() over (partition by source order by failed_at desc, source_id) as rank,
                 count(*) over (partition by source) as total
          from meeting_fetch_failures where source = any(${arrayLiteral(sources)}::text[])
        ) ranked where rank <= ${perSource} order by source, rank`,
  );
  return rows.map((row) => ({
    source: String(row.source),
    sourceId: String(row.source_id),
    title: String(row.title),
    startsAt: asDate(row.starts_at),
    url: String(row.url),
    error: String(row.error),
    failedAt: asDate(row.failed_at)!,
    attempts: Number(row.attempts),
    total: Number(row.total),
  }));
}
