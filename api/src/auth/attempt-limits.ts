import type { AttemptStore } from '../lib/attempt-store.js';
import { TooManyAttemptsError } from '../lib/domain-errors.js';

const MINUTE = 60_000;

/**
 * Limits per account (or per company, or per e-mail address), on top of the per-IP limits of the rate-limit
 * plugin, which an attacker spreads over many addresses. `failuresOnly` limits count only the attempts that
 * failed: a success takes its attempt back, so a user who gets it right is never slowed down.
 */
export const ATTEMPT_LIMITS = {
  /** Password sign-in, per e-mail address (known or not, so the answer never tells whether an account exists). */
  login: {
    max: 10,
    windowMs: 15 * MINUTE,
    failuresOnly: true,
    detail: 'Too many failed sign-in attempts for this account.',
  },
  /**
   * Every password or code a signed-in user must give again (password change, two-factor enable, verify, disable,
   * new backup codes, deleting the company): one budget per user, shared by all those routes.
   */
  reauth: { max: 10, windowMs: 15 * MINUTE, failuresOnly: true, detail: 'Too many failed attempts.' },
  /** Invitation mails sent by one company. */
  invitesPerCompany: {
    max: 20,
    windowMs: 60 * MINUTE,
    failuresOnly: false,
    detail: 'Your company has sent too many invitations.',
  },
  /** Invitation mails to one address, whichever company sends them. */
  invitesPerAddress: {
    max: 3,
    windowMs: 24 * 60 * MINUTE,
    failuresOnly: false,
    detail: 'Too many invitations were sent to this address.',
  },
  /** Mails telling one user that alerts were assigned to them (past it, assignments still go to their inbox). */
  assignmentMails: {
    max: 30,
    windowMs: 60 * MINUTE,
    failuresOnly: false,
    detail: 'Too many assignment mails were sent to this user.',
  },
} as const;

export type AttemptLimitName = keyof typeof ATTEMPT_LIMITS;

export interface Attempt {
  /** The attempt succeeded: for failures-only limits it no longer counts. */
  succeeded(): Promise<void>;
  /** The attempt did not happen after all (e.g. an invitation refused for another reason): it no longer counts. */
  cancel(): Promise<void>;
}

/** Where a refusal sets its Retry-After header (the HTTP reply). */
export interface RetryAfterTarget {
  header(name: string, value: string): unknown;
}

export interface AttemptLimiter {
  /**
   * Counts one attempt of `subject` (a user id, an e-mail address...) under `limit`. Over the limit it answers 429
   * with Retry-After (set on `reply`) and nothing else happens: the password or code is not even checked.
   */
  begin(reply: RetryAfterTarget, limit: AttemptLimitName, subject: string): Promise<Attempt>;
  readonly store: AttemptStore;
}

const NOOP: Attempt = { succeeded: async () => undefined, cancel: async () => undefined };

function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

export function createAttemptLimiter(store: AttemptStore, enabled: boolean): AttemptLimiter {
  return {
    store,
    async begin(reply, limit, subject) {
      if (!enabled) return NOOP;
      const rule = ATTEMPT_LIMITS[limit];
      const key = `${limit}:${subject}`;
      const { count, resetAtMs } = await store.hit(key, rule.windowMs);
      if (count > rule.max) {
        await store.undo(key); // a refused attempt does not extend the wait
        const waitMs = Math.max(0, resetAtMs - Date.now());
        reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
        throw new TooManyAttemptsError(`${rule.detail} Try again in ${waitText(waitMs)}.`);
      }
      return {
        succeeded: async () => {
          if (rule.failuresOnly) await store.undo(key);
        },
        cancel: () => store.undo(key),
      };
    },
  };
}
