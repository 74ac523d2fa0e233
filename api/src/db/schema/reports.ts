import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt } from './columns.js';
import { companyId } from './company-column.js';

export const REPORT_CATEGORIES = ['bug', 'feature', 'ui', 'performance', 'data', 'other'] as const;
export const REPORT_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export const REPORT_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;

/** Support and bug reports sent from /support. Kept when their author is removed (user_id becomes null). */
export const problemReports = pgTable(
  'problem_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    category: text('category').$type<(typeof REPORT_CATEGORIES)[number]>().notNull().default('bug'),
    description: text('description').notNull(),
    priority: text('priority').$type<(typeof REPORT_PRIORITIES)[number]>().notNull().default('medium'),
    status: text('status').$type<(typeof REPORT_STATUSES)[number]>().notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    index('problem_reports_company_idx').on(t.companyId, t.createdAt),
    index('problem_reports_user_idx').on(t.userId),
    check(
      'problem_reports_category_check',
      sql`${t.category} in ('bug', 'feature', 'ui', 'performance', 'data', 'other')`,
    ),
    check('problem_reports_priority_check', sql`${t.priority} in ('low', 'medium', 'high', 'critical')`),
  ],
);

export type ProblemReport = typeof problemReports.$inferSelect;
