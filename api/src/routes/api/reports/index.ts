import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findReport, insertReport, listReports, type ReportWithAuthor } from '../../../companies/reports-repository.js';
import { UUID_RE } from '../../../lib/crypto.js';
import { httpError } from '../../../lib/http-error.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { NewReportBody, Report, ReportIdParams } from '../../../schemas/companies.js';
import { createUsersRepository } from '../../../auth/users-repository.js';

const tags = ['reports'];

const toReport = ({ report, user }: ReportWithAuthor): Report => ({
  id: report.id,
  subject: report.subject,
  category: report.category,
  description: report.description,
  priority: report.priority,
  status: report.status,
  created_at: report.createdAt.toISOString(),
  user: user ? { id: user.id, email: user.email, first_name: user.firstName, last_name: user.lastName } : null,
});

/** Support and bug reports (/support). Tenant-scoped: nobody, admins included, lists another company's reports. */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = createUsersRepository(app.db);
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Send a support or bug report',
        security: bearerAuth,
        body: NewReportBody,
        response: { 201: Report, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const subject = request.body.subject.trim();
      const description = request.body.description.trim();
      if (!subject) throw httpError(400, 'Subject is required');
      if (!description) throw httpError(400, 'Description is required');
      const report = await insertReport(app.db, {
        companyId: request.auth.companyId,
        userId: request.auth.userId,
        subject,
        description,
        category: request.body.category ?? 'bug',
        priority: request.body.priority ?? 'medium',
      });
      const user = (await users.findById(request.auth.userId)) ?? null;
      request.log.info(
        { report: report.id, category: report.category, priority: report.priority },
        'problem report received',
      );
      return reply.code(201).send(toReport({ report, user }));
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'My reports, newest first',
        security: bearerAuth,
        response: { 200: Type.Array(Report), ...errors(401) },
      },
    },
    async (request) => {
      const rows = await listReports(app.db, request.auth.companyId, request.auth.userId);
      return rows.map(toReport);
    },
  );

  app.get(
    '/admin/all',
    {
      preValidation: [app.requireRole('admin')],
      schema: {
        tags,
        summary: "Every report of the admin's company, newest first (admins only)",
        description: 'There is no cross-tenant listing: company admins see their own company only.',
        security: bearerAuth,
        response: { 200: Type.Array(Report), ...errors(401, 403) },
      },
    },
    async (request) => {
      const rows = await listReports(app.db, request.auth.companyId);
      return rows.map(toReport);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: "One report: the author's own; an admin may read any of the company's",
        security: bearerAuth,
        params: ReportIdParams,
        response: { 200: Report, ...errors(401, 404) },
      },
    },
    async (request) => {
      if (!UUID_RE.test(request.params.id)) throw httpError(404, 'Report not found');
      const row = await findReport(app.db, request.auth.companyId, request.params.id);
      if (!row || (request.auth.role !== 'admin' && row.report.userId !== request.auth.userId))
        throw httpError(404, 'Report not found');
      return toReport(row);
    },
  );
};

export default reportRoutes;
