import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { asSystem, setRequestTenant } from '../db/tenant-context.js';
import { sha256Hex } from '../lib/crypto.js';
import { InvalidError, UnauthenticatedError } from '../lib/domain-errors.js';
import { assertPasswordAcceptable, normalizeEmail } from '../lib/password-policy.js';
import type { LoginResponse } from '../schemas/common.js';
import type { UserLanguage } from '../db/schema/index.js';
import {
  activateInvitedUser,
  findOpenInvitation,
  insertCompanyWithAdmin,
  markInvitationAccepted,
  recordPasswordChange,
  updatePassword,
  type OpenInvitation,
} from './account-repository.js';
import type { AttemptLimiter, RetryAfterTarget } from './attempt-limits.js';
import type { PasswordHasher } from './password-hasher.js';
import { consumeResetToken, findResetToken } from './password-reset-repository.js';
import type { ClientInfo, SessionService } from './session-service.js';
import { INVALID_CODE, type TwoFactorService } from './two-factor-service.js';
import type { User, UsersRepository } from './users-repository.js';

const TRIAL_DAYS = 30;
const DAY_MS = 86_400_000;
const INVALID_RESET = 'Invalid or expired reset token';
const INVALID_INVITE = 'Invalid or expired invite token';
const EMAIL_TAKEN = 'An account with this email already exists';
const INVALID_LOGIN = 'Invalid email or password';

export interface Registration {
  companyName: string;
  /** Normalized and checked by the caller. */
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  enrollInTrial: boolean;
  /** The language chosen before signing up (docs/i18n.md); en-CA when not given. */
  language?: UserLanguage;
}

/** A password sign-in's outcome: signed in, or the second step is due (the challenge's id goes to the client). */
export type LoginOutcome = { session: LoginResponse } | { challengeId: string };

/** The second login step's factor: a code from the authenticator app, or a single-use backup code. */
export type SecondFactor = { totp: string } | { backupCode: string };

export interface AccountService {
  /**
   * Password sign-in, limited per address (429 with Retry-After on `reply`); 401 for a wrong password, an unknown
   * address or an invited user alike.
   */
  login(reply: RetryAfterTarget, client: ClientInfo, email: string, password: string): Promise<LoginOutcome>;
  /** The second login step of an account with two-factor authentication, bound to the password step's challenge. */
  secondFactorLogin(
    client: ClientInfo,
    email: string,
    challengeId: string | undefined,
    factor: SecondFactor,
  ): Promise<LoginResponse>;
  /** Creates a company and its first (admin) user, and signs that user in. 400 when the address is taken. */
  register(client: ClientInfo, input: Registration): Promise<LoginResponse>;
  /** Sets the signed-in user's new password; the user's other sessions are revoked. */
  changePassword(userId: string, newPassword: string, keepSessionId: string): Promise<void>;
  /** Sets a new password with a reset token (single use); every session of the user is revoked. */
  resetPassword(token: string, password: string): Promise<void>;
  /** The pending invitation for a raw token (the request then runs in its company), or a 400. */
  findInvitation(rawToken: string | undefined): Promise<OpenInvitation>;
  /** Accepts an invitation: the user sets a password, becomes an analyst and is signed in. */
  acceptInvitation(client: ClientInfo, rawToken: string | undefined, password: string): Promise<LoginResponse>;
}

export interface AccountServiceDeps {
  db: Db;
  passwords: PasswordHasher;
  sessions: SessionService;
  users: Pick<UsersRepository, 'findByEmail' | 'findWithCompany'>;
  attempts: Pick<AttemptLimiter, 'begin'>;
  twoFactor: TwoFactorService;
}

