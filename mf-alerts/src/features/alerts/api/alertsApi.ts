import { api } from 'shared-auth';
import { removeAlert } from '../lib/counts';
import type {
  Alert,
  AlertDetail,
  AlertFilterOptions,
  AlertFilters,
  AlertPage,
  AlertPosition,
  AlertsQuery,
  DismissAnswer,
  DismissReason,
  PropertySummary,
  SeverityCounts,
} from './types';

/** Drops empty values so that the query string only carries what the user chose. */
const params = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

/** The alerts list is kept 15 minutes (stale after 60 s, refetched on focus, polled every 60 s: see the hooks). */
export const ALERTS_KEEP_SECONDS = 900;
export const ALERTS_STALE_SECONDS = 60;
export const ALERTS_POLL_MS = 60_000;
/** Alerts a page: the page and the dashboard ask the server for one page at a time. */
export const ALERTS_PAGE_SIZE = 6;

/** The list's size from the X-Total-Count header (the server sends it with every page). */
function totalOf(response: Response | undefined, fallback: number): number {
  const total = Number(response?.headers.get('X-Total-Count'));
  return Number.isInteger(total) && total >= 0 ? total : fallback;
}

export const alertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    alertsList: build.query<AlertPage, AlertsQuery>({
      query: (query) => ({ url: '/api/alerts/', params: params({ ...query, limit: query.limit ?? ALERTS_PAGE_SIZE }) }),
      transformResponse: (alerts: Alert[], meta) => ({
        alerts,
        total: totalOf((meta as { response?: Response } | undefined)?.response, alerts.length),
      }),
      keepUnusedDataFor: ALERTS_KEEP_SECONDS,
      providesTags: ['Alerts'],
    }),
    alertPosition: build.query<AlertPosition, AlertFilters & { id: number; limit: number }>({
      query: ({ id, ...query }) => ({ url: `/api/alerts/${id}/position`, params: params(query) }),
      keepUnusedDataFor: 0,
    }),
    alertSeverityCounts: build.query<SeverityCounts, { propertyId?: string }>({
      query: (query) => ({ url: '/api/alerts/severity-counts', params: params(query) }),
      keepUnusedDataFor: ALERTS_KEEP_SECONDS,
      providesTags: ['Alerts'],
    }),
    alertFilterOptions: build.query<AlertFilterOptions, void>({
      query: () => '/api/alerts/filters',
      providesTags: ['Properties'],
    }),
    alertDetail: build.query<AlertDetail, number>({
      query: (id) => `/api/alerts/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Alerts', id }],
    }),
    alertPageProperties: build.query<PropertySummary[], void>({
      query: () => '/api/properties/',
      providesTags: ['Properties'],
    }),
    /** Opening an alert marks it read: the cached lists show it read at once (no refetch), the bell is fetched again. */
    markAlertRead: build.mutation<{ id: number; read: boolean; read_at: string | null; unread: number }, number>({
      query: (id) => ({ url: `/api/alerts/${id}/read`, method: 'PUT' }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        let readAt: string | null;
        try {
          readAt = (await queryFulfilled).data.read_at;
        } catch {
          return; // stays unread; nothing else to tell
        }
        for (const args of alertsApi.util.selectCachedArgsForQuery(getState(), 'alertsList')) {
          dispatch(
            alertsApi.util.updateQueryData('alertsList', args, (draft) => {
              const found = draft.alerts.find((a) => a.id === id);
              if (found) Object.assign(found, { read: true, read_at: readAt });
            }),
          );
        }
        dispatch(api.util.invalidateTags(['Inbox']));
      },
    }),
    dismissAlert: build.mutation<DismissAnswer, { id: number; reason: DismissReason }>({
      query: ({ id, reason }) => ({ url: `/api/alerts/${id}/dismiss`, method: 'POST', body: { reason } }),
      // The alert leaves every cached list and its severity count drops (never below 0) at once; the sidebar
      // badge is fetched again.
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // the modal shows the error
        }
        const state = getState();
        const severity = findSeverity(state, id);
        for (const args of alertsApi.util.selectCachedArgsForQuery(state, 'alertsList')) {
          dispatch(
            alertsApi.util.updateQueryData('alertsList', args, (draft) => {
              const before = draft.alerts.length;
              draft.alerts = draft.alerts.filter((a) => a.id !== id);
              if (draft.alerts.length < before) draft.total = Math.max(0, draft.total - 1);
            }),
          );
          // The server fills the page again with the alert that follows (server-side paging).
          dispatch(alertsApi.endpoints.alertsList.initiate(args, { subscribe: false, forceRefetch: true }));
        }
        if (severity) {
          for (const args of alertsApi.util.selectCachedArgsForQuery(state, 'alertSeverityCounts')) {
            dispatch(
              alertsApi.util.updateQueryData('alertSeverityCounts', args, (draft) => removeAlert(draft, severity)),
            );
          }
        }
        dispatch(api.util.invalidateTags(['AlertStats']));
      },
    }),
  }),
});

function findSeverity(state: unknown, id: number) {
  for (const args of alertsApi.util.selectCachedArgsForQuery(state as never, 'alertsList')) {
    const list = alertsApi.endpoints.alertsList.select(args)(state as never).data;
    const found = list?.alerts.find((a) => a.id === id);
    if (found) return found.severity;
  }
  return undefined;
}

export const {
  useAlertsListQuery,
  useAlertPositionQuery,
  useAlertSeverityCountsQuery,
  useAlertFilterOptionsQuery,
  useAlertDetailQuery,
  useAlertPagePropertiesQuery,
  useDismissAlertMutation,
  useMarkAlertReadMutation,
} = alertsApi;
