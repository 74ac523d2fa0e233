import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import { agendaItems, documents, legalDecisions, meetings } from '../db/schema/index.js';

/** The database's clock: a run's start, compared with the rows' own timestamps. */
export async function databaseNow(db: Db): Promise<Date> {
  const [started] = await queryRows(db, sql`select now() as "startedAt"`);
  return new Date(started!.startedAt as string | Date);
}

/** Tribunal decisions stored or updated since `since`, whichever store wrote them. */
export async function decisionIdsSince(db: Db, since: Date): Promise<number[]> {
  const decisions = await db
    .select({ id: legalDecisions.id })
    .from(legalDecisions)
    .where(or(gte(legalDecisions.createdAt, since), gte(legalDecisions.updatedAt, since)));
  return decisions.map((d) => d.id);
}

/**
 * Items of this source never analysed in their current version, and items whose geocoding is to be tried again
 * (the online geocoder was down or the run's lookups were spent: placed, but without a placement hash).
 */
export async function unanalysedItemIds(db: Db, source: string): Promise<number[]> {
  const unanalysed = await db
    .select({ id: agendaItems.id })
    .from(agendaItems)
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .where(
      and(
        eq(meetings.source, source),
        sql`(${agendaItems.analyzedHash} is distinct from ${agendaItems.contentHash} or (${agendaItems.placement} is not null and ${agendaItems.placementHash} is null))`,
      ),
    );
  return unanalysed.map((r) => r.id);
}

/** Of these documents, those that have their text already (inline content). */
export async function extractedDocumentIds(db: Db, documentIds: number[]): Promise<number[]> {
  const ready = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(inArray(documents.id, documentIds), eq(documents.extractionStatus, 'done')));
  return ready.map((r) => r.id);
}
