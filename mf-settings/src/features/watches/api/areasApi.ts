import { api, type ApiBody, type ApiResponse } from 'shared-auth';

export type Area = ApiResponse<'/api/areas/'>[number];
export type AreaUpdate = ApiBody<'/api/areas/{id}', 'patch'>;

const tagged = api.enhanceEndpoints({ addTagTypes: ['Areas'] });

/** /api/areas: area watches (drawn on /map; listed, changed, paused and deleted here). */
export const areasApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    areas: build.query<Area[], void>({
      query: () => '/api/areas/',
      providesTags: ['Areas'],
    }),
    updateArea: build.mutation<Area, { id: string; body: AreaUpdate }>({
      query: ({ id, body }) => ({ url: `/api/areas/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: ['Areas'],
    }),
    deleteArea: build.mutation<void, string>({
      query: (id) => ({ url: `/api/areas/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Areas'],
    }),
  }),
});

export const { useAreasQuery, useUpdateAreaMutation, useDeleteAreaMutation } = areasApi;
