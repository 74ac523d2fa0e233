/*
 * The five subscription states as test cases, shared by every screen's test (Properties cards, Billing, Alerts,
 * Overview): each screen renders each case and checks the same words and the same actions.
 */
import type { CompanyTrial, SubscriptionActions, SubscriptionFacts, SubscriptionState } from '../subscription';

export interface SubscriptionCase {
  state: SubscriptionState;
  /** A property in this state, as GET /api/properties/ gives it. */
  facts: Required<SubscriptionFacts>;
  /** The company's trial in this case. */
  trial: CompanyTrial | null;
  /** The tag every screen shows. */
  label: string;
  actions: SubscriptionActions;
}

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS + 1_800_000).toISOString();

const none = { alerts: false, subscribe: false, cancel: false, renew: false, delete: false };
const unsubscribed = {
  active: false,
  subscription_status: 'inactive',
  payment_status: null,
  cancel_at_period_end: false,
  trial_end: null,
  current_period_end: null,
};

export const SUBSCRIPTION_CASES: SubscriptionCase[] = [
  {
    state: 'trial',
    facts: { ...unsubscribed },
    trial: { active: true, daysRemaining: 12 },
    label: 'Trial',
    actions: { ...none, alerts: true, subscribe: true, delete: true },
  },
  {
    state: 'active',
    facts: {
      active: true,
      subscription_status: 'active',
      payment_status: 'active',
      cancel_at_period_end: false,
      trial_end: null,
      current_period_end: inDays(20),
    },
    trial: null,
    label: 'Active',
    actions: { ...none, alerts: true, cancel: true },
  },
  {
    state: 'cancelling',
    facts: {
      active: true,
      subscription_status: 'active',
      payment_status: 'active',
      cancel_at_period_end: true,
      trial_end: null,
      current_period_end: inDays(20),
    },
    trial: null,
    label: 'Cancelling',
    actions: { ...none, alerts: true, renew: true },
  },
  {
    state: 'past_due',
    facts: {
      active: false,
      subscription_status: 'past_due',
      payment_status: 'past_due',
      cancel_at_period_end: false,
      trial_end: null,
      current_period_end: inDays(-2),
    },
    trial: null,
    label: 'Payment Failed',
    actions: { ...none, cancel: true },
  },
  {
    state: 'inactive',
    facts: { ...unsubscribed },
    trial: null,
    label: 'Inactive',
    actions: { ...none, subscribe: true, delete: true },
  },
];

/** The trial-status answer of a case's company. */
export const trialStatusOf = (c: SubscriptionCase) => ({
  is_trial_active: Boolean(c.trial?.active),
  days_remaining: c.trial?.daysRemaining ?? 0,
});
