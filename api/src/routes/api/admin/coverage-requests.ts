import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { coverageRequestRanking } from '../../../coverage/service.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { CoverageRequestRankOut } from '../../../schemas/coverage.js';

/**
 * Coverage requests of every company, ranked by the properties waiting for them: platform operators only (they
 * span companies; a company admin gets 403).
 */
const coverageRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/coverage-requests',
    {
      preValidation: [app.requirePlatformOperator],
      schema: {
        tags: ['admin'],
        summary: 'Coverage requests per municipality, ranked by properties waiting (platform operators only)',
        security: bearerAuth,
        response: { 200: Type.Array(CoverageRequestRankOut), ...errors(401, 403) },
      },
    },
    async () => coverageRequestRanking(app.db),
  );
};

export default coverageRequestRoutes;
