import { Type, type Static } from '@fastify/type-provider-typebox';
import { NullableDateTime } from './common.js';

export const SubscriptionStatus = Type.Enum(['inactive', 'trialing', 'active', 'past_due', 'canceled']);
export const PaymentStatus = Type.Union([Type.Enum(['trial', 'active', 'past_due']), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

export const PropertySubscription = Type.Object({
  property_id: Type.String(),
  active: Type.Boolean({ description: 'True while trialing or active (a past_due subscription shows Payment Failed)' }),
  status: SubscriptionStatus,
  payment_status: PaymentStatus,
  cancel_at_period_end: Type.Boolean(),
  current_period_start: NullableDateTime,
  current_period_end: NullableDateTime,
  trial_end: NullableDateTime,
  amount: Type.Number({ description: 'Dollars per month (50.0)' }),
  currency: Type.String({ description: 'CAD' }),
});

export const CheckoutResponse = Type.Object({ checkout_url: Type.String() });

export const Invoice = Type.Object({
  id: Type.String(),
  created: Type.Integer({ description: 'Seconds since the epoch' }),
  amount_due: Type.Integer({ description: 'In cents' }),
  currency: Type.String(),
  status: Type.String({ description: 'paid, open, void, uncollectible or draft' }),
  hosted_invoice_url: NullableString,
  invoice_pdf: NullableString,
});

export const PropertyBillingRow = Type.Object({
  property_id: Type.String(),
  property_name: Type.String(),
  property_address: NullableString,
  municipality_name: NullableString,
  status: SubscriptionStatus,
  payment_status: PaymentStatus,
  cancel_at_period_end: Type.Boolean(),
  current_period_start: NullableDateTime,
  current_period_end: NullableDateTime,
  amount: Type.Number({ description: 'Dollars per month' }),
  currency: Type.String(),
  hosted_invoice_url: Type.Union([Type.String({ description: 'The latest invoice of the property' }), Type.Null()]),
  invoice_pdf: NullableString,
});

export const CompanySubscription = Type.Object({
  status: SubscriptionStatus,
  cancel_at_period_end: Type.Boolean(),
  current_period_start: NullableDateTime,
  current_period_end: NullableDateTime,
  trial_end: Type.Union([
    Type.String({ format: 'date-time', description: "The plan's trial end, else the company's free-trial end" }),
    Type.Null(),
  ]),
  amount: Type.Number(),
  currency: Type.String(),
  provider: Type.Enum(['local', 'stripe']),
});

/** Path of the per-property subscription routes. */
export const PropertySubscriptionParams = Type.Object({ id: Type.String({ description: 'Property id' }) });

export const StripeWebhookResponse = Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() });

/** Path and query of the server-rendered billing pages (checkout and invoices). */
export const BillingPageParams = Type.Object({ id: Type.String({ maxLength: 200 }) });
export const InvoicePageQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });

export type PropertySubscriptionOut = Static<typeof PropertySubscription>;
export type InvoiceOut = Static<typeof Invoice>;
export type PropertyBillingRowOut = Static<typeof PropertyBillingRow>;
export type CompanySubscriptionOut = Static<typeof CompanySubscription>;
