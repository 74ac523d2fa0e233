import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createAccountService } from '../../../auth/account-service.js';
import { ATTEMPT_LIMITS } from '../../../auth/attempt-limits.js';
import { trialStatus } from '../../../companies/trial.js';
import { findTrialEnd } from '../../../companies/repository.js';
import { httpError } from '../../../lib/http-error.js';
import { assertPasswordAcceptable, isValidEmail, normalizeEmail } from '../../../lib/password-policy.js';
import { RATE_LIMITS } from '../../../plugins/external/rate-limit.js';
import {
  AcceptInviteBody,
  InviteDetails,
  InviteTokenQuery,
  isUserLanguage,
  LANGUAGE_INVALID,
  LanguageBody,
  LoginBody,
  LoginChallenge,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  RegisterBody,
  TrialStatus,
} from '../../../schemas/auth.js';
import { bearerAuth, DetailResponse, errors, LoginResponse, UserOut } from '../../../schemas/common.js';
import { createUsersRepository } from '../../../auth/users-repository.js';

const RESET_REQUESTED = 'If an account exists for this email, a password reset link has been sent.';

const tags = ['auth'];

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = createUsersRepository(app.db);
  const accounts = createAccountService({
    db: app.db,
    passwords: app.passwords,
    sessions: app.sessions,
    users,
    attempts: app.attempts,
    twoFactor: app.twoFactor,
  });

  app.post(
    '/register',
    {
      config: { rateLimit: RATE_LIMITS.register },
      schema: {
        tags,
        summary: 'Create a company and its first (admin) user, and log in',
        body: RegisterBody,
        response: { 201: LoginResponse, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const companyName = body.company_name.trim();
      const email = normalizeEmail(body.email);
      const firstName = body.first_name.trim();
      const lastName = (body.last_name ?? '').trim();
      if (!companyName) throw httpError(400, 'Company name is required');
      if (!email) throw httpError(400, 'Email is required');
      if (!isValidEmail(email)) throw httpError(400, 'Please enter a valid email address');
      if (!firstName) throw httpError(400, 'First name is required');
      if (body.language !== undefined && !isUserLanguage(body.language)) throw httpError(400, LANGUAGE_INVALID);
      assertPasswordAcceptable(body.password, { email, firstName, lastName });
      const result = await accounts.register(request, {
        companyName,
        email,
        firstName,
        lastName,
        password: body.password,
        enrollInTrial: !!body.enroll_in_trial,
        language: body.language,
      });
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags,
        summary: 'Log in with email and password',
        description:
          "Answers 403 '2FA required' with a `challenge_id` when the account has two-factor authentication; then call " +
          '/api/two-factor/verify-login (or verify-backup-code) with that challenge_id within 5 minutes. ' +
          `At most ${ATTEMPT_LIMITS.login.max} failed attempts per account in ${ATTEMPT_LIMITS.login.windowMs / 60_000} minutes (429).`,
        body: LoginBody,
        response: {
          200: LoginResponse,
          403: LoginChallenge,
          ...errors(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      if (!email.trim()) throw httpError(400, 'Email is required');
      if (!password) throw httpError(400, 'Password is required');
      const outcome = await accounts.login(reply, request, email, password);
      if ('challengeId' in outcome)
        return reply.code(403).send({ detail: '2FA required', challenge_id: outcome.challengeId });
      return outcome.session;
    },
  );

  app.get(
    '/me',
    {
      onRequest: [app.authenticate],
      schema: { tags, summary: 'The signed-in user', security: bearerAuth, response: { 200: UserOut, ...errors(401) } },
    },
    async (request) => {
      const found = await users.findWithCompany(request.auth.userId);
      if (!found) throw httpError(401, 'Could not validate credentials');
      return users.toUserOut(found.user, found.company);
    },
  );

  app.put(
    '/me/language',
    {
      schema: {
        tags,
        summary: "Set the signed-in user's language (en-CA or fr-CA)",
        security: bearerAuth,
        body: LanguageBody,
        response: { 200: UserOut, ...errors(400, 401) },
      },
      onRequest: [app.authenticate],
    },
    async (request) => {
      const language = request.body.language;
      if (!isUserLanguage(language)) throw httpError(400, LANGUAGE_INVALID);
      const user = await users.setLanguage(request.auth.userId, language);
      const found = user && (await users.findWithCompany(user.id));
      if (!found) throw httpError(401, 'Could not validate credentials');
      return users.toUserOut(found.user, found.company);
    },
  );

  app.get(
    '/trial-status',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: "The company's free-trial status",
        security: bearerAuth,
        response: {
          200: TrialStatus,
          ...errors(401),
        },
      },
    },
    async (request): Promise<TrialStatus> => {
      const endsAt = (await findTrialEnd(app.db, request.auth.companyId)) ?? null;
      return { ...trialStatus(endsAt), trial_ends_at: endsAt ? endsAt.toISOString() : null };
    },
  );

  app.post(
    '/request-password-reset',
    {
      config: { rateLimit: RATE_LIMITS.passwordResetRequest },
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer whether or not the account exists)',
        body: PasswordResetRequestBody,
        response: { 200: DetailResponse, ...errors(400, 429) },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (!email) throw httpError(400, 'Email is required');
      // The lookup and the mail happen in a job: the answer comes after the same work for every address.
      if (isValidEmail(email)) await app.passwordResets.request(email);
      return { detail: RESET_REQUESTED };
    },
  );

  app.post(
    '/reset-password-confirm',
    {
      config: { rateLimit: RATE_LIMITS.passwordResetConfirm },
      schema: {
        tags,
        summary: 'Set a new password with a reset token (signs out every session)',
        body: PasswordResetConfirmBody,
        response: { 200: DetailResponse, ...errors(400, 429) },
      },
    },
    async (request) => {
      const token = request.body.token?.trim();
      if (!token) throw httpError(400, 'Invalid or missing reset token');
      await accounts.resetPassword(token, request.body.password);
      return { detail: 'Password has been reset successfully.' };
    },
  );

  app.get(
    '/invite-details',
    {
      config: { rateLimit: RATE_LIMITS.acceptInvite },
      schema: {
        tags,
        summary: 'Who an invitation is for',
        querystring: InviteTokenQuery,
        response: {
          200: InviteDetails,
          ...errors(400, 429),
        },
      },
    },
    async (request): Promise<InviteDetails> => {
      const { user, company } = await accounts.findInvitation(request.query.token);
      return { email: user.email, first_name: user.firstName, last_name: user.lastName, company_name: company.name };
    },
  );

  app.post(
    '/accept-invite',
    {
      config: { rateLimit: RATE_LIMITS.acceptInvite },
      schema: {
        tags,
        summary: 'Accept an invitation: set a password, become an analyst, and log in',
        body: AcceptInviteBody,
        response: { 200: LoginResponse, ...errors(400, 429) },
      },
    },
    async (request) => accounts.acceptInvitation(request, request.body.token, request.body.password),
  );
};

export default authRoutes;
