import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { asSystem } from '../../db/tenant-context.js';
import { documentAnalysisRuns, propertyDocuments, type DocumentAnalysisRun } from '../../db/schema/index.js';
import type { DocumentRef } from '../../documents/reference.js';
import { extractPending } from '../../properties/service.js';

/*
 * Re-analysis of one document on request (POST /api/documents/{id}/reanalyze), through the job queue.
 * A run row records the request and its job's progress (queued -> running -> done | failed). While a run of a
 * document is queued or running, a new request answers that run (a partial unique index guarantees one).
 * A municipal document re-runs the matching of its agenda item for every company (analysis.analyzeDocuments);
 * a property document has its text extracted again. Callers have already checked that the caller may read the
 * document; nothing here answers anything about other companies.
 */

export const REANALYZE_JOB = 'reanalyze-document';
/** A run still queued or running after this long is taken as lost (a crashed worker) and closed as failed. */
export const STALE_RUN_MS = 30 * 60_000;

export interface DocumentAnalysis {
  /** The pending run of the document, or a new one queued now; `created` says which. */
  request(ref: DocumentRef, who: { companyId: string; userId: string }): Promise<{ run: DocumentAnalysisRun; created: boolean }>;
  /** The document's latest run, or null when none was ever requested. */
  latest(ref: DocumentRef): Promise<DocumentAnalysisRun | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    documentAnalysis: DocumentAnalysis;
  }
}

const PENDING = ['queued', 'running'] as const;

const ofDocument = (ref: DocumentRef) =>
  ref.kind === 'municipal' ? eq(documentAnalysisRuns.documentId, ref.id) : eq(documentAnalysisRuns.propertyDocumentId, ref.id);

export default fp(
  async (app) => {
    const byId = async (id: number) => (await app.db.select().from(documentAnalysisRuns).where(eq(documentAnalysisRuns.id, id)))[0] ?? null;

    const pendingRun = async (ref: DocumentRef) =>
      (await app.db.select().from(documentAnalysisRuns).where(and(ofDocument(ref), inArray(documentAnalysisRuns.status, [...PENDING]))))[0] ?? null;

    const finish = (id: number, values: Partial<DocumentAnalysisRun>) =>
      app.db.update(documentAnalysisRuns).set({ finishedAt: new Date(), ...values }).where(eq(documentAnalysisRuns.id, id));

    const service: DocumentAnalysis = {
      async request(ref, who) {
        // A run left pending by a lost worker must not block every later request.
        await app.db
          .update(documentAnalysisRuns)
          .set({ status: 'failed', error: 'timed out: no worker finished this run', finishedAt: new Date() })
          .where(and(ofDocument(ref), inArray(documentAnalysisRuns.status, [...PENDING]), lt(documentAnalysisRuns.queuedAt, new Date(Date.now() - STALE_RUN_MS))));
        const existing = await pendingRun(ref);
        if (existing) return { run: existing, created: false };
        const [inserted] = await app.db
          .insert(documentAnalysisRuns)
          .values({
            documentId: ref.kind === 'municipal' ? ref.id : null,
            propertyDocumentId: ref.kind === 'property' ? ref.id : null,
            companyId: ref.kind === 'property' ? who.companyId : null,
            requestedBy: who.userId,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) {
          // Another request won the race between our check and our insert: answer its run.
          const raced = await pendingRun(ref);
          if (raced) return { run: raced, created: false };
          throw new Error('document analysis run vanished');
        }
        try {
          // One job per run (the key makes a repeated send of the same run a no-op). Inline mode runs it here.
          const jobId = await app.jobs.send(REANALYZE_JOB, { runId: inserted.id }, { singletonKey: `${REANALYZE_JOB}:${inserted.id}`, retryLimit: 0 });
          if (jobId) await app.db.update(documentAnalysisRuns).set({ jobId }).where(eq(documentAnalysisRuns.id, inserted.id));
        } catch (error) {
          app.log.error({ err: error, runId: inserted.id }, 'could not queue a document analysis');
          await finish(inserted.id, { status: 'failed', error: `not queued: ${(error as Error).message}`.slice(0, 500) });
        }
        return { run: (await byId(inserted.id)) ?? inserted, created: true };
      },

      async latest(ref) {
        const [row] = await app.db.select().from(documentAnalysisRuns).where(ofDocument(ref)).orderBy(desc(documentAnalysisRuns.queuedAt), desc(documentAnalysisRuns.id)).limit(1);
        return row ?? null;
      },
    };

    app.decorate('documentAnalysis', service);

    // The job runs outside any request: a named system context (row-level security), since a municipal
    // document's run re-matches every company's properties.
    await app.jobs.work(REANALYZE_JOB, ({ runId }) => asSystem('document reanalysis job', async () => {
      // Claim the run; a run already claimed, finished or closed as stale is left alone.
      const [run] = await app.db
        .update(documentAnalysisRuns)
        .set({ status: 'running', startedAt: new Date() })
        .where(and(eq(documentAnalysisRuns.id, runId), eq(documentAnalysisRuns.status, 'queued')))
        .returning();
      if (!run) return;
      try {
        if (run.documentId !== null) {
          await app.analysis.analyzeDocuments([run.documentId]);
        } else if (run.propertyDocumentId !== null && run.companyId !== null) {
          const [doc] = await app.db
            .update(propertyDocuments)
            .set({ extractionStatus: 'pending', extractionError: null })
            .where(and(eq(propertyDocuments.id, run.propertyDocumentId), eq(propertyDocuments.companyId, run.companyId)))
            .returning();
          if (doc) await extractPending(app, doc);
        }
        await finish(run.id, { status: 'done', error: null });
      } catch (error) {
        // Not rethrown: the run is closed as failed and the user may ask again (no silent retries of a failure).
        app.log.error({ err: error, runId }, 'document analysis failed');
        await finish(run.id, { status: 'failed', error: String((error as Error).message ?? error).slice(0, 500) });
      }
    }));
  },
  { name: 'document-analysis', dependencies: ['db', 'jobs', 'analysis'] },
);

