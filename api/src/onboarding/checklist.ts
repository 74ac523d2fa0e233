/*
 * The first-run checklist (docs/onboarding.md): five steps, each ticked from what the server holds, and whether the
 * Overview greets the user "Welcome" (their first day) or "Welcome back". Pure: the facts come from repository.ts.
 */

import { ONBOARDING_STEPS, type OnboardingStepKey } from '../schemas/onboarding.js';

export { ONBOARDING_STEPS, type OnboardingStepKey };

/** An account younger than this is on its first day: "Welcome", not "Welcome back". */
export const FIRST_DAY_MS = 24 * 3_600_000;

/** What the database says about the caller and their company. */
export interface OnboardingFacts {
  /** When the user's account was created (invited or signed up). */
  accountCreatedAt: Date;
  /** The user's previous visit of the Overview (null: none yet, this is the first). */
  previousVisitAt: Date | null;
  /** When the user dismissed the checklist (null: never). */
  dismissedAt: Date | null;
  /** The company has a property. */
  hasProperty: boolean;
  /** One of the company's properties follows at least one committee. */
  hasCommittees: boolean;
  /** The user saved their email preferences (chose how alerts are mailed). */
  emailAlertsSet: boolean;
  /** The company has another member than the user (signed in or invited). */
  hasTeammate: boolean;
  /** The user sees a watch list: a company watch or one of their own. */
  hasWatchList: boolean;
}

export interface OnboardingState {
  first_day: boolean;
  dismissed: boolean;
  completed: number;
  total: number;
  all_done: boolean;
  steps: { key: OnboardingStepKey; done: boolean }[];
}

/** First day: the account is less than a day old, or the user has no previous visit (their first session). */
export function isFirstDay(facts: Pick<OnboardingFacts, 'accountCreatedAt' | 'previousVisitAt'>, now: Date): boolean {
  return now.getTime() - facts.accountCreatedAt.getTime() < FIRST_DAY_MS || facts.previousVisitAt === null;
}

export function onboardingState(facts: OnboardingFacts, now = new Date()): OnboardingState {
  const done: Record<OnboardingStepKey, boolean> = {
    property: facts.hasProperty,
    committees: facts.hasCommittees,
    email_alerts: facts.emailAlertsSet,
    teammate: facts.hasTeammate,
    watch_list: facts.hasWatchList,
  };
  const steps = ONBOARDING_STEPS.map((key) => ({ key, done: done[key] }));
  const completed = steps.filter((s) => s.done).length;
  return {
    first_day: isFirstDay(facts, now),
    dismissed: facts.dismissedAt !== null,
    completed,
    total: steps.length,
    all_done: completed === steps.length,
    steps,
  };
}
