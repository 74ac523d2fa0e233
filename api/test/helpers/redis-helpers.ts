import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/*
 * The Redis server of the machine (127.0.0.1:6379, CI has one), when it answers. Tests that need it skip, saying so,
 * when it does not. Each run writes under a prefix of its own and deletes its keys afterwards.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

export async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export const uniquePrefix = (what: string) => `pw-test:${what}:${randomBytes(6).toString('hex')}:`;

/** Deletes every key under `prefix`; answers how many there were. */
export async function deleteKeys(prefix: string): Promise<number> {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  client.on('error', () => undefined);
  await client.connect();
  try {
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) deleted += await client.del(...keys);
    } while (cursor !== '0');
    return deleted;
  } finally {
    client.disconnect();
  }
}
