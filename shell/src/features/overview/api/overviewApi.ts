import { api } from 'shared-auth';

export interface OverviewProperty {
  id: string;
  name: string;
  municipality_id?: number | null;
  municipality_name?: string | null;
  /** The subscription fields, read by the Overview's subscription summary. */
  active?: boolean;
  subscription_status?: string | null;
  payment_status?: string | null;
  cancel_at_period_end?: boolean;
  trial_end?: string | null;
  current_period_end?: string | null;
}

/** The Overview's KPI cards' calls; the alerts card reuses the sidebar's alertStats call. */
export const overviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    overviewProperties: build.query<OverviewProperty[], void>({
      query: () => '/api/properties/',
      providesTags: ['Properties'],
    }),
    overviewMeetingStats: build.query<{ upcoming_meetings: number }, { days: number }>({
      query: ({ days }) => ({ url: '/api/meetings/stats', params: { days } }),
      providesTags: ['Meetings'],
    }),
    overviewProposalsCount: build.query<{ count: number }, { site?: 'ORR' | 'ERO' }>({
      query: ({ site }) => ({ url: '/api/proposals/count', params: site ? { site } : {} }),
      providesTags: ['Proposals'],
    }),
  }),
});

export const { useOverviewPropertiesQuery, useOverviewMeetingStatsQuery, useOverviewProposalsCountQuery } = overviewApi;
