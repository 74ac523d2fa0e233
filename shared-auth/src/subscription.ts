import { translate } from './i18n/engine';
import { dateFormat } from './i18n/format';
import { SHARED_NAMESPACE } from './i18n/shared';
/*
 * One model of a property's subscription, so that Properties (cards), Alerts, Billing (Settings) and Overview read
 * the same words and offer the same actions for the same state. Five states:
 *
 * - trial: the company's free trial is running and the property is not subscribed: its alerts are analysed; it
 *   can be subscribed (billed once the trial ends) or deleted. Nothing to cancel: nobody subscribed.
 * - active: subscribed (during the trial too: then the first month is billed when the trial ends); Cancel.
 * - cancelling: subscribed and set to end at the end of the period ('Cancelling'); Renew.
 * - past_due: the subscription's payment failed ('Payment Failed'); Cancel.
 * - inactive: not subscribed and no trial: FREE, or $50/Month; Subscribe or Delete.
 */

export type SubscriptionState = 'trial' | 'active' | 'cancelling' | 'past_due' | 'inactive';

/** The property's subscription fields as GET /api/properties/ and the billing rows give them. */
export interface SubscriptionFacts {
  /** True while the subscription is trialing or active. */
  active?: boolean | null;
  /** inactive, trialing, active, past_due, canceled (`status` on a billing row). */
  subscription_status?: string | null;
  /** trial, active, past_due. */
  payment_status?: string | null;
  cancel_at_period_end?: boolean | null;
  /** The subscription's own trial end (a property subscribed during the company's trial). */
  trial_end?: string | null;
  current_period_end?: string | null;
}

/** The company's free trial (GET /api/custom-auth/trial-status). */
export interface CompanyTrial {
  active: boolean;
  daysRemaining?: number | null;
  /** When it ends, if known; else it is counted from daysRemaining. */
  endsAt?: string | null;
}

export interface SubscriptionActions {
  /** The property's alerts are analysed: its Alerts list is offered. */
  alerts: boolean;
  subscribe: boolean;
  cancel: boolean;
  renew: boolean;
  delete: boolean;
}

export interface SubscriptionView {
  state: SubscriptionState;
  /** The tag every screen shows: 'Trial', 'Active', 'Cancelling', 'Payment Failed', 'Inactive'. */
  label: string;
  /** antd Tag colour. */
  color: string;
  /** One sentence under the tag (dates in Toronto time), or null. */
  detail: string | null;
  /** The date that matters in this state (trial end, renewal, end of monitoring), ISO, or null. */
  date: string | null;
  actions: SubscriptionActions;
}

/** The monthly price in the cards' short form (the spec's 'or $50/Month'), in the language in use ('50 $/mois'). */
export const monthlyPriceShort = () => translate(SHARED_NAMESPACE, '$50/Month');

/** A state's tag in the language in use ('Trial', 'Essai'). */
export function subscriptionLabel(state: SubscriptionState): string {
  switch (state) {
    case 'trial':
      return translate(SHARED_NAMESPACE, 'Trial');
    case 'active':
      return translate(SHARED_NAMESPACE, 'Active');
    case 'cancelling':
      return translate(SHARED_NAMESPACE, 'Cancelling');
    case 'past_due':
      return translate(SHARED_NAMESPACE, 'Payment Failed');
    default:
      return translate(SHARED_NAMESPACE, 'Inactive');
  }
}

/** The states in the order every summary lists them. */
export const SUBSCRIPTION_STATES: readonly SubscriptionState[] = [
  'trial',
  'active',
  'cancelling',
  'past_due',
  'inactive',
];

const COLORS: Record<SubscriptionState, string> = {
  trial: 'blue',
  active: 'green',
  cancelling: 'orange',
  past_due: 'red',
  inactive: 'default',
};

const NO_ACTIONS: SubscriptionActions = { alerts: false, subscribe: false, cancel: false, renew: false, delete: false };

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/Toronto',
};

/** 'Dec 28, 2026' ('28 déc. 2026' in French) in Toronto time, or null for a missing or unreadable date. */
export function subscriptionDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateFormat(DATE_OPTIONS).format(date);
}

const DAY_MS = 86_400_000;

/** The end of the company trial: its date when known, else today plus the days left. */
export function companyTrialEnd(trial: CompanyTrial | null | undefined, now = new Date()): string | null {
  if (!trial?.active) return null;
  if (trial.endsAt) return trial.endsAt;
  if (trial.daysRemaining === null || trial.daysRemaining === undefined) return null;
  return new Date(now.getTime() + trial.daysRemaining * DAY_MS).toISOString();
}

/** Whole days from now until `end` (at least 1 while it is ahead), or null. */
function daysUntil(end: string | null, now: Date): number | null {
  if (!end) return null;
  const ms = new Date(end).getTime() - now.getTime();
  if (Number.isNaN(ms) || ms <= 0) return null;
  // Whole hours first (as a clock reads them), then started days: 12 days and 59 minutes is 12 days.
  return Math.max(1, Math.ceil(Math.floor(ms / 3_600_000) / 24));
}

