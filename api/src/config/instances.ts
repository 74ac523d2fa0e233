import { type Env, fail, read, readInt, readUrl } from './env.js';

/*
 * Running several API instances: the shared store (Redis) and the rolling-restart timings. Kept in their own file
 * and block of the Config.
 */

export interface RedisConfig {
  /** REDIS_URL: redis:// or rediss://. Unset: every counter stays in this process's memory. */
  url: string;
  /** REDIS_PREFIX (parcelwatch:): every key this app writes starts with it, so several apps can share one server. */
  prefix: string;
}

export interface ShutdownConfig {
  /** SHUTDOWN_GRACE_MS (10000): after SIGTERM, how long in-flight requests and running jobs get to finish. */
  graceMs: number;
  /**
   * SHUTDOWN_READINESS_DELAY_MS (0): after SIGTERM, how long the instance still serves while GET /api/health/ready
   * already answers 503, so a load balancer stops sending it traffic before its connections close.
   */
  readinessDelayMs: number;
}

export function redisFromEnv(env: Env): RedisConfig | null {
  const url = readUrl(env, 'REDIS_URL', ['redis:', 'rediss:']);
  const prefix = read(env, 'REDIS_PREFIX') ?? 'parcelwatch:';
  if (prefix.length > 64 || !/^[\w.:-]+$/.test(prefix))
    fail('REDIS_PREFIX', 'must be at most 64 letters, digits, and . : _ - (for example parcelwatch:)');
  return url ? { url, prefix } : null;
}

export function shutdownFromEnv(env: Env): ShutdownConfig {
  const graceMs = readInt(env, 'SHUTDOWN_GRACE_MS', 10_000, 1_000, 600_000);
  const readinessDelayMs = readInt(env, 'SHUTDOWN_READINESS_DELAY_MS', 0, 0, 120_000);
  return { graceMs, readinessDelayMs };
}
