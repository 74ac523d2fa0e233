import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './auth.js';

const tz = { withTimezone: true, mode: 'date' } as const;

/**
 * Per-user secret iCal feed tokens (GET /api/meetings/calendar/{token}.ics). Only the SHA-256 of the token is
 * stored; creating a new one replaces (rotates) the old, deleting the row revokes the feed.
 */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', tz),
  },
  (t) => [index('calendar_feed_tokens_company_idx').on(t.companyId)],
);
