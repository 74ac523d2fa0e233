import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tz } from './columns.js';
import { companyId } from './company-column.js';

// The tenant table has its own module (the company column helper references it); it is listed with the auth tables.
export { companies, type Company } from './companies.js';

export const USER_ROLES = ['admin', 'analyst', 'invited'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** The languages of the app (docs/i18n.md): en-CA is the default. */
export const USER_LANGUAGES = ['en-CA', 'fr-CA'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    /** Always stored lower-cased, so the unique index is case-insensitive. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Null while the user is only invited. */
    passwordHash: text('password_hash'),
    role: text('role').$type<UserRole>().notNull(),
    lastLogin: timestamp('last_login', tz),
    passwordChangedAt: timestamp('password_changed_at', tz),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** Last accepted TOTP time step; only a strictly greater step is accepted next. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    twoFactorFailedAttempts: integer('two_factor_failed_attempts').notNull().default(0),
    twoFactorLockedUntil: timestamp('two_factor_locked_until', tz),
    /** Set by a correct password on a 2FA account; the second factor is only accepted while it is open. */
    twoFactorChallengeUntil: timestamp('two_factor_challenge_until', tz),
    /** SHA-256 of the open challenge's id: only the client that passed the password step holds the id. */
    twoFactorChallengeHash: text('two_factor_challenge_hash'),
    /** Wrong codes sent with the open challenge's id; the challenge is void after a few. */
    twoFactorChallengeAttempts: integer('two_factor_challenge_attempts').notNull().default(0),
    /** Platform operator: runs the global ingest sources (/api/admin). Set with `npm run operator`. */
    platformOperator: boolean('platform_operator').notNull().default(false),
    /** The language the user reads the app in (docs/i18n.md): the app's English or French (migration 0061). */
    language: text('language').$type<UserLanguage>().notNull().default('en-CA'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_company_idx').on(t.companyId),
    check('users_role_check', sql`${t.role} in ('admin', 'analyst', 'invited')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_language_check', sql`${t.language} in ('en-CA', 'fr-CA')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    userAgent: text('user_agent'),
    deviceInfo: text('device_info'),
    browserInfo: text('browser_info'),
    ipAddress: text('ip_address'),
    location: text('location'),
    createdAt: createdAt(),
    lastActive: timestamp('last_active', tz).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    revokedAt: timestamp('revoked_at', tz),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_company_idx').on(t.companyId)],
);

export const backupCodes = pgTable(
  'backup_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Codes shown during setup stay pending (unusable) until 2FA is enabled. */
    pending: boolean('pending').notNull().default(false),
    usedAt: timestamp('used_at', tz),
    createdAt: createdAt(),
  },
  (t) => [index('backup_codes_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    usedAt: timestamp('used_at', tz),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    acceptedAt: timestamp('accepted_at', tz),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_unique').on(t.tokenHash),
    index('invitations_company_idx').on(t.companyId),
  ],
);

export const passwordHistory = pgTable(
  'password_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', tz).notNull().defaultNow(),
  },
  (t) => [index('password_history_user_idx').on(t.userId)],
);

/** AI-chat sessions registered by the front end after login. */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', tz).notNull(),
  },
  (t) => [index('chat_sessions_user_idx').on(t.userId)],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
