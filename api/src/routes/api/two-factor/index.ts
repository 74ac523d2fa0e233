import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { createAccountService } from '../../../auth/account-service.js';
import { INVALID_CODE } from '../../../auth/two-factor-service.js';
import type { User } from '../../../auth/users-repository.js';
import { httpError } from '../../../lib/http-error.js';
import { generateTotpSecret, totpUri } from '../../../lib/totp.js';
import { RATE_LIMITS } from '../../../plugins/external/rate-limit.js';
import { bearerAuth, errors, LoginResponse } from '../../../schemas/common.js';
import {
  BackupCodes,
  CodeBody,
  CodeValid,
  DisableBody,
  RegenerateBackupCodesBody,
  TwoFactorDisabled,
  TwoFactorEnabled,
  TwoFactorSetup,
  TwoFactorStatus,
  VerifyBackupCodeBody,
  VerifyLoginBody,
} from '../../../schemas/two-factor.js';
import { createUsersRepository } from '../../../auth/users-repository.js';

const tags = ['two-factor'];
const CODE_FORMAT = 'Verification code must be 6 digits';
const NOT_ENABLED = 'Two-factor authentication is not enabled';

function assertSixDigits(code: string): string {
  const trimmed = code.trim();
  if (!/^\d{6}$/.test(trimmed)) throw httpError(400, CODE_FORMAT);
  return trimmed;
}

