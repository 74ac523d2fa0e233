import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { properties } from './properties.js';
import { municipalities } from './reference.js';
import { createdAt, tz, updatedAt } from './columns.js';
import { companyId } from './company-column.js';

/*
 * Municipal meetings and what they contain: global data shared by every company (no company_id). Rows are keyed
 * by the source's own ids (`source` + `source_id`) so the ingest connectors upsert them idempotently.
 * `source` names the connector and portal: 'escribe:trca', 'tmmis:toronto', 'demo:mississauga', ...
 */

/** A kind of committee ('council', 'planning', 'committee_of_adjustment', ...), seeded by migration. */
export const committeeTypes = pgTable(
  'committee_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    displayName: text('display_name').notNull(),
  },
  (t) => [uniqueIndex('committee_types_slug_key').on(t.slug)],
);

/** A council or committee of one municipality. */
export const committees = pgTable(
  'committees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    name: text('name').notNull(),
    committeeTypeId: integer('committee_type_id').references(() => committeeTypes.id),
    /** The source's id for the committee, when it has one. */
    sourceKey: text('source_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('committees_municipality_name_key').on(t.municipalityId, t.name),
    index('committees_type_idx').on(t.committeeTypeId),
  ],
);

/** The committees a company follows for one of its properties (chosen in the create wizard). */
export const propertyCommittees = pgTable(
  'property_committees',
  {
    companyId: companyId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    committeeId: integer('committee_id')
      .notNull()
      .references(() => committees.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.committeeId] }),
    index('property_committees_company_idx').on(t.companyId),
    index('property_committees_committee_idx').on(t.committeeId),
  ],
);

