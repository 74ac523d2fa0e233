import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../../lib/http-error.js';
import { createMayoralDecisionsRepository } from '../../../legal/mayoral-repository.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { MayoralDecision, MayoralListQuery, MunicipalityStat } from '../../../schemas/legal.js';
import { IdParams, intQuery, pathId } from '../../../schemas/query.js';

const tags = ['mayoral-decisions'];
const NOT_FOUND = 'Mayoral decision not found';

/** Mayoral decisions and the bylaws they approved. */
const mayoralRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = createMayoralDecisionsRepository(app.db);

  const listOptions = (hide: boolean) => ({
    config: { apiKeyScope: 'registries' as const },
    schema: {
      hide,
      tags,
      summary: 'Mayoral decisions, newest first, each with its bylaws',
      security: bearerAuth,
      querystring: MayoralListQuery,
      response: { 200: Type.Array(MayoralDecision), ...errors(400, 401) },
    },
  });
  const list = async (request: { query: { municipality_id?: string } }) =>
    repo.list({ municipalityId: intQuery(request.query.municipality_id, 'Municipality id', 1, 2147483647) });
  // The front end calls the list with a trailing slash; both spellings answer.
  app.get('/mayoral-decisions/', listOptions(false), list);
  app.get('/mayoral-decisions', listOptions(true), list);

  app.get(
    '/mayoral-decisions/stats/municipalities',
    {
      schema: {
        tags,
        summary: 'Decisions and bylaws per municipality',
        security: bearerAuth,
        response: { 200: Type.Array(MunicipalityStat), ...errors(401) },
      },
    },
    async () => repo.statsByMunicipality(),
  );

  app.get(
    '/mayoral-decisions/:id',
    {
      config: { apiKeyScope: 'registries' },
      schema: {
        tags,
        summary: 'One mayoral decision with its bylaws',
        security: bearerAuth,
        params: IdParams,
        response: { 200: MayoralDecision, ...errors(401, 404) },
      },
    },
    async (request) => {
      const decision = await repo.get(pathId(request.params.id, NOT_FOUND));
      if (!decision) throw httpError(404, NOT_FOUND);
      return decision;
    },
  );
};

export default mayoralRoutes;
