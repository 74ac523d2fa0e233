import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, tz } from './columns.js';
import { companyId } from './company-column.js';

export const ALERT_FEED_KINDS = ['property', 'watch'] as const;
export type AlertFeedKind = (typeof ALERT_FEED_KINDS)[number];

/**
 * Atom feeds of the alerts of one property or one watch list, behind a per-user secret URL (migration 0051). Only
 * the secret's SHA-256 is kept; a new URL for the same target revokes the earlier one.
 */
export const alertFeeds = pgTable(
  'alert_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AlertFeedKind>().notNull(),
    /** The property's or the watch's id (the row going away ends the feed: it answers 404). */
    targetId: uuid('target_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', tz),
    revokedAt: timestamp('revoked_at', tz),
  },
  (t) => [
    index('alert_feeds_user_idx').on(t.userId, t.kind, t.targetId),
    check('alert_feeds_kind', sql`${t.kind} in ('property', 'watch')`),
  ],
);
