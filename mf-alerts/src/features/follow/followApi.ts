import { api } from 'shared-auth';

export interface Follow {
  id: string;
  alert_id: number;
  agenda_item_id: number;
  title: string;
  application_numbers: string[];
  created_at: string;
}
/** A step of the matter: the item at a meeting, a change of its status, or a tribunal decision. */
export interface FollowStep {
  kind: 'meeting' | 'status' | 'tribunal';
  agenda_item_id: number | null;
  item_number: string | null;
  title: string;
  meeting_id: number | null;
  meeting_title: string;
  committee_name: string | null;
  starts_at: string;
  status: string;
  item_status: string | null;
  detail: string | null;
  url: string | null;
  alert_id: number | null;
  followed: boolean;
}
export interface FollowTimeline {
  follow: Follow | null;
  steps: FollowStep[];
}

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
