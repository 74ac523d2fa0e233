import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { municipalities } from './reference.js';
import { createdAt } from './columns.js';

/**
 * The local address index (shared reference data, no company): civic addresses with their points, loaded from
 * OpenAddresses or National Address Register files by `npm run addresses:import`. `streetKey` is
 * 'name|type|direction' normalized as addresses/grammar.ts does ('queen|st|e'); `number` is lower-cased ('56a').
 */
export const addressPoints = pgTable(
  'address_points',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Null when the row's city is not a known municipality. */
    municipalityId: integer('municipality_id').references(() => municipalities.id),
    number: text('number').notNull(),
    streetKey: text('street_key').notNull(),
    unit: text('unit'),
    postcode: text('postcode'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    source: text('source').notNull(),
  },
  (t) => [
    index('address_points_street_idx').on(sql`split_part(${t.streetKey}, '|', 1)`, t.municipalityId, t.number),
    index('address_points_source_idx').on(t.source),
    index('address_points_lat_lng_idx').on(t.lat, t.lng),
  ],
);

/** Answers of the online item geocoder, so one address is asked once; a null point means the service found nothing. */
export const geocodeCache = pgTable(
  'geocode_cache',
  {
    provider: text('provider').notNull(),
    query: text('query').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    label: text('label'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.query] })],
);
