import type { ApiResponse } from 'shared-auth';

/* Wire types picked from the types generated from the API's OpenAPI document. */

export type MayoralDecision = ApiResponse<'/api/mayoral-decisions/{id}'>;
export type Bylaw = MayoralDecision['bylaws'][number];
