import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { backupCodes, users } from '../db/schema/index.js';

/*
 * The two-factor columns of users and the backup codes. Counters and single-use marks are changed in one
 * statement each, so concurrent requests cannot both pass.
 */

/**
 * Counts a failed code atomically: at the `maxFailures`th the account locks until `lockUntil` and the counter
 * restarts. Answers the lock's end (null when not locked).
 */
export async function recordFailedCode(
  db: DbOrTx,
  userId: string,
  maxFailures: number,
  lockUntil: Date,
): Promise<Date | null> {
  const [row] = await db
    .update(users)
    .set({
      twoFactorFailedAttempts: sql`case when ${users.twoFactorFailedAttempts} + 1 >= ${maxFailures} then 0 else ${users.twoFactorFailedAttempts} + 1 end`,
      twoFactorLockedUntil: sql`case when ${users.twoFactorFailedAttempts} + 1 >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz else ${users.twoFactorLockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.twoFactorLockedUntil });
  return row?.lockedUntil ?? null;
}

export async function resetFailedCodes(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ twoFactorFailedAttempts: 0, twoFactorLockedUntil: null }).where(eq(users.id, userId));
}

/** Records `step` as the last accepted TOTP step if it is strictly after the previous one (and clears failures). */
export async function acceptTotpStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  // Only a step strictly after the last accepted one: a code can never be replayed.
  const accepted = await db
    .update(users)
    .set({ totpLastStep: step, twoFactorFailedAttempts: 0, twoFactorLockedUntil: null })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return accepted.length > 0;
}

/** Marks the user's active backup code with this hash used; false when there is none. */
export async function useBackupCode(db: DbOrTx, userId: string, codeHash: string): Promise<boolean> {
  const used = await db
    .update(backupCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(backupCodes.userId, userId),
        eq(backupCodes.codeHash, codeHash),
        isNull(backupCodes.usedAt),
        eq(backupCodes.pending, false),
      ),
    )
    .returning({ id: backupCodes.id });
  return used.length > 0;
}

/** Replaces all the user's backup codes with these hashes. */
export async function replaceBackupCodeHashes(
  db: DbOrTx,
  userId: string,
  codeHashes: string[],
  pending: boolean,
): Promise<void> {
  await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
  await db.insert(backupCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, pending })));
}

export async function countActiveBackupCodes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(backupCodes)
    .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt), eq(backupCodes.pending, false)));
  return Number(row?.n ?? 0);
}

/** Stores a new login challenge (its hash), open until `until`, replacing the previous one. */
export async function storeChallenge(db: DbOrTx, userId: string, challengeHash: string, until: Date): Promise<void> {
  await db
    .update(users)
    .set({
      twoFactorChallengeUntil: until,
      twoFactorChallengeHash: challengeHash,
      twoFactorChallengeAttempts: 0,
    })
    .where(eq(users.id, userId));
}

/** Counts a wrong code sent with the open challenge; the challenge is void at `maxAttempts`. */
export async function countChallengeFailure(db: DbOrTx, userId: string, maxAttempts: number): Promise<void> {
  await db
    .update(users)
    .set({
      twoFactorChallengeAttempts: sql`${users.twoFactorChallengeAttempts} + 1`,
      twoFactorChallengeHash: sql`case when ${users.twoFactorChallengeAttempts} + 1 >= ${maxAttempts} then null else ${users.twoFactorChallengeHash} end`,
    })
    .where(eq(users.id, userId));
}

/** Clears the challenge with this hash if it is still open; false otherwise. */
export async function clearChallenge(
  db: DbOrTx,
  userId: string,
  challengeHash: string,
  maxAttempts: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorChallengeUntil: null, twoFactorChallengeHash: null, twoFactorChallengeAttempts: 0 })
    .where(
      and(
        eq(users.id, userId),
        eq(users.twoFactorChallengeHash, challengeHash),
        gt(users.twoFactorChallengeUntil, new Date()),
        lt(users.twoFactorChallengeAttempts, maxAttempts),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Keeps a new secret until setup is confirmed. */
export async function setPendingSecret(db: DbOrTx, userId: string, secret: string): Promise<void> {
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
}

/** The confirmed secret becomes the user's, and the pending backup codes become active. */
export async function activateTwoFactor(db: DbOrTx, userId: string, secret: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: secret, totpPendingSecret: null, totpEnabled: true })
    .where(eq(users.id, userId));
  await db
    .update(backupCodes)
    .set({ pending: false })
    .where(and(eq(backupCodes.userId, userId), eq(backupCodes.pending, true)));
}

/** Two-factor off: secrets, any open challenge and every backup code are gone. */
export async function deactivateTwoFactor(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      totpEnabled: false,
      totpSecret: null,
      totpPendingSecret: null,
      twoFactorChallengeUntil: null,
      twoFactorChallengeHash: null,
    })
    .where(eq(users.id, userId));
  await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
}
