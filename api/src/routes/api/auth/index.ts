import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createAccountService } from '../../../auth/account-service.js';
import { insertChatSession, listPasswordChanges } from '../../../auth/account-repository.js';
import { countActiveSessions, listActiveSessions } from '../../../auth/sessions-repository.js';
import { UUID_RE } from '../../../lib/crypto.js';
import { httpError } from '../../../lib/http-error.js';
import { assertPasswordAcceptable } from '../../../lib/password-policy.js';
import { RATE_LIMITS } from '../../../plugins/external/rate-limit.js';
import {
  ChangePasswordBody,
  ChatSession,
  PasswordHistory,
  RevokedSessions,
  SecuritySettings,
  SessionIdParams,
  SessionOut,
} from '../../../schemas/auth.js';
import { bearerAuth, DetailResponse, errors } from '../../../schemas/common.js';
import { createUsersRepository } from '../../../auth/users-repository.js';

const tags = ['security'];
const CHAT_SESSION_TTL_MS = 60 * 60_000;

const securityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = createUsersRepository(app.db);
  const accounts = createAccountService({
    db: app.db,
    passwords: app.passwords,
    sessions: app.sessions,
    users,
    attempts: app.attempts,
    twoFactor: app.twoFactor,
  });

  // Everything in this area needs a signed-in user.
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session (its token stops working at once)',
        security: bearerAuth,
        response: { 204: Type.Null(), ...errors(401) },
      },
    },
    async (request, reply) => {
      await app.sessions.revoke(request.auth.sessionId, request.auth.userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/sessions',
    {
      schema: {
        tags,
        summary: "The user's active sessions, newest first",
        security: bearerAuth,
        response: { 200: Type.Array(SessionOut), ...errors(401) },
      },
    },
    async (request): Promise<SessionOut[]> => {
      const rows = await listActiveSessions(app.db, request.auth.userId);
      return rows.map((s) => ({
        id: s.id,
        device_info: s.deviceInfo,
        browser_info: s.browserInfo,
        location: s.location,
        ip_address: s.ipAddress,
        created_at: s.createdAt.toISOString(),
        last_active: s.lastActive.toISOString(),
        is_current: s.id === request.auth.sessionId,
      }));
    },
  );

  // Registered before '/sessions/:id' for readability; find-my-way prefers the static segment anyway.
  app.delete(
    '/sessions/revoke-all',
    {
      schema: {
        tags,
        summary: "Revoke all the user's other sessions",
        security: bearerAuth,
        response: { 200: RevokedSessions, ...errors(401) },
      },
    },
    async (request) => ({ revoked: await app.sessions.revokeAll(request.auth.userId, request.auth.sessionId) }),
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Revoke one of your sessions',
        security: bearerAuth,
        params: SessionIdParams,
        response: { 204: Type.Null(), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Someone else's session, an unknown id or garbage: the same 404.
      if (!UUID_RE.test(id) || !(await app.sessions.revoke(id, request.auth.userId))) {
        throw httpError(404, 'Session not found');
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/password-history',
    {
      schema: {
        tags,
        summary: 'When the password was changed',
        security: bearerAuth,
        response: {
          200: PasswordHistory,
          ...errors(401),
        },
      },
    },
    async (request): Promise<PasswordHistory> => {
      const user = await users.findById(request.auth.userId);
      const history = await listPasswordChanges(app.db, request.auth.userId, 50);
      return {
        last_changed: user?.passwordChangedAt?.toISOString() ?? null,
        history: history.map((changedAt) => ({ changed_at: changedAt.toISOString() })),
      };
    },
  );

  app.get(
    '/security-settings',
    {
      schema: {
        tags,
        summary: 'Security overview of the signed-in user',
        security: bearerAuth,
        response: {
          200: SecuritySettings,
          ...errors(401),
        },
      },
    },
    async (request): Promise<SecuritySettings> => {
      const user = await users.findById(request.auth.userId);
      const active = await countActiveSessions(app.db, request.auth.userId);
      return {
        two_factor_enabled: !!user?.totpEnabled,
        backup_codes_remaining: user?.totpEnabled ? await app.twoFactor.remainingBackupCodes(request.auth.userId) : 0,
        password_last_changed: user?.passwordChangedAt?.toISOString() ?? null,
        active_sessions: active,
      };
    },
  );

  app.post(
    '/change-password',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags,
        summary: "Change the password; the user's other sessions are signed out",
        security: bearerAuth,
        body: ChangePasswordBody,
        response: { 200: DetailResponse, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { current_password: current, new_password: next } = request.body;
      const user = await users.findById(request.auth.userId);
      if (!user) throw httpError(401, 'Could not validate credentials');
      const attempt = await app.attempts.begin(reply, 'reauth', user.id);
      if (!(await app.passwords.verify(user.passwordHash, current.slice(0, 1024)))) {
        throw httpError(400, 'Current password is incorrect');
      }
      await attempt.succeeded();
      assertPasswordAcceptable(next, { email: user.email, firstName: user.firstName, lastName: user.lastName });
      if (next === current) throw httpError(400, 'The new password must be different from the current one');
      await accounts.changePassword(user.id, next, request.auth.sessionId);
      return { detail: 'Password changed successfully.' };
    },
  );

  app.post(
    '/chatkit/session',
    {
      config: { rateLimit: RATE_LIMITS.chat },
      schema: {
        tags: ['auth'],
        summary: 'Register an AI-chat session for the signed-in user',
        security: bearerAuth,
        response: { 200: ChatSession, ...errors(401, 429) },
      },
    },
    async (request): Promise<ChatSession> => {
      const row = await insertChatSession(
        app.db,
        request.auth.companyId,
        request.auth.userId,
        new Date(Date.now() + CHAT_SESSION_TTL_MS),
      );
      return { session_id: row.id, expires_at: row.expiresAt.toISOString() };
    },
  );
};

export default securityRoutes;
