import { randomUUID } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { companies, invitations, passwordHistory, passwordResetTokens, users } from '../../../db/schema/index.js';
import { asSystem, setRequestTenant } from '../../../db/tenant-context.js';
import { sha256Hex } from '../../../lib/crypto.js';
import { httpError } from '../../../lib/http-error.js';
import { assertPasswordAcceptable, isValidEmail, normalizeEmail } from '../../../lib/password-policy.js';
import { RATE_LIMITS } from '../../../plugins/external/rate-limit.js';
import { ATTEMPT_LIMITS } from '../../../plugins/app/attempt-limits.js';
import {
  bearerAuth,
  DetailResponse,
  errors,
  LoginResponse,
  NullableDateTime,
  UserOut,
} from '../../../schemas/common.js';

const TRIAL_DAYS = 30;
const DAY_MS = 86_400_000;
const RESET_REQUESTED = 'If an account exists for this email, a password reset link has been sent.';
const INVALID_LOGIN = 'Invalid email or password';
const INVALID_RESET = 'Invalid or expired reset token';
const INVALID_INVITE = 'Invalid or expired invite token';

const tags = ['auth'];

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/register',
    {
      config: { rateLimit: RATE_LIMITS.register },
      schema: {
        tags,
        summary: 'Create a company and its first (admin) user, and log in',
        body: Type.Object({
          email: Type.String({ maxLength: 254 }),
          password: Type.String(),
          first_name: Type.String({ maxLength: 100 }),
          last_name: Type.Optional(Type.String({ maxLength: 100 })),
          company_name: Type.String({ maxLength: 200 }),
          enroll_in_trial: Type.Optional(Type.Boolean()),
        }),
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
      assertPasswordAcceptable(body.password, { email, firstName, lastName });
      // E-mail addresses are unique across companies: looked up in a system context (row-level security).
      if (await asSystem('sign-up: is the e-mail taken', () => app.users.findByEmail(email))) {
        throw httpError(400, 'An account with this email already exists');
      }

      const passwordHash = await app.passwords.hash(body.password);
      const now = new Date();
      // The new company's id is chosen here so that everything below runs in its tenant context.
      const companyId = randomUUID();
      setRequestTenant(companyId);
      try {
        const result = await app.db.transaction(async (tx) => {
          const [company] = await tx
            .insert(companies)
            .values({
              id: companyId,
              name: companyName,
              contactEmail: email,
              trialStartedAt: body.enroll_in_trial ? now : null,
              trialEndsAt: body.enroll_in_trial ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS) : null,
            })
            .returning();
          const [user] = await tx
            .insert(users)
            .values({
              companyId: company!.id,
              email,
              firstName,
              lastName,
              passwordHash,
              role: 'admin',
              passwordChangedAt: now,
            })
            .returning();
          await tx.insert(passwordHistory).values({ userId: user!.id, changedAt: now });
          return app.sessions.start(request, user!, company!, tx);
        });
        return reply.code(201).send(result);
      } catch (error) {
        // Two sign-ups racing for the same email: the unique index decides.
        if ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') {
          throw httpError(400, 'An account with this email already exists');
        }
        throw error;
      }
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
        body: Type.Object({ email: Type.String({ maxLength: 254 }), password: Type.String() }),
        response: {
          200: LoginResponse,
          403: Type.Object({
            detail: Type.String(),
            challenge_id: Type.Optional(Type.String({ description: 'Required by the second step; valid 5 minutes, single use' })),
          }),
          ...errors(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      if (!email.trim()) throw httpError(400, 'Email is required');
      if (!password) throw httpError(400, 'Password is required');
      // Counted per address whether or not an account has it: the 429 tells nothing about which accounts exist.
      const attempt = await app.attempts.begin(reply, 'login', normalizeEmail(email).slice(0, 254));
      const user = email.length <= 254 ? await asSystem('login by e-mail', () => app.users.findByEmail(email)) : undefined;
      if (user) setRequestTenant(user.companyId);
      // Unknown emails and invited users are checked against a dummy hash: same answer, similar timing.
      const ok = await app.passwords.verify(password.length <= 1024 ? user?.passwordHash : null, password.slice(0, 1024));
      if (!user || !ok || user.role === 'invited') throw httpError(401, INVALID_LOGIN);
      await attempt.succeeded();
      if (user.totpEnabled) {
        const challengeId = await app.twoFactor.openChallenge(user.id);
        return reply.code(403).send({ detail: '2FA required', challenge_id: challengeId });
      }
      const found = await app.users.findWithCompany(user.id);
      return app.sessions.start(request, found!.user, found!.company);
    },
  );

  app.get(
    '/me',
    {
      onRequest: [app.authenticate],
      schema: { tags, summary: 'The signed-in user', security: bearerAuth, response: { 200: UserOut, ...errors(401) } },
    },
    async (request) => {
      const found = await app.users.findWithCompany(request.auth.userId);
      if (!found) throw httpError(401, 'Could not validate credentials');
      return app.users.toUserOut(found.user, found.company);
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
          200: Type.Object({
            is_trial_active: Type.Boolean(),
            days_remaining: Type.Integer({ minimum: 0 }),
            trial_ends_at: NullableDateTime,
          }),
          ...errors(401),
        },
      },
    },
    async (request) => {
      const [company] = await app.db
        .select({ trialEndsAt: companies.trialEndsAt })
        .from(companies)
        .where(eq(companies.id, request.auth.companyId));
      const endsAt = company?.trialEndsAt ?? null;
      const remainingMs = endsAt ? endsAt.getTime() - Date.now() : 0;
      return {
        is_trial_active: remainingMs > 0,
        days_remaining: remainingMs > 0 ? Math.ceil(remainingMs / DAY_MS) : 0,
        trial_ends_at: endsAt ? endsAt.toISOString() : null,
      };
    },
  );

  app.post(
    '/request-password-reset',
    {
      config: { rateLimit: RATE_LIMITS.passwordResetRequest },
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer whether or not the account exists)',
        body: Type.Object({ email: Type.String({ maxLength: 254 }) }),
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
        body: Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })), password: Type.String() }),
        response: { 200: DetailResponse, ...errors(400, 429) },
      },
    },
    async (request) => {
      const token = request.body.token?.trim();
      if (!token) throw httpError(400, 'Invalid or missing reset token');
      const tokenHash = sha256Hex(token);
      const [found] = await asSystem('password reset token lookup', () => app.db
        .select({ tokenId: passwordResetTokens.id, user: users })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        ));
      if (!found) throw httpError(400, INVALID_RESET);
      const { user } = found;
      setRequestTenant(user.companyId);
      assertPasswordAcceptable(request.body.password, { email: user.email, firstName: user.firstName, lastName: user.lastName });
      const passwordHash = await app.passwords.hash(request.body.password);

      await app.db.transaction(async (tx) => {
        const now = new Date();
        // Consuming the token is the atomic step: of two concurrent confirms only one gets a row back.
        const consumed = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.id, found.tokenId), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
          .returning({ id: passwordResetTokens.id });
        if (consumed.length === 0) throw httpError(400, INVALID_RESET);
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now, twoFactorChallengeUntil: null, twoFactorChallengeHash: null })
          .where(eq(users.id, user.id));
        await tx.insert(passwordHistory).values({ userId: user.id, changedAt: now });
        await app.sessions.revokeAll(user.id, undefined, tx);
      });
      return { detail: 'Password has been reset successfully.' };
    },
  );

  /** The pending invitation for a raw token, or a 400. */
  async function findInvitation(rawToken: string | undefined) {
    const token = rawToken?.trim();
    if (!token) throw httpError(400, 'Invalid or missing invite token');
    const [found] = await asSystem('invitation token lookup', () => app.db
      .select({ invitationId: invitations.id, user: users, company: companies })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.userId))
      .innerJoin(companies, eq(companies.id, invitations.companyId))
      .where(
        and(
          eq(invitations.tokenHash, sha256Hex(token)),
          isNull(invitations.acceptedAt),
          gt(invitations.expiresAt, new Date()),
          eq(users.role, 'invited'),
        ),
      ));
    if (!found) throw httpError(400, INVALID_INVITE);
    setRequestTenant(found.company.id);
    return found;
  }

  app.get(
    '/invite-details',
    {
      config: { rateLimit: RATE_LIMITS.acceptInvite },
      schema: {
        tags,
        summary: 'Who an invitation is for',
        querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: {
          200: Type.Object({ email: Type.String(), first_name: Type.String(), last_name: Type.String(), company_name: Type.String() }),
          ...errors(400, 429),
        },
      },
    },
    async (request) => {
      const { user, company } = await findInvitation(request.query.token);
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
        body: Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })), password: Type.String() }),
        response: { 200: LoginResponse, ...errors(400, 429) },
      },
    },
    async (request) => {
      const found = await findInvitation(request.body.token);
      const { user } = found;
      assertPasswordAcceptable(request.body.password, { email: user.email, firstName: user.firstName, lastName: user.lastName });
      const passwordHash = await app.passwords.hash(request.body.password);
      return app.db.transaction(async (tx) => {
        const now = new Date();
        const accepted = await tx
          .update(invitations)
          .set({ acceptedAt: now })
          .where(and(eq(invitations.id, found.invitationId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
          .returning({ id: invitations.id });
        if (accepted.length === 0) throw httpError(400, INVALID_INVITE);
        // Invitations always make analysts, whatever role was asked for when inviting.
        const [updated] = await tx
          .update(users)
          .set({ passwordHash, role: 'analyst', passwordChangedAt: now })
          .where(and(eq(users.id, user.id), eq(users.role, 'invited')))
          .returning();
        if (!updated) throw httpError(400, INVALID_INVITE);
        await tx.insert(passwordHistory).values({ userId: user.id, changedAt: now });
        return app.sessions.start(request, updated, found.company, tx);
      });
    },
  );
};

export default authRoutes;
