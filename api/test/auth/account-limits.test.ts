/**
 * Per-account limits (auth/attempt-limits.ts): every route that checks a password or a code limits failed
 * attempts per account, whatever addresses the guesses come from; invitations are limited per company and per
 * address. Real app (RATE_LIMIT_ENABLED=true), real database, real HTTP handling through app.inject.
 */
import type { FastifyInstance } from 'fastify';
import { generateTotpCode } from '../../src/lib/totp.js';
import { ATTEMPT_LIMITS } from '../../src/auth/attempt-limits.js';
import {
  bearer,
  createTestContext,
  newestMail,
  registerUser,
  uniqueEmail,
  type RegisteredUser,
  type TestContext,
} from '../helpers/helpers.js';

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.buildAnother({ RATE_LIMIT_ENABLED: 'true' });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

let addressCounter = 0;
/** Every guess from another address: the per-IP limits must not be what stops them. */
const nextAddress = () => `198.18.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

function call(method: 'POST' | 'DELETE', url: string, payload: unknown, token?: string) {
  return app.inject({
    method,
    url,
    payload: payload as object,
    headers: token ? bearer(token) : {},
    remoteAddress: nextAddress(),
  });
}

async function withTwoFactor(account: RegisteredUser) {
  const setup = (await call('POST', '/api/two-factor/setup', undefined, account.token)).json();
  expect(
    (await call('POST', '/api/two-factor/enable', { code: generateTotpCode(setup.secret) }, account.token)).statusCode,
  ).toBe(200);
  return setup.secret as string;
}

const MAX = ATTEMPT_LIMITS.reauth.max;

/** Routes that check the signed-in user's password, each with a wrong guess and the right one. */
const PASSWORD_ROUTES: Array<{
  name: string;
  twoFactor: boolean;
  send: (a: RegisteredUser, password: string) => ReturnType<typeof call>;
}> = [
  {
    name: 'POST /api/two-factor/disable',
    twoFactor: true,
    send: (a, password) => call('POST', '/api/two-factor/disable', { password, code: '123456' }, a.token),
  },
  {
    name: 'POST /api/two-factor/regenerate-backup-codes',
    twoFactor: true,
    send: (a, password) => call('POST', '/api/two-factor/regenerate-backup-codes', { password }, a.token),
  },
  {
    name: 'POST /api/auth/change-password',
    twoFactor: false,
    send: (a, password) =>
      call(
        'POST',
        '/api/auth/change-password',
        { current_password: password, new_password: 'Another-Strong-Pass-77' },
        a.token,
      ),
  },
  {
    name: 'DELETE /api/companies/me',
    twoFactor: false,
    send: (a, password) => call('DELETE', '/api/companies/me', { password }, a.token),
  },
];

describe('password checks are limited per account', () => {
  it.each(PASSWORD_ROUTES.map((r) => [r.name, r] as const))(
    `%s: 60 guesses, at most ${MAX} answered`,
    async (_name, route) => {
      const account = await registerUser(ctx.app);
      if (route.twoFactor) await withTwoFactor(account);
      const statuses: number[] = [];
      let limited;
      for (let i = 0; i < 60; i++) {
        const res = await route.send(account, `Wrong-Guess-${i}-xyz`);
        statuses.push(res.statusCode);
        if (res.statusCode === 429) limited ??= res;
      }
      expect(statuses.slice(0, MAX).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(MAX).every((s) => s === 429)).toBe(true);
      expect(limited!.json().detail).toMatch(/^Too many failed attempts\. Try again in \d+ minutes?\.$/);
      expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(60);
      expect(Number(limited!.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // While limited, even the right password is not checked (no oracle); another user is not affected.
      expect((await route.send(account, account.password)).statusCode).toBe(429);
      const other = await registerUser(ctx.app);
      if (route.twoFactor) await withTwoFactor(other);
      expect((await route.send(other, 'Wrong-Guess-xyz')).statusCode).toBe(400);
    },
  );

  it('one budget per user across those routes', async () => {
    const account = await registerUser(ctx.app);
    await withTwoFactor(account);
    for (let i = 0; i < MAX; i++) {
      const route = PASSWORD_ROUTES[i % PASSWORD_ROUTES.length]!;
      expect((await route.send(account, `Wrong-${i}-xyz`)).statusCode).toBe(400);
    }
    for (const route of PASSWORD_ROUTES) expect((await route.send(account, 'Wrong-again-xyz')).statusCode).toBe(429);
  });

  it('a right password does not use up the budget', async () => {
    const account = await registerUser(ctx.app);
    for (let i = 0; i < MAX + 5; i++) {
      const res = await call(
        'POST',
        '/api/auth/change-password',
        { current_password: account.password, new_password: account.password },
        account.token,
      );
      expect(res.json()).toEqual({ detail: 'The new password must be different from the current one' });
    }
  });

  it('sign-in: 10 failures per address from any number of clients, the same for unknown addresses', async () => {
    const account = await registerUser(ctx.app);
    for (const email of [account.email, uniqueEmail('nobody')]) {
      const statuses: number[] = [];
      for (let i = 0; i < 15; i++) {
        statuses.push((await call('POST', '/api/custom-auth/login', { email, password: `Wrong-${i}-xyz` })).statusCode);
      }
      expect(statuses).toEqual([
        ...Array(ATTEMPT_LIMITS.login.max).fill(401),
        ...Array(15 - ATTEMPT_LIMITS.login.max).fill(429),
      ]);
    }
    const right = await call('POST', '/api/custom-auth/login', {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
  });
});

describe('invitations are limited per company and per address', () => {
  const invite = (token: string, email: string) =>
    call('POST', '/api/companies/users', { email, first_name: 'Ina', last_name: 'Vitee' }, token);
  const withdraw = async (token: string, id: string) =>
    expect((await call('DELETE', `/api/companies/users/${id}`, undefined, token)).statusCode).toBe(204);

  it(`sends at most ${ATTEMPT_LIMITS.invitesPerAddress.max} invitations a day to one address (invite, withdraw, invite again...)`, async () => {
    const admin = await registerUser(ctx.app);
    const target = uniqueEmail('victim');
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await invite(admin.token, target);
      statuses.push(res.statusCode);
      if (res.statusCode === 201) await withdraw(admin.token, res.json().id);
      else {
        expect(res.json().detail).toMatch(
          /^Too many invitations were sent to this address\. Try again in \d+ hours\.$/,
        );
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(3600);
      }
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(ATTEMPT_LIMITS.invitesPerAddress.max);
    expect(statuses.slice(ATTEMPT_LIMITS.invitesPerAddress.max).every((s) => s === 429)).toBe(true);
    // Another company cannot use the address's budget either.
    const other = await registerUser(ctx.app);
    expect((await invite(other.token, target)).statusCode).toBe(429);
    expect((await newestMail(ctx.config.outboxDir, target))?.kind).toBe('invitation');
  });

  it(`sends at most ${ATTEMPT_LIMITS.invitesPerCompany.max} invitations an hour per company; refused invitations do not count`, async () => {
    const admin = await registerUser(ctx.app);
    // Refused for another reason (the address is taken): not counted.
    for (let i = 0; i < 5; i++) expect((await invite(admin.token, admin.email)).statusCode).toBe(400);
    let sent = 0;
    let last;
    for (let i = 0; i < ATTEMPT_LIMITS.invitesPerCompany.max + 3; i++) {
      last = await invite(admin.token, uniqueEmail(`team${i}`));
      if (last.statusCode === 201) {
        sent += 1;
        await withdraw(admin.token, last.json().id); // seats are limited too: free the seat
      }
    }
    expect(sent).toBe(ATTEMPT_LIMITS.invitesPerCompany.max);
    expect(last!.statusCode).toBe(429);
    expect(last!.json().detail).toMatch(/^Your company has sent too many invitations\. Try again in \d+ minutes\.$/);
    // Another company is not affected.
    const other = await registerUser(ctx.app);
    expect((await invite(other.token, uniqueEmail('fresh'))).statusCode).toBe(201);
  });
});
