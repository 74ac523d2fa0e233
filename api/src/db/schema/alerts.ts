import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { agendaItems, documents, meetings } from './municipal.js';
import { properties } from './properties.js';
import { watches } from './watches.js';
import { createdAt, tz, updatedAt } from './columns.js';
import { companyId } from './company-column.js';

/*
 * What the analysis found for a company: alerts (one per property and meeting, with per-item impacts) and
 * project insights. Every row carries company_id; every query is scoped by it.
 */

export const ALERT_SEVERITIES = ['urgent', 'high', 'normal'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
/** new -> acknowledged -> in_progress -> resolved; dismissed (with a reason) leaves the list. */
export const ALERT_STATUSES = ['new', 'acknowledged', 'in_progress', 'resolved', 'dismissed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export const DISMISS_REASONS = ['finished', 'irrelevant'] as const;
export type DismissReason = (typeof DISMISS_REASONS)[number];
/** The categories of a property's alerts: what an agenda item near or about a property is about (it has a place). */
export const PROPERTY_ALERT_CATEGORIES = ['zoning', 'fees', 'development', 'infrastructure', 'others'] as const;
/** The category of an alert raised by a keyword watch (alerts.watch_id), not by a property: it has no place. */
export const WATCH_ALERT_CATEGORY = 'watch';
/** Every alert category: a property's, or a watch's. */
export const ALERT_CATEGORIES = [...PROPERTY_ALERT_CATEGORIES, WATCH_ALERT_CATEGORY] as const;
export type AlertCategory = (typeof ALERT_CATEGORIES)[number];
/** Matching rules, in the order of their strength. */
export const MATCH_RULES = [
  'address',
  'application_number',
  'distance',
  'ward_policy',
  'committee_policy',
  'municipality_policy',
  'land_use',
  'follow',
  /** A keyword watch's terms found in the item's text (watches/match.ts). */
  'watch',
  /** A new development application inside an area watch's polygon or circle (areas/match.ts). */
  'area',
] as const;
export type MatchRule = (typeof MATCH_RULES)[number];

/** Why an item matched a property: stored with every impact and shown to the user. */
export interface MatchEvidence {
  rule: MatchRule;
  /** The words that matched, as they stand in the source text. */
  text?: string;
  /** Where `text` stands: in the agenda item's title+description, or in a document's text. */
  field?: 'title' | 'description' | 'address' | 'document';
  documentId?: number;
  span?: { start: number; end: number };
  page?: number;
  distanceMeters?: number;
  /** 0..1 */
  confidence: number;
  /** A policy that names the property's address or street (its area): 'high' rather than 'normal'. */
  namesProperty?: boolean;
  detail?: string;
  /** The development application the reason is about, in an alert that lists several (applications/nearby.ts). */
  applicationId?: number;
}

export const alerts = pgTable(
  'alerts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** With property_id, a foreign key to the property of this company (alerts_property_company_fk). */
    companyId: uuid('company_id').notNull(),
    /** The property the alert is about; null for a watch alert (watch_id set instead: exactly one of the two). */
    propertyId: uuid('property_id'),
    /** The keyword watch that raised it (migration 0028); with company_id, a foreign key to that company's watch. */
    watchId: uuid('watch_id'),
    /** A watch alert's terms found in the item (the watch's words and phrases that matched). */
    matchedTerms: text('matched_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A watch alert's snippet around the matched terms (ts_headline, the terms between <mark> and </mark>). */
    headline: text('headline'),
    /** Raised by a watch's backfill over past items (never mailed nor posted to webhooks). */
    backfilled: boolean('backfilled').notNull().default(false),
    meetingId: integer('meeting_id').references(() => meetings.id, { onDelete: 'cascade' }),
    /** The de-duplication key within a property: 'meeting:<id>' (or 'proposal:<id>', 'decision:<id>'). */
    sourceKey: text('source_key').notNull(),
    severity: text('severity').$type<AlertSeverity>().notNull(),
    status: text('status').$type<AlertStatus>().notNull().default('new'),
    dismissReason: text('dismiss_reason').$type<DismissReason>(),
    dismissedAt: timestamp('dismissed_at', tz),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    preview: text('preview'),
    primaryFinding: text('primary_finding'),
    expandedFinding: text('expanded_finding'),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Link to the main document (agenda) of the alert. */
    documentUrl: text('document_url'),
    /** The severity before a later analysis raised it (severity never goes down), and when. */
    severityRaisedFrom: text('severity_raised_from').$type<AlertSeverity>(),
    severityRaisedAt: timestamp('severity_raised_at', tz),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The list's search text of the alert's own fields: title, summary and preview, lower-cased once when written
     * (a newline between them, migration 0021). `search_text like lower(pattern)` matches what `ilike` on each
     * column did (ILIKE lower-cases both sides), without lower-casing every summary of the company on each search.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(title || chr(10) || summary || chr(10) || coalesce(preview, ''))`),
  },
  (t) => [
    uniqueIndex('alerts_property_source_key').on(t.propertyId, t.sourceKey),
    // One alert per watch and item (proposal, decision): a re-ingest or a second backfill adds nothing.
    uniqueIndex('alerts_watch_source_key')
      .on(t.watchId, t.sourceKey)
      .where(sql`${t.watchId} is not null`),
    foreignKey({
      name: 'alerts_watch_company_fk',
      columns: [t.watchId, t.companyId],
      foreignColumns: [watches.id, watches.companyId],
    }).onDelete('cascade'),
    check('alerts_subject_check', sql`(${t.propertyId} is null) <> (${t.watchId} is null)`),
    index('alerts_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('alerts_meeting_idx').on(t.meetingId),
    // A company's live alerts of one meeting (the meetings list's hasAlert / alertCount).
    index('alerts_meeting_company_live_idx')
      .on(t.meetingId, t.companyId)
      .where(sql`${t.status} <> 'dismissed'`),
    // One foreign key checks both the property and that the company is the property's (tenant consistency in the
    // database itself); the property's deletion, or its company's, removes the alert.
    foreignKey({
      name: 'alerts_property_company_fk',
      columns: [t.propertyId, t.companyId],
      foreignColumns: [properties.id, properties.companyId],
    }).onDelete('cascade'),
    // The target of alert_items' (alert, company) foreign key.
    uniqueIndex('alerts_id_company_key').on(t.id, t.companyId),
    check('alerts_severity_check', sql`${t.severity} in ('urgent', 'high', 'normal')`),
    check('alerts_status_check', sql`${t.status} in ('new', 'acknowledged', 'in_progress', 'resolved', 'dismissed')`),
  ],
);

/** One agenda item's impact on the alert's property, with its evidence. */
export const alertItems = pgTable(
  'alert_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** With company_id, a foreign key to the alert of this company (alert_items_alert_company_fk). */
    alertId: integer('alert_id').notNull(),
    companyId: uuid('company_id').notNull(),
    agendaItemId: integer('agenda_item_id').references(() => agendaItems.id, { onDelete: 'cascade' }),
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** The strongest rule that matched. */
    rule: text('rule').$type<MatchRule>().notNull(),
    /** 'High' | 'Medium' | 'Low' (from `score`). */
    confidence: text('confidence').notNull().default('Medium'),
    score: doublePrecision('score').notNull(),
    severity: text('severity').$type<AlertSeverity>().notNull(),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    impactSummary: text('impact_summary').notNull(),
    /** Every rule that matched, strongest first. */
    evidence: jsonb('evidence').$type<MatchEvidence[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('alert_items_alert_item_key').on(t.alertId, t.agendaItemId),
    index('alert_items_agenda_item_idx').on(t.agendaItemId),
    // Most impacts cite no document: only those that do are indexed.
    index('alert_items_document_idx')
      .on(t.documentId)
      .where(sql`${t.documentId} is not null`),
    foreignKey({
      name: 'alert_items_alert_company_fk',
      columns: [t.alertId, t.companyId],
      foreignColumns: [alerts.id, alerts.companyId],
    }).onDelete('cascade'),
  ],
);

export const alertComments = pgTable(
  'alert_comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('alert_comments_alert_idx').on(t.alertId, t.createdAt)],
);

/** A conversation with the AI about one alert (continued with its thread_id). */
export const alertChatThreads = pgTable(
  'alert_chat_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('alert_chat_threads_alert_idx').on(t.alertId)],
);

export interface Citation {
  documentId?: number;
  agendaItemId?: number;
  title: string;
  page?: number;
  url?: string;
  quote: string;
}

export const alertChatMessages = pgTable(
  'alert_chat_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => alertChatThreads.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    citations: jsonb('citations').$type<Citation[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('alert_chat_messages_thread_idx').on(t.threadId, t.id)],
);

/** The insight categories: competitors, precedents, city_growth, big_policies. Seeded by migration. */
export const insightCategories = pgTable('insight_categories', {
  slug: text('slug').primaryKey(),
  label: text('label').notNull(),
  icon: text('icon').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const INSIGHT_SEVERITIES = ['high', 'medium', 'low'] as const;

export const projectInsights = pgTable(
  'project_insights',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** With property_id, a foreign key to the property of this company (project_insights_property_company_fk). */
    companyId: uuid('company_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => insightCategories.slug),
    title: text('title').notNull(),
    description: text('description'),
    severity: text('severity').notNull().default('medium'),
    municipalityName: text('municipality_name'),
    proposalUrl: text('proposal_url'),
    documentUrl: text('document_url'),
    documentTitle: text('document_title'),
    /** What the insight is about ('agenda_item:12', 'decision:34', 'proposal:5'); the de-duplication key. */
    sourceId: text('source_id'),
    insightData: jsonb('insight_data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('project_insights_property_source_key').on(t.propertyId, t.categorySlug, t.sourceId),
    index('project_insights_company_property_idx').on(t.companyId, t.propertyId, t.categorySlug),
    foreignKey({
      name: 'project_insights_property_company_fk',
      columns: [t.propertyId, t.companyId],
      foreignColumns: [properties.id, properties.companyId],
    }).onDelete('cascade'),
  ],
);

export type Alert = typeof alerts.$inferSelect;
export type AlertItem = typeof alertItems.$inferSelect;
export type ProjectInsight = typeof projectInsights.$inferSelect;
