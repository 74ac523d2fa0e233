import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { alertExportFilters } from '../../../exports/alert-filters.js';
import { renderAlertPdf } from '../../../exports/alert-pdf.js';
import { alertReportData } from '../../../exports/alert-report-data.js';
import { alertsTable } from '../../../exports/alerts.js';
import { EXPORT_FORMATS } from '../../../exports/table.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { AlertExportQuery, EXPORT_DESCRIPTION, ExportFile, PdfFile } from '../../../schemas/exports.js';
import { IdParams, oneOf, pathId } from '../../../schemas/query.js';
import { RATE_LIMITS } from '../../../plugins/external/rate-limit.js';
import { sendExport } from './send.js';

const tags = ['alerts', 'exports'];

/** /api/alerts/export (the list as CSV or XLSX) and /api/alerts/{id}/pdf (one alert as a PDF report). */
const alertExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/export',
    {
      config: { apiKeyScope: 'alerts', rateLimit: RATE_LIMITS.export },
      schema: {
        tags,
        summary: "The alert list under the Alerts page's filters (a property's alerts with propertyId), as CSV or XLSX",
        description: EXPORT_DESCRIPTION,
        security: bearerAuth,
        querystring: AlertExportQuery,
        response: { 200: ExportFile, ...errors(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.auth;
      const format = oneOf(request.query.format, EXPORT_FORMATS, 'Format');
      const filters = await alertExportFilters(app.db, companyId, request.query);
      return sendExport(
        reply,
        await alertsTable(app.database.statements, companyId, filters, app.config.publicUrl),
        format,
      );
    },
  );

  app.get(
    '/:id/pdf',
    {
      config: { apiKeyScope: 'alerts', rateLimit: RATE_LIMITS.export },
      schema: {
        tags,
        summary:
          'One alert as a PDF report: its facts, a map of the property and the items, the items with why they matched, the follow timeline and the citations',
        security: bearerAuth,
        params: IdParams,
        response: { 200: PdfFile, ...errors(401, 404, 413, 429, 502) },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id, 'Alert not found');
      const data = await alertReportData(app.db, app.config, request.auth, id);
      const pdf = await renderAlertPdf(data);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="parcelwatch-alert-${data.alert.id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};

export default alertExportRoutes;
