import { api } from '../api';
import type { ApiBody, ApiResponse } from '../api/wire';

export type AlertFeed = ApiResponse<'/api/feeds/'>[number];
export type CreatedAlertFeed = ApiResponse<'/api/feeds/', 'post'>;
export type NewAlertFeed = ApiBody<'/api/feeds/', 'post'>;

/** The caller's Atom feeds of a property's or a watch list's alerts (secret URLs, shown once when made). */
export const feedsApi = api.injectEndpoints({
  endpoints: (build) => ({
    alertFeeds: build.query<AlertFeed[], void>({
      query: () => '/api/feeds/',
      providesTags: ['Feeds'],
    }),
    createAlertFeed: build.mutation<CreatedAlertFeed, NewAlertFeed>({
      query: (body) => ({ url: '/api/feeds/', method: 'POST', body }),
      invalidatesTags: ['Feeds'],
    }),
    revokeAlertFeed: build.mutation<void, string>({
      query: (id) => ({ url: `/api/feeds/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Feeds'],
    }),
  }),
});

export const { useAlertFeedsQuery, useCreateAlertFeedMutation, useRevokeAlertFeedMutation } = feedsApi;
