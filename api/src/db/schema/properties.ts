import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { municipalities } from './reference.js';
import { createdAt, tz, updatedAt } from './columns.js';
import { companyId } from './company-column.js';

/**
 * A property a company tracks. Subscription state (active, payment_status, cancel_at_period_end)
 * lives with billing, keyed by property id; the properties API joins it in.
 */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    nickname: text('nickname'),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    municipalityId: integer('municipality_id').references(() => municipalities.id),
    currentLandUse: text('current_land_use'),
    futureLandUse: text('future_land_use'),
    notes: text('notes'),
    /** The property's own planning application numbers, as the user wrote them (matched in any spelling). */
    applicationNumbers: text('application_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The application types heard about farther than the near radius (migration 0040); null: every type. */
    applicationTypes: text('application_types').array(),
    propertySummary: text('property_summary'),
    summaryUpdatedAt: timestamp('summary_updated_at', tz),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('properties_company_idx').on(table.companyId),
    index('properties_municipality_idx').on(table.municipalityId),
    // The target of (property, company) foreign keys: an alert or insight cannot name another company than its property's.
    uniqueIndex('properties_id_company_key').on(table.id, table.companyId),
    check('properties_application_numbers_count', sql`coalesce(cardinality(${table.applicationNumbers}), 0) <= 20`),
  ],
);

export type Property = typeof properties.$inferSelect;

/** A document a company uploaded for one of its properties. */
export const propertyDocuments = pgTable(
  'property_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    /** Where the file is kept under DATA_DIR/files (a random key, never the uploaded name). */
    storageKey: text('storage_key').notNull(),
    /** 'pending' | 'done' | 'failed' */
    extractionStatus: text('extraction_status').notNull().default('pending'),
    extractionError: text('extraction_error'),
    extractedText: text('extracted_text'),
    uploadedBy: uuid('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', tz).notNull().defaultNow(),
  },
  (table) => [index('property_documents_property_idx').on(table.propertyId, table.uploadedAt)],
);

export type PropertyDocument = typeof propertyDocuments.$inferSelect;
