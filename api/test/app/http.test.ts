import type { FastifyInstance } from 'fastify';
import { createTestContext, registerUser, STRONG_PASSWORD, uniqueEmail, type TestContext } from '../helpers/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('health and OpenAPI', () => {
  it('answers health with a database check', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('serves the OpenAPI document listing the routes, and the docs page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Parcelwatch API');
    for (const path of [
      '/api/health',
      '/api/custom-auth/register',
      '/api/custom-auth/login',
      '/api/custom-auth/me',
      '/api/custom-auth/trial-status',
      '/api/custom-auth/request-password-reset',
      '/api/custom-auth/reset-password-confirm',
      '/api/custom-auth/invite-details',
      '/api/custom-auth/accept-invite',
      '/api/auth/logout',
      '/api/auth/sessions',
      '/api/auth/sessions/{id}',
      '/api/auth/sessions/revoke-all',
      '/api/auth/password-history',
      '/api/auth/security-settings',
      '/api/auth/change-password',
      '/api/auth/chatkit/session',
      '/api/two-factor/setup',
      '/api/two-factor/enable',
      '/api/two-factor/verify',
      '/api/two-factor/disable',
      '/api/two-factor/status',
      '/api/two-factor/regenerate-backup-codes',
      '/api/two-factor/verify-login',
      '/api/two-factor/verify-backup-code',
      '/api/companies/users',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    const login = doc.paths['/api/custom-auth/login'].post;
    expect(login.tags).toEqual(['auth']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    expect(doc.paths['/api/custom-auth/me'].get.security).toEqual([{ bearerAuth: [] }]);

    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    expect(docs.headers['content-security-policy']).toBeUndefined();
  });
});

describe('errors', () => {
  const register = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    ctx.app.inject({ method: 'POST', url: '/api/custom-auth/register', payload, headers });

  it('refuses a NUL character in the path, query or JSON body with 400 (PostgreSQL text cannot hold one)', async () => {
    const { token } = await registerUser(ctx.app, { company_name: 'Nul Co' });
    for (const url of ['/api/meetings/?search=a%00b', '/api/alerts/?search=a%00b', '/api/legal-stats/sections/a%00b']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Text must not contain NUL characters' });
    }
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties/',
      headers: { authorization: `Bearer ${token}` },
      payload: { address: 'a\u0000b', municipality_id: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Text must not contain NUL characters' });
  });

  it('answers 404 with a detail for unknown routes', async () => {
    for (const url of ['/api/nope', '/nothing-here', '/api/custom-auth/unknown']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not Found' });
    }
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/custom-auth/login' })).statusCode).toBe(404);
  });

  it('answers 400 for malformed or empty JSON', async () => {
    for (const body of ['{"email": ', 'not json', '']) {
      const res = await register(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Invalid JSON body' });
    }
  });

  it('answers 400 for wrong types and missing bodies, never 500', async () => {
    expect((await register('[]')).json()).toEqual({ detail: 'Request body must be an object' });
    expect((await register('"text"')).json()).toEqual({ detail: 'Request body must be an object' });
    expect((await register('null')).statusCode).toBe(400);
    const noBody = await ctx.app.inject({ method: 'POST', url: '/api/custom-auth/login' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({ detail: 'Request body must be an object' });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/custom-auth/login',
      payload: { email: ['a'], password: 1 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Email must be a string' });
    const code = await ctx.app.inject({
      method: 'POST',
      url: '/api/two-factor/verify-login',
      payload: { email: 'a@b.co', code: 123456 },
    });
    expect(code.json()).toEqual({ detail: 'Code must be a string' });
  });

  it('answers 413 for a body over 1 MiB and 415 for other content types', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) });
    const tooLarge = await register(big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: 'Request body is too large' });
    const xml = await register('<email/>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ detail: 'Unsupported content type: application/xml' });
  });

  it('hides internals of 5xx errors', async () => {
    const app = await ctx.buildAnother(
      {},
      {
        plugins: [
          async (instance) => {
            instance.get('/api/boom', async () => {
              throw new Error('secret database password in stack');
            });
          },
        ],
      },
    );
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal Server Error' });
  });

  it('lets a front-end plugin answer unknown paths outside /api only', async () => {
    const app = await ctx.buildAnother(
      {},
      { notFoundHandler: (_req, reply) => reply.type('text/html').send('<html>spa</html>') },
    );
    expect((await app.inject({ method: 'GET', url: '/properties/12' })).body).toBe('<html>spa</html>');
    expect((await app.inject({ method: 'GET', url: '/api/unknown' })).json()).toEqual({ detail: 'Not Found' });
  });
});

describe('headers', () => {
  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('allows CORS from PUBLIC_URL and localhost by default, not from elsewhere', async () => {
    const preflight = (app: FastifyInstance, origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/custom-auth/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    for (const origin of ['http://localhost:3000', 'http://localhost:5173', 'http://127.0.0.1:8000']) {
      const res = await preflight(ctx.app, origin);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
    }
    expect(
      (await preflight(ctx.app, 'https://evil.example.com')).headers['access-control-allow-origin'],
    ).toBeUndefined();

    const strict = await ctx.buildAnother({ CORS_ORIGINS: 'https://app.example.com' });
    expect((await preflight(strict, 'https://app.example.com')).headers['access-control-allow-origin']).toBe(
      'https://app.example.com',
    );
    expect((await preflight(strict, 'http://localhost:5173')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limits', () => {
  it('limits login attempts per client when enabled', async () => {
    const app = await ctx.buildAnother({ RATE_LIMIT_ENABLED: 'true' });
    const { email } = await registerUser(ctx.app);
    // A new address each time: one account's own limit (10 failures, account-limits.test.ts) is not what this measures.
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/custom-auth/login',
        payload: { email: uniqueEmail('guess'), password: 'wrong-password-1' },
        remoteAddress: '198.51.100.4',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Too many requests\. Try again in/);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is not affected; the same client may still use other routes.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/custom-auth/login',
          payload: { email, password: STRONG_PASSWORD },
          remoteAddress: '198.51.100.5',
        })
      ).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.4' })).statusCode).toBe(
      200,
    );
  });

  it('limits password reset requests', async () => {
    const app = await ctx.buildAnother({ RATE_LIMIT_ENABLED: 'true' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/custom-auth/request-password-reset',
            payload: { email: uniqueEmail() },
            remoteAddress: '198.51.100.9',
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
