import { api } from 'shared-auth';
import type { InsightCategory, InsightPage } from './types';

/** Insights page size 20; stale after 5 minutes, kept 15, refetched on focus (see INSIGHTS_LIVE). */
export const INSIGHTS_PAGE_SIZE = 20;
export const INSIGHTS_LIVE = { refetchOnFocus: true, refetchOnMountOrArgChange: 300 } as const;

export const insightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    pulseCategories: build.query<InsightCategory[], void>({
      query: () => '/api/project-insights/categories',
      keepUnusedDataFor: 900,
    }),
    /** Per category; a failed count reads 0. */
    pulseCounts: build.query<Record<string, number>, { propertyId?: string }>({
      query: ({ propertyId }) => ({ url: '/api/project-insights/counts', params: propertyId ? { propertyId } : {} }),
      keepUnusedDataFor: 900,
      providesTags: ['Insights'],
    }),
    /** One category, for all properties or one. */
    pulseInsights: build.query<InsightPage, { category: string; propertyId?: string }>({
      query: ({ category, propertyId }) => ({
        url: propertyId ? `/api/project-insights/${propertyId}` : '/api/project-insights/',
        params: { category, limit: INSIGHTS_PAGE_SIZE, offset: 0 },
      }),
      keepUnusedDataFor: 900,
      providesTags: ['Insights'],
    }),
    /** The property dropdown (property filter options: property_id, name). */
    pulseProperties: build.query<{ properties: Array<{ property_id: string; name: string }> }, void>({
      query: () => '/api/alerts/filters',
      providesTags: ['Properties'],
    }),
  }),
});

export const { usePulseCategoriesQuery, usePulseCountsQuery, usePulseInsightsQuery, usePulsePropertiesQuery } =
  insightsApi;
