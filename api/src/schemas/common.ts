import { Type, type Static } from '@fastify/type-provider-typebox';

export const ErrorResponse = Type.Object(
  { detail: Type.String({ description: 'Human-readable reason' }) },
  { description: 'Every error answers this shape' },
);

export const DateTime = Type.String({ format: 'date-time' });
export const NullableDateTime = Type.Union([DateTime, Type.Null()]);

export const Role = Type.Enum(['admin', 'analyst', 'invited']);

export const UserOut = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  role: Role,
  company_id: Type.String({ format: 'uuid' }),
  company_name: Type.String(),
  company: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }),
  two_factor_enabled: Type.Boolean(),
  last_login: NullableDateTime,
  language: Type.Enum(['en-CA', 'fr-CA'], { description: 'The language the user reads the app in' }),
  platform_operator: Type.Optional(
    Type.Boolean({
      description: 'A platform operator (`npm run operator -- grant`): sees the operator screens (the ingest sources)',
    }),
  ),
});
export type UserOut = Static<typeof UserOut>;

export const LoginResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
  user: UserOut,
});
export type LoginResponse = Static<typeof LoginResponse>;

export const DetailResponse = Type.Object({ detail: Type.String() });

/** Error answers for the statuses a route may produce (documented in OpenAPI, serialized as `{ detail }`). */
export function errors(...statuses: number[]): Record<number, typeof ErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse]));
}

export const bearerAuth = [{ bearerAuth: [] as string[] }];

export const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/*
 * Every number a client sends is bounded. Row ids are PostgreSQL `integer` (serial) columns: a value beyond
 * int32 is not an id of anything, and sent to the database it would fail the query (a 500) instead of the request.
 */
export const INT32_MAX = 2_147_483_647;

/** A row id in a body or query: 1 to 2^31 - 1. */
export const Id = (options: { description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: INT32_MAX, ...options });

/** A list of row ids, bounded in length too. */
export const IdList = (maxItems: number, options: { description?: string } = {}) =>
  Type.Array(Id(), { maxItems, ...options });

/**
 * A link a client sends: http or https only, with a host, no spaces, at most 2000 characters (the same rule as
 * lib/http-url.ts, which also filters links from sources).
 */
export const HTTP_URL_PATTERN = '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$';
export const HttpUrl = (options: { description?: string } = {}) =>
  Type.String({ maxLength: 2000, pattern: HTTP_URL_PATTERN, ...options });

/** Free-form details (an insight's data): every key ending in `url` holds an http(s) link or null. */
export const DetailsObject = (options: { description?: string } = {}) =>
  Type.Unsafe<Record<string, unknown>>({
    type: 'object',
    maxProperties: 100,
    patternProperties: { '[Uu][Rr][Ll]$': { anyOf: [HttpUrl(), { type: 'null' }] } },
    additionalProperties: true,
    ...options,
  });
