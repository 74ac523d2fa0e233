import type { Tx } from '../db/client.js';
import type { BillingProviderName, BillingSubscription } from '../db/schema/index.js';
import { UUID_RE } from '../lib/crypto.js';
import { isLiveStatus, type BillingSubject } from './provider.js';
import * as repo from './repository.js';
import { invoiceSubscriptionId, stateFromStripeSubscription, stripeId, type StripeSubscriptionLike } from './stripe.js';

/** Finds our row for a Stripe subscription: by its id, else by the metadata we put on it at checkout. */
async function rowForStripeSubscription(
  tx: Tx,
  providerName: BillingProviderName,
  subscriptionId: string | null,
  metadata?: Record<string, string> | null,
) {
  if (subscriptionId) {
    const row = await repo.lockByStripeSubscriptionId(tx, subscriptionId);
    if (row) return row;
  }
  const subject = await subjectFromMetadata(tx, metadata);
  return subject ? repo.lockRow(tx, subject, providerName) : undefined;
}

/** Metadata is ours, but still checked: the company must exist and own the property. */
async function subjectFromMetadata(tx: Tx, metadata?: Record<string, string> | null): Promise<BillingSubject | null> {
  const companyId = metadata?.company_id;
  if (!companyId || !UUID_RE.test(companyId)) return null;
  if (!(await repo.companyExists(tx, companyId))) return null;
  const propertyId = metadata?.property_id || null;
  if (propertyId) {
    if (!UUID_RE.test(propertyId)) return null;
    if (!(await repo.companyOwnsProperty(tx, companyId, propertyId))) return null;
  }
  return { companyId, propertyId };
}

async function upsertStripeInvoice(tx: Tx, invoice: Record<string, any>, row: BillingSubscription) {
  await repo.upsertInvoice(tx, {
    id: String(invoice.id),
    companyId: row.companyId,
    subscriptionId: row.id,
    propertyId: row.propertyId,
    number: invoice.number ?? null,
    description: invoice.description ?? '',
    amountDue: Number(invoice.amount_due ?? 0),
    currency: String(invoice.currency ?? 'cad').toUpperCase(),
    status: String(invoice.status ?? 'open'),
    periodStart: typeof invoice.period_start === 'number' ? new Date(invoice.period_start * 1000) : null,
    periodEnd: typeof invoice.period_end === 'number' ? new Date(invoice.period_end * 1000) : null,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
    createdAt: typeof invoice.created === 'number' ? new Date(invoice.created * 1000) : new Date(),
  });
}

/** Applies one verified Stripe event to our rows (inside the transaction that recorded the event). */
export async function applyStripeEvent(
  tx: Tx,
  providerName: BillingProviderName,
  type: string,
  object: Record<string, any>,
) {
  switch (type) {
    case 'checkout.session.completed': {
      const subject = await subjectFromMetadata(tx, object.metadata);
      if (!subject) return;
      const row = await repo.lockRow(tx, subject, providerName);
      const live = isLiveStatus(row.status) && row.stripeSubscriptionId === stripeId(object.subscription);
      await repo.updateRow(tx, row.id, {
        provider: 'stripe',
        stripeSubscriptionId: stripeId(object.subscription) ?? row.stripeSubscriptionId,
        stripeCustomerId: stripeId(object.customer) ?? row.stripeCustomerId,
        // A subscription event may have arrived first with the precise state (e.g. trialing): keep it.
        ...(live ? {} : { status: 'active' as const, paymentStatus: 'active' as const, cancelAtPeriodEnd: false }),
      });
      await repo.completeCheckoutSession(tx, String(object.id), new Date());
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      const sub = object as unknown as StripeSubscriptionLike;
      const row = await rowForStripeSubscription(tx, providerName, sub.id, sub.metadata);
      if (!row) return;
      const state = stateFromStripeSubscription(sub);
      if (type === 'customer.subscription.deleted') {
        state.status = 'canceled';
        state.paymentStatus = null;
        state.cancelAtPeriodEnd = false;
      }
      await repo.updateRow(tx, row.id, {
        ...state,
        provider: 'stripe',
        stripeSubscriptionId: sub.id,
        stripeCustomerId: stripeId(sub.customer) ?? row.stripeCustomerId,
        trialUsed: row.trialUsed || state.trialEnd !== null,
      });
      return;
    }
    case 'invoice.payment_failed':
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.created':
    case 'invoice.finalized':
    case 'invoice.updated':
    case 'invoice.voided': {
      const subscriptionId = invoiceSubscriptionId(object);
      const row = await rowForStripeSubscription(
        tx,
        providerName,
        subscriptionId,
        object.parent?.subscription_details?.metadata ?? object.subscription_details?.metadata,
      );
      if (!row) return;
      await upsertStripeInvoice(tx, object, row);
      if (type === 'invoice.payment_failed') {
        await repo.updateRow(tx, row.id, { status: 'past_due', paymentStatus: 'past_due' });
      } else if ((type === 'invoice.paid' || type === 'invoice.payment_succeeded') && row.status === 'past_due') {
        await repo.updateRow(tx, row.id, { status: 'active', paymentStatus: 'active' });
      }
      return;
    }
    default:
      return;
  }
}
