import { api } from 'shared-auth';

/** GET /api/meetings/calendar-feed: whether the caller has a feed URL (the URL itself is never shown again). */
export interface CalendarFeedStatus {
  active: boolean;
  created_at: string | null;
  last_used_at: string | null;
}

/** POST /api/meetings/calendar-feed: the new secret URL, shown once. */
export interface CalendarFeedToken {
  url: string;
  webcal_url: string;
  created_at: string;
}

/** The per-user iCal feed of the meetings the company follows (create / rotate, status, revoke). */
export const calendarFeedApi = api.injectEndpoints({
  endpoints: (build) => ({
    calendarFeedStatus: build.query<CalendarFeedStatus, void>({
      query: () => '/api/meetings/calendar-feed',
    }),
    createCalendarFeed: build.mutation<CalendarFeedToken, void>({
      query: () => ({ url: '/api/meetings/calendar-feed', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          calendarFeedApi.util.upsertQueryData('calendarFeedStatus', undefined, {
            active: true,
            created_at: data.created_at,
            last_used_at: null,
          }),
        );
      },
    }),
    revokeCalendarFeed: build.mutation<void, void>({
      query: () => ({ url: '/api/meetings/calendar-feed', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // A 404 means it was already gone: the status is inactive either way.
        await queryFulfilled.catch(() => undefined);
        dispatch(
          calendarFeedApi.util.upsertQueryData('calendarFeedStatus', undefined, {
            active: false,
            created_at: null,
            last_used_at: null,
          }),
        );
      },
    }),
  }),
});

export const { useCalendarFeedStatusQuery, useCreateCalendarFeedMutation, useRevokeCalendarFeedMutation } =
  calendarFeedApi;
