import { eq } from 'drizzle-orm';
import { backupCodes, users } from '../../src/db/schema/index.js';
import { generateTotpCode } from '../../src/lib/totp.js';
import {
  bearer,
  createTestContext,
  login,
  registerUser,
  type RegisteredUser,
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

/** Lets a test use a fresh TOTP step again (steps are single use and a test runs within one 30 s window). */
async function forgetLastStep(userId: string) {
  await ctx.database.db.update(users).set({ totpLastStep: null }).where(eq(users.id, userId));
}

/** The password step of a 2FA account: answers the challenge id the second step needs. */
async function passwordStep(account: RegisteredUser): Promise<string> {
  const res = await login(ctx.app, account.email, account.password);
  expect(res.statusCode).toBe(403);
  const challenge = res.json().challenge_id as string;
  expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return challenge;
}

async function enable2fa(account: RegisteredUser) {
  const setup = (await post('/api/two-factor/setup', undefined, bearer(account.token))).json();
  const res = await post('/api/two-factor/enable', { code: generateTotpCode(setup.secret) }, bearer(account.token));
  expect(res.json()).toEqual({ enabled: true });
  await forgetLastStep(account.user.id);
  return setup as { secret: string; backup_codes: string[]; qr_code: string; otpauth_url: string };
}

describe('two-factor setup and enable', () => {
  it('sets up with a QR code, enables with a code, and reports status', async () => {
    const account = await registerUser(ctx.app);
    const setup = await post('/api/two-factor/setup', undefined, bearer(account.token));
    expect(setup.statusCode).toBe(200);
    const body = setup.json();
    expect(body.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauth_url).toContain(`otpauth://totp/Parcelwatch:${encodeURIComponent(account.email)}`);
    expect(body.backup_codes).toHaveLength(10);
    for (const code of body.backup_codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}$/);

    // Pending until enabled: no backup codes count yet, and they cannot be used.
    expect((await get('/api/two-factor/status', bearer(account.token))).json()).toEqual({
      enabled: false,
      backup_codes_remaining: 0,
    });

    // verify works against the pending secret during setup.
    const verify = await post(
      '/api/two-factor/verify',
      { code: generateTotpCode(body.secret, Date.now() - 30_000) },
      bearer(account.token),
    );
    expect(verify.json()).toEqual({ valid: true });

    const wrong = await post('/api/two-factor/enable', { code: '000000' }, bearer(account.token));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Invalid verification code' });
    const badFormat = await post('/api/two-factor/enable', { code: '12ab56' }, bearer(account.token));
    expect(badFormat.json()).toEqual({ detail: 'Verification code must be 6 digits' });

    const enable = await post('/api/two-factor/enable', { code: generateTotpCode(body.secret) }, bearer(account.token));
    expect(enable.statusCode).toBe(200);
    expect(enable.json()).toEqual({ enabled: true });

    expect((await get('/api/two-factor/status', bearer(account.token))).json()).toEqual({
      enabled: true,
      backup_codes_remaining: 10,
    });
    expect((await get('/api/custom-auth/me', bearer(account.token))).json().two_factor_enabled).toBe(true);
    const again = await post('/api/two-factor/setup', undefined, bearer(account.token));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Two-factor authentication is already enabled' });

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row!.totpSecret).toBe(body.secret);
    expect(row!.totpPendingSecret).toBeNull();
    const codes = await ctx.database.db.select().from(backupCodes).where(eq(backupCodes.userId, account.user.id));
    expect(codes.map((c) => c.codeHash)).not.toContain(body.backup_codes[0]);
  });

  it('replaces pending secret and codes when setup is repeated', async () => {
    const account = await registerUser(ctx.app);
    const first = (await post('/api/two-factor/setup', undefined, bearer(account.token))).json();
    const second = (await post('/api/two-factor/setup', undefined, bearer(account.token))).json();
    expect(second.secret).not.toBe(first.secret);
    const stale = await post('/api/two-factor/enable', { code: generateTotpCode(first.secret) }, bearer(account.token));
    expect(stale.json()).toEqual({ detail: 'Invalid verification code' });
    const ok = await post('/api/two-factor/enable', { code: generateTotpCode(second.secret) }, bearer(account.token));
    expect(ok.json()).toEqual({ enabled: true });
    const codes = await ctx.database.db.select().from(backupCodes).where(eq(backupCodes.userId, account.user.id));
    expect(codes).toHaveLength(10);
  });

  it('needs setup before enable and an enabled 2FA for regenerate', async () => {
    const account = await registerUser(ctx.app);
    expect((await post('/api/two-factor/enable', { code: '123456' }, bearer(account.token))).json()).toEqual({
      detail: 'Start two-factor setup first',
    });
    const regen = await post(
      '/api/two-factor/regenerate-backup-codes',
      { password: account.password },
      bearer(account.token),
    );
    expect(regen.statusCode).toBe(400);
    expect(regen.json()).toEqual({ detail: 'Two-factor authentication is not enabled' });
    expect((await post('/api/two-factor/verify', { code: '123456' }, bearer(account.token))).json()).toEqual({
      detail: 'Two-factor authentication is not enabled',
    });
    expect((await post('/api/two-factor/setup', undefined)).statusCode).toBe(401);
  });
});

