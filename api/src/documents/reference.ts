import { NotFoundError } from '../lib/domain-errors.js';

/*
 * How a document is named in /api/documents/{id}: municipal documents (global data) keep their plain numeric id,
 * as before; a document a company uploaded for one of its properties is `property-<n>` (its property_documents id).
 * The two tables number their rows independently, so the prefix is what tells them apart.
 */

export const DOCUMENT_NOT_FOUND = 'Document not found';

export type DocumentRef = { kind: 'municipal'; id: number } | { kind: 'property'; id: number };

const PROPERTY_PREFIX = 'property-';

/** Parses a path id; anything malformed answers the same 404 as an unknown document. */
export function parseDocumentRef(raw: string): DocumentRef {
  if (/^\d{1,9}$/.test(raw)) return { kind: 'municipal', id: Number(raw) };
  if (raw.startsWith(PROPERTY_PREFIX) && /^\d{1,9}$/.test(raw.slice(PROPERTY_PREFIX.length))) {
    return { kind: 'property', id: Number(raw.slice(PROPERTY_PREFIX.length)) };
  }
  throw new NotFoundError(DOCUMENT_NOT_FOUND);
}

export function formatDocumentRef(ref: DocumentRef): string {
  return ref.kind === 'municipal' ? String(ref.id) : `${PROPERTY_PREFIX}${ref.id}`;
}
