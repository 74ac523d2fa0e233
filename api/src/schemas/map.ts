import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';
import { ALERT_SEVERITIES, PROPERTY_ALERT_CATEGORIES } from '../db/schema/index.js';
import { DateTime } from './common.js';
import { IntQuery } from './query.js';

/* Request and answer schemas of /api/map: the company's properties, the matching radii and the matched items. */

export { ALERT_SEVERITIES };

/** The types of the items the map places: a property's alert categories (a watch alert has no property or place). */
export const MAP_CATEGORIES = PROPERTY_ALERT_CATEGORIES;

/** Items in one answer at most (MapQuery.limit's ceiling); beyond the limit the newest are kept. */
export const MAP_ITEMS_MAX = 2000;
export const MAP_ITEMS_DEFAULT = 1000;
/** The period a request may span at most (from..to), in days. */
export const MAP_PERIOD_MAX_DAYS = 3660;
export const MAP_DEFAULT_DAYS = 90;

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const MapQuery = Type.Object({
  from: Type.Optional(
    Type.String({
      maxLength: 40,
      description: `Meetings on or after this date (YYYY-MM-DD or an ISO date-time); default ${MAP_DEFAULT_DAYS} days ago`,
    }),
  ),
  to: Type.Optional(
    Type.String({ maxLength: 40, description: 'Meetings on or before this date (inclusive); default: no end' }),
  ),
  severity: Type.Optional(
    Type.String({ maxLength: 60, description: `Comma-separated severities: ${ALERT_SEVERITIES.join(', ')}` }),
  ),
  category: Type.Optional(Type.String({ maxLength: 40, description: `The item's type: ${MAP_CATEGORIES.join(', ')}` })),
  municipalityId: IntQuery("The meeting's municipality (and the properties in it)"),
  propertyId: Type.Optional(Type.String({ maxLength: 60, description: 'One property of the company' })),
  alertId: IntQuery("One alert's property and items (the period is then ignored)"),
  limit: IntQuery(`Items at most, 1 to ${MAP_ITEMS_MAX} (default ${MAP_ITEMS_DEFAULT}); the newest are kept`),
});
export type MapQueryIn = Static<typeof MapQuery>;

export const MapProperty = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  address: Nullable(Type.String()),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  municipality_id: Nullable(Type.Integer()),
  municipality: Nullable(Type.String()),
});

export const MapItem = Type.Object({
  id: Type.Integer({ description: 'The alert item (one agenda item matched to one property)' }),
  alert_id: Type.Integer(),
  property_id: Type.String({ format: 'uuid' }),
  agenda_item_id: Nullable(Type.Integer()),
  document_id: Nullable(Type.Integer({ description: 'The matched document, for /documents/:id' })),
  title: Type.String(),
  item_number: Nullable(Type.String()),
  meeting_id: Nullable(Type.Integer()),
  meeting_title: Nullable(Type.String()),
  meeting_date: Nullable(DateTime),
  municipality_id: Nullable(Type.Integer()),
  municipality: Nullable(Type.String()),
  severity: Type.String({ enum: [...ALERT_SEVERITIES] }),
  categories: Type.Array(Type.String()),
  rule: Type.String(),
  latitude: Type.Number({ description: "The item's point nearest its property (its own or geocoded)" }),
  longitude: Type.Number(),
  distance_meters: Nullable(Type.Integer({ description: 'From that point to the property (null: no property point)' })),
});
export type MapItemOut = Static<typeof MapItem>;

export const MapOut = Type.Object({
  radii_meters: Type.Array(Type.Integer(), { description: 'The matching distance tiers, nearest first' }),
  near_radius_meters: Type.Integer({ description: "Site-specific items this close are 'high'" }),
  tiles: Type.Union([Type.Object({ url: Type.String(), attribution: Type.String() }), Type.Null()], {
    description: 'The basemap (MAP_TILE_URL); null: no basemap is configured',
  }),
  from: Nullable(DateTime),
  to: Nullable(DateTime),
  properties: Type.Array(MapProperty),
  municipalities: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), {
    description: "The municipalities of the company's properties (the filter's choices)",
  }),
  items: Type.Array(MapItem, { description: 'Newest meeting first' }),
  truncated: Type.Boolean({ description: 'More items matched than `limit`: only the newest are listed' }),
  limit: Type.Integer(),
  unplaced: Type.Integer({ description: 'Matched items under the filters that have no location (policies...)' }),
});
export type MapOutT = Static<typeof MapOut>;
