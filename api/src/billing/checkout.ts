import type { BillingCheckoutSession, Company } from '../db/schema/index.js';
import { asSystem, setRequestTenant } from '../db/tenant-context.js';
import { ConflictError, GoneError, NotFoundError } from '../lib/domain-errors.js';
import { localInvoice } from './answers.js';
import type { BillingContext } from './context.js';
import { addMonths, CHECKOUT_TTL_MS, DAY_MS, isLiveStatus, TRIAL_DAYS, type BillingSubject } from './provider.js';
import * as repo from './repository.js';

export interface CheckoutView {
  session: BillingCheckoutSession;
  company: Company;
  property: { id: string; name: string; address: string | null; municipalityName: string | null } | null;
  trial: boolean;
  trialEnd: Date | null;
}

/** Checkout: starting one at the provider, the local checkout page and its confirmation. */
export function createCheckout(ctx: BillingContext) {
  const { db, provider, publicUrl, describe, rollForward, viaProvider, trialEligible, successUrlOf } = ctx;
  const service = {
    async startCheckout(subject: BillingSubject, userId: string, customerEmail: string): Promise<string> {
      const company = await repo.loadCompany(db, subject.companyId);
      const description = await describe(subject);
      await rollForward(subject.companyId);
      const row = await repo.subscriptionOf(db, subject);
      if (row && isLiveStatus(row.status)) {
        throw new ConflictError(
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

    async checkoutView(sessionId: string): Promise<CheckoutView | null> {
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

    async confirmLocalCheckout(sessionId: string): Promise<string> {
      const owner = await asSystem('local checkout confirmation: session by id', () =>
        repo.checkoutSessionOwner(db, sessionId),
      );
      if (!owner) throw new NotFoundError('This checkout does not exist.');
      setRequestTenant(owner.companyId);
      return db.transaction(async (tx) => {
        const session = await repo.lockCheckoutSession(tx, sessionId);
        if (!session || session.provider !== 'local') throw new NotFoundError('This checkout does not exist.');
        const subject = { companyId: session.companyId, propertyId: session.propertyId };
        const redirect = successUrlOf(subject);
        if (session.status === 'complete') return redirect;
        const now = new Date();
        if (session.expiresAt <= now)
          throw new GoneError('This checkout link has expired. Please start again from Parcelwatch.');
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
  };
  return service;
}
