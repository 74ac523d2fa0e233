import { api } from 'shared-auth';
import type { Municipality } from './types';

/*
 * The municipality registry's newer fields and the nearest-municipality route, declared by hand from the API contract
 * while the generated wire types (shared-auth/src/api/schema.ts) do not have them yet.
 * TODO(api-types): use `ApiResponse<'/api/properties/municipalities'>` and
 * `ApiResponse<'/api/properties/municipalities/nearest'>` once `npm run api-types` includes them.
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
export interface NearestMunicipality {
  id: number;
  name: string;
  distance_km: number;
  basis: 'address' | 'registry';
}

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
