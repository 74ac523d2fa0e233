import type { Db } from '../db/client.js';
import type { Jobs } from '../jobs/queue.js';
import type { Logger } from '../lib/logger.js';
import type { ObjectStore } from '../storage/index.js';
import type { DocumentAnalysisRun } from '../db/schema/index.js';
import { iso } from '../schemas/common.js';
import type { AnalysisRunOut } from '../schemas/documents.js';
import { asSystem } from '../db/tenant-context.js';
import { resetExtraction } from '../properties/document-repository.js';
import { extractPending } from '../properties/extract.js';
import {
  claimRun,
  closeStaleRuns,
  finishRun,
  insertRun,
  latestRun,
  pendingRun,
  runById,
  setRunJob,
} from './analysis-repository.js';
import type { DocumentRef } from './reference.js';

/*
 * Re-analysis of one document on request (POST /api/documents/{id}/reanalyze), through the job queue.
 * A run row records the request and its job's progress (queued -> running -> done | failed). While a run of a
 * document is queued or running, a new request answers that run (a partial unique index guarantees one).
 * A municipal document re-runs the matching of its agenda item for every company (analysis.analyzeDocuments);
 * a property document has its text extracted again. Callers have already checked that the caller may read the
 * document; nothing here answers anything about other companies.
 */

/** A run still queued or running after this long is taken as lost (a crashed worker) and closed as failed. */
export const STALE_RUN_MS = 30 * 60_000;

const RUN_FAILED = 'The analysis could not be completed. Please try again later.';

/** A run as callers see it: who asked is never shown, and a failure's internal reason stays in the log. */
export function toRunOut(run: DocumentAnalysisRun | null): AnalysisRunOut | null {
  if (!run) return null;
  return {
    id: run.id,
    status: run.status,
    queued_at: run.queuedAt.toISOString(),
    started_at: iso(run.startedAt),
    finished_at: iso(run.finishedAt),
    error: run.status === 'failed' ? RUN_FAILED : null,
  };
}

export interface DocumentAnalysis {
  /** The pending run of the document, or a new one queued now; `created` says which. */
  request(
    ref: DocumentRef,
    who: { companyId: string; userId: string },
  ): Promise<{ run: DocumentAnalysisRun; created: boolean }>;
  /** The document's latest run, or null when none was ever requested. */
  latest(ref: DocumentRef): Promise<DocumentAnalysisRun | null>;
}

/** What re-analysis needs: the database, the queue, the log; the job also the store and the matching service. */
export interface DocumentAnalysisDeps {
  db: Db;
  jobs: Pick<Jobs, 'send'>;
  log: Logger;
}

export interface DocumentAnalysisJobDeps {
  db: Db;
  storage: ObjectStore;
  log: Logger;
  analysis: { analyzeDocuments(documentIds: number[]): Promise<unknown> };
}

export function createDocumentAnalysisService(app: DocumentAnalysisDeps): DocumentAnalysis {
  return {
    async request(ref, who) {
      // A run left pending by a lost worker must not block every later request.
      await closeStaleRuns(app.db, ref, new Date(Date.now() - STALE_RUN_MS));
      const existing = await pendingRun(app.db, ref);
      if (existing) return { run: existing, created: false };
      const inserted = await insertRun(app.db, ref, who);
      if (!inserted) {
        // Another request won the race between our check and our insert: answer its run.
        const raced = await pendingRun(app.db, ref);
        if (raced) return { run: raced, created: false };
        throw new Error('document analysis run vanished');
      }
      try {
        // One job per run (the key makes a repeated send of the same run a no-op). Inline mode runs it here.
        const jobId = await app.jobs.send(
          'reanalyze-document',
          { runId: inserted.id },
          { singletonKey: `reanalyze-document:${inserted.id}` },
        );
        if (jobId) await setRunJob(app.db, inserted.id, jobId);
      } catch (error) {
        app.log.error({ err: error, runId: inserted.id }, 'could not queue a document analysis');
        await finishRun(app.db, inserted.id, {
          status: 'failed',
          error: `not queued: ${(error as Error).message}`.slice(0, 500),
        });
      }
      return { run: (await runById(app.db, inserted.id)) ?? inserted, created: true };
    },

    async latest(ref) {
      return latestRun(app.db, ref);
    },
  };
}

/**
 * The job of one run. It runs outside any request: a named system context (row-level security), since a
 * municipal document's run re-matches every company's properties.
 */
export function runDocumentAnalysis(app: DocumentAnalysisJobDeps, runId: number): Promise<void> {
  return asSystem('document reanalysis job', async () => {
    // Claim the run: a queued one, or a running one whose worker died (its job is delivered again only then: one
    // job per run, and the handler never rethrows). A finished run, or one closed as stale, is left alone.
    const run = await claimRun(app.db, runId);
    if (!run) return;
    try {
      if (run.documentId !== null) {
        await app.analysis.analyzeDocuments([run.documentId]);
      } else if (run.propertyDocumentId !== null && run.companyId !== null) {
        const doc = await resetExtraction(app.db, run.companyId, run.propertyDocumentId);
        if (doc) await extractPending(app, doc);
      }
      await finishRun(app.db, run.id, { status: 'done', error: null });
    } catch (error) {
      // Not rethrown: the run is closed as failed and the user may ask again (no silent retries of a failure).
      app.log.error({ err: error, runId }, 'document analysis failed');
      await finishRun(app.db, run.id, {
        status: 'failed',
        error: String((error as Error).message ?? error).slice(0, 500),
      });
    }
  });
}
