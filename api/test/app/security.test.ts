import { eq } from 'drizzle-orm';
import { chatSessions, sessions } from '../../src/db/schema/index.js';
import {
  bearer,
  createTestContext,
  login,
  registerUser,
  STRONG_PASSWORD,
  type TestContext,
} from '../helpers/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const del = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'DELETE', url, headers });

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('sessions', () => {
  it('lists active sessions newest first with the current one marked', async () => {
    const account = await registerUser(ctx.app);
    await new Promise((r) => setTimeout(r, 5));
    const phone = await ctx.app.inject({
      method: 'POST',
      url: '/api/custom-auth/login',
      payload: { email: account.email, password: account.password },
      headers: { 'user-agent': IPHONE },
      remoteAddress: '203.0.113.7',
    });
    const list = await get('/api/auth/sessions', bearer(account.token));
    expect(list.statusCode).toBe(200);
    const rows = list.json();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      id: expect.any(String),
      device_info: 'Mobile - iOS',
      browser_info: 'Safari 17',
      location: '203.0.113.7',
      ip_address: '203.0.113.7',
      created_at: expect.any(String),
      last_active: expect.any(String),
      is_current: false,
    });
    expect(rows[1].is_current).toBe(true);
    expect(rows[1].location).toBe('Local network');
    const phoneRows = (await get('/api/auth/sessions', bearer(phone.json().access_token))).json();
    expect(phoneRows[0].is_current).toBe(true);
  });

  it('logout revokes the token at once', async () => {
    const account = await registerUser(ctx.app);
    const res = await post('/api/auth/logout', undefined, bearer(account.token));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const me = await get('/api/custom-auth/me', bearer(account.token));
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ detail: 'Could not validate credentials' });
    expect((await post('/api/auth/logout', undefined)).json()).toEqual({ detail: 'Not authenticated' });
  });

  it('revokes one session (only your own) and all the others', async () => {
    const account = await registerUser(ctx.app);
    const second = (await login(ctx.app, account.email, account.password)).json().access_token;
    const third = (await login(ctx.app, account.email, account.password)).json().access_token;
    const rows = (await get('/api/auth/sessions', bearer(account.token))).json();
    const secondId = rows.find((r: { is_current: boolean }, i: number) => !r.is_current && i === 1)?.id ?? rows[1].id;

    const stranger = await registerUser(ctx.app, { company_name: 'Other Co' });
    const foreign = await del(`/api/auth/sessions/${secondId}`, bearer(stranger.token));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Session not found' });
    expect((await del('/api/auth/sessions/not-a-uuid', bearer(account.token))).statusCode).toBe(404);
    expect(
      (await del('/api/auth/sessions/00000000-0000-4000-8000-000000000000', bearer(account.token))).statusCode,
    ).toBe(404);

    const own = await del(`/api/auth/sessions/${secondId}`, bearer(account.token));
    expect(own.statusCode).toBe(204);
    const stillValid = [account.token, second, third];
    const statuses = await Promise.all(
      stillValid.map(async (t) => (await get('/api/custom-auth/me', bearer(t))).statusCode),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(1);

    const all = await del('/api/auth/sessions/revoke-all', bearer(account.token));
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ revoked: 1 });
    expect((await get('/api/custom-auth/me', bearer(account.token))).statusCode).toBe(200);
    expect((await get('/api/custom-auth/me', bearer(second))).statusCode).toBe(401);
    expect((await get('/api/custom-auth/me', bearer(third))).statusCode).toBe(401);
    expect((await get('/api/auth/sessions', bearer(account.token))).json()).toHaveLength(1);
    // The stranger's own session is untouched.
    expect((await get('/api/custom-auth/me', bearer(stranger.token))).statusCode).toBe(200);
  });

  it('updates last_active at most once a minute', async () => {
    const account = await registerUser(ctx.app);
    const claims = JSON.parse(Buffer.from(account.token.split('.')[1]!, 'base64url').toString());
    const old = new Date(Date.now() - 5 * 60_000);
    await ctx.database.db.update(sessions).set({ lastActive: old }).where(eq(sessions.id, claims.sid));
    await get('/api/custom-auth/me', bearer(account.token));
    const [touched] = await ctx.database.db.select().from(sessions).where(eq(sessions.id, claims.sid));
    expect(touched!.lastActive.getTime()).toBeGreaterThan(Date.now() - 10_000);
    await get('/api/custom-auth/me', bearer(account.token));
    const [same] = await ctx.database.db.select().from(sessions).where(eq(sessions.id, claims.sid));
    expect(same!.lastActive.getTime()).toBe(touched!.lastActive.getTime());
  });
});

