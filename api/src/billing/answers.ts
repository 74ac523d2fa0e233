import { createHmac, randomBytes } from 'node:crypto';
import type { BillingInvoice, BillingSubscription } from '../db/schema/index.js';
import { iso } from '../schemas/common.js';
import type { InvoiceOut, PropertyBillingRowOut, PropertySubscriptionOut } from '../schemas/billing.js';
import { CURRENCY, isActiveStatus, PRICE_CENTS } from './provider.js';
import type { InvoiceValues } from './repository.js';

/** The wire shapes of billing answers, built from our rows. */

const newInvoiceId = () => `in_local_${randomBytes(12).toString('hex')}`;

export function localInvoice(row: BillingSubscription, start: Date, end: Date, amountDue: number, description: string) {
  return {
    id: newInvoiceId(),
    companyId: row.companyId,
    subscriptionId: row.id,
    propertyId: row.propertyId,
    number: `PW-${start.toISOString().slice(0, 7).replace('-', '')}-${randomBytes(3).toString('hex').toUpperCase()}`,
    description,
    amountDue,
    currency: row.currency,
    status: 'paid',
    periodStart: start,
    periodEnd: end,
    createdAt: start,
  } satisfies InvoiceValues;
}

/** Signed invoice links: the token is an HMAC of the invoice id, so a link opens exactly one invoice. */
export function createInvoiceLinks(publicUrl: string, linkKey: Buffer) {
  const invoiceToken = (id: string) => createHmac('sha256', linkKey).update(`invoice:${id}`).digest('base64url');

  const toInvoiceOut = (row: BillingInvoice): InvoiceOut => {
    const local = row.id.startsWith('in_local_');
    const token = local ? invoiceToken(row.id) : '';
    return {
      id: row.id,
      created: Math.floor(row.createdAt.getTime() / 1000),
      amount_due: row.amountDue,
      currency: row.currency,
      status: row.status,
      hosted_invoice_url: local ? `${publicUrl}/billing/invoices/${row.id}?token=${token}` : row.hostedInvoiceUrl,
      invoice_pdf: local ? `${publicUrl}/billing/invoices/${row.id}.pdf?token=${token}` : row.invoicePdf,
    };
  };

  return { invoiceToken, toInvoiceOut };
}

export const toPropertyOut = (propertyId: string, row: BillingSubscription | undefined): PropertySubscriptionOut => ({
  property_id: propertyId,
  active: row ? isActiveStatus(row.status) : false,
  status: row?.status ?? 'inactive',
  payment_status: row?.paymentStatus ?? null,
  cancel_at_period_end: row?.cancelAtPeriodEnd ?? false,
  current_period_start: iso(row?.currentPeriodStart),
  current_period_end: iso(row?.currentPeriodEnd),
  trial_end: iso(row?.trialEnd),
  amount: (row?.amount ?? PRICE_CENTS) / 100,
  currency: row?.currency ?? CURRENCY,
});

export interface SubscribedProperty {
  sub: BillingSubscription;
  name: string;
  address: string | null;
  municipalityName: string | null;
}

/** One row of the property billing list, with the links of the property's latest invoice. */
export const toPropertyBillingRow = (
  { sub, name, address, municipalityName }: SubscribedProperty,
  links: InvoiceOut | null,
): PropertyBillingRowOut => ({
  property_id: sub.propertyId!,
  property_name: name,
  property_address: address,
  municipality_name: municipalityName,
  status: sub.status,
  payment_status: sub.paymentStatus,
  cancel_at_period_end: sub.cancelAtPeriodEnd,
  current_period_start: iso(sub.currentPeriodStart),
  current_period_end: iso(sub.currentPeriodEnd),
  amount: sub.amount / 100,
  currency: sub.currency,
  hosted_invoice_url: links?.hosted_invoice_url ?? null,
  invoice_pdf: links?.invoice_pdf ?? null,
});
