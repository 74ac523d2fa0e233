import { api } from 'shared-auth';
import type { CoverageDetail, CoverageList, CoverageRequestAnswer, CoverageRequestBody } from './types';

/** The coverage routes: the list (one request for the Coverage screen and every property card), a detail, a request. */
export const coverageApi = api.injectEndpoints({
  endpoints: (build) => ({
    coverage: build.query<CoverageList, void>({
      query: () => '/api/coverage',
      providesTags: [{ type: 'Coverage', id: 'LIST' }],
      keepUnusedDataFor: 300,
    }),
    coverageDetail: build.query<CoverageDetail, number>({
      query: (municipalityId) => `/api/coverage/${encodeURIComponent(String(municipalityId))}`,
      providesTags: (_result, _error, municipalityId) => [{ type: 'Coverage', id: municipalityId }],
    }),
    requestCoverage: build.mutation<CoverageRequestAnswer, { municipalityId: number; note?: string }>({
      query: ({ municipalityId, note }) => ({
        url: `/api/coverage/${encodeURIComponent(String(municipalityId))}/request`,
        method: 'POST',
        body: (note?.trim() ? { note: note.trim() } : {}) satisfies CoverageRequestBody,
      }),
      invalidatesTags: (_result, _error, { municipalityId }) => [
        { type: 'Coverage', id: 'LIST' },
        { type: 'Coverage', id: municipalityId },
      ],
    }),
  }),
});

export const { useCoverageQuery, useCoverageDetailQuery, useRequestCoverageMutation } = coverageApi;
