import { api, type ApiResponse } from 'shared-auth';

export type FollowTimeline = ApiResponse<'/api/notifications/follows/{alertId}/timeline'>;
export type Follow = NonNullable<FollowTimeline['follow']>;
/** A step of the matter: the item at a meeting, a change of its status, or a tribunal decision. */
export type FollowStep = FollowTimeline['steps'][number];

const tagged = api.enhanceEndpoints({ addTagTypes: ['Follows'] });

export const followApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    followTimeline: build.query<FollowTimeline, number>({
      query: (alertId) => `/api/notifications/follows/${alertId}/timeline`,
      providesTags: ['Follows'],
    }),
    followItem: build.mutation<Follow, { alert_id: number; agenda_item_id?: number }>({
      query: (body) => ({ url: '/api/notifications/follows', method: 'POST', body }),
      invalidatesTags: ['Follows'],
    }),
    unfollowItem: build.mutation<void, string>({
      query: (id) => ({ url: `/api/notifications/follows/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Follows'],
    }),
  }),
});

export const { useFollowTimelineQuery, useFollowItemMutation, useUnfollowItemMutation } = followApi;