const ends = (when: string | null) => (when ? translate(SHARED_NAMESPACE, ' (ends {{date}})', { date: when }) : '');

/** The state of one property's subscription, given the company's trial. */
export function subscriptionState(facts: SubscriptionFacts, trial?: CompanyTrial | null): SubscriptionState {
  const status = facts.subscription_status ?? null;
  const live = Boolean(facts.active) || status === 'active' || status === 'trialing';
  if (status === 'past_due' || facts.payment_status === 'past_due') return 'past_due';
  if (live && facts.cancel_at_period_end) return 'cancelling';
  if (live) return 'active';
  if (trial?.active) return 'trial';
  return 'inactive';
}

/** The words and actions of a property's subscription, the same on every screen. */
export function subscriptionView(
  facts: SubscriptionFacts,
  trial?: CompanyTrial | null,
  now = new Date(),
): SubscriptionView {
  const state = subscriptionState(facts, trial);
  const base = { state, label: subscriptionLabel(state), color: COLORS[state] };
  const price = monthlyPriceShort();
  switch (state) {
    case 'trial': {
      const end = companyTrialEnd(trial, now);
      const left = trial?.daysRemaining ?? daysUntil(end, now);
      const when = subscriptionDate(end);
      const head =
        left === null || left === undefined
          ? translate(SHARED_NAMESPACE, 'Free trial')
          : left === 1
            ? translate(SHARED_NAMESPACE, 'Free trial: 1 day left')
            : translate(SHARED_NAMESPACE, 'Free trial: {{count}} days left', { count: left });
      return {
        ...base,
        detail: `${head}${ends(when)}${translate(SHARED_NAMESPACE, ', then {{price}} if subscribed.', { price })}`,
        date: end,
        actions: { ...NO_ACTIONS, alerts: true, subscribe: true, delete: true },
      };
    }
    case 'active': {
      // Subscribed during the trial: the subscription's own trial runs first, then the month is billed.
      const trialEnd = facts.payment_status === 'trial' || facts.subscription_status === 'trialing';
      const end = trialEnd ? (facts.trial_end ?? facts.current_period_end ?? null) : (facts.current_period_end ?? null);
      const when = subscriptionDate(end);
      const left = trialEnd ? daysUntil(end, now) : null;
      let detail: string | null = null;
      if (trialEnd) {
        const daysLeft =
          left === null
            ? ''
            : left === 1
              ? translate(SHARED_NAMESPACE, ': 1 day left')
              : translate(SHARED_NAMESPACE, ': {{count}} days left', { count: left });
        detail = `${translate(SHARED_NAMESPACE, 'Subscribed. Free trial')}${daysLeft}${ends(when)}${translate(
          SHARED_NAMESPACE,
          ', then {{price}}.',
          { price },
        )}`;
      } else if (when) detail = translate(SHARED_NAMESPACE, 'Renews on {{date}}.', { date: when });
      return { ...base, detail, date: end, actions: { ...NO_ACTIONS, alerts: true, cancel: true } };
    }
    case 'cancelling': {
      const end = facts.current_period_end ?? facts.trial_end ?? null;
      const when = subscriptionDate(end);
      return {
        ...base,
        detail: when
          ? translate(SHARED_NAMESPACE, 'Monitoring ends on {{date}}.', { date: when })
          : translate(SHARED_NAMESPACE, 'Monitoring ends at the end of the period.'),
        date: end,
        actions: { ...NO_ACTIONS, alerts: true, renew: true },
      };
    }
    case 'past_due':
      return {
        ...base,
        detail: translate(SHARED_NAMESPACE, 'The last payment failed: update your payment to resume monitoring.'),
        date: facts.current_period_end ?? null,
        actions: { ...NO_ACTIONS, cancel: true },
      };
    default:
      return {
        ...base,
        detail: translate(SHARED_NAMESPACE, 'FREE, or {{price}} for full AI analysis.', { price }),
        date: null,
        actions: { ...NO_ACTIONS, subscribe: true, delete: true },
      };
  }
}

/** How many properties are in each state, for summaries ("2 Trial · 1 Cancelling"). */
export function subscriptionCounts(
  properties: readonly SubscriptionFacts[],
  trial?: CompanyTrial | null,
): Record<SubscriptionState, number> {
  const counts: Record<SubscriptionState, number> = { trial: 0, active: 0, cancelling: 0, past_due: 0, inactive: 0 };
  for (const property of properties) counts[subscriptionState(property, trial)] += 1;
  return counts;
}

/** '3 Trial · 1 Cancelling' (the states present, in a fixed order), or '' without properties. */
export function subscriptionSummary(properties: readonly SubscriptionFacts[], trial?: CompanyTrial | null): string {
  const counts = subscriptionCounts(properties, trial);
  return SUBSCRIPTION_STATES.filter((state) => counts[state] > 0)
    .map((state) => `${counts[state]} ${subscriptionLabel(state)}`)
    .join(' · ');
}
