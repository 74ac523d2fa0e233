/**
 * The attempt store's contract (lib/attempt-store.ts), run on each implementation: this process's memory, Redis
 * (the server on 127.0.0.1:6379, when one answers: skipped otherwise, and said so), and the fallback store over a
 * Redis that is down (it must keep counting, in memory, and say so once).
 */
import { Redis } from 'ioredis';
import { MemoryAttemptStore, type AttemptStore } from '../../src/lib/attempt-store.js';
import { FallbackAttemptStore } from '../../src/lib/fallback-attempt-store.js';
import { RedisAttemptStore } from '../../src/lib/redis-attempt-store.js';
import { createRedisClient } from '../../src/lib/redis-client.js';
import { deleteKeys, redisAnswers, TEST_REDIS_URL, uniquePrefix } from '../helpers/redis-helpers.js';

const hasRedis = await redisAnswers();
if (!hasRedis) console.log(`attempt-store.test: Redis cases SKIPPED: no Redis answers at ${TEST_REDIS_URL}`);
const describeRedis = hasRedis ? describe : describe.skip;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quietLog = () => {
  const lines: string[] = [];
  return {
    lines,
    warn: (_o: object, msg: string) => void lines.push(`warn ${msg}`),
    info: (msg: string) => void lines.push(`info ${msg}`),
  };
};

/** A port with nothing listening (inside this helper's range): a Redis that is down. */
const DEAD_REDIS = 'redis://127.0.0.1:41299/0';

const clients: Redis[] = [];
const prefixes: string[] = [];
afterAll(async () => {
  for (const client of clients) {
    if (client.status === 'ready') await client.quit();
    else client.disconnect();
  }
  if (hasRedis) for (const prefix of prefixes) await deleteKeys(prefix);
});

function redisStore(prefix: string): RedisAttemptStore {
  const client = new Redis(TEST_REDIS_URL);
  clients.push(client);
  return new RedisAttemptStore(client, prefix);
}

const implementations: Array<[string, () => AttemptStore, boolean]> = [
  ['memory', () => new MemoryAttemptStore(), true],
  [
    'Redis',
    () => {
      const prefix = uniquePrefix('attempts');
      prefixes.push(prefix);
      return redisStore(prefix);
    },
    hasRedis,
  ],
  [
    'fallback over a Redis that is down',
    () => {
      const client = createRedisClient(DEAD_REDIS, quietLog());
      clients.push(client);
      return new FallbackAttemptStore(
        new RedisAttemptStore(client, 'x:'),
        new MemoryAttemptStore(),
        quietLog(),
        'test',
      );
    },
    true,
  ],
];

describe.each(implementations.filter(([, , runs]) => runs).map(([name, make]) => [name, make] as const))(
  'attempt store contract: %s',
  (_name, make) => {
    let store: AttemptStore;
    beforeEach(() => {
      store = make();
    });

    it('counts hits in a window that the first hit opens', async () => {
      const before = Date.now();
      const first = await store.hit('a', 60_000);
      expect(first.count).toBe(1);
      expect(first.resetAtMs).toBeGreaterThanOrEqual(before + 59_000);
      expect(first.resetAtMs).toBeLessThanOrEqual(Date.now() + 60_000 + 50);
      const second = await store.hit('a', 60_000);
      expect(second.count).toBe(2);
      expect(Math.abs(second.resetAtMs - first.resetAtMs)).toBeLessThan(100);
    });

    it('keeps keys apart', async () => {
      await store.hit('k1', 60_000);
      await store.hit('k1', 60_000);
      expect((await store.hit('k2', 60_000)).count).toBe(1);
    });

    it('starts a new window once the old one ended', async () => {
      await store.hit('short', 150);
      expect((await store.hit('short', 150)).count).toBe(2);
      await sleep(250);
      expect((await store.hit('short', 150)).count).toBe(1);
    });

    it('undo takes one attempt back, never below zero, and keeps the window', async () => {
      const first = await store.hit('u', 60_000);
      await store.hit('u', 60_000);
      await store.undo('u');
      const again = await store.hit('u', 60_000);
      expect(again.count).toBe(2);
      expect(Math.abs(again.resetAtMs - first.resetAtMs)).toBeLessThan(1000); // the same window (60 s), whatever the load
      await store.undo('u');
      await store.undo('u');
      await store.undo('u');
      expect((await store.hit('u', 60_000)).count).toBe(1);
      await store.undo('never-hit');
      expect((await store.hit('never-hit', 60_000)).count).toBe(1);
    });

    it('counts concurrent hits exactly once each', async () => {
      const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit('burst', 60_000)));
      expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    });
  },
);

describeRedis('Redis attempt store', () => {
  it('two stores (two instances) on one server share their counters, under the prefix, with an expiry', async () => {
    const prefix = uniquePrefix('shared');
    prefixes.push(prefix);
    const one = redisStore(prefix);
    const two = redisStore(prefix);
    expect((await one.hit('login:a@example.com', 60_000)).count).toBe(1);
    expect((await two.hit('login:a@example.com', 60_000)).count).toBe(2);
    await two.undo('login:a@example.com');
    expect((await one.hit('login:a@example.com', 60_000)).count).toBe(2);
    const probe = clients[clients.length - 1]!;
    const ttl = await probe.pttl(`${prefix}login:a@example.com`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe('fallback store', () => {
  it('over a Redis that is down: counts in memory, warns once per outage, and its undo goes to memory', async () => {
    const log = quietLog();
    const client = createRedisClient(DEAD_REDIS, quietLog());
    clients.push(client);
    const memory = new MemoryAttemptStore();
    const store = new FallbackAttemptStore(new RedisAttemptStore(client, 'x:'), memory, log, 'attempt limits');
    for (let i = 1; i <= 5; i++) expect((await store.hit('k', 60_000)).count).toBe(i);
    await store.undo('k');
    expect((await memory.hit('k', 60_000)).count).toBe(5);
    expect(log.lines).toEqual(['warn attempt limits: the shared store failed, counting in this process meanwhile']);
  });
});
