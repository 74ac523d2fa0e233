import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { meetingExportFilters } from '../../../exports/meeting-filters.js';
import { meetingsTable } from '../../../exports/meetings.js';
import { EXPORT_FORMATS } from '../../../exports/table.js';
import { RATE_LIMITS } from '../../../plugins/external/rate-limit.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { EXPORT_DESCRIPTION, ExportFile, MeetingExportQuery } from '../../../schemas/exports.js';
import { oneOf } from '../../../schemas/query.js';
import { sendExport } from './send.js';

/** /api/meetings/export: the meetings list under the Meetings page's filters, as CSV or XLSX. */
const meetingExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/export',
    {
      config: { apiKeyScope: 'meetings', rateLimit: RATE_LIMITS.export },
      schema: {
        tags: ['meetings', 'exports'],
        summary: "The meetings list under the Meetings page's filters, with the company's alert counts, as CSV or XLSX",
        description: EXPORT_DESCRIPTION,
        security: bearerAuth,
        querystring: MeetingExportQuery,
        response: { 200: ExportFile, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const format = oneOf(request.query.format, EXPORT_FORMATS, 'Format');
      const filters = meetingExportFilters(request.query);
      return sendExport(reply, await meetingsTable(app.db, request.auth.companyId, filters), format);
    },
  );
};

export default meetingExportRoutes;
