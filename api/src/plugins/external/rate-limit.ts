import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiKeyBucket, isApiKey } from '../../auth/api-keys.js';
import { MemoryAttemptStore } from '../../lib/attempt-store.js';
import { FallbackAttemptStore } from '../../lib/fallback-attempt-store.js';
import { HttpError } from '../../lib/http-error.js';
import { rateLimitStoreOf } from './rate-limit-store.js';
import { RedisAttemptStore } from '../../lib/redis-attempt-store.js';
import { isAppFile } from '../../web/app-files.js';

/** The client's address (request.ip honours TRUST_PROXY): the key of the anonymous routes' limits. */
export const byIp = (request: FastifyRequest) => `ip:${request.ip}`;

/**
 * The global limit's key: the API key for a request made with one; the user for a request with a valid bearer token (its signature and expiry checked,
 * without a database query; a revoked session is refused later by authenticate anyway), the client's address
 * otherwise. So users behind one proxy or office NAT do not share one bucket, and one user does not get more by
 * spreading requests over many addresses.
 */
export function byUserOrIp(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    // An API key counts on its own (each key its bucket), whoever sends it.
    if (match && isApiKey(match[1]!)) return match[1]!.length <= 100 ? apiKeyBucket(match[1]!) : byIp(request);
    if (match && match[1]!.length <= 4096) {
      const claims = await app.accessTokens.verify(match[1]!);
      if (claims) return `user:${claims.userId}`;
    }
    return byIp(request);
  };
}

/**
 * Per-route limits (per client IP, per minute) for the endpoints that guess secrets; the global one applies per
 * user or per IP (byUserOrIp). Routes use them as `config: { rateLimit: RATE_LIMITS.login }`; when
 * RATE_LIMIT_ENABLED=false the plugin is not registered and these route configs are ignored. The per-account
 * limits are in auth/attempt-limits.ts.
 */
export const RATE_LIMITS = {
  /** Its max is the configuration's (RATE_LIMIT_GLOBAL_MAX, 1000 by default): see the plugin below. */
  global: { timeWindow: '1 minute' },
  // Anonymous routes: by address, even when a bearer token comes along (it must not buy a bucket of its own).
  login: { max: 20, timeWindow: '1 minute', keyGenerator: byIp },
  register: { max: 10, timeWindow: '1 minute', keyGenerator: byIp },
  twoFactorLogin: { max: 10, timeWindow: '1 minute', keyGenerator: byIp },
  passwordResetRequest: { max: 5, timeWindow: '1 minute', keyGenerator: byIp },
  passwordResetConfirm: { max: 10, timeWindow: '1 minute', keyGenerator: byIp },
  acceptInvite: { max: 10, timeWindow: '1 minute', keyGenerator: byIp },
  chat: { max: 30, timeWindow: '1 minute' },
  /** Exports and PDF reports (docs/exports.md): each reads up to 10,000 rows or draws a report. */
  export: { max: 30, timeWindow: '1 minute' },
  /** Per user (the route keys it by the signed-in user), not per IP. */
  reanalyze: { max: 10, timeWindow: '1 hour' },
} as const;

export default fp(
  async (app) => {
    if (!app.config.rateLimitEnabled) return;
    // With REDIS_URL every instance counts in the same windows; while Redis fails, each counts on its own (a logged
    // warning), so the limits never stop applying and never refuse everyone. Without it: the plugin's own memory store.
    const shared = app.redis;
    const store = shared
      ? rateLimitStoreOf(
          new FallbackAttemptStore(
            new RedisAttemptStore(shared.client, `${shared.prefix}rate:`),
            new MemoryAttemptStore(),
            app.log,
            'rate limits',
          ),
        )
      : undefined;
    await app.register(rateLimit, {
      ...(store ? { store } : {}),
      global: true,
      ...RATE_LIMITS.global,
      max: app.config.rateLimitGlobalMax,
      keyGenerator: byUserOrIp(app),
      // The app's own files (shell, remotes, remotes.json, API docs) are never counted.
      allowList: (request) => isAppFile(request.url),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests. Try again in ${context.after}.`),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
