import { trialDaysLeft, trialSentence } from 'shared-auth';
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

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

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
    return { label: 'Free trial', color: 'blue', detail: trialDetail(trial.daysRemaining, trial.propertyCount) };
  }
  if (LIVE.has(companyStatus)) {
    return {
      label: companyStatus === 'past_due' ? 'Payment failed' : humanizeStatus(companyStatus),
      color: COLORS[companyStatus] ?? 'default',
      detail: null,
    };
  }
  if (live.length > 0) {
    return {
      label: pastDue > 0 ? 'Payment failed' : 'Active',
      color: pastDue > 0 ? 'red' : 'green',
      detail: `${plural(live.length, 'property subscription')}${pastDue > 0 ? `, ${pastDue} with a failed payment` : ''}.`,
    };
  }
  return {
    label: 'No active subscription',
    color: 'default',
    detail: 'Subscribe a property from the Properties page to keep its alerts analysed.',
  };
}

function humanizeStatus(status: string): string {
  return status === 'trialing' ? 'Trial' : status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');
}
