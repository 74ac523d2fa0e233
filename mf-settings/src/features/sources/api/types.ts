/** Wire shapes of the operators' sources screen (snake_case, as the API sends them), from the generated API types. */
import type { ApiBody, ApiResponse } from 'shared-auth';

export type Source = ApiResponse<'/api/admin/sources'>[number];
export type SourceKind = Source['kind'];
export type PortalRequest = ApiBody<'/api/admin/sources/escribe', 'post'>;
export type PortalProbe = ApiResponse<'/api/admin/sources/escribe/probe', 'post'>;
export type AddedSource = ApiResponse<'/api/admin/sources/escribe', 'post'>;
export type SourceRun = ApiResponse<'/api/admin/sources/{source}/run', 'post'>;
export type Municipality = ApiResponse<'/api/properties/municipalities'>[number];
export type CoverageRequest = ApiResponse<'/api/admin/coverage-requests'>[number];
