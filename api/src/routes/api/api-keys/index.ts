import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  createApiKey,
  listApiKeys,
  MAX_LIVE_KEYS,
  revokeApiKey,
  TooManyKeysError,
  type ApiKeyRow,
} from '../../../auth/api-keys.js';
import { httpError } from '../../../lib/http-error.js';
import { ApiKey, ApiKeyParams, CreatedApiKey, NewApiKeyBody } from '../../../schemas/api-keys.js';
import { bearerAuth, errors } from '../../../schemas/common.js';

const tags = ['api-keys'];
const DAY_MS = 86_400_000;

const toApiKey = (row: ApiKeyRow, now = new Date()): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  expires_at: row.expiresAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  created_by: row.createdByEmail,
  status: row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active',
});

/** The company's read-only API keys (Settings -> API keys): admins only. */
const apiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preValidation', app.requireRole('admin'));

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "The company's API keys, newest first, with their last use (admins only)",
        security: bearerAuth,
        response: { 200: Type.Array(ApiKey), ...errors(401, 403) },
      },
    },
    async (request) => (await listApiKeys(app.db, request.auth.companyId)).map((row) => toApiKey(row)),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: `Creates a read-only API key, answered once (admins only; at most ${MAX_LIVE_KEYS} live keys)`,
        security: bearerAuth,
        body: NewApiKeyBody,
        response: { 201: CreatedApiKey, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const name = request.body.name.trim();
      if (!name) throw httpError(400, 'Name is required');
      try {
        const { key, row } = await createApiKey(app.db, {
          companyId: request.auth.companyId,
          userId: request.auth.userId,
          name,
          scopes: request.body.scopes,
          expiresAt: new Date(Date.now() + request.body.expires_in_days * DAY_MS),
        });
        return reply.code(201).send({ ...toApiKey(row), key });
      } catch (error) {
        if (error instanceof TooManyKeysError) throw httpError(409, error.message);
        throw error;
      }
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Revokes an API key: it is refused from then on (admins only)',
        security: bearerAuth,
        params: ApiKeyParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await revokeApiKey(app.db, request.auth.companyId, request.params.id)))
        throw httpError(404, 'API key not found');
      return reply.code(204).send(null);
    },
  );
};

export default apiKeyRoutes;
