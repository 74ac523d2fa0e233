import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { municipalities } from './reference.js';
import { createdAt, tz, updatedAt } from './columns.js';

/** What a source brings, as coverage reports it. */
export const SOURCE_KINDS = [
  'council',
  'applications',
  'regional',
  'conservation',
  'provincial',
  'tribunal',
  'mayoral',
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/**
 * Every ingest source as a row (migration 0029): operators add, pause, resume and remove them without a restart;
 * the environment's variables seed the rows with origin 'env' on start. `name` is the source's key everywhere
 * (source_status.source): 'escribe:trca', 'tmmis'.
 */
export const sources = pgTable(
  'sources',
  {
    name: text('name').primaryKey(),
    /** The connector that reads it: 'escribe', 'tmmis', 'ero', 'orr', 'canlii', 'mayoral', ... */
    connector: text('connector').notNull(),
    kind: text('kind').$type<SourceKind>().notNull(),
    baseUrl: text('base_url').notNull(),
    /** The municipality, region or conservation authority whose items it brings; null for province-wide sources. */
    municipalityId: integer('municipality_id').references(() => municipalities.id, { onDelete: 'set null' }),
    timeZone: text('time_zone').notNull().default('America/Toronto'),
    paused: boolean('paused').notNull().default(false),
    origin: text('origin').$type<'env' | 'operator'>().notNull().default('operator'),
    /** What the source needs beyond its URL (migration 0040): an application registry's datasets or field mapping. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sources_municipality_idx').on(t.municipalityId),
    check('sources_name_format', sql`${t.name} ~ '^[a-z0-9_-]+(:[a-z0-9_-]+)?$' AND char_length(${t.name}) <= 80`),
    check(
      'sources_kind_check',
      sql`${t.kind} in ('council', 'applications', 'regional', 'conservation', 'provincial', 'tribunal', 'mayoral')`,
    ),
    check('sources_origin_check', sql`${t.origin} in ('env', 'operator')`),
  ],
);

export type Source = typeof sources.$inferSelect;

/**
 * Adaptive polling (migration 0033, pipeline/poller.ts): when each source is read next and how often it is read
 * now, its requests of the day (the day in Toronto, `requests_day`), and what its connector keeps between reads
 * (`state`: HTTP validators for conditional requests and the lists they answered for).
 */
export const sourcePolls = pgTable(
  'source_polls',
  {
    source: text('source').primaryKey(),
    nextPollAt: timestamp('next_poll_at', tz).notNull().defaultNow(),
    intervalMs: integer('interval_ms').notNull().default(0),
    lastPollAt: timestamp('last_poll_at', tz),
    requestsDay: text('requests_day'),
    requestsToday: integer('requests_today').notNull().default(0),
    requestsLastRun: integer('requests_last_run').notNull().default(0),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [index('source_polls_next_poll_at_idx').on(t.nextPollAt)],
);
