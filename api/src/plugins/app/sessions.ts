import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiKey, verifyApiKey } from '../../auth/api-keys.js';
import type { ApiKeyScope } from '../../db/schema/index.js';
import { asSystem, setRequestTenant } from '../../db/tenant-context.js';
import { httpError } from '../../lib/http-error.js';
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
  interface FastifyContextConfig {
    /** A GET route that accepts a read-only API key holding this scope (auth/api-keys.ts). */
    apiKeyScope?: ApiKeyScope;
  }
}

export const API_KEY_INVALID = 'Invalid, revoked or expired API key.';
export const API_KEY_NOT_HERE =
  'API keys are read-only: they are accepted only by the GET routes the API documentation marks for them.';
export const apiKeyMissingScope = (scope: string) => `This API key does not have the "${scope}" scope.`;

const bearer = (header: string | undefined) => (header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined);

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

    /** A request made with an API key: only a GET route of the key's scopes, as a member of the key's company. */
    const authenticateKey = async (request: FastifyRequest, key: string): Promise<AuthContext> => {
      const found = await asSystem('API key: the company of a key', () => verifyApiKey(app.db, key));
      if (!found || !found.createdBy) throw httpError(401, API_KEY_INVALID);
      const scope = request.routeOptions.config.apiKeyScope;
      if (!scope || (request.method !== 'GET' && request.method !== 'HEAD')) throw httpError(403, API_KEY_NOT_HERE);
      if (!found.scopes.includes(scope)) throw httpError(403, apiKeyMissingScope(scope));
      setRequestTenant(found.companyId);
      return {
        userId: found.createdBy,
        companyId: found.companyId,
        sessionId: `api-key:${found.id}`,
        role: 'analyst',
        platformOperator: false,
      };
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearer(request.headers.authorization);
      request.auth =
        token && isApiKey(token)
          ? await authenticateKey(request, token)
          : await service.authenticate(request.headers.authorization);
    });

    // A route that accepts API keys says so in the OpenAPI document: the scheme, and the scope it needs.
    app.addHook('onRoute', (route) => {
      const scope = route.config?.apiKeyScope;
      if (!scope || !route.schema) return;
      const schema = route.schema as { security?: Array<Record<string, string[]>>; 'x-api-key-scope'?: string };
      schema.security = [...(schema.security ?? []), { apiKey: [] }];
      schema['x-api-key-scope'] = scope;
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
