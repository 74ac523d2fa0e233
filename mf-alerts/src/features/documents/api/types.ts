import type { ApiResponse } from 'shared-auth';

/* Wire types picked from the types generated from the API's OpenAPI document. */

/** GET /api/documents/{id} */
export type DocumentMeta = ApiResponse<'/api/documents/{id}'>;

/** GET /api/documents/{id}/content?page=&pages= */
export type DocumentContent = ApiResponse<'/api/documents/{id}/content'>;
/** Offsets of a page in the whole extracted text: evidence spans use the same offsets. */
export type DocumentTextPage = DocumentContent['pages'][number];

type WireAnalysis = ApiResponse<'/api/documents/{id}/analysis'>;
type WireMatch = WireAnalysis['matches'][number];

/**
 * One piece of the matcher's evidence. The analysis route declares these objects as free-form, so the fields this
 * view reads are spelled out here (the same evidence GET /api/alerts/{id} declares, `confidence` left optional).
 */
export interface DocumentEvidence {
  rule: string;
  text?: string;
  field?: string;
  documentId?: number;
  span?: { start: number; end: number };
  page?: number;
  distanceMeters?: number;
  confidence?: number;
  detail?: string;
}

/** Where this document shows why a property matched: a span the matcher recorded, or the matched words found here. */
export type DocumentPassage = WireMatch['passages'][number];

export type DocumentMatch = Omit<WireMatch, 'evidence'> & { evidence: DocumentEvidence[] };

/** GET /api/documents/{id}/analysis (only the caller's company's matches). */
export type DocumentAnalysis = Omit<WireAnalysis, 'matches'> & { matches: DocumentMatch[] };

/** GET /analysis-status and POST /reanalyze */
export type AnalysisStatus = ApiResponse<'/api/documents/{id}/analysis-status'>;
export type AnalysisRun = NonNullable<AnalysisStatus['run']>;
