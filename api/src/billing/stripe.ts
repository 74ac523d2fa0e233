import Stripe from 'stripe';
import type { BillingConfig } from '../config/index.js';
import type { BillingSubscription, PaymentStatus, SubscriptionStatus } from '../db/schema/index.js';
import { ConflictError, InvalidError, UpstreamError } from '../lib/domain-errors.js';
import { TRIAL_DAYS, type BillingProvider, type SubscriptionState } from './provider.js';

export type StripeClient = InstanceType<typeof Stripe>;

/** The Stripe library, pointed at STRIPE_API_BASE when set (tests use a loopback server speaking Stripe's protocol). */
export function createStripeClient(config: BillingConfig): StripeClient {
  const options: ConstructorParameters<typeof Stripe>[1] = { telemetry: false, maxNetworkRetries: 1, timeout: 20_000 };
  if (config.stripeApiBase) {
    const url = new URL(config.stripeApiBase);
    options.protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    options.port = url.port || (url.protocol === 'http:' ? 80 : 443);
  }
  return new Stripe(config.stripeSecretKey!, options);
}

const STATUS_MAP: Record<string, SubscriptionStatus> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  incomplete: 'inactive',
  paused: 'inactive',
};

const PAYMENT_MAP: Partial<Record<SubscriptionStatus, PaymentStatus>> = {
  trialing: 'trial',
  active: 'active',
  past_due: 'past_due',
};

const fromUnix = (value: unknown): Date | null =>
  typeof value === 'number' && value > 0 ? new Date(value * 1000) : null;

/** Loosely typed on purpose: period fields moved from the subscription to its items in newer API versions. */
export interface StripeSubscriptionLike {
  id: string;
  status: string;
  cancel_at_period_end?: boolean | null;
  current_period_start?: number | null;
  current_period_end?: number | null;
  trial_end?: number | null;
  customer?: string | { id: string } | null;
  metadata?: Record<string, string> | null;
  items?: { data?: Array<{ current_period_start?: number | null; current_period_end?: number | null }> } | null;
}

export function stateFromStripeSubscription(sub: StripeSubscriptionLike): SubscriptionState {
  const status = STATUS_MAP[sub.status] ?? 'inactive';
  const item = sub.items?.data?.[0];
  return {
    status,
    paymentStatus: PAYMENT_MAP[status] ?? null,
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end) && status !== 'canceled',
    currentPeriodStart: fromUnix(sub.current_period_start ?? item?.current_period_start),
    currentPeriodEnd: fromUnix(sub.current_period_end ?? item?.current_period_end),
    trialEnd: fromUnix(sub.trial_end),
  };
}

export const stripeId = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? String((value as { id: unknown }).id)
      : null;

/** The subscription an invoice belongs to, in old (invoice.subscription) and new (invoice.parent) API shapes. */
export function invoiceSubscriptionId(invoice: Record<string, any>): string | null {
  return (
    stripeId(invoice.subscription) ??
    stripeId(invoice.parent?.subscription_details?.subscription) ??
    stripeId(invoice.lines?.data?.[0]?.parent?.subscription_item_details?.subscription) ??
    null
  );
}

export function createStripeProvider(
  config: BillingConfig,
  client = createStripeClient(config),
): BillingProvider & { client: StripeClient } {
  return {
    name: 'stripe',
    client,
    async createCheckout(input) {
      const metadata = {
        company_id: input.companyId,
        property_id: input.propertyId ?? '',
        kind: input.propertyId ? 'property' : 'company',
      };
      const session = await client.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: config.stripePriceId!, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.companyId,
        ...(input.stripeCustomerId ? { customer: input.stripeCustomerId } : { customer_email: input.customerEmail }),
        metadata,
        subscription_data: {
          description: input.description,
          metadata,
          ...(input.trial ? { trial_period_days: TRIAL_DAYS } : {}),
        },
      });
      if (!session.url) throw new UpstreamError('Stripe did not return a checkout URL');
      return { sessionId: session.id, url: session.url };
    },
    async setCancelAtPeriodEnd(subscription: BillingSubscription, cancel: boolean) {
      if (!subscription.stripeSubscriptionId) {
        throw new ConflictError('Stripe has not confirmed this subscription yet. Please try again in a minute.');
      }
      const updated = await client.subscriptions.update(subscription.stripeSubscriptionId, {
        cancel_at_period_end: cancel,
      });
      return stateFromStripeSubscription(updated as unknown as StripeSubscriptionLike);
    },
    async cancelImmediately(subscription) {
      if (subscription.stripeSubscriptionId) await client.subscriptions.cancel(subscription.stripeSubscriptionId);
    },
  };
}

/** Verifies the Stripe-Signature header over the raw body (5-minute tolerance) and parses the event. */
export function constructStripeEvent(
  client: StripeClient,
  rawBody: Buffer,
  signature: string | string[] | undefined,
  secret: string,
) {
  if (!signature || Array.isArray(signature)) throw new InvalidError('Missing Stripe-Signature header');
  try {
    return client.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new InvalidError(`Webhook signature verification failed: ${(error as Error).message.split('\n')[0]}`);
  }
}
