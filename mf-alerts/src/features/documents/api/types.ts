/** GET /api/documents/{id} */
export interface DocumentMeta {
  id: number;
  ref: string;
  kind: 'municipal' | 'property';
  title: string;
  source: string;
  source_url: string | null;
  meeting_id: number | null;
  meeting_title: string | null;
  meeting_date: string | null;
  municipality: string | null;
  agenda_item_id: number | null;
  property_id: string | null;
  property_name: string | null;
  type: string | null;
  size_bytes: number | null;
  pages: number | null;
  extraction_status: string;
  extraction_error: string | null;
  extracted_at: string | null;
}

export interface DocumentTextPage {
  page_number: number;
  /** Offsets of the page in the whole extracted text: evidence spans use the same offsets. */
  char_start: number;
  char_end: number;
  text: string;
}

/** GET /api/documents/{id}/content?page=&pages= */
export interface DocumentContent {
  id: number;
  ref: string;
  total_pages: number;
  page: number;
  pages: DocumentTextPage[];
}

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
export interface DocumentPassage {
  start: number;
  end: number;
  page: number;
  text: string;
  rule: string;
  source: 'span' | 'text';
}

export interface DocumentMatch {
  alert_id: number;
  property_id: string;
  property_name: string;
  rule: string;
  confidence: string;
  severity: string;
  evidence: DocumentEvidence[];
  passages: DocumentPassage[];
}

/** GET /api/documents/{id}/analysis (only the caller's company's matches). */
export interface DocumentAnalysis {
  id: number;
  ref: string;
  summary: string;
  citations: Array<{ title: string; page?: number; quote: string }>;
  categories: string[];
  agenda_items: Array<{ id: number; title: string }>;
  matches: DocumentMatch[];
}

export interface AnalysisRun {
  id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  queued_at: string;
  started_at: string | null;
  finished_at: string | null;
  error: string | null;
}

/** GET /analysis-status and POST /reanalyze */
export interface AnalysisStatus {
  document_id: string;
  run: AnalysisRun | null;
}
