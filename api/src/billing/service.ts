import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Logger } from '../lib/logger.js';
import type { BillingConfig } from '../config/index.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { BillingCheckoutSession, BillingInvoice, BillingSubscription, Company } from '../db/schema/index.js';
import { asSystem, setRequestTenant } from '../db/tenant-context.js';
import { HttpError, httpError } from '../lib/http-error.js';
import { iso } from '../schemas/common.js';
import type {
  CompanySubscriptionOut,
  InvoiceOut,
  PropertyBillingRowOut,
  PropertySubscriptionOut,
} from '../schemas/billing.js';
import { createInvoiceLinks, localInvoice, toPropertyBillingRow, toPropertyOut } from './answers.js';
import { createLocalProvider } from './local.js';
import {
  addMonths,
  CHECKOUT_TTL_MS,
  CURRENCY,
  DAY_MS,
  isActiveStatus,
  isLiveStatus,
  PRICE_CENTS,
  TRIAL_DAYS,
  type BillingProvider,
  type BillingSubject,
  type SubscriptionState,
} from './provider.js';
import * as repo from './repository.js';
import { applyStripeEvent } from './stripe-events.js';
import { constructStripeEvent, createStripeProvider, type StripeClient } from './stripe.js';

export type { InvoiceOut, PropertySubscriptionOut } from '../schemas/billing.js';

export interface CheckoutView {
  session: BillingCheckoutSession;
  company: Company;
  property: { id: string; name: string; address: string | null; municipalityName: string | null } | null;
  trial: boolean;
  trialEnd: Date | null;
}

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

export interface BillingServiceDeps {
  db: Db;
  log: Logger;
  billing: BillingConfig;
  publicUrl: string;
  /** The secret the key of invoice links is derived from (the JWT secret). */
  jwtSecret: string;
}

