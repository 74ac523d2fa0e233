import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EXPORT_FORMATS, EXPORT_MAX_ROWS } from '../../../exports/table.js';
import { watchMatchesTable } from '../../../exports/watch-matches.js';
import { RATE_LIMITS } from '../../../plugins/external/rate-limit.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { EXPORT_DESCRIPTION, ExportFile, FormatQuery } from '../../../schemas/exports.js';
import { oneOf } from '../../../schemas/query.js';
import { WatchParams } from '../../../schemas/watches.js';

import { sendExport } from './send.js';

/** /api/watches/{id}/matches/export: a watch list's matches, as CSV or XLSX (who may see the watch: watches/service.ts). */
const watchExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/:id/matches/export',
    {
      config: { rateLimit: RATE_LIMITS.export },
      schema: {
        tags: ['watches', 'exports'],
        summary: "A watch list's matches (its alerts, newest first), as CSV or XLSX",
        description: EXPORT_DESCRIPTION,
        security: bearerAuth,
        params: WatchParams,
        querystring: FormatQuery,
        response: { 200: ExportFile, ...errors(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const format = oneOf(request.query.format, EXPORT_FORMATS, 'Format');
      const viewer = {
        companyId: request.auth.companyId,
        userId: request.auth.userId,
        isAdmin: request.auth.role === 'admin',
      };
      const matches = await app.watches.matches(viewer, request.params.id, EXPORT_MAX_ROWS + 1);
      return sendExport(reply, watchMatchesTable(matches, app.config.publicUrl), format);
    },
  );
};

export default watchExportRoutes;
