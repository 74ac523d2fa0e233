/*
 * Wire types of the coverage routes (GET /api/coverage, GET /api/coverage/{id}, POST /api/coverage/{id}/request) and
 * of the nearest-municipality route, declared by hand from the API contract while the generated types
 * (shared-auth/src/api/schema.ts) do not have these routes yet.
 * TODO(api-types): replace each with `ApiResponse<...>` / `ApiBody<...>` once `npm run api-types` includes them.
 */

/** Coverage level: every source that concerns the municipality is read, some are, or its council is not read. */
export type CoverageLevel = 'full' | 'partial' | 'none';

export type MunicipalityKind = 'single-tier' | 'lower-tier' | 'upper-tier' | 'conservation-authority';

/** One row of GET /api/coverage (and the `municipality` of the detail). To be replaced by the generated type. */
export interface CoverageMunicipality {
  id: number;
  /** Already told apart by the server ('Hamilton', 'Hamilton (Northumberland)'): shown as given. */
  name: string;
  kind: MunicipalityKind;
  upper_tier: string | null;
  latitude: number | null;
  longitude: number | null;
  coverage: CoverageLevel;
  council_watched: boolean;
  /** The caller's company's properties in the municipality. */
  property_count: number;
  /** The caller's company asked for coverage there. */
  requested: boolean;
}

/** GET /api/coverage. To be replaced by the generated type. */
export interface CoverageList {
  municipalities: CoverageMunicipality[];
  totals: Record<CoverageLevel, number>;
}

export type SourceScope = 'own' | 'upper-tier' | 'conservation' | 'province';
export type SourceState = 'ok' | 'degraded' | 'paused' | 'never-read';

/** One source that reaches a property in the municipality. To be replaced by the generated type. */
export interface CoverageSource {
  name: string;
  label: string;
  kind: string;
  scope: SourceScope;
  /** The body whose documents the source reads (the municipality, its region, a conservation authority...). */
  body: string | null;
  state: SourceState;
  last_success_at: string | null;
  last_failure_at: string | null;
  last_error: string | null;
  consecutive_failures: number;
  degraded_reason: string | null;
  items_30d: number;
}

/** GET /api/coverage/{municipality_id}. To be replaced by the generated type. */
export interface CoverageDetail {
  municipality: CoverageMunicipality;
  coverage: CoverageLevel;
  /** The server's sentence on what reaches a property there. */
  message: string;
  sources: CoverageSource[];
  requested: boolean;
  request_count: number;
}

/** POST /api/coverage/{municipality_id}/request. To be replaced by the generated types. */
export interface CoverageRequestBody {
  note?: string;
}
export interface CoverageRequestAnswer {
  requested: true;
}
