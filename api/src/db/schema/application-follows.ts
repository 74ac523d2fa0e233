import { index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { users } from './auth.js';
import { createdAt } from './columns.js';
import { companyId } from './company-column.js';
import { properties } from './properties.js';

/**
 * A user follows a development application for one of the company's properties (migration 0055): the file's later
 * steps raise updates on that property's alerts, even when the property has no alert thread of the file.
 */
export const applicationFollows = pgTable(
  'application_follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('application_follows_user_application').on(t.userId, t.applicationId),
    index('application_follows_application_idx').on(t.applicationId),
    index('application_follows_company_idx').on(t.companyId),
  ],
);
export type ApplicationFollowRow = typeof applicationFollows.$inferSelect;
