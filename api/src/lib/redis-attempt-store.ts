import type { Redis } from 'ioredis';
import type { AttemptStore } from './attempt-store.js';

/*
 * The attempt counters in Redis, shared by every instance: one key per counter, its expiry the window's end. The
 * first attempt opens the window (INCR then PEXPIRE, in one script so no counter is left without an expiry);
 * undo takes one back without touching the window.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const UNDO = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count
`;

export class RedisAttemptStore implements AttemptStore {
  /** `namespace` is the full key prefix, e.g. `parcelwatch:attempts:`. */
  constructor(
    private readonly client: Redis,
    private readonly namespace: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; resetAtMs: number }> {
    const [count, ttl] = (await this.client.eval(HIT, 1, this.namespace + key, Math.max(1, Math.round(windowMs)))) as [
      number,
      number,
    ];
    return { count: Number(count), resetAtMs: Date.now() + Number(ttl) };
  }

  async undo(key: string): Promise<void> {
    await this.client.eval(UNDO, 1, this.namespace + key);
  }
}
