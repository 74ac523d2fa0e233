import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  allDocumentPages,
  documentPagesSlice,
  readableDocument,
  type ReadableDocument,
} from '../../../documents/access.js';
import { contentDisposition } from '../../../documents/content-disposition.js';
import { passagesOf, withPage } from '../../../documents/passages.js';
import { termPatterns } from '../../../documents/term-forms.js';
import { toRunOut } from '../../../documents/analysis-service.js';
import { companyDocumentMatches, documentAgendaItems } from '../../../documents/repository.js';
import { formatDocumentRef, parseDocumentRef } from '../../../documents/reference.js';
import { httpError } from '../../../lib/http-error.js';
import { RATE_LIMITS } from '../../../plugins/external/rate-limit.js';
import { bearerAuth, errors, iso } from '../../../schemas/common.js';
import {
  AnalysisOut,
  AnalysisStatusOut,
  ContentOut,
  ContentQuery,
  DocumentOut,
  Params,
} from '../../../schemas/documents.js';

/*
 * Documents: municipal documents are global data readable by every signed-in user; a property
 * document (`property-<n>`) is readable only by the company that uploaded it. Access is decided in
 * documents/access.ts; every route answers 404 'Document not found' for a document the caller may not read.
 */

const tags = ['documents'];
/** Pages sent per call at most (a 300-page document loads on demand). */
const MAX_PAGES = 50;
const NOT_STORED = 'The original file of this document is not stored';

export { contentDisposition };

function positiveInt(raw: string | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw httpError(400, `${name} must be a whole number of at least 1`);
  return Math.min(Number(raw), max);
}

function documentOut(doc: ReadableDocument): DocumentOut {
  return {
    id: doc.id,
    ref: formatDocumentRef(doc.ref),
    kind: doc.ref.kind,
    title: doc.title,
    source: doc.source,
    source_url: doc.sourceUrl,
    meeting_id: doc.meetingId,
    meeting_title: doc.meetingTitle,
    meeting_date: iso(doc.meetingDate),
    municipality: doc.municipality,
    agenda_item_id: doc.agendaItemId,
    property_id: doc.propertyId,
    property_name: doc.propertyName,
    type: doc.mimeType,
    size_bytes: doc.sizeBytes,
    pages: doc.pageCount,
    extraction_status: doc.extractionStatus,
    extraction_error: doc.extractionError,
    extracted_at: iso(doc.extractedAt),
  };
}

/** Reanalyze is limited per signed-in user (the hook runs after authentication), not per address. */
const perUser = (request: FastifyRequest) => (request.auth ? `user:${request.auth.userId}` : request.ip);

