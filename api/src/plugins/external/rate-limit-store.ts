import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AttemptStore } from '../../lib/attempt-store.js';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A store for @fastify/rate-limit counting in an AttemptStore (fixed windows, the first request opens one), each
 * route's limit under its own keys as the plugin's own stores do. Used with the Redis-backed store, so every
 * instance counts in the same windows.
 */
export function rateLimitStoreOf(store: AttemptStore): FastifyRateLimitStoreCtor {
  class AttemptRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly keyPrefix = 'global:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      store.hit(this.keyPrefix + key, timeWindow).then(
        ({ count, resetAtMs }) => callback(null, { current: count, ttl: Math.max(0, resetAtMs - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin hands the route as routeInfo (method and url), like its own stores key it.
      const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new AttemptRateLimitStore(undefined, `${String(route.method ?? '')}${String(route.url ?? '')}:`);
    }
  }
  return AttemptRateLimitStore;
}
