import { Redis } from 'ioredis';

/*
 * The Redis connection shared by the limits and the outbound pacing. Built to fail fast rather than wait: no
 * offline queue (a command while disconnected is refused at once, and its caller falls back to memory), one try per
 * command, a short command timeout (a hung server answers like a dead one), reconnection in the background.
 */

export interface RedisLog {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

export interface SharedRedis {
  client: Redis;
  /** Every key starts with it (REDIS_PREFIX). */
  prefix: string;
}

export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

export function createRedisClient(url: string, log: RedisLog): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 5_000,
    // Reconnect every 0.1 s at first, then every 2 s at most, for ever.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
    lazyConnect: true,
  });
  // Connection errors are logged once per outage (the client reports every failed reconnection), never thrown.
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis unreachable: limits fall back to this process until it is back');
  });
  client.on('ready', () => {
    if (down) log.info('Redis reachable again');
    down = false;
  });
  return client;
}

/** Connects, waiting at most `timeoutMs`: the server starts anyway (falling back to memory) when Redis is down. */
export async function connectRedis(client: Redis, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([connected, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes the connection: politely when connected, at once (and no more reconnecting) otherwise. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}
