import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  documentPages,
  documents,
  meetings,
  municipalities,
  properties,
  propertyDocuments,
} from '../db/schema/index.js';
import { NotFoundError } from '../lib/domain-errors.js';
import { documentKey } from '../properties/storage.js';
import { checkKey } from '../storage/index.js';
import { DOCUMENT_NOT_FOUND, formatDocumentRef, type DocumentRef } from './reference.js';

/*
 * The one place that decides who may read a document. Municipal documents are global (every signed-in user);
 * a property document is read only by the company that uploaded it: for anyone else it does not exist (404).
 */

export interface ReadableDocument {
  ref: DocumentRef;
  id: number;
  title: string;
  source: string;
  sourceUrl: string | null;
  meetingId: number | null;
  meetingTitle: string | null;
  meetingDate: Date | null;
  municipality: string | null;
  agendaItemId: number | null;
  propertyId: string | null;
  propertyName: string | null;
  mimeType: string | null;
  sizeBytes: number | null;
  pageCount: number | null;
  extractionStatus: string;
  extractionError: string | null;
  extractedAt: Date | null;
  /** Key of the stored original in the object store (a well-formed relative key); null when none is stored. */
  storageKey: string | null;
}

export interface DocumentPage {
  pageNumber: number;
  charStart: number;
  charEnd: number;
  text: string;
}

/** Source name of uploaded property documents (municipal ones carry their connector's name). */
export const PROPERTY_DOCUMENT_SOURCE = 'property_upload';

/** A stored key as the store accepts it; a malformed one (absolute, '..', control characters) counts as no file. */
function storedKey(key: string | null): string | null {
  if (!key) return null;
  try {
    return checkKey(key);
  } catch {
    return null;
  }
}

/** Splits a property document's text (pages joined by form feeds at extraction) into pages with their offsets. */
export function splitPages(text: string): DocumentPage[] {
  const pages: DocumentPage[] = [];
  let offset = 0;
  text.split('\f').forEach((pageText, i) => {
    pages.push({ pageNumber: i + 1, charStart: offset, charEnd: offset + pageText.length, text: pageText });
    offset += pageText.length + 1;
  });
  return pages;
}

async function municipalDocument(db: DbOrTx, ref: DocumentRef): Promise<ReadableDocument> {
  const [row] = await db
    .select({
      doc: documents,
      meetingTitle: meetings.title,
      meetingDate: meetings.startsAt,
      municipality: municipalities.name,
    })
    .from(documents)
    .leftJoin(meetings, eq(meetings.id, documents.meetingId))
    .leftJoin(municipalities, eq(municipalities.id, meetings.municipalityId))
    .where(eq(documents.id, ref.id));
  if (!row) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  const { doc } = row;
  let pageCount = doc.pageCount;
  if (pageCount === null) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(documentPages)
      .where(eq(documentPages.documentId, doc.id));
    pageCount = counted?.n ? counted.n : null;
  }
  return {
    ref,
    id: doc.id,
    title: doc.title,
    source: doc.source,
    sourceUrl: doc.url,
    meetingId: doc.meetingId,
    meetingTitle: row.meetingTitle,
    meetingDate: row.meetingDate,
    municipality: row.municipality,
    agendaItemId: doc.agendaItemId,
    propertyId: null,
    propertyName: null,
    mimeType: doc.mimeType,
    sizeBytes: doc.sizeBytes,
    pageCount,
    extractionStatus: doc.extractionStatus,
    extractionError: doc.extractionError,
    extractedAt: doc.extractedAt,
    storageKey: storedKey(doc.storageKey),
  };
}

async function propertyDocument(
  db: DbOrTx,
  companyId: string,
  ref: DocumentRef,
): Promise<ReadableDocument & { text: string | null }> {
  const [row] = await db
    .select({ doc: propertyDocuments, propertyName: properties.name, municipality: municipalities.name })
    .from(propertyDocuments)
    .innerJoin(properties, and(eq(properties.id, propertyDocuments.propertyId), eq(properties.companyId, companyId)))
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .where(and(eq(propertyDocuments.id, ref.id), eq(propertyDocuments.companyId, companyId)));
  if (!row) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  const { doc } = row;
  const text = doc.extractionStatus === 'done' ? (doc.extractedText ?? '') : null;
  return {
    ref,
    id: doc.id,
    title: doc.filename,
    source: PROPERTY_DOCUMENT_SOURCE,
    sourceUrl: null,
    meetingId: null,
    meetingTitle: null,
    meetingDate: null,
    municipality: row.municipality,
    agendaItemId: null,
    propertyId: doc.propertyId,
    propertyName: row.propertyName,
    mimeType: doc.mimeType,
    sizeBytes: doc.fileSize,
    pageCount: text === null ? null : splitPages(text).length,
    extractionStatus: doc.extractionStatus,
    extractionError: doc.extractionError,
    extractedAt: null,
    storageKey: storedKey(documentKey(doc)),
    text,
  };
}

/** The document if the caller's company may read it; NotFoundError otherwise (unknown and forbidden answer the same). */
export async function readableDocument(db: DbOrTx, companyId: string, ref: DocumentRef): Promise<ReadableDocument> {
  if (ref.kind === 'municipal') return municipalDocument(db, ref);
  const { text: _text, ...doc } = await propertyDocument(db, companyId, ref);
  return doc;
}

/** A slice of a readable document's pages, with the total page count. */
export async function documentPagesSlice(
  db: DbOrTx,
  companyId: string,
  ref: DocumentRef,
  first: number,
  count: number,
): Promise<{ total: number; pages: DocumentPage[] }> {
  if (ref.kind === 'property') {
    const doc = await propertyDocument(db, companyId, ref);
    const all = doc.text === null ? [] : splitPages(doc.text);
    return { total: all.length, pages: all.slice(first - 1, first - 1 + count) };
  }
  const [doc] = await db.select({ id: documents.id }).from(documents).where(eq(documents.id, ref.id));
  if (!doc) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(documentPages)
    .where(eq(documentPages.documentId, ref.id));
  const rows = await db
    .select()
    .from(documentPages)
    .where(
      and(
        eq(documentPages.documentId, ref.id),
        gte(documentPages.pageNumber, first),
        lte(documentPages.pageNumber, first + count - 1),
      ),
    )
    .orderBy(asc(documentPages.pageNumber));
  return {
    total: counted?.n ?? 0,
    pages: rows.map((r) => ({ pageNumber: r.pageNumber, charStart: r.charStart, charEnd: r.charEnd, text: r.text })),
  };
}

/** Every page of a readable document (the analysis summary reads them all). */
export async function allDocumentPages(db: DbOrTx, companyId: string, ref: DocumentRef): Promise<DocumentPage[]> {
  if (ref.kind === 'property') {
    const doc = await propertyDocument(db, companyId, ref);
    return doc.text === null ? [] : splitPages(doc.text);
  }
  const rows = await db
    .select()
    .from(documentPages)
    .where(eq(documentPages.documentId, ref.id))
    .orderBy(asc(documentPages.pageNumber));
  return rows.map((r) => ({ pageNumber: r.pageNumber, charStart: r.charStart, charEnd: r.charEnd, text: r.text }));
}

export { formatDocumentRef };
