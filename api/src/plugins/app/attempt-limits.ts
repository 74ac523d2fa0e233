import fp from 'fastify-plugin';
import { createAttemptLimiter, type AttemptLimiter } from '../../auth/attempt-limits.js';
import { MemoryAttemptStore, type AttemptStore } from '../../lib/attempt-store.js';
import { FallbackAttemptStore } from '../../lib/fallback-attempt-store.js';
import { RedisAttemptStore } from '../../lib/redis-attempt-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    attempts: AttemptLimiter;
  }
}

/**
 * `app.attempts`: follows RATE_LIMIT_ENABLED like the per-IP limits. The store is Redis when REDIS_URL is set (every
 * instance counts the same guesses), falling back to this process's memory while Redis fails; memory otherwise.
 */
export default fp(
  async (app) => {
    const shared = app.redis;
    const store: AttemptStore = shared
      ? new FallbackAttemptStore(
          new RedisAttemptStore(shared.client, `${shared.prefix}attempts:`),
          new MemoryAttemptStore(),
          app.log,
          'attempt limits',
        )
      : new MemoryAttemptStore();
    app.decorate('attempts', createAttemptLimiter(store, app.config.rateLimitEnabled));
  },
  { name: 'attempt-limits', dependencies: ['redis'] },
);
