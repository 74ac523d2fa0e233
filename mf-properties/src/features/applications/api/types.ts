import type { ApiBody, ApiQuery, ApiResponse } from 'shared-auth';

/* Wire types of the applications routes, picked from the types generated from the API's OpenAPI document. */

/** GET /api/applications. */
export type ApplicationList = ApiResponse<'/api/applications/'>;
export type ApplicationListItem = ApplicationList['items'][number];
export type ApplicationQuery = ApiQuery<'/api/applications/'>;
export type ApplicationType = ApplicationListItem['type'];

/** GET /api/applications/{id}. */
export type ApplicationDetail = ApiResponse<'/api/applications/{id}'>;
export type ApplicationStep = ApplicationDetail['timeline'][number];
export type ApplicationStepKind = ApplicationStep['kind'];
export type ApplicationFact = ApplicationDetail['facts'][number];
export type ApplicationProperty = ApplicationDetail['properties'][number];

/** PUT /api/applications/{id}/follow. */
export type ApplicationFollow = ApiResponse<'/api/applications/{id}/follow', 'put'>;
export type ApplicationFollowBody = ApiBody<'/api/applications/{id}/follow', 'put'>;
