import { Type, type Static } from '@fastify/type-provider-typebox';
import { DateTime, NullableDateTime } from './common.js';

export const AlertFeedKind = Type.Union([Type.Literal('property'), Type.Literal('watch')]);

export const NewAlertFeedBody = Type.Object(
  {
    kind: AlertFeedKind,
    target_id: Type.String({ format: 'uuid', description: "The property's or the watch list's id" }),
  },
  { additionalProperties: false },
);

export const AlertFeed = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: AlertFeedKind,
  target_id: Type.String({ format: 'uuid' }),
  target_name: Type.String(),
  created_at: DateTime,
  last_used_at: NullableDateTime,
});
export type AlertFeed = Static<typeof AlertFeed>;

export const CreatedAlertFeed = Type.Intersect([
  AlertFeed,
  Type.Object({ url: Type.String({ description: 'The secret Atom feed URL: shown this once' }) }),
]);

export const AlertFeedParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const AtomFileParams = Type.Object({ file: Type.String({ maxLength: 100 }) });
