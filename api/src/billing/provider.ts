import type {
  BillingProviderName,
  BillingSubscription,
  PaymentStatus,
  SubscriptionStatus,
} from '../db/schema/index.js';

/** The price: 50 dollars per month per property, CAD; a 30-day trial. */
export const PRICE_CENTS = 5000;
export const CURRENCY = 'CAD';
export const TRIAL_DAYS = 30;
export const DAY_MS = 86_400_000;
/** How long a checkout link stays usable. */
export const CHECKOUT_TTL_MS = DAY_MS;

/** What is billed: one property, or the company plan when propertyId is null. */
export interface BillingSubject {
  companyId: string;
  propertyId: string | null;
}

export interface CheckoutInput extends BillingSubject {
  /** A human label for the line item ('123 Main St, Toronto' or 'Parcelwatch company plan'). */
  description: string;
  customerEmail: string;
  /** The Stripe customer already known for this company, if any. */
  stripeCustomerId: string | null;
  /** A 30-day trial applies (see BillingService for the rule). */
  trial: boolean;
  successUrl: string;
  cancelUrl: string;
}

/** The provider-side state of a subscription, as stored in billing_subscriptions. */
export interface SubscriptionState {
  status: SubscriptionStatus;
  paymentStatus: PaymentStatus | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
}

/**
 * The one billing interface (shared by the properties and settings areas). The BillingService keeps our
 * tables; a provider only does what has to happen at the payment processor.
 */
export interface BillingProvider {
  readonly name: BillingProviderName;
  /** Starts a checkout and returns where to send the browser. */
  createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;
  /**
   * Sets or clears cancel-at-period-end at the processor. Returns the processor's new state, or null when the
   * processor is ourselves (local) and the service applies the change.
   */
  setCancelAtPeriodEnd(subscription: BillingSubscription, cancel: boolean): Promise<SubscriptionState | null>;
  /** Ends a subscription immediately (company deletion). Best effort. */
  cancelImmediately(subscription: BillingSubscription): Promise<void>;
}

/** Paying (or trialing) subscriptions give the property its analysis; past_due shows 'Payment Failed'. */
export const isActiveStatus = (status: SubscriptionStatus) => status === 'trialing' || status === 'active';
/** A subscription that still exists at the processor (may be cancelled, renewed, etc.). */
export const isLiveStatus = (status: SubscriptionStatus) =>
  status === 'trialing' || status === 'active' || status === 'past_due';

/** Adds calendar months in UTC, clamping to the last day of the month (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
