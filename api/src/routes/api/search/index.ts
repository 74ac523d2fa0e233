import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { intQuery } from '../../../schemas/query.js';
import { SearchOut, SearchQuery } from '../../../schemas/search.js';
import { DEFAULT_LIMIT, MAX_LIMIT, search } from '../../../search/service.js';

/**
 * One search across the app (docs/api/search.md): the header's box. Signed-in users only: its answer spans every
 * API-key scope (alerts, properties, meetings, registries), so no read-only key is accepted (docs/api-keys.md).
 */
const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags: ['search'],
        summary:
          "One search: the company's alerts, properties and uploaded documents, and the shared agenda items, meetings, documents, applications, provincial proposals, tribunal and mayoral decisions, grouped by kind. Sign-in only (no API key)",
        security: bearerAuth,
        querystring: SearchQuery,
        response: { 200: SearchOut, ...errors(400, 401, 403) },
      },
    },
    async (request) =>
      search(
        app.db,
        request.auth.companyId,
        request.query.q,
        intQuery(request.query.limit, 'limit', 1, MAX_LIMIT, DEFAULT_LIMIT),
      ),
  );
};

export default searchRoutes;