export function createBillingService({
  db,
  log,
  billing: billingConfig,
  publicUrl,
  jwtSecret,
}: BillingServiceDeps): BillingService {
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

  /** A processor failure is a 502 (Bad Gateway: the processor failed, not us), logged with its cause. */
  async function viaProvider<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      log.error({ err: error, provider: provider.name }, 'billing provider call failed');
      throw httpError(502, 'The payment provider could not be reached. Please try again.');
    }
  }

  /** Documented rule: a subject's first subscription starts with a 30-day trial while the company's free trial runs. */
  const trialEligible = (company: Company, row: BillingSubscription | undefined, now = new Date()) =>
    Boolean(company.trialEndsAt && company.trialEndsAt > now) && !row?.trialUsed;

  const successUrlOf = (subject: BillingSubject) =>
    subject.propertyId
      ? `${publicUrl}/properties?subscribed=${subject.propertyId}`
      : `${publicUrl}/settings/billing?subscribed=company`;

  const service: BillingService = {
    provider,
    stripe: stripeProvider?.client ?? null,
    toPropertyOut,
    toInvoiceOut,
    invoiceToken,

    async propertySubscription(companyId, propertyId) {
      await repo.findProperty(db, companyId, propertyId);
      await rollForward(companyId);
      return toPropertyOut(propertyId, await repo.subscriptionOf(db, { companyId, propertyId }));
    },

    async propertySubscriptions(companyId, propertyIds) {
      const result = new Map<string, PropertySubscriptionOut>();
      if (!propertyIds.length) return result;
      await rollForward(companyId);
      const rows = await repo.subscriptionsOfProperties(db, companyId, propertyIds);
      for (const id of propertyIds)
        result.set(
          id,
          toPropertyOut(
            id,
            rows.find((r) => r.propertyId === id),
          ),
        );
      return result;
    },

    async hasLiveSubscription(companyId, propertyId) {
      const out = await service.propertySubscription(companyId, propertyId);
      return isLiveStatus(out.status);
    },

    async companySubscription(companyId) {
      await rollForward(companyId);
      return repo.subscriptionOf(db, { companyId, propertyId: null });
    },

    async companySubscriptionOut(companyId, row) {
      const trialEndsAt = await repo.companyTrialEndsAt(db, companyId);
      const companyTrial = trialEndsAt && trialEndsAt > new Date() ? trialEndsAt : null;
      return {
        status: row?.status ?? 'inactive',
        cancel_at_period_end: row?.cancelAtPeriodEnd ?? false,
        current_period_start: iso(row?.currentPeriodStart),
        current_period_end: iso(row?.currentPeriodEnd),
        trial_end: iso(row?.trialEnd ?? companyTrial),
        amount: (row?.amount ?? PRICE_CENTS) / 100,
        currency: row?.currency ?? CURRENCY,
        provider: provider.name,
      };
    },

    async startCheckout(subject, userId, customerEmail) {
      const company = await repo.loadCompany(db, subject.companyId);
      const description = await describe(subject);
      await rollForward(subject.companyId);
      const row = await repo.subscriptionOf(db, subject);
      if (row && isLiveStatus(row.status)) {
        throw httpError(
          409,
          subject.propertyId ? 'This property already has a subscription.' : 'The company already has a subscription.',
        );
      }
      const successUrl = successUrlOf(subject);
      const cancelUrl = subject.propertyId ? `${publicUrl}/properties` : `${publicUrl}/settings/billing`;
      const stripeCustomerId = await repo.latestCustomerId(db, subject.companyId);
      const { sessionId, url } = await viaProvider(() =>
        provider.createCheckout({
          ...subject,
          description,
          customerEmail,
          stripeCustomerId,
          trial: trialEligible(company, row),
          successUrl,
          cancelUrl,
        }),
      );
      await repo.insertCheckoutSession(db, {
        id: sessionId,
        companyId: subject.companyId,
        propertyId: subject.propertyId,
        provider: provider.name,
        createdBy: userId,
        expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
      });
      return url;
    },

    async setCancelAtPeriodEnd(subject, cancel) {
      if (subject.propertyId) await repo.findProperty(db, subject.companyId, subject.propertyId);
      await rollForward(subject.companyId);
      const current = await repo.subscriptionOf(db, subject);
      if (!current || !isLiveStatus(current.status)) {
        throw httpError(
          400,
          cancel
            ? 'There is no active subscription to cancel.'
            : 'This subscription has ended. Please subscribe again.',
        );
      }
      if (current.cancelAtPeriodEnd === cancel) return current;
      // The processor first (it may refuse); our row then mirrors its answer.
      const state: SubscriptionState | null = await viaProvider(() => provider.setCancelAtPeriodEnd(current, cancel));
      return repo.updateRow(db, current.id, state ?? { cancelAtPeriodEnd: cancel });
    },

    async checkoutView(sessionId) {
      // The unguessable session id is the local checkout page's only credential: found across companies,
      // then everything else is read in the session's company.
      const session = await asSystem('local checkout page: session by id', () => repo.checkoutSession(db, sessionId));
      if (!session || session.provider !== 'local') return null;
      setRequestTenant(session.companyId);
      const company = await repo.loadCompany(db, session.companyId);
      const property = session.propertyId ? await repo.findProperty(db, session.companyId, session.propertyId) : null;
      const row = await repo.subscriptionOf(db, { companyId: session.companyId, propertyId: session.propertyId });
      const trial = trialEligible(company, row);
      return { session, company, property, trial, trialEnd: trial ? new Date(Date.now() + TRIAL_DAYS * DAY_MS) : null };
    },

    async confirmLocalCheckout(sessionId) {
      const owner = await asSystem('local checkout confirmation: session by id', () =>
        repo.checkoutSessionOwner(db, sessionId),
      );
      if (!owner) throw httpError(404, 'This checkout does not exist.');
      setRequestTenant(owner.companyId);
      return db.transaction(async (tx) => {
        const session = await repo.lockCheckoutSession(tx, sessionId);
        if (!session || session.provider !== 'local') throw httpError(404, 'This checkout does not exist.');
        const subject = { companyId: session.companyId, propertyId: session.propertyId };
        const redirect = successUrlOf(subject);
        if (session.status === 'complete') return redirect;
        const now = new Date();
        if (session.expiresAt <= now)
          throw httpError(410, 'This checkout link has expired. Please start again from Parcelwatch.');
        const company = await repo.loadCompany(tx, session.companyId);
        const description = await describe(subject, tx);
        const row = await repo.lockRow(tx, subject, provider.name);
        if (!isLiveStatus(row.status)) {
          const trial = trialEligible(company, row, now);
          const end = trial ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS) : addMonths(now, 1);
          const updated = await repo.updateRow(tx, row.id, {
            provider: 'local',
            status: trial ? 'trialing' : 'active',
            paymentStatus: trial ? 'trial' : 'active',
            cancelAtPeriodEnd: false,
            currentPeriodStart: now,
            currentPeriodEnd: end,
            trialEnd: trial ? end : null,
            trialUsed: row.trialUsed || trial,
          });
          // The period's invoice: 0 during the trial, the monthly price otherwise (paid at once: no real charge).
          await repo.insertInvoice(tx, localInvoice(updated, now, end, trial ? 0 : updated.amount, description));
        }
        await repo.completeCheckoutSession(tx, session.id, now);
        return redirect;
      });
    },

    async listInvoices(companyId) {
      await rollForward(companyId);
      const rows = await repo.invoicesOfCompany(db, companyId);
      return rows.map(toInvoiceOut);
    },

    async propertyBilling(companyId) {
      await rollForward(companyId);
      const rows = await repo.liveSubscribedProperties(db, companyId);
      const propertyIds = rows.map((r) => r.sub.propertyId!);
      const invoices = propertyIds.length ? await repo.invoicesOfProperties(db, companyId, propertyIds) : [];
      return rows.map((row) => {
        const latest = invoices.find((i) => i.propertyId === row.sub.propertyId);
        return toPropertyBillingRow(row, latest ? toInvoiceOut(latest) : null);
      });
    },

    async invoiceByToken(id, token) {
      if (!token || !id.startsWith('in_local_')) return null;
      const expected = Buffer.from(invoiceToken(id));
      const given = Buffer.from(token);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      // The link's HMAC was checked above: the invoice is read in a system context (the page has no sign-in).
      const row = await asSystem('invoice page: signed link', () => repo.invoiceWithCompany(db, id));
      return row ? { ...row.invoice, company: row.company, propertyName: row.propertyName } : null;
    },

    async cancelAllAtProvider(companyId) {
      if (provider.name === 'local') return;
      const rows = await repo.subscriptionsOfCompany(db, companyId);
      for (const row of rows.filter((r) => isLiveStatus(r.status))) {
        try {
          await provider.cancelImmediately(row);
        } catch (error) {
          log.error({ err: error, subscription: row.stripeSubscriptionId }, 'could not cancel the Stripe subscription');
        }
      }
    },

    async handleStripeWebhook(rawBody, signature) {
      if (!stripeProvider) throw httpError(404, 'Stripe billing is not configured');
      const event = constructStripeEvent(stripeProvider.client, rawBody, signature, billingConfig.stripeWebhookSecret!);
      // Signed by Stripe (checked above); an event names its company only through our metadata or ids.
      return asSystem('Stripe webhook (signature verified)', () =>
        db.transaction(async (tx) => {
          if (!(await repo.recordStripeEvent(tx, event.id, event.type))) return { duplicate: true, type: event.type };
          await applyStripeEvent(tx, provider.name, event.type, (event.data as { object: Record<string, any> }).object);
          return { duplicate: false, type: event.type };
        }),
      );
    },
  };

  return service;
}
