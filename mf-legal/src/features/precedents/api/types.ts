export interface ActStat {
  act: string;
  count: number;
  percentage: number;
}

export interface SectionStat {
  section: string;
  count: number;
  percentage: number;
}

export interface LegalDecision {
  id: number;
  source_id: string;
  title: string;
  caseid: string | null;
  decision_date: string | null;
  pdf_url: string | null;
  url: string | null;
  database_id: string;
  acts: string[];
  citations: Array<{ act: string; section: string }>;
  attachment_count: number;
}

export interface LegalDecisionPage {
  items: LegalDecision[];
  total: number;
  limit: number;
  offset: number;
}

/** The screen's sort values; the call sends decision_date_desc for the first. */
export type DecisionSortChoice = 'decision_date' | 'case_number' | 'title';

export interface LegalDecisionsQuery {
  q?: string;
  sort: DecisionSortChoice;
  date?: string;
  limit: number;
  offset: number;
}

export interface LegalTribunal {
  code: string;
  name: string;
  short_name: string;
  decision_count: number;
}
