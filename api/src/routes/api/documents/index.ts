import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { agendaItems, alertItems, alerts, documentPages, documents, meetings, municipalities, properties } from '../../../db/schema/index.js';
import { httpError } from '../../../lib/http-error.js';
import { bearerAuth, errors, iso } from '../../../schemas/common.js';

/*
 * Municipal documents (part 1 §7 Documents): global data readable by every signed-in user. Ids are the numeric
 * documents.id. (Property documents and reanalyze are not in this slice.)
 */

const tags = ['documents'];
const NOT_FOUND = 'Document not found';
const NullableString = Type.Union([Type.String(), Type.Null()]);
const Params = Type.Object({ id: Type.String({ description: 'Numeric document id' }) });
/** Pages sent per call at most (a 300-page document loads on demand). */
const MAX_PAGES = 50;

const DocumentOut = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  source: Type.String(),
  source_url: NullableString,
  meeting_id: Type.Union([Type.Integer(), Type.Null()]),
  meeting_title: NullableString,
  meeting_date: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  municipality: NullableString,
  agenda_item_id: Type.Union([Type.Integer(), Type.Null()]),
  type: NullableString,
  size_bytes: Type.Union([Type.Integer(), Type.Null()]),
  pages: Type.Union([Type.Integer(), Type.Null()]),
  extraction_status: Type.String({ description: "'pending', 'extracted', 'failed', ..." }),
  extraction_error: NullableString,
  extracted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

const ContentOut = Type.Object({
  id: Type.Integer(),
  total_pages: Type.Integer(),
  page: Type.Integer({ description: 'First page sent (1-based)' }),
  pages: Type.Array(
    Type.Object({
      page_number: Type.Integer(),
      char_start: Type.Integer({ description: 'Offset of the page in the whole extracted text' }),
      char_end: Type.Integer(),
      text: Type.String(),
    }),
  ),
});

function documentId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw httpError(404, NOT_FOUND);
  return Number(raw);
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/msword': '.doc',
  'text/plain': '.txt',
  'text/html': '.html',
};

