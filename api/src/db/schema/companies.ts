import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tz } from './columns.js';

/** The tenant: every tenant-owned row carries company_id. */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  contactEmail: text('contact_email'),
  maxUsers: integer('max_users').notNull().default(5),
  trialStartedAt: timestamp('trial_started_at', tz),
  trialEndsAt: timestamp('trial_ends_at', tz),
  createdAt: createdAt(),
});

export type Company = typeof companies.$inferSelect;
