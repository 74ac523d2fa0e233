import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { invitations, users, type User } from '../db/schema/index.js';

/* The company's users (its team) and the invitations that add to it. Every query names the company. */

/** Users of the company, invited ones included (they hold a seat). */
export async function countSeats(db: DbOrTx, companyId: string): Promise<number> {
  const [seats] = await db.select({ n: count() }).from(users).where(eq(users.companyId, companyId));
  return Number(seats?.n ?? 0);
}

/** The company's users, invited ones included, oldest first. */
export async function listTeam(db: DbOrTx, companyId: string): Promise<User[]> {
  return db.select().from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.createdAt), asc(users.email));
}

export async function findTeammate(db: DbOrTx, companyId: string, userId: string): Promise<User | undefined> {
  const [target] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  return target;
}

export async function countAdmins(db: DbOrTx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'admin')));
  return Number(row?.n ?? 0);
}

export async function setRole(db: DbOrTx, userId: string, role: 'admin' | 'analyst'): Promise<User> {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, userId)).returning();
  return row!;
}

/** Removes the user; sessions, invitations, backup codes... cascade with the user row. */
export async function deleteTeammate(db: DbOrTx, companyId: string, userId: string): Promise<void> {
  await db.delete(users).where(and(eq(users.id, userId), eq(users.companyId, companyId)));
}

/** Renames a user of the company; undefined when there is no such user. */
export async function updateName(
  db: DbOrTx,
  companyId: string,
  userId: string,
  firstName: string,
  lastName: string,
): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({ firstName, lastName })
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .returning();
  return user;
}

export interface NewInvitation {
  companyId: string;
  email: string;
  firstName: string;
  lastName: string;
  tokenHash: string;
  expiresAt: Date;
  invitedBy: string;
}

/** Adds an invited user (no password yet) and the invitation that lets them join; answers the user. */
export async function insertInvitation(tx: DbOrTx, input: NewInvitation): Promise<User> {
  const [invited] = await tx
    .insert(users)
    .values({
      companyId: input.companyId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: 'invited',
      passwordHash: null,
    })
    .returning();
  await tx.insert(invitations).values({
    companyId: input.companyId,
    userId: invited!.id,
    tokenHash: input.tokenHash,
    expiresAt: input.expiresAt,
    invitedBy: input.invitedBy,
  });
  return invited!;
}
