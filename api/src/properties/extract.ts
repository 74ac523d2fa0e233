import path from 'node:path';
import type { Db } from '../db/client.js';
import type { PropertyDocument } from '../db/schema/index.js';
import { extractIsolated } from '../extract/pool.js';
import { MAX_UPLOAD_BYTES, type DocumentExtension } from '../lib/upload-sniff.js';
import { withLocalCopy, type ObjectStore } from '../storage/index.js';
import { setExtraction } from './document-repository.js';
import { documentKey } from './storage.js';

/** At most this much text is kept per document (the summary reads the start of long documents). */
export const MAX_EXTRACTED_CHARS = 2_000_000;

/**
 * The text of a stored property document, through the extraction workers (PDF, DOC, DOCX, TXT; extract/pool.ts). Throws an
 * ExtractionError with a readable message when the text cannot be read.
 */
export async function extractDocumentText(
  absolutePath: string,
  ext: DocumentExtension,
  companyId = '',
): Promise<string> {
  // The company's id makes the extraction queue fair between companies (extract/pool.ts).
  const { text } = await extractIsolated(absolutePath, ext, { maxChars: MAX_EXTRACTED_CHARS }, companyId);
  return text
    .replace(/\u0000/g, '')
    .slice(0, MAX_EXTRACTED_CHARS)
    .trim();
}

/** What reading a stored document needs: the database (its row) and the store (its bytes). */
export interface DocumentFilesDeps {
  db: Db;
  storage: ObjectStore;
}

/** Extracts (once) the text of a document whose extraction is pending; records success or the reason of failure. */
export async function extractPending(deps: DocumentFilesDeps, doc: PropertyDocument): Promise<PropertyDocument> {
  if (doc.extractionStatus !== 'pending') return doc;
  let values: Partial<PropertyDocument>;
  try {
    // Read from the store through a bounded local copy (S3) or in place (the local folder).
    const copy = await withLocalCopy(deps.storage, documentKey(doc), MAX_UPLOAD_BYTES, (file) =>
      extractDocumentText(file, path.extname(doc.storageKey).slice(1) as DocumentExtension, doc.companyId),
    );
    if (!copy) throw new Error('The stored file is missing.');
    const text = copy.value;
    values = { extractionStatus: 'done', extractedText: text, extractionError: null };
  } catch (error) {
    values = { extractionStatus: 'failed', extractionError: (error as Error).message.slice(0, 500) };
  }
  const updated = await setExtraction(deps.db, doc.id, values);
  return updated ?? { ...doc, ...values };
}
