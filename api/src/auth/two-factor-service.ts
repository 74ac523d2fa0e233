import { timingSafeEqual } from 'node:crypto';
import type { Db, DbOrTx } from '../db/client.js';
import type { User } from '../db/schema/index.js';
import { generateBackupCode, generateUrlToken, hashBackupCode, normalizeBackupCode, sha256Hex } from '../lib/crypto.js';
import { DomainError, TooManyAttemptsError } from '../lib/domain-errors.js';
import { matchTotpStep } from '../lib/totp.js';
import {
  acceptTotpStep,
  activateTwoFactor,
  clearChallenge,
  countActiveBackupCodes,
  countChallengeFailure,
  deactivateTwoFactor,
  recordFailedCode,
  replaceBackupCodeHashes,
  resetFailedCodes,
  setPendingSecret,
  storeChallenge,
  useBackupCode,
} from './two-factor-repository.js';

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
  verifyTotp(user: User, secret: string, code: string, failure: DomainError): Promise<void>;
  /** Consumes an active backup code (single use); a failure counts towards the lockout and throws `failure`. */
  consumeBackupCode(user: User, code: string, failure: DomainError): Promise<void>;
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
  /** Setup: keeps `secret` pending and returns new backup codes, pending too (active once setup is confirmed). */
  beginSetup(userId: string, secret: string): Promise<string[]>;
  /** Setup confirmed: the pending secret and backup codes become active. */
  enable(userId: string, secret: string): Promise<void>;
  /** Two-factor off: secrets, open challenge and backup codes removed. */
  disable(userId: string): Promise<void>;
  /** New active backup codes in place of all the old ones, returned in clear (shown once). */
  regenerateBackupCodes(userId: string): Promise<string[]>;
}

export function createTwoFactorService(db: Db): TwoFactorService {
  /** Counts a failed code atomically; on the 5th the account locks for 15 minutes and the counter restarts. */
  async function recordFailure(userId: string, failure: DomainError): Promise<never> {
    const lockUntil = new Date(Date.now() + LOCKOUT_MINUTES * 60_000);
    const lockedUntil = await recordFailedCode(db, userId, MAX_FAILED_ATTEMPTS, lockUntil);
    if (lockedUntil && lockedUntil.getTime() > Date.now()) throw new TooManyAttemptsError(LOCKED_DETAIL);
    throw failure;
  }

  async function replaceBackupCodes(userId: string, pending: boolean, tx: DbOrTx): Promise<string[]> {
    const codes = Array.from({ length: BACKUP_CODE_COUNT }, generateBackupCode);
    await replaceBackupCodeHashes(
      tx,
      userId,
      codes.map((code) => hashBackupCode(code)),
      pending,
    );
    return codes;
  }

  return {
    assertNotLocked(user) {
      if (user.twoFactorLockedUntil && user.twoFactorLockedUntil.getTime() > Date.now()) {
        throw new TooManyAttemptsError(LOCKED_DETAIL);
      }
    },

    async verifyTotp(user, secret, code, failure) {
      const step = matchTotpStep(secret, code);
      if (step !== null && (await acceptTotpStep(db, user.id, step))) return;
      await recordFailure(user.id, failure);
    },

    async consumeBackupCode(user, code, failure) {
      const normalized = normalizeBackupCode(code);
      if (/^[a-z2-7]{8}$/.test(normalized) && (await useBackupCode(db, user.id, hashBackupCode(normalized)))) {
        await resetFailedCodes(db, user.id);
        return;
      }
      await recordFailure(user.id, failure);
    },

    replaceBackupCodes,

    remainingBackupCodes: (userId) => countActiveBackupCodes(db, userId),

    async openChallenge(userId) {
      const challengeId = generateUrlToken();
      await storeChallenge(db, userId, sha256Hex(challengeId), new Date(Date.now() + CHALLENGE_MINUTES * 60_000));
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

    recordChallengeFailure: (userId) => countChallengeFailure(db, userId, CHALLENGE_MAX_ATTEMPTS),

    closeChallenge: (userId, challengeId) => clearChallenge(db, userId, sha256Hex(challengeId), CHALLENGE_MAX_ATTEMPTS),

    beginSetup: (userId, secret) =>
      db.transaction(async (tx) => {
        await setPendingSecret(tx, userId, secret);
        return replaceBackupCodes(userId, true, tx);
      }),

    enable: (userId, secret) => db.transaction((tx) => activateTwoFactor(tx, userId, secret)),

    disable: (userId) => db.transaction((tx) => deactivateTwoFactor(tx, userId)),

    regenerateBackupCodes: (userId) => db.transaction((tx) => replaceBackupCodes(userId, false, tx)),
  };
}
