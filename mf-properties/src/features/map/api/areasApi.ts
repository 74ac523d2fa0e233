import { api, type ApiBody, type ApiResponse } from 'shared-auth';

export type Area = ApiResponse<'/api/areas/'>[number];
export type AreaCreate = ApiBody<'/api/areas/', 'post'>;
export type MapApplications = ApiResponse<'/api/applications/'>;
export type AddressSuggestion = ApiResponse<'/api/properties/address-suggestions'>[number];

const tagged = api.enhanceEndpoints({ addTagTypes: ['Areas'] });

/** The map's areas (/api/areas) and its applications layer (the newest applications, /api/applications). */
export const areasApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    mapAreas: build.query<Area[], void>({
      query: () => '/api/areas/',
      providesTags: ['Areas'],
    }),
    createMapArea: build.mutation<Area, AreaCreate>({
      query: (body) => ({ url: '/api/areas/', method: 'POST', body }),
      invalidatesTags: ['Areas'],
    }),
    /** The centre of a circle by address: the wizard's address suggestions. */
    areaAddressSuggestions: build.query<AddressSuggestion[], string>({
      query: (q) => ({ url: '/api/properties/address-suggestions', params: { q } }),
      keepUnusedDataFor: 60,
    }),
    mapApplications: build.query<MapApplications, void>({
      // The 100 most recently filed.
      query: () => ({ url: '/api/applications/', params: { pageSize: '100' } }),
      keepUnusedDataFor: 120,
    }),
  }),
});

export const { useMapAreasQuery, useCreateMapAreaMutation, useMapApplicationsQuery, useAreaAddressSuggestionsQuery } =
  areasApi;
