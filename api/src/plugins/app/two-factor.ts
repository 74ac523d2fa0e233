import { timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../db/client.js';
import { backupCodes, users, type User } from '../../db/schema/index.js';
import { generateBackupCode, generateUrlToken, hashBackupCode, normalizeBackupCode, sha256Hex } from '../../lib/crypto.js';
import { httpError, type HttpError } from '../../lib/http-error.js';
import { matchTotpStep } from '../../lib/totp.js';

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCKOUT_MINUTES = 15;
export const BACKUP_CODE_COUNT = 10;
export const CHALLENGE_MINUTES = 5;
/** Wrong codes sent with one challenge's id before that challenge is void (a new password step opens another). */
export const CHALLENGE_MAX_ATTEMPTS = 5;
export const LOCKED_DETAIL = `Too many failed attempts. Try again in ${LOCKOUT_MINUTES} minutes.`;
export const INVALID_CODE = 'Invalid verification code';

export interface TwoFactorService {
  /** 429 while the account is locked after too many failed codes. */
  assertNotLocked(user: User): void;
  /** Accepts a TOTP code once per time step; a failure counts towards the lockout and throws `failure`. */
  verifyTotp(user: User, secret: string, code: string, failure: HttpError): Promise<void>;
  /** Consumes an active backup code (single use); a failure counts towards the lockout and throws `failure`. */
  consumeBackupCode(user: User, code: string, failure: HttpError): Promise<void>;
  /** Replaces all the user's backup codes with new ones and returns them in clear (shown once). */
  replaceBackupCodes(userId: string, pending: boolean, db: DbOrTx): Promise<string[]>;
  remainingBackupCodes(userId: string): Promise<number>;
  /**
   * Opens the login challenge after a correct password and answers its id, an opaque random string given only to
   * that client. Only its SHA-256 is stored; a new password step replaces the previous challenge.
   */
  openChallenge(userId: string): Promise<string>;
  /** Whether `challengeId` is the user's open challenge (not expired, not used, not void after too many codes). */
  challengeMatches(user: User, challengeId: string | undefined): boolean;
  /** A wrong code sent with the right challenge id: counted; the challenge is void after CHALLENGE_MAX_ATTEMPTS. */
  recordChallengeFailure(userId: string): Promise<void>;
  /** Closes this challenge (single use); false when it is no longer open (expired, used by a concurrent call). */
  closeChallenge(userId: string, challengeId: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    twoFactor: TwoFactorService;
  }
}

export default fp(
  async (app) => {
    /** Counts a failed code atomically; on the 5th the account locks for 15 minutes and the counter restarts. */
    async function recordFailure(userId: string, failure: HttpError): Promise<never> {
      const lockUntil = new Date(Date.now() + LOCKOUT_MINUTES * 60_000);
      const [row] = await app.db
        .update(users)
        .set({
          twoFactorFailedAttempts: sql`case when ${users.twoFactorFailedAttempts} + 1 >= ${MAX_FAILED_ATTEMPTS} then 0 else ${users.twoFactorFailedAttempts} + 1 end`,
          twoFactorLockedUntil: sql`case when ${users.twoFactorFailedAttempts} + 1 >= ${MAX_FAILED_ATTEMPTS} then ${lockUntil.toISOString()}::timestamptz else ${users.twoFactorLockedUntil} end`,
        })
        .where(eq(users.id, userId))
        .returning({ lockedUntil: users.twoFactorLockedUntil });
      if (row?.lockedUntil && row.lockedUntil.getTime() > Date.now()) throw httpError(429, LOCKED_DETAIL);
      throw failure;
    }

    async function resetFailures(userId: string): Promise<void> {
      await app.db
        .update(users)
        .set({ twoFactorFailedAttempts: 0, twoFactorLockedUntil: null })
        .where(eq(users.id, userId));
    }

    const service: TwoFactorService = {
      assertNotLocked(user) {
        if (user.twoFactorLockedUntil && user.twoFactorLockedUntil.getTime() > Date.now()) {
          throw httpError(429, LOCKED_DETAIL);
        }
      },

      async verifyTotp(user, secret, code, failure) {
        const step = matchTotpStep(secret, code);
        if (step !== null) {
          // Only a step strictly after the last accepted one: a code can never be replayed.
          const accepted = await app.db
            .update(users)
            .set({ totpLastStep: step, twoFactorFailedAttempts: 0, twoFactorLockedUntil: null })
            .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
            .returning({ id: users.id });
          if (accepted.length > 0) return;
        }
        await recordFailure(user.id, failure);
      },

      async consumeBackupCode(user, code, failure) {
        const normalized = normalizeBackupCode(code);
        if (/^[a-z2-7]{8}$/.test(normalized)) {
          const used = await app.db
            .update(backupCodes)
            .set({ usedAt: new Date() })
            .where(
              and(
                eq(backupCodes.userId, user.id),
                eq(backupCodes.codeHash, hashBackupCode(normalized)),
                isNull(backupCodes.usedAt),
                eq(backupCodes.pending, false),
              ),
            )
            .returning({ id: backupCodes.id });
          if (used.length > 0) {
            await resetFailures(user.id);
            return;
          }
        }
        await recordFailure(user.id, failure);
      },

      async replaceBackupCodes(userId, pending, db) {
        const codes = Array.from({ length: BACKUP_CODE_COUNT }, generateBackupCode);
        await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
        await db.insert(backupCodes).values(codes.map((code) => ({ userId, codeHash: hashBackupCode(code), pending })));
        return codes;
      },

      async remainingBackupCodes(userId) {
        const [row] = await app.db
          .select({ n: count() })
          .from(backupCodes)
          .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt), eq(backupCodes.pending, false)));
        return Number(row?.n ?? 0);
      },

      async openChallenge(userId) {
        const challengeId = generateUrlToken();
        await app.db
          .update(users)
          .set({
            twoFactorChallengeUntil: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
            twoFactorChallengeHash: sha256Hex(challengeId),
            twoFactorChallengeAttempts: 0,
          })
          .where(eq(users.id, userId));
        return challengeId;
      },

      challengeMatches(user, challengeId) {
        if (!challengeId || challengeId.length > 128 || !user.twoFactorChallengeHash) return false;
        if (!user.twoFactorChallengeUntil || user.twoFactorChallengeUntil.getTime() <= Date.now()) return false;
        if (user.twoFactorChallengeAttempts >= CHALLENGE_MAX_ATTEMPTS) return false;
        // Both are 64 hex characters: a constant-time comparison of the digests.
        const given = Buffer.from(sha256Hex(challengeId));
        const stored = Buffer.from(user.twoFactorChallengeHash);
        return given.length === stored.length && timingSafeEqual(given, stored);
      },

      async recordChallengeFailure(userId) {
        await app.db
          .update(users)
          .set({
            twoFactorChallengeAttempts: sql`${users.twoFactorChallengeAttempts} + 1`,
            twoFactorChallengeHash: sql`case when ${users.twoFactorChallengeAttempts} + 1 >= ${CHALLENGE_MAX_ATTEMPTS} then null else ${users.twoFactorChallengeHash} end`,
          })
          .where(eq(users.id, userId));
      },

      async closeChallenge(userId, challengeId) {
        const rows = await app.db
          .update(users)
          .set({ twoFactorChallengeUntil: null, twoFactorChallengeHash: null, twoFactorChallengeAttempts: 0 })
          .where(
            and(
              eq(users.id, userId),
              eq(users.twoFactorChallengeHash, sha256Hex(challengeId)),
              gt(users.twoFactorChallengeUntil, new Date()),
              lt(users.twoFactorChallengeAttempts, CHALLENGE_MAX_ATTEMPTS),
            ),
          )
          .returning({ id: users.id });
        return rows.length > 0;
      },
    };
    app.decorate('twoFactor', service);
  },
  { name: 'two-factor', dependencies: ['db'] },
);
