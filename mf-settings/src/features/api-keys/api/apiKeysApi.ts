import { api } from 'shared-auth';
import type { ApiKey, CreatedApiKey, NewApiKey } from './types';

/** The company's read-only API keys (admins only: the API answers 403 to anyone else). */
export const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    apiKeys: build.query<ApiKey[], void>({
      query: () => '/api/api-keys/',
      providesTags: ['ApiKeys'],
    }),
    createApiKey: build.mutation<CreatedApiKey, NewApiKey>({
      query: (body) => ({ url: '/api/api-keys/', method: 'POST', body }),
      invalidatesTags: ['ApiKeys'],
    }),
    revokeApiKey: build.mutation<void, string>({
      query: (id) => ({ url: `/api/api-keys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ApiKeys'],
    }),
  }),
});

export const { useApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
