import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  chatSessions,
  companies,
  invitations,
  passwordHistory,
  users,
  type Company,
  type User,
  type UserLanguage,
} from '../db/schema/index.js';

/*
 * Accounts: a company's sign-up, passwords and their history, invitations being accepted, chat sessions. Callers
 * pass the transaction for the steps that belong together.
 */

export interface NewCompanyWithAdmin {
  companyId: string;
  companyName: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  now: Date;
  trialStartedAt: Date | null;
  trialEndsAt: Date | null;
  language: UserLanguage;
}

/** Inserts a company, its first (admin) user and that user's first password-history entry. */
export async function insertCompanyWithAdmin(
  tx: DbOrTx,
  input: NewCompanyWithAdmin,
): Promise<{ company: Company; user: User }> {
  const [company] = await tx
    .insert(companies)
    .values({
      id: input.companyId,
      name: input.companyName,
      contactEmail: input.email,
      trialStartedAt: input.trialStartedAt,
      trialEndsAt: input.trialEndsAt,
    })
    .returning();
  const [user] = await tx
    .insert(users)
    .values({
      companyId: company!.id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: input.passwordHash,
      role: 'admin',
      language: input.language,
      passwordChangedAt: input.now,
    })
    .returning();
  await recordPasswordChange(tx, user!.id, input.now);
  return { company: company!, user: user! };
}

/** Sets a new password hash; `closeChallenge` also closes any open two-factor login challenge. */
export async function updatePassword(
  db: DbOrTx,
  userId: string,
  passwordHash: string,
  now: Date,
  { closeChallenge = false }: { closeChallenge?: boolean } = {},
): Promise<void> {
  const changes = closeChallenge
    ? { passwordHash, passwordChangedAt: now, twoFactorChallengeUntil: null, twoFactorChallengeHash: null }
    : { passwordHash, passwordChangedAt: now };
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export async function recordPasswordChange(db: DbOrTx, userId: string, changedAt: Date): Promise<void> {
  await db.insert(passwordHistory).values({ userId, changedAt });
}

/** When the user's password was changed, newest first. */
export async function listPasswordChanges(db: DbOrTx, userId: string, limit: number): Promise<Date[]> {
  const history = await db
    .select({ changedAt: passwordHistory.changedAt })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.changedAt))
    .limit(limit);
  return history.map((h) => h.changedAt);
}

export interface OpenInvitation {
  invitationId: string;
  user: User;
  company: Company;
}

/** The pending (unaccepted, unexpired) invitation with this token hash, of a user still invited. */
export async function findOpenInvitation(db: DbOrTx, tokenHash: string): Promise<OpenInvitation | undefined> {
  const [found] = await db
    .select({ invitationId: invitations.id, user: users, company: companies })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, new Date()),
        eq(users.role, 'invited'),
      ),
    );
  return found;
}

/** Marks the invitation accepted if it still is pending; false otherwise. */
export async function markInvitationAccepted(tx: DbOrTx, invitationId: string, now: Date): Promise<boolean> {
  const accepted = await tx
    .update(invitations)
    .set({ acceptedAt: now })
    .where(and(eq(invitations.id, invitationId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
    .returning({ id: invitations.id });
  return accepted.length > 0;
}

/** An invited user becomes an analyst with this password; undefined when the user is no longer invited. */
export async function activateInvitedUser(
  tx: DbOrTx,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<User | undefined> {
  const [updated] = await tx
    .update(users)
    .set({ passwordHash, role: 'analyst', passwordChangedAt: now })
    .where(and(eq(users.id, userId), eq(users.role, 'invited')))
    .returning();
  return updated;
}

/** Registers an AI-chat session of the user. */
export async function insertChatSession(db: DbOrTx, companyId: string, userId: string, expiresAt: Date) {
  const [row] = await db.insert(chatSessions).values({ companyId, userId, expiresAt }).returning();
  return row!;
}
