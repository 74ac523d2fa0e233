import { api } from 'shared-auth';

/** The sidebar badge: new alerts in the last 7 days. */
export const alertStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    alertStats: build.query<{ new_alerts: number }, { days: number }>({
      query: ({ days }) => ({ url: '/api/alerts/stats', params: { days } }),
      providesTags: ['AlertStats'],
    }),
  }),
});

export const { useAlertStatsQuery } = alertStatsApi;
