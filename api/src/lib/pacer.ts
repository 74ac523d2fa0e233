import type { Redis } from 'ioredis';

/**
 * Spaces calls per key (an outbound host, a geocoding service): each call reserves the next slot, at least
 * `intervalMs` after the previous one, and is told how long to wait for it.
 */
export interface Pacer {
  /** Reserves the next slot of `key`; answers the milliseconds to wait before using it. */
  reserve(key: string, intervalMs: number): Promise<number>;
  /**
   * Counts one more use of `key` (a host's requests of one day) and answers the count so far; the count is
   * forgotten `ttlMs` after its first use.
   */
  count(key: string, ttlMs: number): Promise<number>;
}

/** Most keys kept by the memory pacer before the slots already past are forgotten. */
const MEMORY_KEYS = 10_000;

/** One process's slots. */
export function memoryPacer(): Pacer {
  const nextSlot = new Map<string, number>();
  const counts = new Map<string, { n: number; until: number }>();
  return {
    async count(key, ttlMs) {
      const now = Date.now();
      if (counts.size >= MEMORY_KEYS) for (const [k, c] of counts) if (c.until <= now) counts.delete(k);
      const current = counts.get(key);
      const next =
        current && current.until > now ? { n: current.n + 1, until: current.until } : { n: 1, until: now + ttlMs };
      counts.set(key, next);
      return next.n;
    },
    async reserve(key, intervalMs) {
      const now = Date.now();
      if (nextSlot.size >= MEMORY_KEYS) for (const [k, at] of nextSlot) if (at <= now) nextSlot.delete(k);
      const slot = Math.max(now, nextSlot.get(key) ?? 0);
      nextSlot.set(key, slot + intervalMs);
      return slot - now;
    },
  };
}

/* The slot is taken on Redis's clock, so instances whose clocks differ still space their calls. */
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[1])
local slot = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
redis.call('SET', KEYS[1], slot + interval, 'PX', slot - now + interval + 1000)
return slot - now
`;

const COUNT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n
`;

export interface PacerLog {
  warn(obj: object, msg: string): void;
}

/**
 * Slots shared by every instance and worker (Redis), so N processes together keep one host's interval. While Redis
 * fails, `fallback` (this process's slots) paces the calls: one warning per outage.
 */
export function redisPacer(client: Redis, namespace: string, fallback: Pacer, log: PacerLog): Pacer {
  let failing = false;
  return {
    async reserve(key, intervalMs) {
      try {
        const wait = Number(await client.eval(RESERVE, 1, namespace + key, Math.max(0, Math.round(intervalMs))));
        failing = false;
        return wait;
      } catch (error) {
        if (!failing)
          log.warn({ err: error }, 'outbound pacing: Redis failed, spacing calls in this process meanwhile');
        failing = true;
        return fallback.reserve(key, intervalMs);
      }
    },
    async count(key, ttlMs) {
      try {
        const n = Number(await client.eval(COUNT, 1, `${namespace}count:${key}`, Math.max(1, Math.round(ttlMs))));
        failing = false;
        return n;
      } catch (error) {
        if (!failing) log.warn({ err: error }, 'outbound counting: Redis failed, counting in this process meanwhile');
        failing = true;
        return fallback.count(key, ttlMs);
      }
    },
  };
}
