import { api } from 'shared-auth';
import type { ApplicationDetail, ApplicationFollow, ApplicationList, ApplicationQuery } from './types';

const path = (id: number) => `/api/applications/${encodeURIComponent(String(id))}`;

/** The applications routes: the list with its filters, one file, and following it. */
export const applicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    applications: build.query<ApplicationList, ApplicationQuery>({
      query: (params) => ({ url: '/api/applications/', params }),
      keepUnusedDataFor: 120,
    }),
    application: build.query<ApplicationDetail, number>({
      query: (id) => path(id),
    }),
    followApplication: build.mutation<ApplicationFollow, { id: number; propertyId?: string }>({
      query: ({ id, propertyId }) => ({
        url: `${path(id)}/follow`,
        method: 'PUT',
        body: propertyId ? { propertyId } : {},
      }),
      // The detail shows the caller's follow: written into the cached detail, no second request.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(
          applicationsApi.util.updateQueryData('application', id, (detail) => {
            detail.follow = data;
          }),
        );
      },
    }),
    unfollowApplication: build.mutation<null, number>({
      query: (id) => ({ url: `${path(id)}/follow`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(
          applicationsApi.util.updateQueryData('application', id, (detail) => {
            detail.follow = null;
          }),
        );
      },
    }),
  }),
});

export const {
  useApplicationsQuery,
  useApplicationQuery,
  useFollowApplicationMutation,
  useUnfollowApplicationMutation,
} = applicationsApi;
