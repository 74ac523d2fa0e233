import { api, type ApiResponse } from 'shared-auth';

/** The header's bell and the Overview's "New since your last visit". */
export type Inbox = ApiResponse<'/api/inbox/'>;
export type InboxItem = Inbox['latest'][number];
export type SinceLastVisit = ApiResponse<'/api/inbox/since-last-visit'>;

/** The bell is polled every minute, like the alerts list. */
export const INBOX_POLL_MS = 60_000;

export const shellInboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    inbox: build.query<Inbox, void>({
      query: () => ({ url: '/api/inbox/', params: { limit: 8 } }),
      providesTags: ['Inbox'],
    }),
    markAllAlertsRead: build.mutation<{ marked: number; unread: number }, void>({
      query: () => ({ url: '/api/alerts/read', method: 'POST', body: { all: true } }),
      invalidatesTags: ['Inbox', 'Alerts'],
    }),
    recordVisit: build.mutation<ApiResponse<'/api/inbox/visit', 'post'>, void>({
      query: () => ({ url: '/api/inbox/visit', method: 'POST' }),
    }),
    sinceLastVisit: build.query<SinceLastVisit, void>({
      query: () => ({ url: '/api/inbox/since-last-visit', params: { limit: 6 } }),
      providesTags: ['Inbox'],
    }),
  }),
});

export const { useInboxQuery, useMarkAllAlertsReadMutation, useRecordVisitMutation, useSinceLastVisitQuery } =
  shellInboxApi;