describe('two-factor login', () => {
  it("answers 403 '2FA required', then logs in with a code while the challenge is open", async () => {
    const account = await registerUser(ctx.app);
    const { secret } = await enable2fa(account);

    const first = await login(ctx.app, account.email, account.password);
    expect(first.statusCode).toBe(403);
    expect(first.json()).toEqual({ detail: '2FA required', challenge_id: expect.any(String) });
    const challenge_id = first.json().challenge_id;

    const badFormat = await post('/api/two-factor/verify-login', { email: account.email, code: '12345', challenge_id });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toEqual({ detail: 'Verification code must be 6 digits' });

    const code = generateTotpCode(secret);
    const ok = await post('/api/two-factor/verify-login', { email: account.email.toUpperCase(), code, challenge_id });
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body.token_type).toBe('bearer');
    expect(body.user).toMatchObject({ email: account.email, two_factor_enabled: true });
    expect((await get('/api/custom-auth/me', bearer(body.access_token))).statusCode).toBe(200);

    // The challenge is closed now: even a fresh code (next step) is refused without a new password step.
    await forgetLastStep(account.user.id);
    const noChallenge = await post('/api/two-factor/verify-login', {
      email: account.email,
      code: generateTotpCode(secret),
      challenge_id,
    });
    expect(noChallenge.statusCode).toBe(401);
    expect(noChallenge.json()).toEqual({ detail: 'Invalid verification code' });
  });

  it('refuses a replayed code (same time step) even with a new challenge', async () => {
    const account = await registerUser(ctx.app);
    const { secret } = await enable2fa(account);
    const code = generateTotpCode(secret);
    let challenge_id = await passwordStep(account);
    expect((await post('/api/two-factor/verify-login', { email: account.email, code, challenge_id })).statusCode).toBe(
      200,
    );
    challenge_id = await passwordStep(account);
    const replay = await post('/api/two-factor/verify-login', { email: account.email, code, challenge_id });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'Invalid verification code' });
    // An older step than the last accepted one is refused too; the next step is accepted.
    expect(
      (
        await post('/api/two-factor/verify-login', {
          email: account.email,
          code: generateTotpCode(secret, Date.now() - 30_000),
          challenge_id,
        })
      ).statusCode,
    ).toBe(401);
    const next = await post('/api/two-factor/verify-login', {
      email: account.email,
      code: generateTotpCode(secret, Date.now() + 30_000),
      challenge_id,
    });
    expect(next.statusCode).toBe(200);
  });

  it('refuses verify-login without a challenge, for unknown emails and for users without 2FA', async () => {
    const account = await registerUser(ctx.app);
    const { secret } = await enable2fa(account);
    const plain = await registerUser(ctx.app);
    for (const email of [account.email, 'nobody@example.com', plain.email]) {
      const res = await post('/api/two-factor/verify-login', { email, code: generateTotpCode(secret) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Invalid verification code' });
    }
    // An expired challenge is no challenge.
    const challenge_id = await passwordStep(account);
    await ctx.database.db
      .update(users)
      .set({ twoFactorChallengeUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, account.user.id));
    expect(
      (
        await post('/api/two-factor/verify-login', {
          email: account.email,
          code: generateTotpCode(secret),
          challenge_id,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('locks the account for 15 minutes after 5 failed codes; success resets the counter', async () => {
    const account = await registerUser(ctx.app);
    const { secret } = await enable2fa(account);
    let challenge_id = await passwordStep(account);
    const wrong = generateTotpCode(secret) === '111111' ? '222222' : '111111';

    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/api/two-factor/verify-login', { email: account.email, code: wrong, challenge_id })).statusCode,
      ).toBe(401);
    }
    // A success resets the counter.
    expect(
      (
        await post('/api/two-factor/verify-login', {
          email: account.email,
          code: generateTotpCode(secret),
          challenge_id,
        })
      ).statusCode,
    ).toBe(200);
    const [afterSuccess] = await ctx.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(afterSuccess!.twoFactorFailedAttempts).toBe(0);

    challenge_id = await passwordStep(account);
    for (let i = 0; i < 4; i++) {
      const res = await post('/api/two-factor/verify-login', { email: account.email, code: wrong, challenge_id });
      expect(res.statusCode).toBe(401);
    }
    const fifth = await post('/api/two-factor/verify-login', { email: account.email, code: wrong, challenge_id });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ detail: 'Too many failed attempts. Try again in 15 minutes.' });

    // Even the right code is refused while locked (backup codes too).
    await forgetLastStep(account.user.id);
    // (The fifth wrong code also voided that challenge: a new password step opens another.)
    challenge_id = await passwordStep(account);
    const locked = await post('/api/two-factor/verify-login', {
      email: account.email,
      code: generateTotpCode(secret, Date.now() + 30_000),
      challenge_id,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: 'Too many failed attempts. Try again in 15 minutes.' });

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.user.id));
    const minutes = (row!.twoFactorLockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    // Once the lock has passed, the right code works again.
    await ctx.database.db
      .update(users)
      .set({ twoFactorLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, account.user.id));
    const unlocked = await post('/api/two-factor/verify-login', {
      email: account.email,
      code: generateTotpCode(secret, Date.now() + 30_000),
      challenge_id,
    });
    expect(unlocked.statusCode).toBe(200);
  });

  it('logs in with a backup code exactly once', async () => {
    const account = await registerUser(ctx.app);
    const { backup_codes: codes } = await enable2fa(account);
    // Without a challenge the right backup code is useless.
    const early = await post('/api/two-factor/verify-backup-code', { email: account.email, backup_code: codes[0] });
    expect(early.statusCode).toBe(401);
    expect(early.json()).toEqual({ detail: 'Invalid verification code' });

    let challenge_id = await passwordStep(account);
    // Normalized on input: upper case, no dash, spaces.
    const ok = await post('/api/two-factor/verify-backup-code', {
      email: account.email,
      backup_code: ` ${codes[0]!.replace('-', '').toUpperCase()} `,
      challenge_id,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(account.email);
    expect((await get('/api/two-factor/status', bearer(account.token))).json()).toEqual({
      enabled: true,
      backup_codes_remaining: 9,
    });

    challenge_id = await passwordStep(account);
    const reuse = await post('/api/two-factor/verify-backup-code', {
      email: account.email,
      backup_code: codes[0],
      challenge_id,
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: 'Invalid verification code' });
    expect(
      (
        await post('/api/two-factor/verify-backup-code', { email: account.email, backup_code: '', challenge_id })
      ).json(),
    ).toEqual({
      detail: 'Backup code is required',
    });
    expect(
      (await post('/api/two-factor/verify-backup-code', { email: account.email, backup_code: codes[1], challenge_id }))
        .statusCode,
    ).toBe(200);
  });

  it('regenerates backup codes, invalidating the old ones', async () => {
    const account = await registerUser(ctx.app);
    const { backup_codes: old } = await enable2fa(account);
    const res = await post(
      '/api/two-factor/regenerate-backup-codes',
      { password: account.password },
      bearer(account.token),
    );
    expect(res.statusCode).toBe(200);
    const fresh = res.json().backup_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(old[0]);
    const challenge_id = await passwordStep(account);
    expect(
      (await post('/api/two-factor/verify-backup-code', { email: account.email, backup_code: old[0], challenge_id }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/two-factor/verify-backup-code', { email: account.email, backup_code: fresh[0], challenge_id }))
        .statusCode,
    ).toBe(200);
  });
});

describe('two-factor verify and disable', () => {
  it('verifies a code for the signed-in user once per step', async () => {
    const account = await registerUser(ctx.app);
    const { secret } = await enable2fa(account);
    const code = generateTotpCode(secret);
    expect((await post('/api/two-factor/verify', { code }, bearer(account.token))).json()).toEqual({ valid: true });
    const replay = await post('/api/two-factor/verify', { code }, bearer(account.token));
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ detail: 'Invalid verification code' });
  });

  it('disables with the password and a code or a backup code', async () => {
    const account = await registerUser(ctx.app);
    const { secret } = await enable2fa(account);
    const wrongPassword = await post(
      '/api/two-factor/disable',
      { password: 'Not-The-Password-1', code: generateTotpCode(secret) },
      bearer(account.token),
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ detail: 'Incorrect password' });
    const wrongCode = await post(
      '/api/two-factor/disable',
      { password: account.password, code: '000000' },
      bearer(account.token),
    );
    expect(wrongCode.json()).toEqual({ detail: 'Invalid verification code' });
    const badBackup = await post(
      '/api/two-factor/disable',
      { password: account.password, code: 'zzzz-zzzz' },
      bearer(account.token),
    );
    expect(badBackup.json()).toEqual({ detail: 'Invalid verification code' });

    const ok = await post(
      '/api/two-factor/disable',
      { password: account.password, code: generateTotpCode(secret) },
      bearer(account.token),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ enabled: false });
    expect((await get('/api/two-factor/status', bearer(account.token))).json()).toEqual({
      enabled: false,
      backup_codes_remaining: 0,
    });
    expect((await login(ctx.app, account.email, account.password)).statusCode).toBe(200);
    const again = await post(
      '/api/two-factor/disable',
      { password: account.password, code: '123456' },
      bearer(account.token),
    );
    expect(again.json()).toEqual({ detail: 'Two-factor authentication is not enabled' });

    // With a backup code.
    const other = await registerUser(ctx.app);
    const { backup_codes: codes } = await enable2fa(other);
    const viaBackup = await post(
      '/api/two-factor/disable',
      { password: other.password, code: codes[3] },
      bearer(other.token),
    );
    expect(viaBackup.json()).toEqual({ enabled: false });
    const left = await ctx.database.db.select().from(backupCodes).where(eq(backupCodes.userId, other.user.id));
    expect(left).toHaveLength(0);
  });
});

describe('the second step is bound to the password step', () => {
  it('refuses another client holding the e-mail and a backup code but not the challenge id, and that client cannot lock the owner out', async () => {
    const owner = await registerUser(ctx.app);
    const { secret, backup_codes: codes } = await enable2fa(owner);
    // The owner's password step: a challenge is open for 5 minutes.
    const challenge_id = await passwordStep(owner);

    // Another client knows the e-mail and a backup code (or a current code), not the challenge id.
    const attempts = [
      { email: owner.email, backup_code: codes[0] },
      { email: owner.email, backup_code: codes[0], challenge_id: '' },
      { email: owner.email, backup_code: codes[0], challenge_id: 'A'.repeat(43) },
      {
        email: owner.email,
        backup_code: codes[0],
        challenge_id: `${challenge_id.slice(0, -1)}${challenge_id.endsWith('A') ? 'B' : 'A'}`,
      },
    ];
    for (const body of attempts) {
      const res = await post('/api/two-factor/verify-backup-code', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Invalid verification code' });
    }
    const withCode = await post('/api/two-factor/verify-login', { email: owner.email, code: generateTotpCode(secret) });
    expect(withCode.statusCode).toBe(401);

    // Wrong codes without the challenge id count nowhere: no lockout, however many.
    for (let i = 0; i < 8; i++) {
      const res = await post('/api/two-factor/verify-login', { email: owner.email, code: String(100000 + i) });
      expect(res.statusCode).toBe(401);
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row!.twoFactorFailedAttempts).toBe(0);
    expect(row!.twoFactorLockedUntil).toBeNull();
    expect(row!.twoFactorChallengeHash).not.toContain(challenge_id); // stored hashed

    // The owner finishes with their challenge id; it is single use.
    const ok = await post('/api/two-factor/verify-backup-code', {
      email: owner.email,
      backup_code: codes[0],
      challenge_id,
    });
    expect(ok.statusCode).toBe(200);
    const again = await post('/api/two-factor/verify-backup-code', {
      email: owner.email,
      backup_code: codes[1],
      challenge_id,
    });
    expect(again.statusCode).toBe(401);
  });

  it('voids a challenge after 5 wrong codes sent with it; a new password step opens a new one', async () => {
    const account = await registerUser(ctx.app);
    const { secret } = await enable2fa(account);
    const challenge_id = await passwordStep(account);
    const wrong = generateTotpCode(secret) === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++)
      await post('/api/two-factor/verify-login', { email: account.email, code: wrong, challenge_id });
    // The account lock (5 failures) is lifted; the voided challenge stays void even with the right code.
    await ctx.database.db.update(users).set({ twoFactorLockedUntil: null }).where(eq(users.id, account.user.id));
    const voided = await post('/api/two-factor/verify-login', {
      email: account.email,
      code: generateTotpCode(secret),
      challenge_id,
    });
    expect(voided.statusCode).toBe(401);
    const fresh = await passwordStep(account);
    expect(fresh).not.toBe(challenge_id);
    const ok = await post('/api/two-factor/verify-login', {
      email: account.email,
      code: generateTotpCode(secret),
      challenge_id: fresh,
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('new backup codes need re-authentication', () => {
  it('refuses a bearer token alone, and a wrong password or code; accepts the password or a current code', async () => {
    const account = await registerUser(ctx.app);
    const { secret, backup_codes: codes } = await enable2fa(account);
    const url = '/api/two-factor/regenerate-backup-codes';
    const bare = await post(url, {}, bearer(account.token));
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ detail: 'Enter your password or a current code to get new backup codes' });
    expect((await post(url, undefined, bearer(account.token))).statusCode).toBe(400);
    const wrongPassword = await post(url, { password: 'Not-The-Password-1' }, bearer(account.token));
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ detail: 'Incorrect password' });
    const wrongCode = await post(
      url,
      { code: '000000' === generateTotpCode(secret) ? '000001' : '000000' },
      bearer(account.token),
    );
    expect(wrongCode.json()).toEqual({ detail: 'Invalid verification code' });
    // Nothing was replaced by the refused calls.
    expect((await get('/api/two-factor/status', bearer(account.token))).json()).toEqual({
      enabled: true,
      backup_codes_remaining: 10,
    });

    const byCode = await post(url, { code: generateTotpCode(secret) }, bearer(account.token));
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json().backup_codes).toHaveLength(10);
    const byBackup = await post(url, { code: byCode.json().backup_codes[0] }, bearer(account.token));
    expect(byBackup.statusCode).toBe(200);
    const byPassword = await post(url, { password: account.password }, bearer(account.token));
    expect(byPassword.statusCode).toBe(200);
    expect(byPassword.json().backup_codes).not.toContain(codes[0]);
  });
});
