import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { passwordResetTokens, users, type User } from '../db/schema/index.js';

/** Stores a new reset token (its hash) for the user. */
export async function replaceResetToken(
  db: DbOrTx,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  // A new request supersedes older unused links.
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt, createdAt: now });
}

/** The unused, unexpired reset token with this hash, and its user. */
export async function findResetToken(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ tokenId: string; user: User } | undefined> {
  const [found] = await db
    .select({ tokenId: passwordResetTokens.id, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  return found;
}

/** Marks the token used if it still is unused and unexpired; false otherwise. */
export async function consumeResetToken(db: DbOrTx, tokenId: string, now: Date): Promise<boolean> {
  const consumed = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.id, tokenId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return consumed.length > 0;
}