/** A council or committee meeting. */
export const meetings = pgTable(
  'meetings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    committeeId: integer('committee_id').references(() => committees.id),
    title: text('title').notNull(),
    /** The committee's name as the source wrote it (also kept when no committee row matched). */
    committeeName: text('committee_name'),
    startsAt: timestamp('starts_at', tz).notNull(),
    endsAt: timestamp('ends_at', tz),
    location: text('location'),
    /** 'scheduled' | 'cancelled' | 'postponed' */
    status: text('status').notNull().default('scheduled'),
    summary: text('summary'),
    documentUrl: text('document_url'),
    agendaUrl: text('agenda_url'),
    revisedAgendaUrl: text('revised_agenda_url'),
    minutesUrl: text('minutes_url'),
    sourceUrl: text('source_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The list's search text: title, committee name and summary, lower-cased once when written (newline between
     * them). `search_text like lower(pattern)` matches exactly what `ilike` on each column did (PostgreSQL's ilike
     * lower-cases both sides in UTF-8), without lower-casing 20,000 summaries on every search.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(title || chr(10) || coalesce(committee_name, '') || chr(10) || coalesce(summary, ''))`,
      ),
  },
  (t) => [
    uniqueIndex('meetings_source_key').on(t.source, t.sourceId),
    index('meetings_starts_idx').on(t.startsAt, t.id),
    index('meetings_municipality_starts_idx').on(t.municipalityId, t.startsAt),
    index('meetings_committee_idx').on(t.committeeId),
    // Trigram index for the list's search (LIKE '%word%' on search_text); pg_trgm is created by migration 0013.
    index('meetings_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export interface DocumentLink {
  title: string;
  url: string;
}
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** One place of an item found by geocoding its text: a point (an address, an intersection) or a line (a street segment). */
export interface PlacedPlace {
  /** The words of the item that were placed, as they stand ('56 Queen St. E.'). */
  text: string;
  /** Which geocoder placed them: 'address index', 'mapbox', 'nominatim' or 'photon'. */
  via: string;
  kind: 'point' | 'line';
  points: GeoPoint[];
}

/**
 * Where an item without coordinates of its own was placed from the addresses in its title, description and
 * report text. 'unplaced': it names addresses but none resolved (they are listed); 'none': it names none.
 */
export interface ItemPlacement {
  status: 'placed' | 'unplaced' | 'none';
  places: PlacedPlace[];
  unresolved: string[];
}

/** One item of a meeting's agenda, with what the connectors could read from it. */
export const agendaItems = pgTable(
  'agenda_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    /** The source's id of the item (TMMIS '2024.GG16.12', eSCRIBE item id); unique within its meeting. */
    sourceId: text('source_id').notNull(),
    itemNumber: text('item_number'),
    title: text('title').notNull(),
    description: text('description'),
    /** The item's French text, from a bilingual portal's French agenda (migration 0059); null when none. */
    titleFr: text('title_fr'),
    descriptionFr: text('description_fr'),
    addresses: text('addresses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Points read from the source or geocoded from the addresses. */
    coordinates: jsonb('coordinates').$type<GeoPoint[]>().notNull().default([]),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    applicationNumbers: text('application_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    wards: text('wards')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    documentLinks: jsonb('document_links').$type<DocumentLink[]>().notNull().default([]),
    sourceUrl: text('source_url'),
    /** Where the source shows it: the item's status ('Adopted', 'Referred'...) and the decision's text. */
    status: text('status'),
    decision: text('decision'),
    /** When a later ingest saw the status or decision change (null until it first changes). */
    statusChangedAt: timestamp('status_changed_at', tz),
    /** Hash of the fields the analysis reads: a changed hash means the item is analysed again. */
    contentHash: text('content_hash'),
    analyzedHash: text('analyzed_hash'),
    analyzedAt: timestamp('analyzed_at', tz),
    /** Where geocoding placed an item that has no coordinates of its own (analysis/geocode-items.ts). */
    placement: jsonb('placement').$type<ItemPlacement>(),
    /** Hash of the texts the placement was computed from: the same texts are not geocoded again. */
    placementHash: text('placement_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agenda_items_meeting_source_key').on(t.meetingId, t.sourceId),
    index('agenda_items_application_numbers_idx').using('gin', t.applicationNumbers),
    index('agenda_items_created_idx').on(t.createdAt),
  ],
);

export const EXTRACTION_STATUSES = ['pending', 'done', 'failed', 'skipped'] as const;
export type ExtractionStatus = (typeof EXTRACTION_STATUSES)[number];

/** A municipal document (agenda, report, attachment) with its extracted text. */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    source: text('source').notNull(),
    /** The source's id or, failing that, the document's URL. */
    sourceId: text('source_id').notNull(),
    meetingId: integer('meeting_id').references(() => meetings.id, { onDelete: 'cascade' }),
    agendaItemId: integer('agenda_item_id').references(() => agendaItems.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    url: text('url'),
    mimeType: text('mime_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    pageCount: integer('page_count'),
    /** Where the original is kept under DATA_DIR/files (never a name from the source). */
    storageKey: text('storage_key'),
    extractionStatus: text('extraction_status').$type<ExtractionStatus>().notNull().default('pending'),
    extractionError: text('extraction_error'),
    extractedAt: timestamp('extracted_at', tz),
    /** The whole extracted text; pages are slices of it (document_pages.char_start/char_end). */
    text: text('text'),
    contentHash: text('content_hash'),
    analyzedHash: text('analyzed_hash'),
    analyzedAt: timestamp('analyzed_at', tz),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('documents_source_key').on(t.source, t.sourceId),
    index('documents_meeting_idx').on(t.meetingId),
    index('documents_agenda_item_idx').on(t.agendaItemId),
  ],
);

/** One page of a document's extracted text, with its position in documents.text. */
export const documentPages = pgTable(
  'document_pages',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    charStart: integer('char_start').notNull(),
    charEnd: integer('char_end').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.pageNumber] })],
);

/** Last run of each ingest source (connector + portal), readable by admins. */
export const sourceStatus = pgTable('source_status', {
  source: text('source').primaryKey(),
  cursor: text('cursor'),
  lastRunAt: timestamp('last_run_at', tz),
  lastSuccessAt: timestamp('last_success_at', tz),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', tz),
  recordsLastRun: integer('records_last_run').notNull().default(0),
  updatedAt: updatedAt(),
  /** Failed runs in a row (migration 0029); 0 after a success. */
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  /** When the source was marked degraded, and why, in words; both null while healthy. */
  degradedAt: timestamp('degraded_at', tz),
  degradedReason: text('degraded_reason'),
  /** The kind of the latest failed runs ('refused-403', 'challenge', 'error'...) and how many in a row (migration 0031). */
  failureKind: text('failure_kind'),
  failureKindRuns: integer('failure_kind_runs').notNull().default(0),
});

/**
 * A meeting whose own page could not be fetched or read on its last attempt (migration 0024). Deleted when the
 * page succeeds; retried from `payload` (the source's calendar entry) until `attempts` reaches the bound.
 */
export const meetingFetchFailures = pgTable(
  'meeting_fetch_failures',
  {
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', tz),
    url: text('url').notNull(),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull().default(1),
    firstFailedAt: timestamp('first_failed_at', tz).notNull().defaultNow(),
    failedAt: timestamp('failed_at', tz).notNull().defaultNow(),
    payload: jsonb('payload').notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.sourceId] })],
);

/**
 * A meeting whose page a connector read in full (migration 0031), with a hash of the calendar entry it was read
 * from: a later run fetches the page again only when the entry changed, or while the meeting is near and its
 * agenda may still be posted or revised (connectors/escribe.ts).
 */
export const meetingPageReads = pgTable(
  'meeting_page_reads',
  {
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    calendarHash: text('calendar_hash').notNull(),
    readAt: timestamp('read_at', tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.sourceId] })],
);

export type Committee = typeof committees.$inferSelect;
export type Meeting = typeof meetings.$inferSelect;
export type AgendaItem = typeof agendaItems.$inferSelect;
export type MunicipalDocument = typeof documents.$inferSelect;

/**
 * Versions of what the meetings list shows (migration 0020; bumped by triggers at commit, never by the API): one
 * row for the global data (meetings, their document and agenda item counts, municipality and committee names) ...
 */
export const meetingListVersion = pgTable(
  'meeting_list_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('meeting_list_version_one_row', sql`${t.id}`)],
);

/** ... and one per company for its alerts (hasAlert, alertCount). Row-level security: a company reads its own. */
export const companyAlertVersions = pgTable('company_alert_versions', {
  companyId: uuid('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
