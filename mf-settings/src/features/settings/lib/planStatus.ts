import { translate, trialDaysLeft, trialSentence } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';
import type { CompanySubscription, PropertyBillingRow } from '../api/types';

/** What the Company plan card says about the company's billing, in one tag and one line. */
export interface PlanStatus {
  label: string;
  color: string;
  /** One sentence under the tag, or null. */
  detail: string | null;
}

const LIVE = new Set(['active', 'trialing', 'past_due']);
const COLORS: Record<string, string> = { active: 'green', trialing: 'blue', past_due: 'red', canceled: 'default' };

/** The company trial in the words Properties and Alerts use; without the property count, its days alone. */
export function trialDetail(daysRemaining: number | null | undefined, propertyCount: number | undefined): string {
  const days = daysRemaining ?? 0;
  return propertyCount === undefined ? trialDaysLeft(days) : trialSentence(days, propertyCount);
}

/**
 * Billing is per property: a company usually has no company-level subscription of its own, so "inactive" on that
 * row says nothing about what the company pays for. The card's status therefore comes, in this order, from the
 * company trial, a live company-level subscription, and then the properties' own subscriptions.
 */
export function planStatus(
  plan: Pick<CompanySubscription, 'status'> | undefined,
  trial: { active: boolean; daysRemaining: number | null | undefined; propertyCount: number | undefined },
  properties: readonly Pick<PropertyBillingRow, 'status' | 'cancel_at_period_end'>[],
): PlanStatus {
  const live = properties.filter((row) => LIVE.has(row.status ?? ''));
  const pastDue = live.filter((row) => row.status === 'past_due').length;
  const companyStatus = plan?.status ?? 'inactive';

  if (trial.active && !LIVE.has(companyStatus)) {
    return {
      label: translate(SETTINGS_NAMESPACE, 'Free trial'),
      color: 'blue',
      detail: trialDetail(trial.daysRemaining, trial.propertyCount),
    };
  }
  if (LIVE.has(companyStatus)) {
    return {
      label:
        companyStatus === 'past_due' ? translate(SETTINGS_NAMESPACE, 'Payment failed') : humanizeStatus(companyStatus),
      color: COLORS[companyStatus] ?? 'default',
      detail: null,
    };
  }
  if (live.length > 0) {
    return {
      label: pastDue > 0 ? translate(SETTINGS_NAMESPACE, 'Payment failed') : translate(SETTINGS_NAMESPACE, 'Active'),
      color: pastDue > 0 ? 'red' : 'green',
      detail: liveDetail(live.length, pastDue),
    };
  }
  return {
    label: translate(SETTINGS_NAMESPACE, 'No active subscription'),
    color: 'default',
    detail: translate(SETTINGS_NAMESPACE, 'Subscribe a property from the Properties page to keep its alerts analysed.'),
  };
}

function humanizeStatus(status: string): string {
  if (status === 'trialing') return translate(SETTINGS_NAMESPACE, 'Trial');
  if (status === 'active') return translate(SETTINGS_NAMESPACE, 'Active');
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');
}

/** '2 property subscriptions, 1 with a failed payment.' */
function liveDetail(count: number, pastDue: number): string {
  const subscriptions =
    count === 1
      ? translate(SETTINGS_NAMESPACE, '1 property subscription')
      : translate(SETTINGS_NAMESPACE, '{{count}} property subscriptions', { count });
  return pastDue > 0
    ? translate(SETTINGS_NAMESPACE, '{{subscriptions}}, {{count}} with a failed payment.', {
        subscriptions,
        count: pastDue,
      })
    : translate(SETTINGS_NAMESPACE, '{{subscriptions}}.', { subscriptions });
}
