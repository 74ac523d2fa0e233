import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './auth.js';
import { municipalities } from './reference.js';

const tz = { withTimezone: true, mode: 'date' } as const;

/**
 * A property a company tracks (part 1 §3). Subscription state (active, payment_status, cancel_at_period_end)
 * lives with billing, keyed by property id; the properties API joins it in.
 */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nickname: text('nickname'),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    municipalityId: integer('municipality_id').references(() => municipalities.id),
    currentLandUse: text('current_land_use'),
    futureLandUse: text('future_land_use'),
    notes: text('notes'),
    propertySummary: text('property_summary'),
    summaryUpdatedAt: timestamp('summary_updated_at', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (table) => [index('properties_company_idx').on(table.companyId), index('properties_municipality_idx').on(table.municipalityId)],
);

export type Property = typeof properties.$inferSelect;
