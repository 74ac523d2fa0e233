import type { InvoiceOut, PropertySubscriptionOut } from '../schemas/billing.js';
import type { BillingInvoice, BillingSubscription, Company } from '../db/schema/index.js';
import type { CompanySubscriptionOut, PropertyBillingRowOut } from '../schemas/billing.js';
import { toPropertyOut } from './answers.js';
import { createCheckout, type CheckoutView } from './checkout.js';
import { createBillingContext, type BillingServiceDeps } from './context.js';
import { createInvoices } from './invoices.js';
import type { BillingProvider, BillingSubject } from './provider.js';
import type { StripeClient } from './stripe.js';
import { handleStripeWebhook } from './stripe-webhook.js';
import { createSubscriptions } from './subscriptions.js';

/*
 * Billing, one module per job: subscriptions.ts (state, cancel at period end), checkout.ts (starting and
 * confirming a checkout), invoices.ts (lists and signed links), stripe-webhook.ts (Stripe's events), sharing what
 * context.ts builds once (the provider, periods rolling forward, the provider-failure rule). This file assembles
 * them into the service the app decorates.
 */

export type { InvoiceOut, PropertySubscriptionOut } from '../schemas/billing.js';
export type { CheckoutView } from './checkout.js';
export type { BillingServiceDeps } from './context.js';

export interface BillingService {
  readonly provider: BillingProvider;
  /** The property's subscription (rolled forward to now); 404 when the property is not the company's. */
  propertySubscription(companyId: string, propertyId: string): Promise<PropertySubscriptionOut>;
  /** For the properties API: subscription state of many properties at once (absent = never subscribed). */
  propertySubscriptions(companyId: string, propertyIds: string[]): Promise<Map<string, PropertySubscriptionOut>>;
  /** For the properties API: true while the property's subscription is trialing, active or past due. */
  hasLiveSubscription(companyId: string, propertyId: string): Promise<boolean>;
  companySubscription(companyId: string): Promise<BillingSubscription | undefined>;
  /** The company plan's answer: its row, else 'inactive' with the company's free-trial end. */
  companySubscriptionOut(companyId: string, row: BillingSubscription | undefined): Promise<CompanySubscriptionOut>;
  /** Starts a checkout for a property (propertyId) or the company plan (null); returns the URL to open. */
  startCheckout(subject: BillingSubject, userId: string, customerEmail: string): Promise<string>;
  setCancelAtPeriodEnd(subject: BillingSubject, cancel: boolean): Promise<BillingSubscription>;
  checkoutView(sessionId: string): Promise<CheckoutView | null>;
  /** Confirms a local checkout (idempotent) and returns where to send the browser. */
  confirmLocalCheckout(sessionId: string): Promise<string>;
  listInvoices(companyId: string): Promise<InvoiceOut[]>;
  propertyBilling(companyId: string): Promise<PropertyBillingRowOut[]>;
  /** A local invoice when the token signs its id; null otherwise (never tells which part was wrong). */
  invoiceByToken(
    id: string,
    token: string | undefined,
  ): Promise<(BillingInvoice & { company: Company; propertyName: string | null }) | null>;
  invoiceToken(id: string): string;
  toPropertyOut(propertyId: string, row: BillingSubscription | undefined): PropertySubscriptionOut;
  toInvoiceOut(row: BillingInvoice): InvoiceOut;
  /** Cancels the company's live Stripe subscriptions before the company is deleted (best effort). */
  cancelAllAtProvider(companyId: string): Promise<void>;
  stripe: StripeClient | null;
  handleStripeWebhook(
    rawBody: Buffer,
    signature: string | string[] | undefined,
  ): Promise<{ duplicate: boolean; type: string }>;
}

export function createBillingService(deps: BillingServiceDeps): BillingService {
  const ctx = createBillingContext(deps);
  return {
    provider: ctx.provider,
    stripe: ctx.stripeProvider?.client ?? null,
    toPropertyOut,
    toInvoiceOut: ctx.toInvoiceOut,
    invoiceToken: ctx.invoiceToken,
    ...createSubscriptions(ctx),
    ...createCheckout(ctx),
    ...createInvoices(ctx),
    handleStripeWebhook: (rawBody, signature) => handleStripeWebhook(ctx, rawBody, signature),
  };
}
