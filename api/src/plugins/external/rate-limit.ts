import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.js';

/**
 * Per-route limits (per client IP, per minute) for the endpoints that guess secrets.
 * Routes use them as `config: { rateLimit: RATE_LIMITS.login }`; when RATE_LIMIT_ENABLED=false the plugin
 * is not registered and these route configs are ignored.
 */
export const RATE_LIMITS = {
  global: { max: 1000, timeWindow: '1 minute' },
  login: { max: 20, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '1 minute' },
  twoFactorLogin: { max: 10, timeWindow: '1 minute' },
  passwordResetRequest: { max: 5, timeWindow: '1 minute' },
  passwordResetConfirm: { max: 10, timeWindow: '1 minute' },
  acceptInvite: { max: 10, timeWindow: '1 minute' },
  chat: { max: 30, timeWindow: '1 minute' },
  /** Per user (the route keys it by the signed-in user), not per IP. */
  reanalyze: { max: 10, timeWindow: '1 hour' },
} as const;

export default fp(
  async (app) => {
    if (!app.config.rateLimitEnabled) return;
    await app.register(rateLimit, {
      global: true,
      ...RATE_LIMITS.global,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests. Try again in ${context.after}.`),
    });
  },
  { name: 'rate-limit' },
);
