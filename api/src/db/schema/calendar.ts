import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, tz } from './columns.js';
import { companyId } from './company-column.js';

/**
 * Per-user secret iCal feeds (GET /api/meetings/calendar/{token}.ics). Only the SHA-256 (hex) of the random 32-byte
 * token is stored. Rotating revokes the live feed (revoked_at) and creates a new one; at most one live feed per user.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', tz),
    lastUsedAt: timestamp('last_used_at', tz),
  },
  (t) => [
    uniqueIndex('calendar_feeds_live_user_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
    index('calendar_feeds_company_idx').on(t.companyId),
  ],
);