/** Content-Disposition with an ASCII fallback name and the UTF-8 name (RFC 6266); never a path. */
export function contentDisposition(title: string, mimeType: string | null): string {
  const extension = EXTENSIONS[(mimeType ?? '').split(';')[0]!.trim().toLowerCase()] ?? '';
  const base = title.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 150) || 'document';
  const name = base.toLowerCase().endsWith(extension) ? base : `${base}${extension}`;
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\%]/g, '') || `document${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function positiveInt(raw: string | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw httpError(400, `${name} must be a whole number of at least 1`);
  return Math.min(Number(raw), max);
}

const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

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
    async (request) => {
      const id = documentId(request.params.id);
      const [row] = await app.db
        .select({
          doc: documents,
          meetingTitle: meetings.title,
          meetingDate: meetings.startsAt,
          municipality: municipalities.name,
        })
        .from(documents)
        .leftJoin(meetings, eq(meetings.id, documents.meetingId))
        .leftJoin(municipalities, eq(municipalities.id, meetings.municipalityId))
        .where(eq(documents.id, id));
      if (!row) throw httpError(404, NOT_FOUND);
      const [counted] = await app.db.select({ n: sql<number>`count(*)::int` }).from(documentPages).where(eq(documentPages.documentId, id));
      const { doc } = row;
      return {
        id: doc.id,
        title: doc.title,
        source: doc.source,
        source_url: doc.url,
        meeting_id: doc.meetingId,
        meeting_title: row.meetingTitle,
        meeting_date: iso(row.meetingDate),
        municipality: row.municipality,
        agenda_item_id: doc.agendaItemId,
        type: doc.mimeType,
        size_bytes: doc.sizeBytes,
        pages: doc.pageCount ?? (counted?.n ? counted.n : null),
        extraction_status: doc.extractionStatus,
        extraction_error: doc.extractionError,
        extracted_at: iso(doc.extractedAt),
      };
    },
  );

  app.get(
    '/:id/content',
    {
      schema: {
        tags,
        summary: 'Extracted text page by page, with each page\'s position in the whole text (paged: ?page=&pages=)',
        security: bearerAuth,
        params: Params,
        querystring: Type.Object({
          page: Type.Optional(Type.String({ description: 'First page, 1-based (default 1)' })),
          pages: Type.Optional(Type.String({ description: `How many pages (default 10, at most ${MAX_PAGES})` })),
        }),
        response: { 200: ContentOut, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const id = documentId(request.params.id);
      const first = positiveInt(request.query.page, 'page', 1, 1_000_000);
      const count = positiveInt(request.query.pages, 'pages', 10, MAX_PAGES);
      const [doc] = await app.db.select({ id: documents.id }).from(documents).where(eq(documents.id, id));
      if (!doc) throw httpError(404, NOT_FOUND);
      const [counted] = await app.db.select({ n: sql<number>`count(*)::int` }).from(documentPages).where(eq(documentPages.documentId, id));
      const rows = await app.db
        .select()
        .from(documentPages)
        .where(and(eq(documentPages.documentId, id), gte(documentPages.pageNumber, first), lte(documentPages.pageNumber, first + count - 1)))
        .orderBy(asc(documentPages.pageNumber));
      return {
        id,
        total_pages: counted?.n ?? 0,
        page: first,
        pages: rows.map((r) => ({ page_number: r.pageNumber, char_start: r.charStart, char_end: r.charEnd, text: r.text })),
      };
    },
  );

  app.get(
    '/:id/download',
    {
      schema: {
        tags,
        summary: 'The original file, streamed with its type and a safe Content-Disposition',
        security: bearerAuth,
        params: Params,
        response: { 200: Type.Any({ description: 'The file' }), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const id = documentId(request.params.id);
      const [doc] = await app.db
        .select({ title: documents.title, storageKey: documents.storageKey, mimeType: documents.mimeType })
        .from(documents)
        .where(eq(documents.id, id));
      if (!doc) throw httpError(404, NOT_FOUND);
      if (!doc.storageKey) throw httpError(404, 'The original file of this document is not stored');
      // The key is ours (random), but it is still resolved and checked to stay inside DATA_DIR/files.
      const root = path.resolve(app.config.dataDir, 'files');
      const file = path.resolve(root, doc.storageKey);
      if (!file.startsWith(root + path.sep)) throw httpError(404, 'The original file of this document is not stored');
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch {
        throw httpError(404, 'The original file of this document is not stored');
      }
      return reply
        .header('content-type', doc.mimeType || 'application/octet-stream')
        .header('content-length', size)
        .header('content-disposition', contentDisposition(doc.title, doc.mimeType))
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );

  app.get(
    '/:id/analysis',
    {
      schema: {
        tags,
        summary: "Summary with citations, categories, agenda items, and the caller's company's matched properties with evidence",
        security: bearerAuth,
        params: Params,
        response: {
          200: Type.Object({
            id: Type.Integer(),
            summary: Type.String(),
            citations: Type.Array(Type.Object({ title: Type.String(), page: Type.Optional(Type.Integer()), quote: Type.String() }, { additionalProperties: true })),
            categories: Type.Array(Type.String()),
            agenda_items: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
            matches: Type.Array(
              Type.Object({
                alert_id: Type.Integer(),
                property_id: Type.String(),
                property_name: Type.String(),
                rule: Type.String(),
                confidence: Type.String(),
                severity: Type.String(),
                evidence: Type.Array(Type.Object({}, { additionalProperties: true })),
              }),
            ),
          }),
          ...errors(401, 404),
        },
      },
    },
    async (request) => {
      const id = documentId(request.params.id);
      const { companyId } = request.auth;
      const [doc] = await app.db
        .select({ id: documents.id, title: documents.title, agendaItemId: documents.agendaItemId, url: documents.url })
        .from(documents)
        .where(eq(documents.id, id));
      if (!doc) throw httpError(404, NOT_FOUND);
      const pages = await app.db.select().from(documentPages).where(eq(documentPages.documentId, id)).orderBy(asc(documentPages.pageNumber));
      const summary = await app.ai.summarize({
        title: doc.title,
        passages: pages.map((p) => ({ id: `doc:${id}:p${p.pageNumber}`, title: doc.title, documentId: id, page: p.pageNumber, text: p.text, ...(doc.url ? { url: doc.url } : {}) })),
        maxSentences: 5,
      });
      const items = doc.agendaItemId
        ? await app.db.select({ id: agendaItems.id, title: agendaItems.title }).from(agendaItems).where(eq(agendaItems.id, doc.agendaItemId))
        : [];
      // Only the caller's company's alert items (company_id on the item, the alert and the property).
      const rows = await app.db
        .select({
          alertId: alertItems.alertId,
          propertyId: properties.id,
          propertyName: properties.name,
          rule: alertItems.rule,
          confidence: alertItems.confidence,
          severity: alertItems.severity,
          categories: alertItems.categories,
          evidence: alertItems.evidence,
        })
        .from(alertItems)
        .innerJoin(alerts, and(eq(alerts.id, alertItems.alertId), eq(alerts.companyId, companyId)))
        .innerJoin(properties, and(eq(properties.id, alerts.propertyId), eq(properties.companyId, companyId)))
        .where(and(eq(alertItems.documentId, id), eq(alertItems.companyId, companyId)))
        .orderBy(asc(alertItems.id));
      const categories = [...new Set(rows.flatMap((r) => r.categories))].sort();
      return {
        id,
        summary: summary.summary,
        citations: summary.citations,
        categories,
        agenda_items: items,
        matches: rows.map((r) => ({
          alert_id: r.alertId,
          property_id: r.propertyId,
          property_name: r.propertyName,
          rule: r.rule,
          confidence: r.confidence,
          severity: r.severity,
          evidence: r.evidence.filter((e) => e.documentId === undefined || e.documentId === id) as unknown as Array<Record<string, unknown>>,
        })),
      };
    },
  );
};

export default documentRoutes;

