import { api, type ApiResponse } from 'shared-auth';

/*
 * The caller's state of the alerts (read, assigned) and the bulk actions of the list's multi-select. Every change
 * refetches the lists (Alerts), the bell (Inbox) and, for a dismissal, the sidebar badge (AlertStats).
 */

export type ReadAnswer = ApiResponse<'/api/alerts/{id}/read', 'put'>;
export type BulkReadAnswer = ApiResponse<'/api/alerts/read', 'post'>;
export type AssignAnswer = ApiResponse<'/api/alerts/{id}/assignment', 'put'>;
export type BulkAssignAnswer = ApiResponse<'/api/alerts/assign', 'post'>;
export type BulkDismissAnswer = ApiResponse<'/api/alerts/dismiss', 'post'>;
type CompanyUser = ApiResponse<'/api/companies/users'>[number];

/** A member who can be assigned an alert. */
export interface Teammate {
  id: string;
  name: string;
}

const CHANGED = ['Alerts', 'Inbox'] as const;

export const inboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    markAlertUnread: build.mutation<ReadAnswer, number>({
      query: (id) => ({ url: `/api/alerts/${id}/read`, method: 'DELETE' }),
      invalidatesTags: [...CHANGED],
    }),
    markAlertsRead: build.mutation<BulkReadAnswer, { ids: number[] } | { all: true }>({
      query: (body) => ({ url: '/api/alerts/read', method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    assignAlerts: build.mutation<BulkAssignAnswer, { ids: number[]; assignee_id: string }>({
      query: (body) => ({ url: '/api/alerts/assign', method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    unassignAlert: build.mutation<void, number>({
      query: (id) => ({ url: `/api/alerts/${id}/assignment`, method: 'DELETE' }),
      invalidatesTags: [...CHANGED],
    }),
    dismissAlerts: build.mutation<BulkDismissAnswer, { ids: number[]; reason: 'finished' | 'irrelevant' }>({
      query: (body) => ({ url: '/api/alerts/dismiss', method: 'POST', body }),
      invalidatesTags: [...CHANGED, 'AlertStats'],
    }),
    teammates: build.query<Teammate[], void>({
      query: () => '/api/companies/users',
      // Invitations still pending cannot be assigned work.
      transformResponse: (users: CompanyUser[]) =>
        users
          .filter((u) => u.role !== 'invited')
          .map((u) => ({ id: u.id, name: [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email })),
      providesTags: ['Users'],
    }),
  }),
});

export const {
  useMarkAlertUnreadMutation,
  useMarkAlertsReadMutation,
  useAssignAlertsMutation,
  useUnassignAlertMutation,
  useDismissAlertsMutation,
  useTeammatesQuery,
} = inboxApi;
