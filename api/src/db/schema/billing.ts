import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { properties } from './properties.js';
import { createdAt, tz, updatedAt } from './columns.js';
import { companyId } from './company-column.js';

export const SUBSCRIPTION_STATUSES = ['inactive', 'trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const PAYMENT_STATUSES = ['trial', 'active', 'past_due'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type BillingProviderName = 'local' | 'stripe';

/**
 * One row per billed subject: a property (property_id set) or the company plan (property_id null, at most one
 * per company). The properties API reads a property's state from here, keyed by property id.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<BillingProviderName>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull().default('inactive'),
    paymentStatus: text('payment_status').$type<PaymentStatus>(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', tz),
    currentPeriodEnd: timestamp('current_period_end', tz),
    trialEnd: timestamp('trial_end', tz),
    /** In cents. */
    amount: integer('amount').notNull().default(5000),
    currency: text('currency').notNull().default('CAD'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** A subject gets at most one free trial. */
    trialUsed: boolean('trial_used').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('billing_subscriptions_property_unique').on(t.propertyId),
    uniqueIndex('billing_subscriptions_company_plan_unique')
      .on(t.companyId)
      .where(sql`${t.propertyId} is null`),
    uniqueIndex('billing_subscriptions_stripe_unique').on(t.stripeSubscriptionId),
    index('billing_subscriptions_company_idx').on(t.companyId),
    check(
      'billing_subscriptions_status_check',
      sql`${t.status} in ('inactive', 'trialing', 'active', 'past_due', 'canceled')`,
    ),
  ],
);

/** A checkout started by an admin: our local checkout page, or the Stripe Checkout Session it mirrors. */
export const billingCheckoutSessions = pgTable(
  'billing_checkout_sessions',
  {
    /** Local: an unguessable random id, the capability to confirm. Stripe: the cs_... id. */
    id: text('id').primaryKey(),
    companyId: companyId(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<BillingProviderName>().notNull(),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', tz).notNull(),
    completedAt: timestamp('completed_at', tz),
    createdAt: createdAt(),
  },
  (t) => [index('billing_checkout_sessions_company_idx').on(t.companyId)],
);

/** Invoices: generated locally at each period start, or mirrored from Stripe's invoice events. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: text('id').primaryKey(),
    companyId: companyId(),
    subscriptionId: uuid('subscription_id').references(() => billingSubscriptions.id, { onDelete: 'set null' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    number: text('number'),
    description: text('description').notNull().default(''),
    /** In cents. */
    amountDue: integer('amount_due').notNull(),
    currency: text('currency').notNull().default('CAD'),
    status: text('status').notNull(),
    periodStart: timestamp('period_start', tz),
    periodEnd: timestamp('period_end', tz),
    /** Stripe's own pages; null for local invoices (their URLs are built and signed on the fly). */
    hostedInvoiceUrl: text('hosted_invoice_url'),
    invoicePdf: text('invoice_pdf'),
    createdAt: createdAt(),
  },
  (t) => [index('billing_invoices_company_idx').on(t.companyId, t.createdAt)],
);

/** Stripe webhook events already processed: a redelivered event id is acknowledged and ignored. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', tz).notNull().defaultNow(),
});

export type BillingSubscription = typeof billingSubscriptions.$inferSelect;
export type BillingInvoice = typeof billingInvoices.$inferSelect;
export type BillingCheckoutSession = typeof billingCheckoutSessions.$inferSelect;
