import { Type, type Static } from '@fastify/type-provider-typebox';
import { APPLICATION_TYPES, WATCH_DELIVERIES } from '../db/schema/index.js';
import { DateTime, NullableDateTime } from './common.js';
import { DELIVERY_DESCRIPTION } from './watches.js';

/* Request and answer schemas of /api/areas (area watches: new applications inside a drawn area; the OpenAPI document). */

export const MAX_AREA_VERTICES = 200;

const Coordinate = Type.Array(Type.Number({ minimum: -180, maximum: 180 }), {
  minItems: 2,
  maxItems: 2,
  description: '[longitude, latitude] in degrees (WGS 84), as in GeoJSON',
});

export const PolygonArea = Type.Object(
  {
    type: Type.Literal('polygon'),
    coordinates: Type.Array(Coordinate, {
      minItems: 3,
      maxItems: MAX_AREA_VERTICES + 1,
      description: `The vertices in order (3 to ${MAX_AREA_VERTICES}; a closing vertex equal to the first is dropped). The edges must not cross, and the polygon must be in Ontario and span at most 100 km.`,
    }),
  },
  { additionalProperties: false },
);

export const CircleArea = Type.Object(
  {
    type: Type.Literal('circle'),
    center: Coordinate,
    // Loosely bounded here: the service answers the exact bounds in words.
    radius_m: Type.Number({ minimum: 0, maximum: 1_000_000, description: 'The radius in metres, 10 to 50,000' }),
  },
  { additionalProperties: false },
);

export const AreaGeometry = Type.Union([PolygonArea, CircleArea], {
  description: 'A polygon, or a circle (centre and radius), in Ontario',
});

const Name = Type.String({ maxLength: 100, description: 'A name for the area (1 to 100 characters)' });
// No minItems: an empty list is answered by the service in words ("Choose at least one application type.").
const ApplicationTypes = Type.Array(Type.String({ enum: [...APPLICATION_TYPES] }), {
  maxItems: APPLICATION_TYPES.length,
  uniqueItems: true,
  description: 'The application types to hear about, at least one (default: every type)',
});
const Delivery = Type.String({ enum: [...WATCH_DELIVERIES], description: DELIVERY_DESCRIPTION });

export const AreaCreateBody = Type.Object(
  {
    name: Name,
    geometry: AreaGeometry,
    application_types: Type.Optional(ApplicationTypes),
    delivery: Type.Optional(Delivery),
    paused: Type.Optional(Type.Boolean()),
    company_wide: Type.Optional(
      Type.Boolean({ description: "A company area, every member's (admins only); default false: the caller's own" }),
    ),
  },
  { additionalProperties: false },
);
export type AreaCreateBody = Static<typeof AreaCreateBody>;

export const AreaUpdateBody = Type.Object(
  {
    name: Type.Optional(Name),
    geometry: Type.Optional(AreaGeometry),
    application_types: Type.Optional(ApplicationTypes),
    delivery: Type.Optional(Delivery),
    paused: Type.Optional(Type.Boolean({ description: 'A paused area matches nothing until resumed' })),
  },
  { additionalProperties: false },
);
export type AreaUpdateBody = Static<typeof AreaUpdateBody>;

export const AreaOut = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  geometry: AreaGeometry,
  bounds: Type.Object(
    { south: Type.Number(), west: Type.Number(), north: Type.Number(), east: Type.Number() },
    { description: "The area's bounding box (degrees)" },
  ),
  application_types: Type.Array(Type.String({ enum: [...APPLICATION_TYPES] })),
  all_types: Type.Boolean({ description: 'Every application type (also the ones added later)' }),
  delivery: Delivery,
  paused: Type.Boolean(),
  company_wide: Type.Boolean(),
  owner_user_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  can_edit: Type.Boolean({ description: 'Whether the caller may change or delete it' }),
  match_count: Type.Integer({ description: 'Its alerts (applications found inside it)' }),
  last_match_at: NullableDateTime,
  created_at: DateTime,
  updated_at: DateTime,
});
export type AreaOut = Static<typeof AreaOut>;

export const AreaParams = Type.Object({ id: Type.String({ description: 'Area id (uuid)' }) });
