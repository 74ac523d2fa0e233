import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, updatedAt } from './columns.js';
import { companyId } from './company-column.js';

/** PostgreSQL's full-text query type, computed by the database (never written by the application). */
export const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });
/** PostgreSQL's full-text document type (the generated search columns of the watched sources). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Where a watch looks: council and committee items, provincial proposals, tribunal and mayoral decisions. */
export const WATCH_SOURCE_KINDS = ['council', 'provincial', 'tribunal', 'mayoral'] as const;
export type WatchSourceKind = (typeof WATCH_SOURCE_KINDS)[number];
/** How its matches reach people: a mail (and webhook) at once, the daily or weekly digest, or the alerts list only. */
export const WATCH_DELIVERIES = ['immediate', 'digest', 'none'] as const;
export type WatchDelivery = (typeof WATCH_DELIVERIES)[number];
/** The languages a watch searches: English (the 'english' configuration) and French (the 'french' one, migration 0059). */
export const WATCH_LANGUAGES = ['en', 'fr'] as const;
export type WatchLanguage = (typeof WATCH_LANGUAGES)[number];
/** A watch follows words ('terms', the keyword watch lists) or the new applications inside an area ('area'). */
export const WATCH_KINDS = ['terms', 'area'] as const;
export type WatchKind = (typeof WATCH_KINDS)[number];

/**
 * An area's geometry (migration 0056), longitude first as in GeoJSON: a polygon's vertices (not closed: the last
 * vertex is joined to the first), or a circle's centre and radius in metres.
 */
export type AreaGeometry =
  { type: 'polygon'; coordinates: [number, number][] } | { type: 'circle'; center: [number, number]; radius_m: number };

/**
 * A keyword watch list (migration 0028): a company's search over every source, raising an alert of type "watch"
 * (alerts.watch_id) for each item, proposal or decision whose text matches. `user_id` null: a company watch, set up by
 * an admin for every member; otherwise the watch of that user alone.
 */
export const watches = pgTable(
  'watches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    /** The owner of a personal watch; null for a company watch. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** As the user wrote them, in web-search syntax: "quoted phrase", or, -excluded. */
    terms: text('terms').notNull(),
    /** The terms parsed once by the database; the matching statements join on it. */
    query: tsquery('query')
      .notNull()
      .generatedAlwaysAs(sql`websearch_to_tsquery('english', terms)`),
    /** The same terms parsed with French stemming, matched against items' French text (migration 0059). */
    queryFr: tsquery('query_fr')
      .notNull()
      .generatedAlwaysAs(sql`websearch_to_tsquery('french', terms)`),
    /** Which texts it searches: 'en' (every source), 'fr' (council items' French text); English only by default. */
    languages: text('languages')
      .array()
      .$type<WatchLanguage[]>()
      .notNull()
      .default(sql`'{en}'::text[]`),
    /** The words and phrases looked for (not the excluded ones), to tell which of them an item matched. */
    positiveTerms: text('positive_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Municipalities the watch is limited to; empty means all. */
    municipalityIds: integer('municipality_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    sourceKinds: text('source_kinds')
      .array()
      .$type<WatchSourceKind[]>()
      .notNull()
      .default(sql`'{council,provincial,tribunal,mayoral}'::text[]`),
    delivery: text('delivery').$type<WatchDelivery>().notNull().default('immediate'),
    paused: boolean('paused').notNull().default(false),
    kind: text('kind').$type<WatchKind>().notNull().default('terms'),
    /** An area's geometry; null for a keyword watch. */
    area: jsonb('area').$type<AreaGeometry>(),
    /** The area's bounding box (degrees), the prefilter of the matching. */
    areaSouth: doublePrecision('area_south'),
    areaWest: doublePrecision('area_west'),
    areaNorth: doublePrecision('area_north'),
    areaEast: doublePrecision('area_east'),
    /** The application types an area wants; null: every type. */
    applicationTypes: text('application_types').array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('watches_company_idx').on(t.companyId, t.createdAt),
    index('watches_user_idx').on(t.userId),
    // The target of alerts' (watch, company) foreign key: a watch alert is always its watch's company's.
    uniqueIndex('watches_id_company_key').on(t.id, t.companyId),
    check('watches_delivery_check', sql`${t.delivery} in ('immediate', 'digest', 'none')`),
    check(
      'watches_terms_length',
      sql`(${t.kind} = 'area' and ${t.terms} = '') or char_length(${t.terms}) between 1 and 200`,
    ),
    check('watches_kind_check', sql`${t.kind} in ('terms', 'area')`),
    check('watches_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check(
      'watches_languages_check',
      sql`cardinality(${t.languages}) between 1 and 2 and ${t.languages} <@ '{en,fr}'::text[]`,
    ),
  ],
);

export type Watch = typeof watches.$inferSelect;
