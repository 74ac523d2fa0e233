import { foreignKey, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { tz } from './columns.js';
import { companyId } from './company-column.js';

/*
 * The first-run checklist (migration 0054): a user who dismissed it. The steps are read from real state; only the
 * dismissal is stored, one row per user, tied to the user's company by a composite foreign key.
 */
export const onboardingDismissals = pgTable(
  'onboarding_dismissals',
  {
    userId: uuid('user_id').primaryKey(),
    companyId: companyId(),
    dismissedAt: timestamp('dismissed_at', tz).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.userId, t.companyId], foreignColumns: [users.id, users.companyId] }).onDelete('cascade'),
    index('onboarding_dismissals_company_idx').on(t.companyId),
  ],
);
