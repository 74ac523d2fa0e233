import { api, type ApiResponse } from 'shared-auth';

export type NotificationPreferences = ApiResponse<'/api/notifications/preferences'>;
export type EmailMode = NotificationPreferences['email_mode'];
export type DigestFrequency = NotificationPreferences['digest_frequency'];
export type WebhookEndpoint = ApiResponse<'/api/notifications/webhooks'>[number];
export type WebhookDelivery = ApiResponse<'/api/notifications/deliveries'>[number];

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