export function createAccountService({
  db,
  passwords,
  sessions,
  users,
  attempts,
  twoFactor,
}: AccountServiceDeps): AccountService {
  function checkSecondFactor(user: User, factor: SecondFactor): Promise<void> {
    if ('totp' in factor)
      return twoFactor.verifyTotp(user, user.totpSecret!, factor.totp, new UnauthenticatedError(INVALID_CODE));
    return twoFactor.consumeBackupCode(user, factor.backupCode, new UnauthenticatedError(INVALID_CODE));
  }

  async function findInvitation(rawToken: string | undefined): Promise<OpenInvitation> {
    const token = rawToken?.trim();
    if (!token) throw new InvalidError('Invalid or missing invite token');
    const found = await asSystem('invitation token lookup', () => findOpenInvitation(db, sha256Hex(token)));
    if (!found) throw new InvalidError(INVALID_INVITE);
    setRequestTenant(found.company.id);
    return found;
  }

  return {
    async login(reply, client, email, password) {
      // Counted per address whether or not an account has it: the 429 tells nothing about which accounts exist.
      const attempt = await attempts.begin(reply, 'login', normalizeEmail(email).slice(0, 254));
      const user = email.length <= 254 ? await asSystem('login by e-mail', () => users.findByEmail(email)) : undefined;
      if (user) setRequestTenant(user.companyId);
      // Unknown emails and invited users are checked against a dummy hash: same answer, similar timing.
      const ok = await passwords.verify(password.length <= 1024 ? user?.passwordHash : null, password.slice(0, 1024));
      if (!user || !ok || user.role === 'invited') throw new UnauthenticatedError(INVALID_LOGIN);
      await attempt.succeeded();
      if (user.totpEnabled) return { challengeId: await twoFactor.openChallenge(user.id) };
      const found = await users.findWithCompany(user.id);
      return { session: await sessions.start(client, found!.user, found!.company) };
    },

    /**
     * Bound to the password step: the challenge id that step answered must come with the code, so a code alone (or
     * with the e-mail) is useless. A missing or wrong challenge, an unknown e-mail or an account without 2FA all give
     * the same 401 and count nowhere, so nobody without the password can lock the owner out; wrong codes sent with
     * the right challenge count towards the account's lockout and void the challenge after a few.
     */
    async secondFactorLogin(client, email, challengeId, factor) {
      const invalid = new UnauthenticatedError(INVALID_CODE);
      const user =
        email.length <= 254 ? await asSystem('second login step by e-mail', () => users.findByEmail(email)) : undefined;
      if (user) setRequestTenant(user.companyId);
      if (!user || !user.totpEnabled || !user.totpSecret || !twoFactor.challengeMatches(user, challengeId))
        throw invalid;
      twoFactor.assertNotLocked(user);
      try {
        await checkSecondFactor(user, factor);
      } catch (error) {
        await twoFactor.recordChallengeFailure(user.id);
        throw error;
      }
      if (!(await twoFactor.closeChallenge(user.id, challengeId!))) throw invalid;
      const found = await users.findWithCompany(user.id);
      return sessions.start(client, found!.user, found!.company);
    },

    async register(client, input) {
      // E-mail addresses are unique across companies: looked up in a system context (row-level security).
      if (await asSystem('sign-up: is the e-mail taken', () => users.findByEmail(input.email))) {
        throw new InvalidError(EMAIL_TAKEN);
      }

      const passwordHash = await passwords.hash(input.password);
      const now = new Date();
      // The new company's id is chosen here so that everything below runs in its tenant context.
      const companyId = randomUUID();
      setRequestTenant(companyId);
      try {
        return await db.transaction(async (tx) => {
          const { company, user } = await insertCompanyWithAdmin(tx, {
            companyId,
            companyName: input.companyName,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            passwordHash,
            now,
            trialStartedAt: input.enrollInTrial ? now : null,
            trialEndsAt: input.enrollInTrial ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS) : null,
            language: input.language ?? 'en-CA',
          });
          return sessions.start(client, user, company, tx);
        });
      } catch (error) {
        // Two sign-ups racing for the same email: the unique index decides.
        if (
          (error as { code?: string }).code === '23505' ||
          (error as { cause?: { code?: string } }).cause?.code === '23505'
        ) {
          throw new InvalidError(EMAIL_TAKEN);
        }
        throw error;
      }
    },

    async changePassword(userId, newPassword, keepSessionId) {
      const passwordHash = await passwords.hash(newPassword);
      await db.transaction(async (tx) => {
        const now = new Date();
        await updatePassword(tx, userId, passwordHash, now);
        await recordPasswordChange(tx, userId, now);
        await sessions.revokeAll(userId, keepSessionId, tx);
      });
    },

    async resetPassword(token, password) {
      const tokenHash = sha256Hex(token);
      const found = await asSystem('password reset token lookup', () => findResetToken(db, tokenHash));
      if (!found) throw new InvalidError(INVALID_RESET);
      const { user } = found;
      setRequestTenant(user.companyId);
      assertPasswordAcceptable(password, { email: user.email, firstName: user.firstName, lastName: user.lastName });
      const passwordHash = await passwords.hash(password);

      await db.transaction(async (tx) => {
        const now = new Date();
        // Consuming the token is the atomic step: of two concurrent confirms only one gets a row back.
        if (!(await consumeResetToken(tx, found.tokenId, now))) throw new InvalidError(INVALID_RESET);
        await updatePassword(tx, user.id, passwordHash, now, { closeChallenge: true });
        await recordPasswordChange(tx, user.id, now);
        await sessions.revokeAll(user.id, undefined, tx);
      });
    },

    findInvitation,

    async acceptInvitation(client, rawToken, password) {
      const found = await findInvitation(rawToken);
      const { user } = found;
      assertPasswordAcceptable(password, { email: user.email, firstName: user.firstName, lastName: user.lastName });
      const passwordHash = await passwords.hash(password);
      return db.transaction(async (tx) => {
        const now = new Date();
        if (!(await markInvitationAccepted(tx, found.invitationId, now))) throw new InvalidError(INVALID_INVITE);
        // Invitations always make analysts, whatever role was asked for when inviting.
        const updated = await activateInvitedUser(tx, user.id, passwordHash, now);
        if (!updated) throw new InvalidError(INVALID_INVITE);
        await recordPasswordChange(tx, user.id, now);
        return sessions.start(client, updated, found.company, tx);
      });
    },
  };
}
