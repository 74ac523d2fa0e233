import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sourceStatus } from '../db/schema/index.js';
import type { Connector, DecisionRecord, MayoralDecisionRecord, MeetingRecord, ProposalRecord } from './records.js';
import { ingestMeetings, type StatusChange } from './store.js';
import { ingestDecisions, ingestMayoralDecisions, ingestProposals } from './store-registries.js';
import { recordMeetingPages, retryContext } from './meeting-failures.js';

/*
 * One ingest run of one source: connector.fetchSince(cursor) -> store -> status. A failure is recorded in
 * source_status (last_error, last_error_at; the cursor stays where it was) and rethrown to the caller, which
 * decides whether to retry; it never touches another source's status or rows.
 * A run where some meetings' pages failed (meeting-failures.ts) still stores everything else and moves the
 * cursor on: it is a success with an error, last_error saying how many meetings failed, and those meetings are
 * retried by the next runs.
 */

export interface RunResult {
  source: string;
  records: number;
  agendaItemIds: number[];
  documentIds: number[];
  /** Proposals, tribunal decisions and mayoral decisions created or changed (with their attachments, citations, bylaws). */
  registryRows: { changed: number; children: number };
  /** Stored agenda items whose status or decision changed. */
  statusChanges: StatusChange[];
  /** Meetings whose own page failed in this run (stored with their calendar data only, retried next run). */
  failedMeetings: number;
  /** Set when the run succeeded only in part (some meetings' pages failed). */
  warning: string | null;
}

export async function runSource(
  db: Db,
  connector: Connector,
  signal: AbortSignal = new AbortController().signal,
): Promise<RunResult> {
  const source = connector.source;
  await db
    .insert(sourceStatus)
    .values({ source, lastRunAt: new Date() })
    .onConflictDoUpdate({ target: sourceStatus.source, set: { lastRunAt: new Date(), updatedAt: sql`now()` } });
  const [status] = await db
    .select({ cursor: sourceStatus.cursor })
    .from(sourceStatus)
    .where(eq(sourceStatus.source, source));
  try {
    const {
      records,
      cursor,
      pageFailures = [],
      pagesResolved = [],
    } = await connector.fetchSince(status?.cursor ?? null, signal, await retryContext(db, source));
    const meetingRecords: MeetingRecord[] = [];
    const proposalRecords: ProposalRecord[] = [];
    const decisionRecords: DecisionRecord[] = [];
    const mayoralRecords: MayoralDecisionRecord[] = [];
    for (const r of records) {
      if (r.kind === 'meeting') meetingRecords.push(r.record);
      else if (r.kind === 'proposal') proposalRecords.push(r.record);
      else if (r.kind === 'decision') decisionRecords.push(r.record);
      else mayoralRecords.push(r.record);
    }
    const stored = await ingestMeetings(db, meetingRecords);
    const registryRows = { changed: 0, children: 0 };
    for (const part of [
      await ingestProposals(db, proposalRecords),
      await ingestDecisions(db, decisionRecords),
      await ingestMayoralDecisions(db, mayoralRecords),
    ]) {
      registryRows.changed += part.changed;
      registryRows.children += part.children;
    }
    await recordMeetingPages(db, source, pageFailures, pagesResolved);
    const warning = pageFailures.length
      ? `${pageFailures.length} of ${records.length} meetings failed (their pages are retried on the next run): ${pageFailures[0]!.error}`.slice(
          0,
          2000,
        )
      : null;
    await db
      .update(sourceStatus)
      .set({
        cursor,
        lastSuccessAt: new Date(),
        lastError: warning,
        ...(warning ? { lastErrorAt: new Date() } : {}),
        recordsLastRun: records.length,
        updatedAt: sql`now()`,
      })
      .where(eq(sourceStatus.source, source));
    return {
      source,
      records: records.length,
      agendaItemIds: stored.changedAgendaItemIds,
      documentIds: stored.changedDocumentIds,
      registryRows,
      statusChanges: stored.statusChanges,
      failedMeetings: pageFailures.length,
      warning,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(sourceStatus)
      .set({ lastError: message.slice(0, 2000), lastErrorAt: new Date(), recordsLastRun: 0, updatedAt: sql`now()` })
      .where(eq(sourceStatus.source, source));
    throw error;
  }
}
