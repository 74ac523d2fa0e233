import type { ApiResponse } from 'shared-auth';

/* Wire types picked from the types generated from the API's OpenAPI document; the screen's query follows. */

export type ActStat = ApiResponse<'/api/legal-stats/acts'>[number];

export type SectionStat = ApiResponse<'/api/legal-stats/sections/{name}'>[number];

export type LegalDecisionPage = ApiResponse<'/api/legal-decisions'>;
export type LegalDecision = LegalDecisionPage['items'][number];

export type LegalTribunal = ApiResponse<'/api/legal-tribunals'>[number];

/** The screen's sort values; the call sends decision_date_desc for the first. */
export type DecisionSortChoice = 'decision_date' | 'case_number' | 'title';

export interface LegalDecisionsQuery {
  q?: string;
  sort: DecisionSortChoice;
  date?: string;
  limit: number;
  offset: number;
}
