import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { users } from './auth.js';
import { documents } from './municipal.js';
import { propertyDocuments } from './properties.js';
import { tz } from './columns.js';

export const ANALYSIS_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type AnalysisRunStatus = (typeof ANALYSIS_RUN_STATUSES)[number];

/**
 * One requested re-analysis of a document (POST /api/documents/{id}/reanalyze) and its job's progress.
 * Exactly one of the two document columns is set: a municipal document (global data; the run re-matches it for
 * every company) or a property document (company_id set, readable only by that company). At most one run per
 * document is queued or running (the partial unique indexes), which is what makes the request idempotent.
 */
export const documentAnalysisRuns = pgTable(
  'document_analysis_runs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    propertyDocumentId: integer('property_document_id').references(() => propertyDocuments.id, { onDelete: 'cascade' }),
    /** The owning company of a property document's run; null for a municipal document's. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<AnalysisRunStatus>().notNull().default('queued'),
    /** Why the run failed, for operators (the API answers a generic message). */
    error: text('error'),
    jobId: text('job_id'),
    queuedAt: timestamp('queued_at', tz).notNull().defaultNow(),
    startedAt: timestamp('started_at', tz),
    finishedAt: timestamp('finished_at', tz),
  },
  (t) => [
    uniqueIndex('document_analysis_runs_pending_document_key')
      .on(t.documentId)
      .where(sql`${t.status} in ('queued', 'running') and ${t.documentId} is not null`),
    uniqueIndex('document_analysis_runs_pending_property_document_key')
      .on(t.propertyDocumentId)
      .where(sql`${t.status} in ('queued', 'running') and ${t.propertyDocumentId} is not null`),
    index('document_analysis_runs_document_idx').on(t.documentId, t.queuedAt),
    index('document_analysis_runs_property_document_idx').on(t.propertyDocumentId, t.queuedAt),
    check('document_analysis_runs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check(
      'document_analysis_runs_one_document_check',
      sql`(${t.documentId} is null) <> (${t.propertyDocumentId} is null) and (${t.propertyDocumentId} is null or ${t.companyId} is not null)`,
    ),
  ],
);

export type DocumentAnalysisRun = typeof documentAnalysisRuns.$inferSelect;
