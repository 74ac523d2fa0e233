import { api } from 'shared-auth';
import type {
  AddedSource,
  CoverageRequest,
  Municipality,
  PortalProbe,
  PortalRequest,
  Source,
  SourceRun,
} from './types';

const path = (source: string) => `/api/admin/sources/${encodeURIComponent(source)}`;

/** The ingest sources, for platform operators (the API answers 403 to anyone else). */
export const sourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    sources: build.query<Source[], void>({
      query: () => '/api/admin/sources',
      providesTags: ['Sources'],
    }),
    /** Users' coverage requests across companies, ranked by the properties waiting. */
    coverageRequests: build.query<CoverageRequest[], void>({
      query: () => '/api/admin/coverage-requests',
      providesTags: ['Coverage'],
    }),
    sourceMunicipalities: build.query<Municipality[], void>({
      query: () => '/api/properties/municipalities',
    }),
    probePortal: build.mutation<PortalProbe, PortalRequest>({
      query: (body) => ({ url: '/api/admin/sources/escribe/probe', method: 'POST', body }),
    }),
    addPortal: build.mutation<AddedSource, PortalRequest>({
      query: (body) => ({ url: '/api/admin/sources/escribe', method: 'POST', body }),
      invalidatesTags: ['Sources', 'Coverage'],
    }),
    pauseSource: build.mutation<Source, string>({
      query: (source) => ({ url: `${path(source)}/pause`, method: 'POST' }),
      invalidatesTags: ['Sources'],
    }),
    resumeSource: build.mutation<Source, string>({
      query: (source) => ({ url: `${path(source)}/resume`, method: 'POST' }),
      invalidatesTags: ['Sources'],
    }),
    removeSource: build.mutation<null, string>({
      query: (source) => ({ url: path(source), method: 'DELETE' }),
      invalidatesTags: ['Sources'],
    }),
    runSource: build.mutation<SourceRun, string>({
      query: (source) => ({ url: `${path(source)}/run`, method: 'POST' }),
      invalidatesTags: ['Sources'],
    }),
  }),
});

export const {
  useSourcesQuery,
  useCoverageRequestsQuery,
  useSourceMunicipalitiesQuery,
  useProbePortalMutation,
  useAddPortalMutation,
  usePauseSourceMutation,
  useResumeSourceMutation,
  useRemoveSourceMutation,
  useRunSourceMutation,
} = sourcesApi;