const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = createUsersRepository(app.db);
  const accounts = createAccountService({
    db: app.db,
    passwords: app.passwords,
    sessions: app.sessions,
    users,
    attempts: app.attempts,
    twoFactor: app.twoFactor,
  });

  async function currentUser(userId: string): Promise<User> {
    const user = await users.findById(userId);
    if (!user) throw httpError(401, 'Could not validate credentials');
    return user;
  }

  /** The signed-in user's password, checked under the per-user limit of re-authentications. */
  async function checkPassword(reply: FastifyReply, user: User, password: string): Promise<void> {
    const attempt = await app.attempts.begin(reply, 'reauth', user.id);
    if (!(await app.passwords.verify(user.passwordHash, password.slice(0, 1024))))
      throw httpError(400, 'Incorrect password');
    await attempt.succeeded();
  }

  /** A current code from the app or an unused backup code; failures count towards the two-factor lockout. */
  async function checkCode(user: User, code: string, failure = httpError(400, INVALID_CODE)): Promise<void> {
    app.twoFactor.assertNotLocked(user);
    if (/^\d{6}$/.test(code)) await app.twoFactor.verifyTotp(user, user.totpSecret!, code, failure);
    else await app.twoFactor.consumeBackupCode(user, code, failure);
  }

  app.post(
    '/setup',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Start 2FA setup: a new secret, its QR code and 10 backup codes (active once enabled)',
        security: bearerAuth,
        response: {
          200: TwoFactorSetup,
          ...errors(400, 401),
        },
      },
    },
    async (request): Promise<TwoFactorSetup> => {
      const user = await currentUser(request.auth.userId);
      if (user.totpEnabled) throw httpError(400, 'Two-factor authentication is already enabled');
      const secret = generateTotpSecret();
      const otpauthUrl = totpUri(secret, user.email);
      const codes = await app.twoFactor.beginSetup(user.id, secret);
      const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
      return { qr_code: qrCode, secret, backup_codes: codes, otpauth_url: otpauthUrl };
    },
  );

  app.post(
    '/enable',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Confirm setup with a code from the app; 2FA and the backup codes become active',
        security: bearerAuth,
        body: CodeBody,
        response: { 200: TwoFactorEnabled, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const code = assertSixDigits(request.body.code);
      const user = await currentUser(request.auth.userId);
      if (user.totpEnabled) throw httpError(400, 'Two-factor authentication is already enabled');
      const pending = user.totpPendingSecret;
      if (!pending) throw httpError(400, 'Start two-factor setup first');
      app.twoFactor.assertNotLocked(user);
      await app.twoFactor.verifyTotp(user, pending, code, httpError(400, INVALID_CODE));
      await app.twoFactor.enable(user.id, pending);
      return { enabled: true as const };
    },
  );

  app.post(
    '/verify',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: "Check a code against the user's secret (the pending one during setup); the code is consumed",
        security: bearerAuth,
        body: CodeBody,
        response: { 200: CodeValid, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const code = assertSixDigits(request.body.code);
      const user = await currentUser(request.auth.userId);
      const secret = user.totpEnabled ? user.totpSecret : user.totpPendingSecret;
      if (!secret) throw httpError(400, NOT_ENABLED);
      app.twoFactor.assertNotLocked(user);
      await app.twoFactor.verifyTotp(user, secret, code, httpError(400, INVALID_CODE));
      return { valid: true as const };
    },
  );

  app.post(
    '/disable',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Turn 2FA off with the password and a current code or a backup code',
        security: bearerAuth,
        body: DisableBody,
        response: { 200: TwoFactorDisabled, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request.auth.userId);
      if (!user.totpEnabled || !user.totpSecret) throw httpError(400, NOT_ENABLED);
      await checkPassword(reply, user, request.body.password);
      const code = request.body.code.trim();
      if (!code) throw httpError(400, 'Code is required');
      await checkCode(user, code);
      await app.twoFactor.disable(user.id);
      return { enabled: false as const };
    },
  );

  app.get(
    '/status',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Whether 2FA is on, and how many backup codes are left',
        security: bearerAuth,
        response: { 200: TwoFactorStatus, ...errors(401) },
      },
    },
    async (request): Promise<TwoFactorStatus> => {
      const user = await currentUser(request.auth.userId);
      return {
        enabled: user.totpEnabled,
        backup_codes_remaining: user.totpEnabled ? await app.twoFactor.remainingBackupCodes(user.id) : 0,
      };
    },
  );

  app.post(
    '/regenerate-backup-codes',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Replace all backup codes with 10 new ones; needs the password or a current code',
        description:
          'Body: `{ "password": "..." }` or `{ "code": "123456" }` (a code from the app, or an unused backup code). ' +
          'A bearer token alone is not enough: whoever holds a stolen token must not be able to mint login codes.',
        security: bearerAuth,
        body: RegenerateBackupCodesBody,
        response: { 200: BackupCodes, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request.auth.userId);
      if (!user.totpEnabled || !user.totpSecret) throw httpError(400, NOT_ENABLED);
      const password = request.body?.password ?? '';
      const code = (request.body?.code ?? '').trim();
      if (password) await checkPassword(reply, user, password);
      else if (code) await checkCode(user, code);
      else throw httpError(400, 'Enter your password or a current code to get new backup codes');
      const codes = await app.twoFactor.regenerateBackupCodes(user.id);
      return { backup_codes: codes };
    },
  );

  // Second login step (see AccountService.secondFactorLogin): bound to the password step's challenge.
  app.post(
    '/verify-login',
    {
      config: { rateLimit: RATE_LIMITS.twoFactorLogin },
      schema: {
        tags,
        summary: "Finish a login that answered '2FA required', with a code from the authenticator app",
        body: VerifyLoginBody,
        response: { 200: LoginResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const code = assertSixDigits(request.body.code);
      return accounts.secondFactorLogin(request, request.body.email, request.body.challenge_id, { totp: code });
    },
  );

  app.post(
    '/verify-backup-code',
    {
      config: { rateLimit: RATE_LIMITS.twoFactorLogin },
      schema: {
        tags,
        summary: "Finish a login that answered '2FA required', with a single-use backup code",
        body: VerifyBackupCodeBody,
        response: { 200: LoginResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const backupCode = request.body.backup_code.trim();
      if (!backupCode) throw httpError(400, 'Backup code is required');
      return accounts.secondFactorLogin(request, request.body.email, request.body.challenge_id, { backupCode });
    },
  );
};

export default twoFactorRoutes;
