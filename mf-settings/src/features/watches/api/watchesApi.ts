import { api, type ApiBody, type ApiResponse } from 'shared-auth';

export type Watch = ApiResponse<'/api/watches/'>[number];
export type WatchCreate = ApiBody<'/api/watches/', 'post'>;
export type WatchUpdate = ApiBody<'/api/watches/{id}', 'patch'>;
export type WatchSaved = ApiResponse<'/api/watches/', 'post'>;
export type WatchMatch = ApiResponse<'/api/watches/{id}/matches'>[number];
export type Municipality = ApiResponse<'/api/properties/municipalities'>[number];

const tagged = api.enhanceEndpoints({ addTagTypes: ['Watches', 'WatchMatches'] });

/** /api/watches: keyword watch lists (list, create, change, pause, delete, last matches). */
export const watchesApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    watches: build.query<Watch[], void>({
      query: () => '/api/watches/',
      providesTags: ['Watches'],
    }),
    createWatch: build.mutation<WatchSaved, WatchCreate>({
      query: (body) => ({ url: '/api/watches/', method: 'POST', body }),
      invalidatesTags: ['Watches', 'WatchMatches'],
    }),
    updateWatch: build.mutation<WatchSaved, { id: string; body: WatchUpdate }>({
      query: ({ id, body }) => ({ url: `/api/watches/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: ['Watches', 'WatchMatches'],
    }),
    deleteWatch: build.mutation<void, string>({
      query: (id) => ({ url: `/api/watches/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Watches'],
    }),
    watchMunicipalities: build.query<Municipality[], void>({
      query: () => '/api/properties/municipalities',
    }),
    watchMatches: build.query<WatchMatch[], string>({
      query: (id) => `/api/watches/${encodeURIComponent(id)}/matches?limit=20`,
      providesTags: ['WatchMatches'],
    }),
  }),
});

export const {
  useWatchesQuery,
  useCreateWatchMutation,
  useUpdateWatchMutation,
  useDeleteWatchMutation,
  useWatchMatchesQuery,
  useWatchMunicipalitiesQuery,
} = watchesApi;

/** The `detail` of an RTK Query error, or a fallback. */
export function errorDetail(error: unknown, fallback: string): string {
  const data = (error as { data?: { detail?: unknown } } | undefined)?.data;
  return typeof data?.detail === 'string' ? data.detail : fallback;
}
