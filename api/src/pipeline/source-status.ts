import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sourceStatus } from '../db/schema/index.js';
import { failedMeetings, type FailedMeeting } from './meeting-failures.js';

export interface SourceStatus {
  source: string;
  /** The source's status row; undefined before its first run. */
  row: typeof sourceStatus.$inferSelect | undefined;
  /** Its meetings whose own page failed on their latest attempt, latest first (at most `failedShown`). */
  failed: FailedMeeting[];
}

/** The status of each named source with its failing meetings, in the order of `names`. */
export async function sourceStatuses(db: Db, names: string[], failedShown: number): Promise<SourceStatus[]> {
  const rows = names.length ? await db.select().from(sourceStatus).where(inArray(sourceStatus.source, names)) : [];
  const failures = await failedMeetings(db, names, failedShown);
  return names.map((source) => ({
    source,
    row: rows.find((r) => r.source === source),
    failed: failures.filter((f) => f.source === source),
  }));
}
