import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';
import { DIGEST_FREQUENCIES, EMAIL_MODES } from '../db/schema/index.js';
import { DateTime, Id, NullableDateTime } from './common.js';

export const Preferences = Type.Object({
  email_mode: Type.Union([Type.Literal(EMAIL_MODES[0]), Type.Literal(EMAIL_MODES[1]), Type.Literal(EMAIL_MODES[2])]),
  digest_frequency: Type.Union([Type.Literal(DIGEST_FREQUENCIES[0]), Type.Literal(DIGEST_FREQUENCIES[1])]),
});
export const Endpoint = Type.Object({
  id: Type.String({ format: 'uuid' }),
  url: Type.String(),
  enabled: Type.Boolean(),
  created_at: DateTime,
});
export const EndpointCreated = Type.Intersect([
  Endpoint,
  Type.Object({ secret: Type.String({ description: 'Shown once: keep it to verify signatures' }) }),
]);
export const Delivery = Type.Object({
  id: Type.Integer(),
  endpoint_id: Type.String({ format: 'uuid' }),
  alert_id: Type.Union([Type.Integer(), Type.Null()]),
  event: Type.String(),
  status: Type.String(),
  status_code: Type.Union([Type.Integer(), Type.Null()]),
  attempt: Type.Integer(),
  next_attempt_at: NullableDateTime,
  error: Type.Union([Type.String(), Type.Null()]),
  created_at: DateTime,
  updated_at: DateTime,
  /** Every attempt, oldest first (a 500 then a 200 shows both). */
  attempts: Type.Array(
    Type.Object({
      attempt: Type.Integer(),
      status_code: Type.Union([Type.Integer(), Type.Null()]),
      error: Type.Union([Type.String(), Type.Null()]),
      duration_ms: Type.Integer(),
      attempted_at: DateTime,
    }),
  ),
});
/** A webhook endpoint's (or a follow's) id in the path: any string, 404 unless it is one of the company's. */
export const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const TokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 300 }) });
export const WebhookCreateBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2000 }),
  enabled: Type.Optional(Type.Boolean()),
});
export const WebhookPatchBody = Type.Object({
  url: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
  enabled: Type.Optional(Type.Boolean()),
});
export const DeliveriesQuery = Type.Object({
  webhook_id: Type.Optional(Type.String({ maxLength: 64 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});

export const Follow = Type.Object({
  id: Type.String({ format: 'uuid' }),
  alert_id: Type.Integer(),
  agenda_item_id: Type.Integer(),
  title: Type.String(),
  application_numbers: Type.Array(Type.String()),
  created_at: DateTime,
});
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
/** A step: the item at a meeting, a change of its status, or a tribunal decision on the matter (no agenda item). */
export const Step = Type.Object({
  kind: Type.Union([Type.Literal('meeting'), Type.Literal('status'), Type.Literal('tribunal')]),
  agenda_item_id: Nullable(Type.Integer()),
  item_number: Nullable(Type.String()),
  title: Type.String(),
  meeting_id: Nullable(Type.Integer()),
  meeting_title: Type.String(),
  committee_name: Nullable(Type.String()),
  starts_at: DateTime,
  status: Type.String(),
  item_status: Nullable(Type.String()),
  detail: Nullable(Type.String()),
  url: Nullable(Type.String()),
  alert_id: Nullable(Type.Integer()),
  followed: Type.Boolean(),
});
export const FollowCreateBody = Type.Object({ alert_id: Id(), agenda_item_id: Type.Optional(Id()) });
export const TimelineParams = Type.Object({ alertId: Type.String({ description: 'Numeric alert id' }) });
export const Timeline = Type.Object({ follow: Type.Union([Follow, Type.Null()]), steps: Type.Array(Step) });

export type PreferencesOut = Static<typeof Preferences>;
export type EndpointOut = Static<typeof Endpoint>;
export type DeliveryOut = Static<typeof Delivery>;
export type FollowOut = Static<typeof Follow>;
export type TimelineStep = Static<typeof Step>;
