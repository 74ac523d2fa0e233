import { and, eq, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { passwordResetTokens } from '../../db/schema/index.js';
import { asSystem, withTenant } from '../../db/tenant-context.js';
import { generateUrlToken, sha256Hex } from '../../lib/crypto.js';
import { isValidEmail, normalizeEmail } from '../../lib/password-policy.js';
import { renderActionMail } from '../../notifications/mailer.js';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const JOB_PASSWORD_RESET = 'password-reset-mail';

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

declare module 'fastify' {
  interface FastifyInstance {
    passwordResets: PasswordResets;
  }
}

export default fp(
  async (app) => {
    const service: PasswordResets = {
      async request(email) {
        // One queued job per address at a time (exclusive queue): a burst of requests sends one mail.
        await app.jobs.send(JOB_PASSWORD_RESET, { email }, { singletonKey: `reset:${email}` });
      },

      async sendLink(raw) {
        const email = normalizeEmail(raw);
        if (!isValidEmail(email)) return;
        const user = await asSystem('password reset by e-mail', () => app.users.findByEmail(email));
        if (!user || !user.passwordHash || user.role === 'invited') return;
        const token = generateUrlToken();
        const now = new Date();
        await withTenant(user.companyId, () =>
          app.db.transaction(async (tx) => {
            // A new request supersedes older unused links.
            await tx
              .delete(passwordResetTokens)
              .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
            await tx.insert(passwordResetTokens).values({
              userId: user.id,
              tokenHash: sha256Hex(token),
              expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
              createdAt: now,
            });
          }),
        );
        const link = `${app.config.publicUrl}/auth/reset-password?token=${token}`;
        const body = renderActionMail({
          greeting: `Hello ${user.firstName || 'there'},`,
          paragraphs: ['We received a request to reset the password of your Parcelwatch account.', 'This link is valid for 1 hour and can be used once.'],
          actionLabel: 'Reset your password',
          link,
          footer: 'If you did not ask for this, you can ignore this email: your password stays the same.',
        });
        try {
          await app.mailer.send({ kind: 'password-reset', to: user.email, subject: 'Reset your Parcelwatch password', link, ...body });
        } catch (error) {
          // The job fails and is retried with backoff (jobs/kinds.ts); a retry mails a new link.
          app.log.error({ err: error, to: user.email }, 'password reset mail failed');
          throw error;
        }
      },
    };
    app.decorate('passwordResets', service);
    await app.jobs.work(JOB_PASSWORD_RESET, ({ email }) => service.sendLink(email));
  },
  { name: 'password-reset', dependencies: ['db', 'jobs', 'mailer', 'users'] },
);
