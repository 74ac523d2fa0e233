import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { alerts } from './alerts.js';
import { users } from './auth.js';
import { agendaItems } from './municipal.js';
import { createdAt, tz, updatedAt } from './columns.js';
import { companyId } from './company-column.js';

/*
 * Alert emails and digests, signed webhooks, follows. Every row carries company_id; every query is scoped by it.
 */

export const EMAIL_MODES = ['immediate_and_digest', 'digest_only', 'off'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];
export const DIGEST_FREQUENCIES = ['daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** One row per user who changed the defaults (immediate_and_digest, daily). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    emailMode: text('email_mode').$type<EmailMode>().notNull().default('immediate_and_digest'),
    digestFrequency: text('digest_frequency').$type<DigestFrequency>().notNull().default('daily'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notification_preferences_company_idx').on(t.companyId),
    check('notification_preferences_mode_check', sql`${t.emailMode} in ('immediate_and_digest', 'digest_only', 'off')`),
    check('notification_preferences_frequency_check', sql`${t.digestFrequency} in ('daily', 'weekly')`),
  ],
);

/**
 * The ledger of alert emails: unique per user, alert and severity told, so nobody is mailed the same alert twice
 * at the same severity; an alert raised to urgent later gets one update mail.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    /** 'immediate' | 'digest' | 'raised' (the update mail of an alert raised to urgent) */
    kind: text('kind').notNull(),
    /** The alert's severity the mail told of: one mail per user, alert and severity. */
    severity: text('severity').notNull(),
    sentAt: timestamp('sent_at', tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_user_alert_severity').on(t.userId, t.alertId, t.severity),
    index('notification_deliveries_company_idx').on(t.companyId),
  ],
);

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    alertId: integer('alert_id').references(() => alerts.id, { onDelete: 'set null' }),
    /** 'alert.created' | 'alert.updated' | 'webhook.test' */
    event: text('event').notNull(),
    /** For 'alert.updated': the severity the alert was raised to (one event per severity); '' otherwise. */
    severity: text('severity').notNull().default(''),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    statusCode: integer('status_code'),
    attempt: integer('attempt').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', tz),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_alert_event').on(t.endpointId, t.alertId, t.event, t.severity),
    index('webhook_deliveries_company_idx').on(t.companyId, t.createdAt.desc()),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** Every attempt of a webhook delivery (the delivery row keeps only the latest): the log shows each status code. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    attemptedAt: timestamp('attempted_at', tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_delivery_attempts_delivery_attempt').on(t.deliveryId, t.attempt),
    index('webhook_delivery_attempts_company_idx').on(t.companyId),
  ],
);

/** A user follows an agenda item (from one of the company's alerts) through later meetings. */
export const itemFollows = pgTable(
  'item_follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    agendaItemId: integer('agenda_item_id')
      .notNull()
      .references(() => agendaItems.id, { onDelete: 'cascade' }),
    /** The matter's keys: application numbers (upper case) and normalized addresses. */
    applicationNumbers: text('application_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    addresses: text('addresses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('item_follows_user_item').on(t.userId, t.agendaItemId),
    index('item_follows_company_idx').on(t.companyId),
  ],
);
