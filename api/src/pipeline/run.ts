import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sourceStatus } from '../db/schema/index.js';
import type { Connector, DecisionRecord, MayoralDecisionRecord, MeetingRecord, ProposalRecord } from './records.js';
import { ingestMeetings, type StatusChange } from './store.js';
import { ingestDecisions, ingestMayoralDecisions, ingestProposals } from './store-registries.js';
import { recordMeetingPages, retryContext } from './meeting-failures.js';
import { pageReadsOf, recordPageReads } from './page-reads.js';
import { pollStateOf, savePollState } from './poll-repository.js';
import { SourceBudgetError, withRequestTally, type RequestTally } from './connectors/http.js';
import { classifyFailure, recordRunFailure, recordRunSuccess, type SourceHealthChange } from './source-health.js';

/*
 * One ingest run of one source: connector.fetchSince(cursor) -> store -> status. A failure is recorded in
 * source_status (last_error, last_error_at; the cursor stays where it was) and rethrown to the caller, which
 * decides whether to retry; it never touches another source's status or rows.
 * A run where some meetings' pages failed (meeting-failures.ts) still stores everything else and moves the
 * cursor on: it is a success with an error, last_error saying how many meetings failed, and those meetings are
 * retried by the next runs.
 * Every run also decides the source's health (source-health.ts): its failures in a row, degraded or recovered,
 * written with the run's outcome in one transaction; a change is handed to `onHealthChange` once committed.
 */

export interface RunOptions {
  /** Told when this run degraded the source or cleared its degraded state (after the commit; once per change). */
  onHealthChange?: (change: SourceHealthChange) => Promise<void>;
  /** A full read (default) or a poll (false): FetchContext.full. */
  full?: boolean;
}

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
  /** Requests (attempts) the run made. */
  requests: number;
  /** The connector saw a near meeting whose agenda may still be posted or revised. */
  busy: boolean;
}

export async function runSource(
  db: Db,
  connector: Connector,
  signal: AbortSignal = new AbortController().signal,
  options: RunOptions = {},
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
  const tally: RequestTally = { statuses: [], challenges: 0 };
  let result: RunResult;
  let change: SourceHealthChange | null;
  try {
    const context = {
      ...(await retryContext(db, source)),
      reads: await pageReadsOf(db, source),
      full: options.full ?? true,
      state: await pollStateOf(db, source),
    };
    const {
      records,
      cursor,
      pageFailures = [],
      pagesResolved = [],
      reads = [],
      state,
      busy = false,
    } = await withRequestTally(tally, () => connector.fetchSince(status?.cursor ?? null, signal, context));
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
    await recordPageReads(db, source, reads);
    if (state) await savePollState(db, source, state);
    const warning = pageFailures.length
      ? `${pageFailures.length} of ${records.length} meetings failed (their pages are retried on the next run): ${pageFailures[0]!.error}`.slice(
          0,
          2000,
        )
      : null;
    change = await recordRunSuccess(db, source, {
      cursor,
      lastError: warning,
      ...(warning ? { lastErrorAt: new Date() } : {}),
      recordsLastRun: records.length,
    });
    result = {
      source,
      records: records.length,
      agendaItemIds: stored.changedAgendaItemIds,
      documentIds: stored.changedDocumentIds,
      registryRows,
      statusChanges: stored.statusChanges,
      failedMeetings: pageFailures.length,
      warning,
      requests: tally.statuses.length,
      busy,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (signal.aborted || error instanceof SourceBudgetError) {
      // A run stopped by shutdown, or by its host's daily budget: its error is kept, the source is not blamed.
      await db
        .update(sourceStatus)
        .set({ lastError: message.slice(0, 2000), lastErrorAt: new Date(), recordsLastRun: 0, updatedAt: sql`now()` })
        .where(eq(sourceStatus.source, source));
      throw error;
    }
    const degraded = await recordRunFailure(db, source, message, classifyFailure(error, tally));
    if (degraded) await options.onHealthChange?.(degraded);
    throw error;
  }
  if (change) await options.onHealthChange?.(change);
  return result;
}
