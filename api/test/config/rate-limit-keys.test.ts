/**
 * The global rate limit's buckets: one per signed-in user, one per client address for anonymous requests, and the
 * client's address taken from X-Forwarded-For only when TRUST_PROXY trusts the hop it came from. Real app, real
 * database, real HTTP handling through app.inject (its remoteAddress plays the TCP peer).
 */
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config/index.js';
import { bearer, createTestContext, registerUser, type TestContext } from '../helpers/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const remaining = (res: { headers: Record<string, unknown> }) => Number(res.headers['x-ratelimit-remaining']);

function get(app: FastifyInstance, url: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, remoteAddress, headers });
}

describe('global rate limit buckets', () => {
  it("gives each signed-in user behind one address a bucket of their own, and anonymous callers the address's", async () => {
    const app = await ctx.buildAnother({ RATE_LIMIT_ENABLED: 'true' });
    const [ana, bob] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const office = '203.0.113.50';
    for (let i = 0; i < 3; i++)
      expect((await get(app, '/api/custom-auth/me', office, bearer(ana.token))).statusCode).toBe(200);
    const anaFourth = await get(app, '/api/custom-auth/me', office, bearer(ana.token));
    const bobFirst = await get(app, '/api/custom-auth/me', office, bearer(bob.token));
    expect(remaining(anaFourth)).toBe(996);
    // Before: one bucket per address, so Bob started where Ana left off.
    expect(remaining(bobFirst)).toBe(999);
    // Anonymous requests from that address, and requests with a forged token, share the address's bucket.
    expect(remaining(await get(app, '/api/health', office))).toBe(999);
    expect(remaining(await get(app, '/api/health', office, bearer(`${ana.token.slice(0, -2)}xx`)))).toBe(998);
    expect(remaining(await get(app, '/api/health', office))).toBe(997);
    // A user keeps one bucket from every address.
    expect(remaining(await get(app, '/api/custom-auth/me', '198.51.100.77', bearer(ana.token)))).toBe(995);
  });
});

describe('TRUST_PROXY', () => {
  const loginFrom = async (app: FastifyInstance, peer: string, forwardedFor: string | null) => {
    const account = await registerUser(ctx.app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/custom-auth/login',
      payload: { email: account.email, password: account.password },
      remoteAddress: peer,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    expect(res.statusCode).toBe(200);
    const sessions = (
      await app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(res.json().access_token) })
    ).json();
    return sessions[0].ip_address as string;
  };

  it('ignores X-Forwarded-For when unset: the peer is the client', async () => {
    const app = await ctx.buildAnother({ RATE_LIMIT_ENABLED: 'true' });
    expect(await loginFrom(app, '10.0.0.2', '198.51.100.1')).toBe('10.0.0.2');
    expect(remaining(await get(app, '/api/health', '10.0.0.9', { 'x-forwarded-for': '198.51.100.1' }))).toBe(999);
    expect(remaining(await get(app, '/api/health', '10.0.0.9', { 'x-forwarded-for': '198.51.100.2' }))).toBe(998);
  });

  it('believes X-Forwarded-For only from the listed proxies', async () => {
    const app = await ctx.buildAnother({ RATE_LIMIT_ENABLED: 'true', TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' });
    expect(await loginFrom(app, '10.1.2.3', '198.51.100.1')).toBe('198.51.100.1');
    expect(await loginFrom(app, '192.168.1.1', '198.51.100.4')).toBe('198.51.100.4');
    // A client reaching the server directly cannot choose its address.
    expect(await loginFrom(app, '192.0.2.7', '198.51.100.1')).toBe('192.0.2.7');
    // Users behind the proxy get their own anonymous buckets; a direct client's header changes nothing.
    expect(remaining(await get(app, '/api/health', '10.0.0.2', { 'x-forwarded-for': '198.51.100.10' }))).toBe(999);
    expect(remaining(await get(app, '/api/health', '10.0.0.2', { 'x-forwarded-for': '198.51.100.11' }))).toBe(999);
    expect(remaining(await get(app, '/api/health', '192.0.2.8', { 'x-forwarded-for': '198.51.100.12' }))).toBe(999);
    expect(remaining(await get(app, '/api/health', '192.0.2.8', { 'x-forwarded-for': '198.51.100.13' }))).toBe(998);
  });

  it('with a hop count, takes the address that many hops back', async () => {
    const app = await ctx.buildAnother({ TRUST_PROXY: '1' });
    expect(await loginFrom(app, '10.0.0.2', '203.0.113.9, 198.51.100.3')).toBe('198.51.100.3');
    expect(await loginFrom(app, '10.0.0.2', null)).toBe('10.0.0.2');
    const two = await ctx.buildAnother({ TRUST_PROXY: '2' });
    expect(await loginFrom(two, '10.0.0.2', '203.0.113.9, 198.51.100.3')).toBe('203.0.113.9');
  });

  it('is validated: a hop count, addresses and CIDR ranges; never "trust everyone"', () => {
    const read = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(read('1')).toBe(1);
    expect(read('false')).toBe(false);
    expect(read('10.0.0.0/8,  ::1, fd00::/8, loopback')).toEqual(['10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['true', '*', 'proxy.example.com', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '300.1.1.1', '21']) {
      expect(() => read(bad)).toThrow(/^Invalid environment variable TRUST_PROXY: /);
    }
  });
});
