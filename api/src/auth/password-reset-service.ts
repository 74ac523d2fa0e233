import type { Logger } from '../lib/logger.js';
import type { Db } from '../db/client.js';
import { asSystem, withTenant } from '../db/tenant-context.js';
import type { Jobs } from '../jobs/queue.js';
import { actionMailText } from '../i18n/action-mail-text.js';
import { generateUrlToken, sha256Hex } from '../lib/crypto.js';
import { isValidEmail, normalizeEmail } from '../lib/password-policy.js';
import { renderActionMail, type Mailer } from '../notifications/mailer.js';
import { replaceResetToken } from './password-reset-repository.js';
import type { UsersRepository } from './users-repository.js';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

export interface PasswordResets {
  /**
   * Queues the reset for an address and returns: the account lookup, the token and the mail happen in a job, so
   * the request takes the same path (one queue insert) whether or not an account has this address and its answer
   * time tells nothing about it.
   */
  request(email: string): Promise<void>;
  /** The job's work: a new reset link mailed to the account with this address, if there is one. */
  sendLink(email: string): Promise<void>;
}

export interface PasswordResetDeps {
  db: Db;
  jobs: Pick<Jobs, 'send'>;
  mailer: Pick<Mailer, 'send'>;
  users: Pick<UsersRepository, 'findByEmail'>;
  publicUrl: string;
  log: Pick<Logger, 'error'>;
}

export function createPasswordResetService({
  db,
  jobs,
  mailer,
  users,
  publicUrl,
  log,
}: PasswordResetDeps): PasswordResets {
  return {
    async request(email) {
      // One queued job per address at a time (exclusive queue): a burst of requests sends one mail.
      await jobs.send('password-reset-mail', { email }, { singletonKey: `reset:${email}` });
    },

    async sendLink(raw) {
      const email = normalizeEmail(raw);
      if (!isValidEmail(email)) return;
      const user = await asSystem('password reset by e-mail', () => users.findByEmail(email));
      if (!user || !user.passwordHash || user.role === 'invited') return;
      const token = generateUrlToken();
      const now = new Date();
      await withTenant(user.companyId, () =>
        db.transaction((tx) =>
          replaceResetToken(tx, user.id, sha256Hex(token), new Date(now.getTime() + RESET_TOKEN_TTL_MS), now),
        ),
      );
      const link = `${publicUrl}/auth/reset-password?token=${token}`;
      const text = actionMailText(user.language);
      const body = renderActionMail({
        greeting: text.hello(user.firstName),
        paragraphs: text.passwordReset.paragraphs,
        actionLabel: text.passwordReset.action,
        link,
        footer: text.passwordReset.footer,
      });
      try {
        await mailer.send({
          kind: 'password-reset',
          to: user.email,
          subject: text.passwordReset.subject,
          link,
          ...body,
        });
      } catch (error) {
        // The job fails and is retried with backoff (auth/jobs.ts); a retry mails a new link.
        log.error({ err: error, to: user.email }, 'password reset mail failed');
        throw error;
      }
    },
  };
}
