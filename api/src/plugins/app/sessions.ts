import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  assertPlatformOperator,
  assertRole,
  createSessionService,
  type AuthContext,
  type SessionService,
  type UserRole,
} from '../../auth/session-service.js';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** onRequest/preHandler hook: verifies the bearer JWT and its session row, then sets `request.auth`. */
    authenticate: Hook;
    requireRole(...roles: UserRole[]): Hook;
    /** preValidation hook: only platform operators pass (operator controls, not any company's admin). */
    requirePlatformOperator: Hook;
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
}

export default fp(
  async (app) => {
    const service = createSessionService({
      db: app.db,
      statements: app.database.statements,
      accessTokens: app.accessTokens,
      accessTokenTtlMinutes: app.config.accessTokenTtlMinutes,
    });
    app.decorate('sessions', service);

    app.decorateRequest('auth', null as unknown as AuthContext);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.auth = await service.authenticate(request.headers.authorization);
    });

    app.decorate('requireRole', (...roles: UserRole[]) => async (request: FastifyRequest) => {
      assertRole(request.auth, roles);
    });

    app.decorate('requirePlatformOperator', async (request: FastifyRequest) => {
      assertPlatformOperator(request.auth);
    });
  },
  { name: 'sessions', dependencies: ['db', 'access-tokens'] },
);