describe('password change and security overview', () => {
  it('changes the password, keeps this session, signs out the others', async () => {
    const account = await registerUser(ctx.app);
    const other = (await login(ctx.app, account.email, account.password)).json().access_token;

    const wrong = await post(
      '/api/auth/change-password',
      { current_password: 'Nope-nope-123', new_password: 'Fresh-Pass-987' },
      bearer(account.token),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Current password is incorrect' });
    const weak = await post(
      '/api/auth/change-password',
      { current_password: STRONG_PASSWORD, new_password: 'abc' },
      bearer(account.token),
    );
    expect(weak.json()).toEqual({ detail: 'Password must be at least 8 characters long' });
    const common = await post(
      '/api/auth/change-password',
      { current_password: STRONG_PASSWORD, new_password: 'iloveyou1' },
      bearer(account.token),
    );
    expect(common.json()).toEqual({ detail: 'This password is too common. Please choose a less common password.' });
    const missing = await post(
      '/api/auth/change-password',
      { current_password: STRONG_PASSWORD },
      bearer(account.token),
    );
    expect(missing.json()).toEqual({ detail: 'New password is required' });

    const ok = await post(
      '/api/auth/change-password',
      { current_password: STRONG_PASSWORD, new_password: 'Fresh-Pass-987' },
      bearer(account.token),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ detail: 'Password changed successfully.' });
    expect((await get('/api/custom-auth/me', bearer(account.token))).statusCode).toBe(200);
    expect((await get('/api/custom-auth/me', bearer(other))).statusCode).toBe(401);
    expect((await login(ctx.app, account.email, 'Fresh-Pass-987')).statusCode).toBe(200);

    const history = (await get('/api/auth/password-history', bearer(account.token))).json();
    expect(history.history).toHaveLength(2);
    expect(history.last_changed).toBe(history.history[0].changed_at);

    const settings = await get('/api/auth/security-settings', bearer(account.token));
    expect(settings.json()).toEqual({
      two_factor_enabled: false,
      backup_codes_remaining: 0,
      password_last_changed: history.last_changed,
      active_sessions: 2,
    });
  });

  it('registers chat sessions for the user and company', async () => {
    const account = await registerUser(ctx.app);
    const res = await post('/api/auth/chatkit/session', undefined, bearer(account.token));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ session_id: expect.any(String), expires_at: expect.any(String) });
    const [row] = await ctx.database.db.select().from(chatSessions).where(eq(chatSessions.id, body.session_id));
    expect(row).toMatchObject({ userId: account.user.id, companyId: account.user.company_id });
    expect((await post('/api/auth/chatkit/session', undefined)).statusCode).toBe(401);
  });

  it('protects every security route', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/sessions'],
      ['DELETE', '/api/auth/sessions/revoke-all'],
      ['GET', '/api/auth/password-history'],
      ['GET', '/api/auth/security-settings'],
      ['POST', '/api/auth/change-password'],
      ['GET', '/api/two-factor/status'],
      ['GET', '/api/companies/users'],
      ['POST', '/api/companies/users'],
      ['GET', '/api/custom-auth/trial-status'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect([url, res.statusCode, res.json()]).toEqual([url, 401, { detail: 'Not authenticated' }]);
    }
  });
});
