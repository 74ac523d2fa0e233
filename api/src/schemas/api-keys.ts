import { Type, type Static } from '@fastify/type-provider-typebox';
import { DateTime, NullableDateTime } from './common.js';

export const ApiKeyScope = Type.Union(
  [Type.Literal('alerts'), Type.Literal('properties'), Type.Literal('meetings'), Type.Literal('registries')],
  { description: 'alerts, properties, meetings or registries (provincial proposals, tribunal and mayoral decisions)' },
);

export const NewApiKeyBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80 }),
    scopes: Type.Array(ApiKeyScope, { minItems: 1, maxItems: 4, uniqueItems: true }),
    expires_in_days: Type.Integer({ minimum: 1, maximum: 730, description: 'Days until the key stops working' }),
  },
  { additionalProperties: false },
);
export type NewApiKeyBody = Static<typeof NewApiKeyBody>;

export const ApiKey = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  prefix: Type.String({ description: 'The first characters of the key, to tell keys apart' }),
  scopes: Type.Array(ApiKeyScope),
  expires_at: DateTime,
  last_used_at: NullableDateTime,
  revoked_at: NullableDateTime,
  created_at: DateTime,
  created_by: Type.Union([Type.String(), Type.Null()], { description: "The creator's email" }),
  status: Type.Union([Type.Literal('active'), Type.Literal('revoked'), Type.Literal('expired')]),
});
export type ApiKey = Static<typeof ApiKey>;

export const CreatedApiKey = Type.Intersect([
  ApiKey,
  Type.Object({ key: Type.String({ description: 'The key itself: shown this once, never again' }) }),
]);

export const ApiKeyParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
