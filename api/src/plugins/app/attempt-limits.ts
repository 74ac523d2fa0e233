import fp from 'fastify-plugin';
import { createAttemptLimiter, type AttemptLimiter } from '../../auth/attempt-limits.js';
import { MemoryAttemptStore } from '../../lib/attempt-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    attempts: AttemptLimiter;
  }
}

/** `app.attempts`: follows RATE_LIMIT_ENABLED like the per-IP limits. The store is this process's memory. */
export default fp(
  async (app) => {
    app.decorate('attempts', createAttemptLimiter(new MemoryAttemptStore(), app.config.rateLimitEnabled));
  },
  { name: 'attempt-limits' },
);
