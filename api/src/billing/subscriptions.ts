import type { BillingSubscription } from '../db/schema/index.js';
import { InvalidError } from '../lib/domain-errors.js';
import { iso } from '../schemas/common.js';
import type { CompanySubscriptionOut, PropertySubscriptionOut } from '../schemas/billing.js';
import { toPropertyOut } from './answers.js';
import type { BillingContext } from './context.js';
import { CURRENCY, isLiveStatus, PRICE_CENTS, type BillingSubject, type SubscriptionState } from './provider.js';
import * as repo from './repository.js';

/** Subscriptions: a property's or the company plan's state, cancelling at period end, cancelling at the provider. */
export function createSubscriptions(ctx: BillingContext) {
  const { db, provider, rollForward, viaProvider, log } = ctx;
  const service = {
    async propertySubscription(companyId: string, propertyId: string): Promise<PropertySubscriptionOut> {
      await repo.findProperty(db, companyId, propertyId);
      await rollForward(companyId);
      return toPropertyOut(propertyId, await repo.subscriptionOf(db, { companyId, propertyId }));
    },

    async propertySubscriptions(
      companyId: string,
      propertyIds: string[],
    ): Promise<Map<string, PropertySubscriptionOut>> {
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

    async hasLiveSubscription(companyId: string, propertyId: string): Promise<boolean> {
      const out = await service.propertySubscription(companyId, propertyId);
      return isLiveStatus(out.status);
    },

    async companySubscription(companyId: string): Promise<BillingSubscription | undefined> {
      await rollForward(companyId);
      return repo.subscriptionOf(db, { companyId, propertyId: null });
    },

    async companySubscriptionOut(
      companyId: string,
      row: BillingSubscription | undefined,
    ): Promise<CompanySubscriptionOut> {
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

    async setCancelAtPeriodEnd(subject: BillingSubject, cancel: boolean): Promise<BillingSubscription> {
      if (subject.propertyId) await repo.findProperty(db, subject.companyId, subject.propertyId);
      await rollForward(subject.companyId);
      const current = await repo.subscriptionOf(db, subject);
      if (!current || !isLiveStatus(current.status)) {
        throw new InvalidError(
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

    async cancelAllAtProvider(companyId: string): Promise<void> {
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
  };
  return service;
}
