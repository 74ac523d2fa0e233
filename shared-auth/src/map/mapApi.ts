import { api } from '../api';
import type { SiteMapData, SiteMapQuery } from './types';

/** GET /api/map (the /map page, the alert view's map and the property cards' maps share this one endpoint). */
export const siteMapApi = api.injectEndpoints({
  endpoints: (build) => ({
    siteMap: build.query<SiteMapData, SiteMapQuery>({
      query: (params) => ({ url: '/api/map/', params }),
      providesTags: ['Alerts', 'Properties'],
    }),
  }),
});

export const { useSiteMapQuery } = siteMapApi;
