/**
 * Outbound pacing (lib/pacer.ts): slots per key at least the interval apart, in this process's memory, or in Redis
 * shared by several processes (the server on 127.0.0.1:6379 when one answers: SKIPPED, and said so, otherwise);
 * a Redis that is down falls back to memory.
 */
import { Redis } from 'ioredis';
import { memoryPacer, redisPacer, type Pacer } from '../../src/lib/pacer.js';
import { createRedisClient } from '../../src/lib/redis-client.js';
import { deleteKeys, redisAnswers, TEST_REDIS_URL, uniquePrefix } from '../helpers/redis-helpers.js';

const hasRedis = await redisAnswers();
if (!hasRedis) console.log(`pacer.test: Redis cases SKIPPED: no Redis answers at ${TEST_REDIS_URL}`);
const describeRedis = hasRedis ? describe : describe.skip;
const quiet = { warn: () => undefined };

const clients: Redis[] = [];
afterAll(async () => {
  for (const client of clients) {
    if (client.status === 'ready') await client.quit();
    else client.disconnect();
  }
});

/** Waits answered for `n` reservations of one key, taken in turn from the pacers given. */
async function waits(pacers: Pacer[], n: number, intervalMs: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(await pacers[i % pacers.length]!.reserve('host:example.org', intervalMs));
  return out;
}

const expectSpaced = (got: number[], intervalMs: number) =>
  got.forEach((wait, i) => {
    // Less the time the reservations themselves took (a busy machine), never near 0 past the first.
    expect(wait).toBeGreaterThanOrEqual(i * intervalMs - 500);
    expect(wait).toBeLessThanOrEqual(i * intervalMs + 5);
  });

it('memory: each reservation of a key waits one interval more; keys are apart', async () => {
  const pacer = memoryPacer();
  expectSpaced(await waits([pacer], 4, 1000), 1000);
  expect(await pacer.reserve('host:other.org', 1000)).toBe(0);
});

it("memory: counts the uses of a key until its time is over (a host's daily request budget)", async () => {
  const pacer = memoryPacer();
  expect([await pacer.count('budget:a', 60_000), await pacer.count('budget:a', 60_000)]).toEqual([1, 2]);
  expect(await pacer.count('budget:b', 60_000)).toBe(1);
  expect(await pacer.count('budget:short', 1)).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(await pacer.count('budget:short', 1)).toBe(1);
});

it('a Redis that is down: the fallback spaces the calls in this process', async () => {
  const client = createRedisClient('redis://127.0.0.1:41297/0', { warn: () => undefined, info: () => undefined });
  clients.push(client);
  const warnings: string[] = [];
  const pacer = redisPacer(client, 'x:', memoryPacer(), { warn: (_o, msg) => void warnings.push(msg) });
  expectSpaced(await waits([pacer], 3, 1000), 1000);
  expect(warnings).toHaveLength(1);
});

describeRedis('Redis', () => {
  const prefix = uniquePrefix('pace');
  afterAll(async () => {
    expect(await deleteKeys(prefix)).toBeGreaterThan(0);
  });

  it('two processes (two clients) on one Redis share the slots of a host', async () => {
    const pacers = [0, 1].map(() => {
      const client = new Redis(TEST_REDIS_URL);
      clients.push(client);
      return redisPacer(client, prefix, memoryPacer(), quiet);
    });
    // Alternating between the two: still one interval apart, as one process would space them.
    expectSpaced(await waits(pacers, 6, 2000), 2000);
  });

  it("two processes count the uses of one key together (a host's daily request budget)", async () => {
    const pacers = [0, 1].map(() => {
      const client = new Redis(TEST_REDIS_URL);
      clients.push(client);
      return redisPacer(client, prefix, memoryPacer(), quiet);
    });
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push(await pacers[i % 2]!.count('budget:host.example:2026-11-29', 60_000));
    expect(counts).toEqual([1, 2, 3, 4]);
  });
});
