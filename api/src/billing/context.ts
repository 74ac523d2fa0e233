import { createHmac } from 'node:crypto';
import type { BillingConfig } from '../config/index.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { BillingSubscription, Company } from '../db/schema/index.js';
import { DomainError, UpstreamError } from '../lib/domain-errors.js';
import type { Logger } from '../lib/logger.js';
import { createInvoiceLinks, localInvoice } from './answers.js';
import { createLocalProvider } from './local.js';
import { addMonths, isActiveStatus, type BillingProvider, type BillingSubject } from './provider.js';
import * as repo from './repository.js';
import { createStripeProvider } from './stripe.js';

export interface BillingServiceDeps {
  db: Db;
  log: Logger;
  billing: BillingConfig;
  publicUrl: string;
  /** The secret the key of invoice links is derived from (the JWT secret). */
  jwtSecret: string;
}

/** What every part of billing (subscriptions, checkout, invoices, Stripe events) shares, built once. */
export type BillingContext = ReturnType<typeof createBillingContext>;

export function createBillingContext({ db, log, billing: billingConfig, publicUrl, jwtSecret }: BillingServiceDeps) {
  const stripeProvider = billingConfig.provider === 'stripe' ? createStripeProvider(billingConfig) : null;
  const provider: BillingProvider = stripeProvider ?? createLocalProvider(publicUrl);
  const linkKey = createHmac('sha256', jwtSecret).update('parcelwatch-invoice-links').digest();
  const { invoiceToken, toInvoiceOut } = createInvoiceLinks(publicUrl, linkKey);

  const describe = async (subject: BillingSubject, tx: DbOrTx = db) => {
    if (!subject.propertyId) return 'Parcelwatch company plan';
    const property = await repo.findProperty(tx, subject.companyId, subject.propertyId);
    return `Property analysis: ${property.name}`;
  };

  /**
   * Local periods roll forward lazily, whenever a company's billing is read: a period that has ended starts
   * the next monthly period (with its invoice), or ends the subscription when it was set to cancel.
   */
  async function rollForward(companyId: string) {
    if (provider.name !== 'local') return;
    const now = new Date();
    const due = await repo.dueLocalSubscriptions(db, companyId, now);
    for (const { id } of due) {
      await db.transaction(async (tx) => {
        let row = await repo.lockSubscriptionById(tx, id);
        if (!row) return;
        const description = await describe({ companyId: row.companyId, propertyId: row.propertyId }, tx).catch(
          () => 'Parcelwatch',
        );
        for (
          let i = 0;
          i < 240 && isActiveStatus(row.status) && row.currentPeriodEnd && row.currentPeriodEnd <= now;
          i++
        ) {
          if (row.cancelAtPeriodEnd) {
            row = await repo.updateRow(tx, row.id, {
              status: 'canceled',
              paymentStatus: null,
              cancelAtPeriodEnd: false,
            });
            break;
          }
          const start: Date = row.currentPeriodEnd;
          const end = addMonths(start, 1);
          await repo.insertInvoice(tx, localInvoice(row, start, end, row.amount, description));
          row = await repo.updateRow(tx, row.id, {
            status: 'active',
            paymentStatus: 'active',
            currentPeriodStart: start,
            currentPeriodEnd: end,
          });
        }
      });
    }
  }

  /** A processor failure is an UpstreamError (502, Bad Gateway: the processor failed, not us), logged with its cause. */
  async function viaProvider<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      log.error({ err: error, provider: provider.name }, 'billing provider call failed');
      throw new UpstreamError('The payment provider could not be reached. Please try again.');
    }
  }

  /** Documented rule: a subject's first subscription starts with a 30-day trial while the company's free trial runs. */
  const trialEligible = (company: Company, row: BillingSubscription | undefined, now = new Date()) =>
    Boolean(company.trialEndsAt && company.trialEndsAt > now) && !row?.trialUsed;

  const successUrlOf = (subject: BillingSubject) =>
    subject.propertyId
      ? `${publicUrl}/properties?subscribed=${subject.propertyId}`
      : `${publicUrl}/settings/billing?subscribed=company`;

  return {
    db,
    log,
    billingConfig,
    publicUrl,
    provider,
    stripeProvider,
    invoiceToken,
    toInvoiceOut,
    describe,
    rollForward,
    viaProvider,
    trialEligible,
    successUrlOf,
  };
}
