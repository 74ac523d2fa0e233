import type { ApiQuery, ApiResponse } from 'shared-auth';

/* Wire types picked from the types generated from the API's OpenAPI document. */

export type ProvincialSite = ApiResponse<'/api/provincial-sites'>[number];

export type Proposal = ApiResponse<'/api/proposals'>[number];

export type ProposalSort = NonNullable<ApiQuery<'/api/proposals'>['sort']>;

/** GET /api/proposals's filters as the screen holds them: an empty value means any and is left out of the call. */
export interface ProposalsQuery {
  site?: string;
  q?: string;
  sort?: ProposalSort;
  date?: string;
}

export type ProposalsCount = ApiResponse<'/api/proposals/count'>;
