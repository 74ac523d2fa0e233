import { extractIsolated } from '../extract/pool.js';
import type { DocumentExtension } from '../plugins/app/company-files.js';

/** At most this much text is kept per document (the summary reads the start of long documents). */
export const MAX_EXTRACTED_CHARS = 2_000_000;

/**
 * The text of a stored property document, through the extraction workers (PDF, DOC, DOCX, TXT; extract/pool.ts). Throws an
 * ExtractionError with a readable message when the text cannot be read.
 */
export async function extractDocumentText(absolutePath: string, ext: DocumentExtension): Promise<string> {
  const { text } = await extractIsolated(absolutePath, ext, { maxChars: MAX_EXTRACTED_CHARS });
  return text.replace(/\u0000/g, '').slice(0, MAX_EXTRACTED_CHARS).trim();
}
