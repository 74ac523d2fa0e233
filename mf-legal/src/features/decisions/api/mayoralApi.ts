import { api } from 'shared-auth';
import type { MayoralDecision } from './types';

export const mayoralApi = api.injectEndpoints({
  endpoints: (build) => ({
    mayoralDecisions: build.query<MayoralDecision[], void>({
      query: () => '/api/mayoral-decisions/',
      providesTags: ['Mayoral'],
    }),
    mayoralDecision: build.query<MayoralDecision, number>({
      query: (id) => `/api/mayoral-decisions/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Mayoral', id }],
    }),
  }),
});

export const { useMayoralDecisionsQuery, useMayoralDecisionQuery } = mayoralApi;
