import { api } from '../api';
import type { ApiResponse } from '../api/wire';

export type SourceHealth = ApiResponse<'/api/sources/health'>;
export type DegradedSource = SourceHealth['degraded'][number];

/** How often an open page asks again whether a source degraded or recovered (sources are read every few minutes). */
export const SOURCE_HEALTH_POLL_MS = 5 * 60_000;

/**
 * GET /api/sources/health: the degraded sources that concern the company's properties. The Alerts page and the
 * property screens share this one endpoint (and its cache).
 */
export const sourceHealthApi = api.injectEndpoints({
  endpoints: (build) => ({
    sourceHealth: build.query<SourceHealth, void>({
      query: () => '/api/sources/health',
      providesTags: ['SourceHealth', 'Properties'],
    }),
  }),
});

export const { useSourceHealthQuery } = sourceHealthApi;
