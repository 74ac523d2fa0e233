import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { legalDecisions } from './legal.js';
import { agendaItems } from './municipal.js';
import { municipalities } from './reference.js';

const tz = { withTimezone: true, mode: 'date' } as const;

/* Development applications, one row per planning file, shared by every company (migration 0040, docs/applications.md). */

export const APPLICATION_TYPES = [
  'official_plan_amendment',
  'zoning_bylaw_amendment',
  'site_plan',
  'draft_plan_of_subdivision',
  'draft_plan_of_condominium',
  'consent',
  'minor_variance',
  'other',
] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

export const APPLICATION_EVENT_KINDS = [
  'filed',
  'hearing_scheduled',
  'heard',
  'decision',
  'appealed',
  'tribunal_case',
  'tribunal_decision',
  'withdrawn',
  'closed',
] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

/** A key fact read from the description or a document, with where it was read (shown only when found). */
export interface ApplicationFact {
  /** 'storeys' | 'units' | 'gross_floor_area' | 'use' | 'lots' */
  name: string;
  value: string;
  /** The words it was read from, as they stand in the source. */
  quote: string;
  /** Where: 'description' or a document's title. */
  citedFrom: string;
  url: string | null;
}

export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id, { onDelete: 'cascade' }),
    /** addresses/grammar.ts applicationKey of the file number; null while the registry gives none. */
    fileKey: text('file_key'),
    fileNumbers: text('file_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fileKeys: text('file_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text('source').notNull(),
    sourceRecordId: text('source_record_id').notNull(),
    type: text('type').$type<ApplicationType>().notNull().default('other'),
    status: text('status'),
    addresses: text('addresses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** addressKey(number, street) of each address: the address join. */
    addressKeys: text('address_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    description: text('description'),
    facts: jsonb('facts').$type<ApplicationFact[]>().notNull().default([]),
    filedOn: date('filed_on', { mode: 'string' }),
    hearingOn: date('hearing_on', { mode: 'string' }),
    decidedOn: date('decided_on', { mode: 'string' }),
    link: text('link'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
    /** Numbers, addresses and description lower-cased, written with them (the list's search by words). */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('applications_municipality_file_key')
      .on(t.municipalityId, t.fileKey)
      .where(sql`${t.fileKey} is not null`),
    uniqueIndex('applications_source_record_key').on(t.source, t.sourceRecordId),
    index('applications_file_keys_idx').using('gin', t.fileKeys),
    index('applications_address_keys_idx').using('gin', t.addressKeys),
    index('applications_filed_idx').on(t.filedOn.desc(), t.id.desc()),
    index('applications_point_idx').on(t.latitude, t.longitude),
    check('applications_type_check', sql`${t.type} in (${sql.raw(APPLICATION_TYPES.map((x) => `'${x}'`).join(', '))})`),
    check('applications_numbers_count', sql`cardinality(${t.fileNumbers}) <= 20 AND cardinality(${t.addresses}) <= 20`),
  ],
);
export type Application = typeof applications.$inferSelect;

/** Every registry row as last read: incremental reads and the rows left out. */
export const applicationRecords = pgTable(
  'application_records',
  {
    source: text('source').notNull(),
    recordId: text('record_id').notNull(),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    hash: text('hash').notNull(),
    modifiedAt: timestamp('modified_at', tz),
    skipped: text('skipped').$type<'created_in_error' | 'duplicate'>(),
    readAt: timestamp('read_at', tz).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'application_records_pk', columns: [t.source, t.recordId] }),
    index('application_records_application_idx').on(t.applicationId),
  ],
);

/** The file's timeline: one step from one source, with the reason it was joined to the file. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ApplicationEventKind>().notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }),
    source: text('source').notNull(),
    /** The step's key in its source ('record:3326373:hearing', 'item:12', 'decision:7'): a re-read never repeats it. */
    ref: text('ref').notNull(),
    title: text('title').notNull(),
    link: text('link'),
    joinReason: text('join_reason').notNull(),
    agendaItemId: integer('agenda_item_id').references(() => agendaItems.id, { onDelete: 'cascade' }),
    decisionId: integer('decision_id').references(() => legalDecisions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('application_events_ref_key').on(t.applicationId, t.kind, t.ref),
    index('application_events_item_idx')
      .on(t.agendaItemId)
      .where(sql`${t.agendaItemId} is not null`),
  ],
);
export type ApplicationEvent = typeof applicationEvents.$inferSelect;
