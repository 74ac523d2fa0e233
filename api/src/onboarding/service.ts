import type { DbOrTx } from '../db/client.js';
import { onboardingState, type OnboardingState } from './checklist.js';
import { dismissOnboarding, onboardingFacts, type Member } from './repository.js';

/** The caller's first-run checklist and greeting (GET /api/onboarding). */
export async function onboardingOf(db: DbOrTx, member: Member, now = new Date()): Promise<OnboardingState> {
  return onboardingState(await onboardingFacts(db, member), now);
}

/** Dismisses the caller's checklist for good and answers the new state (POST /api/onboarding/dismiss). */
export async function dismissOnboardingOf(db: DbOrTx, member: Member, now = new Date()): Promise<OnboardingState> {
  await dismissOnboarding(db, member, now);
  return onboardingOf(db, member, now);
}
