import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { meetingPageReads } from '../db/schema/index.js';
import type { PageRead } from './records.js';

/*
 * The meetings whose page was read in full (meeting_page_reads): a connector that reads one page per meeting
 * (eSCRIBE) reads it again only when the meeting's calendar entry changed, or while the meeting is near. Reads
 * older than READS_KEPT_DAYS are not loaded (a meeting that old is outside every calendar window; were it listed
 * again, its page would simply be read once more).
 */

export const READS_KEPT_DAYS = 180;

export async function pageReadsOf(db: Db, source: string, now: Date = new Date()): Promise<Map<string, PageRead>> {
  const rows = await db
    .select({
      sourceId: meetingPageReads.sourceId,
      calendarHash: meetingPageReads.calendarHash,
      readAt: meetingPageReads.readAt,
    })
    .from(meetingPageReads)
    .where(
      and(
        eq(meetingPageReads.source, source),
        gt(meetingPageReads.readAt, new Date(now.getTime() - READS_KEPT_DAYS * 86_400_000)),
      ),
    );
  return new Map(rows.map((r) => [r.sourceId, { calendarHash: r.calendarHash, readAt: r.readAt }]));
}

/** Keeps this run's reads, replacing the earlier ones of the same meetings. */
export async function recordPageReads(
  db: Db,
  source: string,
  reads: Array<{ sourceId: string; calendarHash: string; readAt: Date }>,
): Promise<void> {
  for (let i = 0; i < reads.length; i += 500) {
    await db
      .insert(meetingPageReads)
      .values(
        reads
          .slice(i, i + 500)
          .map((r) => ({ source, sourceId: r.sourceId, calendarHash: r.calendarHash, readAt: r.readAt })),
      )
      .onConflictDoUpdate({
        target: [meetingPageReads.source, meetingPageReads.sourceId],
        set: { calendarHash: sql`excluded.calendar_hash`, readAt: sql`excluded.read_at` },
      });
  }
}
