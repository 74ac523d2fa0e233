/**
 * Several API instances on one Redis (REDIS_URL): two apps built here, on one database and one Redis server (the
 * one on 127.0.0.1:6379; the shared cases are SKIPPED, and say so, when none answers), count the same sign-in
 * failures, per address and per account, as one instance would. A Redis that is down does not take the API down:
 * the limits keep applying, counted in each process.
 */
import type { FastifyInstance } from 'fastify';
import { ATTEMPT_LIMITS } from '../../src/auth/attempt-limits.js';
import { RATE_LIMITS } from '../../src/plugins/external/rate-limit.js';
import { createTestContext, registerUser, uniqueEmail, type TestContext } from '../helpers/helpers.js';
import { deleteKeys, redisAnswers, TEST_REDIS_URL, uniquePrefix } from '../helpers/redis-helpers.js';

const hasRedis = await redisAnswers();
if (!hasRedis) console.log(`redis-shared-limits.test: shared cases SKIPPED: no Redis answers at ${TEST_REDIS_URL}`);
const describeRedis = hasRedis ? describe : describe.skip;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/custom-auth/login', payload: { email, password }, remoteAddress });

describeRedis('two instances on one Redis', () => {
  const prefix = uniquePrefix('limits');
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    const env = { RATE_LIMIT_ENABLED: 'true', REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix };
    one = await ctx.buildAnother(env);
    two = await ctx.buildAnother(env);
  }, 120_000);
  afterAll(async () => {
    const deleted = await deleteKeys(prefix);
    expect(deleted).toBeGreaterThan(0); // the counters were in Redis, under this run's prefix
  });

  it('share the per-address sign-in limit: failures spread over both are refused at the same count as on one', async () => {
    const address = '198.51.100.7';
    const max = RATE_LIMITS.login.max;
    for (let i = 0; i < max; i++) {
      // A new address each time, so the per-account limit is not the one that answers.
      const res = await login(i % 2 ? two : one, uniqueEmail('nobody'), 'wrong-password-1', address);
      expect(res.statusCode).toBe(401);
    }
    for (const app of [one, two]) {
      const refused = await login(app, uniqueEmail('nobody'), 'wrong-password-1', address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(/^Too many requests\. Try again in/);
    }
    // Another address is not affected.
    expect((await login(two, uniqueEmail('nobody'), 'wrong-password-1', '198.51.100.8')).statusCode).toBe(401);
  });

  it('share the per-account limit: guesses at one account from many addresses, over both instances', async () => {
    const user = await registerUser(ctx.app);
    const max = ATTEMPT_LIMITS.login.max;
    for (let i = 0; i < max; i++) {
      const res = await login(i % 2 ? one : two, user.email, 'wrong-password-1', `203.0.113.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    for (const app of [one, two]) {
      const refused = await login(app, user.email, 'wrong-password-1', '203.0.113.200');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(/^Too many failed sign-in attempts for this account\./);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe('a Redis that is down', () => {
  it('the API still answers and the limits still apply, counted in this process', async () => {
    // Nothing listens on this port (inside this helper's range).
    const app = await ctx.buildAnother({
      RATE_LIMIT_ENABLED: 'true',
      REDIS_URL: 'redis://127.0.0.1:41298/0',
      REDIS_PREFIX: uniquePrefix('down'),
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const address = '198.51.100.99';
    for (let i = 0; i < RATE_LIMITS.login.max; i++)
      expect((await login(app, uniqueEmail('nobody'), 'wrong-password-1', address)).statusCode).toBe(401);
    expect((await login(app, uniqueEmail('nobody'), 'wrong-password-1', address)).statusCode).toBe(429);

    const user = await registerUser(ctx.app);
    for (let i = 0; i < ATTEMPT_LIMITS.login.max; i++)
      expect((await login(app, user.email, 'wrong-password-1', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    expect((await login(app, user.email, 'wrong-password-1', '192.0.2.250')).statusCode).toBe(429);
  }, 60_000);
});
