import { api, type ApiResponse } from 'shared-auth';
import type { Municipality } from './types';

/*
 * The municipality registry's rows and the nearest-municipality route. A registry row's newer fields stay optional
 * here, so that the wizard's filter (single- and lower-tier only) also holds for rows without them.
 */

export type MunicipalityKind = 'single-tier' | 'lower-tier' | 'upper-tier' | 'conservation-authority';

/** A row of GET /api/properties/municipalities with the registry's fields (optional until every server sends them). */
export type RegistryMunicipality = Omit<Municipality, 'kind' | 'upper_tier' | 'latitude' | 'longitude'> & {
  kind?: MunicipalityKind;
  upper_tier?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

/** One answer of GET /api/properties/municipalities/nearest: `address` when the address index knows the point. */
export type NearestMunicipality = ApiResponse<'/api/properties/municipalities/nearest'>[number];

/** The point asked about (the route reads both as text, to answer "Latitude must be a number" to a bad one). */
export interface NearestQuery {
  latitude: number;
  longitude: number;
}

export const registryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Up to five municipalities nearest the point, nearest first. */
    nearestMunicipalities: build.query<NearestMunicipality[], NearestQuery>({
      query: ({ latitude, longitude }) => ({
        url: '/api/properties/municipalities/nearest',
        params: { latitude, longitude },
      }),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useNearestMunicipalitiesQuery } = registryApi;
