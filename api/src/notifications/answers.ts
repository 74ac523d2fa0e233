import { iso } from '../schemas/common.js';
import type { DeliveryOut, EndpointOut } from '../schemas/notifications.js';
import type { AttemptRow, DeliveryRow, EndpointRow } from './webhook-repository.js';

/** The wire shapes of webhook endpoints and deliveries, built from our rows. */

export const endpointOut = (e: EndpointRow): EndpointOut => ({
  id: e.id,
  url: e.url,
  enabled: e.enabled,
  created_at: e.createdAt.toISOString(),
});

export const deliveryOut = (d: DeliveryRow, attempts: AttemptRow[] = []): DeliveryOut => ({
  id: d.id,
  endpoint_id: d.endpointId,
  alert_id: d.alertId,
  event: d.event,
  status: d.status,
  status_code: d.statusCode,
  attempt: d.attempt,
  next_attempt_at: iso(d.nextAttemptAt),
  error: d.error,
  created_at: d.createdAt.toISOString(),
  updated_at: d.updatedAt.toISOString(),
  attempts: attempts
    .filter((a) => a.deliveryId === d.id)
    .sort((a, b) => a.attempt - b.attempt)
    .map((a) => ({
      attempt: a.attempt,
      status_code: a.statusCode,
      error: a.error,
      duration_ms: a.durationMs,
      attempted_at: a.attemptedAt.toISOString(),
    })),
});
