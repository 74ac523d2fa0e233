import { api, type ApiResponse } from 'shared-auth';

/** The caller's first-run checklist and whether this is their first day (GET /api/onboarding). */
export type Onboarding = ApiResponse<'/api/onboarding/'>;
export type OnboardingStepKey = Onboarding['steps'][number]['key'];

export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    onboarding: build.query<Onboarding, void>({
      query: () => '/api/onboarding/',
      // Its steps follow the properties and the team: a change to either asks for it again.
      providesTags: ['Properties', 'Users'],
    }),
    dismissOnboarding: build.mutation<Onboarding, void>({
      query: () => ({ url: '/api/onboarding/dismiss', method: 'POST' }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(onboardingApi.util.upsertQueryData('onboarding', undefined, data));
      },
    }),
  }),
});

export const { useOnboardingQuery, useDismissOnboardingMutation } = onboardingApi;
