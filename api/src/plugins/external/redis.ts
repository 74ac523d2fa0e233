import fp from 'fastify-plugin';
import { memoryPacer, redisPacer, type Pacer } from '../../lib/pacer.js';
import { closeRedis, connectRedis, createRedisClient, type SharedRedis } from '../../lib/redis-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store shared by instances (REDIS_URL), or null: limits and pacing live in this process's memory. */
    redis: SharedRedis | null;
    /** Spacing of outbound calls per host or service (lib/pacer.ts): shared through Redis when it is set. */
    pacer: Pacer;
  }
}

/**
 * Opens the Redis connection when REDIS_URL is set, and closes it with the app. A Redis that does not answer at
 * start does not stop the server: it starts with a logged warning, its limits in memory until Redis answers.
 */
export default fp(
  async (app) => {
    const settings = app.config.redis;
    if (!settings) {
      app.decorate('redis', null);
      app.decorate('pacer', memoryPacer());
      return;
    }
    const client = createRedisClient(settings.url, app.log);
    app.decorate('redis', { client, prefix: settings.prefix });
    app.decorate('pacer', redisPacer(client, `${settings.prefix}pace:`, memoryPacer(), app.log));
    if (!(await connectRedis(client, 5_000)))
      app.log.warn('Redis did not answer at start: limits stay in this process until it does');
    app.addHook('onClose', async () => closeRedis(client));
  },
  { name: 'redis' },
);
