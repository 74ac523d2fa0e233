import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { documentAnalysisRuns, type DocumentAnalysisRun } from '../db/schema/index.js';
import type { DocumentRef } from './reference.js';

/* Queries of the document analysis runs (one row per re-analysis requested; see analysis-service.ts). */

const PENDING = ['queued', 'running'] as const;

const ofDocument = (ref: DocumentRef) =>
  ref.kind === 'municipal'
    ? eq(documentAnalysisRuns.documentId, ref.id)
    : eq(documentAnalysisRuns.propertyDocumentId, ref.id);

export async function runById(db: DbOrTx, id: number): Promise<DocumentAnalysisRun | null> {
  return (await db.select().from(documentAnalysisRuns).where(eq(documentAnalysisRuns.id, id)))[0] ?? null;
}

/** The document's run still queued or running (a partial unique index allows one). */
export async function pendingRun(db: DbOrTx, ref: DocumentRef): Promise<DocumentAnalysisRun | null> {
  return (
    (
      await db
        .select()
        .from(documentAnalysisRuns)
        .where(and(ofDocument(ref), inArray(documentAnalysisRuns.status, [...PENDING])))
    )[0] ?? null
  );
}

/** Closes as failed the document's runs still pending that were queued before `queuedBefore`. */
export async function closeStaleRuns(db: DbOrTx, ref: DocumentRef, queuedBefore: Date): Promise<void> {
  await db
    .update(documentAnalysisRuns)
    .set({ status: 'failed', error: 'timed out: no worker finished this run', finishedAt: new Date() })
    .where(
      and(
        ofDocument(ref),
        inArray(documentAnalysisRuns.status, [...PENDING]),
        lt(documentAnalysisRuns.queuedAt, queuedBefore),
      ),
    );
}

/** A new queued run; undefined when another pending run of the document won the race (the unique index). */
export async function insertRun(
  db: DbOrTx,
  ref: DocumentRef,
  who: { companyId: string; userId: string },
): Promise<DocumentAnalysisRun | undefined> {
  const [inserted] = await db
    .insert(documentAnalysisRuns)
    .values({
      documentId: ref.kind === 'municipal' ? ref.id : null,
      propertyDocumentId: ref.kind === 'property' ? ref.id : null,
      companyId: ref.kind === 'property' ? who.companyId : null,
      requestedBy: who.userId,
    })
    .onConflictDoNothing()
    .returning();
  return inserted;
}

export async function setRunJob(db: DbOrTx, id: number, jobId: string): Promise<void> {
  await db.update(documentAnalysisRuns).set({ jobId }).where(eq(documentAnalysisRuns.id, id));
}

export async function finishRun(db: DbOrTx, id: number, values: Partial<DocumentAnalysisRun>): Promise<void> {
  await db
    .update(documentAnalysisRuns)
    .set({ finishedAt: new Date(), ...values })
    .where(eq(documentAnalysisRuns.id, id));
}

/**
 * Claims a pending run (queued, or running when its worker died and its job is delivered again); undefined when it
 * was finished or closed as stale.
 */
export async function claimRun(db: DbOrTx, id: number): Promise<DocumentAnalysisRun | undefined> {
  const [run] = await db
    .update(documentAnalysisRuns)
    .set({ status: 'running', startedAt: new Date() })
    .where(and(eq(documentAnalysisRuns.id, id), inArray(documentAnalysisRuns.status, [...PENDING])))
    .returning();
  return run;
}

export async function latestRun(db: DbOrTx, ref: DocumentRef): Promise<DocumentAnalysisRun | null> {
  const [row] = await db
    .select()
    .from(documentAnalysisRuns)
    .where(ofDocument(ref))
    .orderBy(desc(documentAnalysisRuns.queuedAt), desc(documentAnalysisRuns.id))
    .limit(1);
  return row ?? null;
}