const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  /** The document named in the path, if the caller may read it (404 otherwise). */
  const readable = (request: { params: { id: string }; auth: { companyId: string } }) =>
    readableDocument(app.db, request.auth.companyId, parseDocumentRef(request.params.id));

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: "A document's metadata",
        security: bearerAuth,
        params: Params,
        response: { 200: DocumentOut, ...errors(401, 404) },
      },
    },
    async (request) => documentOut(await readable(request)),
  );

  app.get(
    '/:id/content',
    {
      schema: {
        tags,
        summary: "Extracted text page by page, with each page's position in the whole text (paged: ?page=&pages=)",
        security: bearerAuth,
        params: Params,
        querystring: ContentQuery,
        response: { 200: ContentOut, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const ref = parseDocumentRef(request.params.id);
      const first = positiveInt(request.query.page, 'page', 1, 1_000_000);
      const count = positiveInt(request.query.pages, 'pages', 10, MAX_PAGES);
      const { total, pages } = await documentPagesSlice(app.db, request.auth.companyId, ref, first, count);
      return {
        id: ref.id,
        ref: formatDocumentRef(ref),
        total_pages: total,
        page: first,
        pages: pages.map((p) => ({
          page_number: p.pageNumber,
          char_start: p.charStart,
          char_end: p.charEnd,
          text: p.text,
        })),
      };
    },
  );

  app.get(
    '/:id/download',
    {
      schema: {
        tags,
        summary:
          'The original file, streamed with its type and a safe Content-Disposition (or 302 to a presigned URL with STORAGE_PRESIGN)',
        security: bearerAuth,
        params: Params,
        response: {
          200: Type.Any({ description: 'The file' }),
          302: Type.Null({ description: 'With STORAGE_PRESIGN on S3: Location is a presigned URL, valid 5 minutes' }),
          ...errors(401, 404),
        },
      },
    },
    async (request, reply) => {
      const doc = await readable(request);
      // The stored key is ours (random, never a name from the source or the uploader) and checked to be a
      // well-formed relative key (access.ts); the store keeps it inside its folder or bucket prefix.
      if (!doc.storageKey) throw httpError(404, NOT_STORED);
      const type = doc.mimeType || 'application/octet-stream';
      const disposition = contentDisposition(doc.title, doc.mimeType);
      const { storage } = app;
      if (app.config.storage.driver === 's3' && app.config.storage.presign) {
        // Authorised above; the bytes then come from the bucket itself through a short-lived URL.
        if (!(await storage.exists(doc.storageKey))) throw httpError(404, NOT_STORED);
        const url = await storage.presignGet(doc.storageKey, {
          expiresInSeconds: app.config.storage.presignTtlSeconds,
          contentDisposition: disposition,
          contentType: type,
        });
        if (url) return reply.header('cache-control', 'no-store').redirect(url, 302);
      }
      const object = await storage.get(doc.storageKey);
      if (!object) throw httpError(404, NOT_STORED);
      return reply
        .header('content-type', type)
        .header('content-length', object.size)
        .header('content-disposition', disposition)
        .header('x-content-type-options', 'nosniff')
        .send(object.body);
    },
  );

  app.get(
    '/:id/analysis',
    {
      schema: {
        tags,
        summary:
          "Summary with citations, categories, agenda items, and the caller's company's matched properties with evidence",
        security: bearerAuth,
        params: Params,
        response: { 200: AnalysisOut, ...errors(401, 404) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const doc = await readable(request);
      const pages = await allDocumentPages(app.db, companyId, doc.ref);
      const passageId = doc.ref.kind === 'municipal' ? `doc:${doc.id}` : `pdoc:${doc.id}`;
      const summary = await app.ai.summarize({
        title: doc.title,
        passages: pages.map((p) => ({
          id: `${passageId}:p${p.pageNumber}`,
          title: doc.title,
          ...(doc.ref.kind === 'municipal' ? { documentId: doc.id } : {}),
          page: p.pageNumber,
          text: p.text,
          ...(doc.sourceUrl ? { url: doc.sourceUrl } : {}),
        })),
        maxSentences: 5,
      });
      const base = {
        id: doc.id,
        ref: formatDocumentRef(doc.ref),
        summary: summary.summary,
        citations: summary.citations,
      };
      // A property document is not matched against agenda items: it has no agenda items and no matches.
      if (doc.ref.kind === 'property') return { ...base, categories: [], agenda_items: [], matches: [] };
      const items = await documentAgendaItems(app.db, doc.agendaItemId);
      // Only the caller's company's alert items (company_id on the item, the alert and the property).
      const rows = await companyDocumentMatches(app.db, companyId, doc.id);
      const watchTerms = rows.flatMap((r) => r.evidence.filter((e) => e.rule === 'watch').map((e) => e.text ?? ''));
      const termForms = watchTerms.length ? await termPatterns(app.db, watchTerms, pages) : new Map<string, RegExp>();
      return {
        ...base,
        categories: [...new Set(rows.flatMap((r) => r.categories))].sort(),
        agenda_items: items,
        matches: rows.map((r) => ({
          alert_id: r.alertId,
          property_id: r.propertyId,
          property_name: r.propertyName,
          rule: r.rule,
          confidence: r.confidence,
          severity: r.severity,
          evidence: r.evidence
            .filter((e) => e.documentId === undefined || e.documentId === doc.id)
            .map((e) => withPage(e, pages)) as unknown as Array<Record<string, unknown>>,
          passages: passagesOf(r.evidence, doc.id, pages, termForms),
        })),
      };
    },
  );

  app.get(
    '/:id/analysis-status',
    {
      schema: {
        tags,
        summary: "The latest requested analysis of the document and its job's status",
        security: bearerAuth,
        params: Params,
        response: { 200: AnalysisStatusOut, ...errors(401, 404) },
      },
    },
    async (request) => {
      const doc = await readable(request);
      return { document_id: formatDocumentRef(doc.ref), run: toRunOut(await app.documentAnalysis.latest(doc.ref)) };
    },
  );

  app.post(
    '/:id/reanalyze',
    {
      config: { rateLimit: { ...RATE_LIMITS.reanalyze, keyGenerator: perUser, hook: 'preHandler' } },
      schema: {
        tags,
        summary: 'Queue a new analysis of the document; answers its job status',
        description:
          "A municipal document is matched again against every company's properties (the answer shows only the run); " +
          'a property document has its text extracted again. While a run is queued or running, the same run is ' +
          'answered (200) instead of a new one (202). Follow it with GET /api/documents/{id}/analysis-status. ' +
          `Limited to ${RATE_LIMITS.reanalyze.max} requests an hour per user (429).`,
        security: bearerAuth,
        params: Params,
        response: { 200: AnalysisStatusOut, 202: AnalysisStatusOut, ...errors(401, 404, 429) },
      },
    },
    async (request, reply) => {
      const doc = await readable(request);
      const { run, created } = await app.documentAnalysis.request(doc.ref, {
        companyId: request.auth.companyId,
        userId: request.auth.userId,
      });
      reply.code(created ? 202 : 200);
      return { document_id: formatDocumentRef(doc.ref), run: toRunOut(run) };
    },
  );
};

export default documentRoutes;
