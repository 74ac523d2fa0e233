import { api } from 'shared-auth';

export type EmailMode = 'immediate_and_digest' | 'digest_only' | 'off';
export type DigestFrequency = 'daily' | 'weekly';
export interface NotificationPreferences {
  email_mode: EmailMode;
  digest_frequency: DigestFrequency;
}
export interface WebhookEndpoint {
  id: string;
  url: string;
  enabled: boolean;
  created_at: string;
}
export interface WebhookDelivery {
  id: number;
  endpoint_id: string;
  alert_id: number | null;
  event: string;
  status: string;
  status_code: number | null;
  attempt: number;
  next_attempt_at: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

const tagged = api.enhanceEndpoints({ addTagTypes: ['NotificationPrefs', 'Webhooks'] });

export const notificationsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    notificationPreferences: build.query<NotificationPreferences, void>({
      query: () => '/api/notifications/preferences',
      providesTags: ['NotificationPrefs'],
    }),
    updateNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
      query: (body) => ({ url: '/api/notifications/preferences', method: 'PUT', body }),
      invalidatesTags: ['NotificationPrefs'],
    }),
    webhooks: build.query<WebhookEndpoint[], void>({
      query: () => '/api/notifications/webhooks',
      providesTags: ['Webhooks'],
    }),
    createWebhook: build.mutation<WebhookEndpoint & { secret: string }, { url: string }>({
      query: (body) => ({ url: '/api/notifications/webhooks', method: 'POST', body }),
      invalidatesTags: ['Webhooks'],
    }),
    deleteWebhook: build.mutation<void, string>({
      query: (id) => ({ url: `/api/notifications/webhooks/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Webhooks'],
    }),
    testWebhook: build.mutation<WebhookDelivery, string>({
      query: (id) => ({ url: `/api/notifications/webhooks/${encodeURIComponent(id)}/test`, method: 'POST' }),
      invalidatesTags: ['Webhooks'],
    }),
    webhookDeliveries: build.query<WebhookDelivery[], void>({
      query: () => '/api/notifications/deliveries',
      providesTags: ['Webhooks'],
    }),
  }),
});

export const {
  useNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  useWebhooksQuery,
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useTestWebhookMutation,
  useWebhookDeliveriesQuery,
} = notificationsApi;

/** The `detail` of an RTK Query error, or a fallback. */
export function errorDetail(error: unknown, fallback: string): string {
  const data = (error as { data?: { detail?: unknown } } | undefined)?.data;
  return typeof data?.detail === 'string' ? data.detail : fallback;
}
