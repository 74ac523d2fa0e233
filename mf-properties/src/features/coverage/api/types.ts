import type { ApiBody, ApiResponse } from 'shared-auth';

/* Wire types of the coverage routes, picked from the types generated from the API's OpenAPI document. */

/** GET /api/coverage. */
export type CoverageList = ApiResponse<'/api/coverage/'>;
/** One row of the list (and the `municipality` of the detail); its name is already told apart by the server. */
export type CoverageMunicipality = CoverageList['municipalities'][number];
/** Coverage level: its own council is read, only its region or conservation authority is, or neither. */
export type CoverageLevel = CoverageMunicipality['coverage'];
export type MunicipalityKind = CoverageMunicipality['kind'];

/** GET /api/coverage/{id}. */
export type CoverageDetail = ApiResponse<'/api/coverage/{id}'>;
/** One source that reaches a property in the municipality. */
export type CoverageSource = CoverageDetail['sources'][number];
export type SourceScope = CoverageSource['scope'];
export type SourceState = CoverageSource['state'];

/** POST /api/coverage/{id}/request. */
export type CoverageRequestBody = ApiBody<'/api/coverage/{id}/request', 'post'>;
export type CoverageRequestAnswer = ApiResponse<'/api/coverage/{id}/request', 'post'>;
