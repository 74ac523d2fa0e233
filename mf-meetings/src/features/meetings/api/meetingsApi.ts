import { api } from 'shared-auth';
import type { MeetingMunicipality, MeetingPage, MeetingStats, MeetingsQuery } from './types';

/** Meetings lists are stale after 5 minutes, kept 15 minutes and refetched on focus. */
export const MEETINGS_KEEP_SECONDS = 900;
export const MEETINGS_STALE_SECONDS = 300;
/** Options every meetings query hook passes (stale time and focus refetch). */
export const MEETINGS_QUERY_OPTIONS = {
  refetchOnFocus: true,
  refetchOnMountOrArgChange: MEETINGS_STALE_SECONDS,
} as const;

/** Drops empty values so that the query string only carries what the user chose. */
const params = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export const meetingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    meetings: build.query<MeetingPage, MeetingsQuery>({
      query: (query) => ({ url: '/api/meetings/', params: params(query) }),
      keepUnusedDataFor: MEETINGS_KEEP_SECONDS,
      providesTags: ['Meetings'],
    }),
    meetingMunicipalities: build.query<MeetingMunicipality[], void>({
      query: () => '/api/meetings/municipalities',
      keepUnusedDataFor: MEETINGS_KEEP_SECONDS,
      providesTags: ['Meetings'],
    }),
    meetingStats: build.query<MeetingStats, { days: number }>({
      query: ({ days }) => ({ url: '/api/meetings/stats', params: { days } }),
      keepUnusedDataFor: MEETINGS_KEEP_SECONDS,
      providesTags: ['Meetings'],
    }),
  }),
});

export const { useMeetingsQuery, useMeetingMunicipalitiesQuery, useMeetingStatsQuery } = meetingsApi;
