import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { municipalities } from './reference.js';
import { createdAt, updatedAt } from './columns.js';

/*
 * Provincial proposals, tribunal decisions (precedents) and mayoral decisions: global data shared by every
 * company (no company_id). Rows are keyed by the id the source gives them (source_id, decision_id, ...) so
 * that the ingest connectors can upsert them again and again without duplicates.
 */

/** A provincial registry watched for proposals: 'ERO' (Environmental Registry), 'ORR' (Regulatory Registry). */
export const provincialSites = pgTable(
  'provincial_sites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteCode: text('site_code').notNull(),
    siteName: text('site_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [uniqueIndex('provincial_sites_code_key').on(table.siteCode)],
);

/** A proposal (notice) posted on a provincial registry for comment. */
export const proposals = pgTable(
  'proposals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The registry's own number ('ERO 019-8462'); the upsert key. */
    sourceId: text('source_id').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => provincialSites.id),
    title: text('title').notNull(),
    description: text('description'),
    content: text('content'),
    postedDate: date('posted_date', { mode: 'string' }),
    deadline: date('deadline', { mode: 'string' }),
    category: text('category'),
    status: text('status'),
    ministry: text('ministry'),
    url: text('url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('proposals_source_id_key').on(table.sourceId),
    index('proposals_site_posted_idx').on(table.siteId, table.postedDate),
    index('proposals_posted_idx').on(table.postedDate),
    index('proposals_deadline_idx').on(table.deadline),
    index('proposals_title_idx').on(table.title),
  ],
);

export const proposalAttachments = pgTable(
  'proposal_attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('proposal_attachments_proposal_url_key').on(table.proposalId, table.url)],
);

/** A tribunal whose decisions are collected: 'onlt' (Ontario Land Tribunal), 'onltb' (Landlord and Tenant Board). */
export const legalTribunals = pgTable('legal_tribunals', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** A tribunal decision (a precedent). */
export const legalDecisions = pgTable(
  'legal_decisions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The publisher's id (CanLII's '2025canlii12345'); the upsert key. */
    sourceId: text('source_id').notNull(),
    title: text('title').notNull(),
    /** The tribunal's case number ('OLT-22-004123'). */
    caseid: text('caseid'),
    decisionDate: date('decision_date', { mode: 'string' }),
    pdfUrl: text('pdf_url'),
    url: text('url'),
    databaseId: text('database_id')
      .notNull()
      .references(() => legalTribunals.code),
    municipality: text('municipality'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('legal_decisions_source_id_key').on(table.sourceId),
    index('legal_decisions_date_idx').on(table.decisionDate),
    index('legal_decisions_caseid_idx').on(table.caseid),
    index('legal_decisions_title_idx').on(table.title),
    index('legal_decisions_database_idx').on(table.databaseId),
  ],
);

export const decisionAttachments = pgTable(
  'decision_attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => legalDecisions.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('decision_attachments_decision_url_key').on(table.decisionId, table.url)],
);

/**
 * One statute provision a decision cites ('Planning Act', 's. 34(11)'). The act and section statistics are
 * computed from these rows; no totals are stored. `section` is '' when only the act is cited.
 */
export const decisionCitations = pgTable(
  'decision_citations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => legalDecisions.id, { onDelete: 'cascade' }),
    act: text('act').notNull(),
    section: text('section').notNull().default(''),
  },
  (table) => [
    uniqueIndex('decision_citations_key').on(table.decisionId, table.act, table.section),
    index('decision_citations_act_idx').on(table.act, table.section),
  ],
);

/** A decision of a head of council under the strong-mayor powers, with the bylaws it approved. */
export const mayoralDecisions = pgTable(
  'mayoral_decisions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The municipality's decision number ('MD-2025-014'); unique per municipality, the upsert key. */
    decisionId: text('decision_id').notNull(),
    title: text('title'),
    decisionDate: date('decision_date', { mode: 'string' }),
    /** The date as the source wrote it, kept when it could not be parsed. */
    decisionDateText: text('decision_date_text'),
    url: text('url'),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('mayoral_decisions_municipality_decision_key').on(table.municipalityId, table.decisionId),
    index('mayoral_decisions_date_idx').on(table.decisionDate.desc().nullsLast(), table.id.desc()),
  ],
);

export const bylaws = pgTable(
  'bylaws',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    mayoralDecisionId: integer('mayoral_decision_id')
      .notNull()
      .references(() => mayoralDecisions.id, { onDelete: 'cascade' }),
    bylawNumber: text('bylaw_number').notNull(),
    itemNumber: text('item_number'),
    description: text('description'),
    bylawUrl: text('bylaw_url'),
  },
  (table) => [uniqueIndex('bylaws_decision_number_key').on(table.mayoralDecisionId, table.bylawNumber)],
);

export type ProvincialSite = typeof provincialSites.$inferSelect;
export type Proposal = typeof proposals.$inferSelect;
export type LegalDecision = typeof legalDecisions.$inferSelect;
export type MayoralDecision = typeof mayoralDecisions.$inferSelect;
export type Bylaw = typeof bylaws.$inferSelect;
