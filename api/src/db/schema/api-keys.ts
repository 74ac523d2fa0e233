import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, tz } from './columns.js';
import { companyId } from './company-column.js';

/** What an API key may read: each scope opens the GET routes of one area (auth/api-keys.ts lists them). */
export const API_KEY_SCOPES = ['alerts', 'properties', 'meetings', 'registries'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * A company's read-only API keys (migration 0050). Only the key's SHA-256 is kept: the key is shown once, at
 * creation. Revoked keys stay (revoked_at) so that their last use remains visible.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The key's first characters ("pwk_Ab3d"), shown in the list to tell keys apart. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    lastUsedAt: timestamp('last_used_at', tz),
    revokedAt: timestamp('revoked_at', tz),
    createdAt: createdAt(),
  },
  (t) => [
    index('api_keys_company_idx').on(t.companyId, t.createdAt),
    check('api_keys_name_length', sql`char_length(${t.name}) between 1 and 80`),
    check('api_keys_scopes_count', sql`cardinality(${t.scopes}) between 1 and 4`),
  ],
);
