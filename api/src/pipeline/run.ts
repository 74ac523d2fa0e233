import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sourceStatus } from '../db/schema/index.js';
import type { Connector, MeetingRecord } from './records.js';
import { ingestMeetings, type StatusChange } from './store.js';

/*
 * One ingest run of one source: connector.fetchSince(cursor) -> store -> status. A failure is recorded in
 * source_status (last_error, last_error_at; the cursor stays where it was) and rethrown to the caller, which
 * decides whether to retry; it never touches another source's status or rows.
 */

export interface RunResult {
  source: string;
  records: number;
  agendaItemIds: number[];
  documentIds: number[];
  /** Records of kinds this store does not keep yet (proposals, decisions, mayoral decisions). */
  skipped: number;
  /** Stored agenda items whose status or decision changed. */
  statusChanges: StatusChange[];
}

export async function runSource(db: Db, connector: Connector, signal: AbortSignal = new AbortController().signal): Promise<RunResult> {
  const source = connector.source;
  await db
    .insert(sourceStatus)
    .values({ source, lastRunAt: new Date() })
    .onConflictDoUpdate({ target: sourceStatus.source, set: { lastRunAt: new Date(), updatedAt: sql`now()` } });
  const [status] = await db.select({ cursor: sourceStatus.cursor }).from(sourceStatus).where(eq(sourceStatus.source, source));
  try {
    const { records, cursor } = await connector.fetchSince(status?.cursor ?? null, signal);
    const meetingRecords: MeetingRecord[] = [];
    let skipped = 0;
    for (const r of records) {
      if (r.kind === 'meeting') meetingRecords.push(r.record);
      else skipped += 1;
    }
    const stored = await ingestMeetings(db, meetingRecords);
    await db
      .update(sourceStatus)
      .set({ cursor, lastSuccessAt: new Date(), lastError: null, recordsLastRun: records.length, updatedAt: sql`now()` })
      .where(eq(sourceStatus.source, source));
    return { source, records: records.length, agendaItemIds: stored.changedAgendaItemIds, documentIds: stored.changedDocumentIds, skipped, statusChanges: stored.statusChanges };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(sourceStatus)
      .set({ lastError: message.slice(0, 2000), lastErrorAt: new Date(), recordsLastRun: 0, updatedAt: sql`now()` })
      .where(eq(sourceStatus.source, source));
    throw error;
  }
}
