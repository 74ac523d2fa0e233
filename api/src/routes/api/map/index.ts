import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { buildMap } from '../../../map/service.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { MapOut, MapQuery } from '../../../schemas/map.js';

/** The map of the caller's company: its properties, the matching radii and the items matched around them. */
const mapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags: ['map'],
        summary:
          "The company's properties with the matching radii, and the agenda items matched to them in a period, each at its point nearest the property (newest first, `limit` at most)",
        security: bearerAuth,
        querystring: MapQuery,
        response: { 200: MapOut, ...errors(400, 401, 404) },
      },
    },
    async (request) => buildMap(app.db, app.config, request.auth.companyId, request.query),
  );
};

export default mapRoutes;
