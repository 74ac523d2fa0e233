import { api, type ApiResponse } from 'shared-auth';

/** The header's one search (GET /api/search/, docs/api/search.md). */
export type SearchAnswer = ApiResponse<'/api/search/'>;
export type SearchGroup = SearchAnswer['groups'][number];
export type SearchResult = SearchGroup['results'][number];

/** Results per kind the box shows. */
export const SEARCH_LIMIT = 5;
/** The box asks once the user stops typing this long. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Fewer characters than this are not searched (the API refuses them). */
export const MIN_QUERY = 2;

/** The id of the result at `index` (the box's aria-activedescendant). */
export const optionId = (index: number) => `search-option-${index}`;

export const shellSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchAnswer, string>({
      query: (q) => ({ url: '/api/search/', params: { q, limit: SEARCH_LIMIT } }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSearchQuery } = shellSearchApi;
