import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { sessionExpired, type AuthState } from './authSlice';
import { getApiBaseUrl } from './config';
import { fetchWithEarlyAnswers } from './earlyFetch';
import { getLanguage } from './i18n/engine';
import { DEFAULT_LANGUAGE } from './i18n/languages';

export { getApiBaseUrl } from './config';

/** Endpoints whose 401 means "wrong code", not "session gone": they must not sign the user out. */
const ENDPOINTS_EXEMPT_FROM_401 = new Set(['verifyLogin', 'verifyBackupCode']);

const prepareHeaders = (headers: Headers, { getState }: { getState: () => unknown }) => {
  const token = (getState() as { auth?: AuthState }).auth?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The server answers its sentences in the language the user reads (docs/i18n.md).
  const language = getLanguage();
  if (language !== DEFAULT_LANGUAGE) headers.set('Accept-Language', language);
  return headers;
};

// The base URL can change at run time (window.__PARCELWATCH_CONFIG__), so the raw query is rebuilt when it does.
let rawBaseQuery: { baseUrl: string; query: ReturnType<typeof fetchBaseQuery> } | null = null;
function currentRawBaseQuery() {
  const baseUrl = getApiBaseUrl();
  if (!rawBaseQuery || rawBaseQuery.baseUrl !== baseUrl) {
    rawBaseQuery = { baseUrl, query: fetchBaseQuery({ baseUrl, prepareHeaders, fetchFn: fetchWithEarlyAnswers }) };
  }
  return rawBaseQuery.query;
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const result = await currentRawBaseQuery()(args, queryApi, extraOptions);
  if (result.error?.status === 401 && !ENDPOINTS_EXEMPT_FROM_401.has(queryApi.endpoint)) {
    queryApi.dispatch(sessionExpired());
  }
  return result;
};

export const TAG_TYPES = [
  'Auth',
  'Security',
  'TwoFactor',
  'Company',
  'Users',
  'Billing',
  'Alerts',
  'AlertStats',
  'Properties',
  'Documents',
  'Subscriptions',
  'Meetings',
  'Insights',
  'Proposals',
  'Legal',
  'Mayoral',
  'Reports',
  'SourceHealth',
  'Coverage',
  'Sources',
  'ApiKeys',
  'Feeds',
  'Inbox',
] as const;

/** The one RTK Query api of the whole app; every remote adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** The server's `{ detail }` message when there is one, else the screen's default message. */
export function errorDetail(error: unknown, fallback: string): string {
  if (!error || typeof error !== 'object') return fallback;
  if ('status' in error) {
    const data = (error as FetchBaseQueryError & { data?: unknown }).data;
    if (data && typeof data === 'object' && 'detail' in data) {
      const detail = (data as { detail: unknown }).detail;
      if (typeof detail === 'string' && detail.trim()) return detail;
    }
    return fallback;
  }
  // A SerializedError ({ name, message }) comes from an exception on the client, never a server detail:
  // its technical message is not shown to users.
  return fallback;
}

/** HTTP status of a failed RTK Query call, if it has one. */
export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}
