import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  notificationPreferences,
  onboardingDismissals,
  properties,
  propertyCommittees,
  users,
  userVisits,
  watches,
} from '../db/schema/index.js';
import { NotFoundError } from '../lib/domain-errors.js';
import type { OnboardingFacts } from './checklist.js';

/*
 * The first-run checklist's facts, read in one query, and its dismissal. Every query is scoped by the caller's
 * company and user (row-level security keeps it there too).
 */

export interface Member {
  companyId: string;
  userId: string;
}

export async function onboardingFacts(db: DbOrTx, { companyId, userId }: Member): Promise<OnboardingFacts> {
  const [row] = await db
    .select({
      createdAt: users.createdAt,
      previousVisitAt: userVisits.previousVisitAt,
      dismissedAt: onboardingDismissals.dismissedAt,
      hasProperty: sql<boolean>`exists (select 1 from ${properties} p where p.company_id = ${companyId})`,
      hasCommittees: sql<boolean>`exists (select 1 from ${propertyCommittees} pc where pc.company_id = ${companyId})`,
      emailAlertsSet: sql<boolean>`exists (select 1 from ${notificationPreferences} np where np.company_id = ${companyId} and np.user_id = ${userId})`,
      hasTeammate: sql<boolean>`exists (select 1 from ${users} u where u.company_id = ${companyId} and u.id <> ${userId})`,
      hasWatchList: sql<boolean>`exists (select 1 from ${watches} w where w.company_id = ${companyId} and (w.user_id is null or w.user_id = ${userId}))`,
    })
    .from(users)
    .leftJoin(userVisits, and(eq(userVisits.userId, users.id), eq(userVisits.companyId, companyId)))
    .leftJoin(
      onboardingDismissals,
      and(eq(onboardingDismissals.userId, users.id), eq(onboardingDismissals.companyId, companyId)),
    )
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  if (!row) throw new NotFoundError('User not found');
  return {
    accountCreatedAt: row.createdAt,
    previousVisitAt: row.previousVisitAt,
    dismissedAt: row.dismissedAt,
    hasProperty: Boolean(row.hasProperty),
    hasCommittees: Boolean(row.hasCommittees),
    emailAlertsSet: Boolean(row.emailAlertsSet),
    hasTeammate: Boolean(row.hasTeammate),
    hasWatchList: Boolean(row.hasWatchList),
  };
}

/** Dismisses the checklist for the user, once and for all (dismissing again keeps the first time). */
export async function dismissOnboarding(db: DbOrTx, { companyId, userId }: Member, at = new Date()): Promise<void> {
  await db.insert(onboardingDismissals).values({ userId, companyId, dismissedAt: at }).onConflictDoNothing();
}
