import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq } from 'drizzle-orm';
import { problemReports, REPORT_CATEGORIES, REPORT_PRIORITIES, REPORT_STATUSES, users, type ProblemReport } from '../../../db/schema/index.js';
import { UUID_RE } from '../../../lib/crypto.js';
import { httpError } from '../../../lib/http-error.js';
import { bearerAuth, DateTime, errors } from '../../../schemas/common.js';

const tags = ['reports'];

const ReportUser = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
});

const Report = Type.Object({
  id: Type.String({ format: 'uuid' }),
  subject: Type.String(),
  category: Type.Enum([...REPORT_CATEGORIES]),
  description: Type.String(),
  priority: Type.Enum([...REPORT_PRIORITIES]),
  status: Type.Enum([...REPORT_STATUSES]),
  created_at: DateTime,
  user: Type.Union([ReportUser, Type.Null()], { description: 'The author; null once the author was removed from the company' }),
});

type Row = { report: ProblemReport; user: typeof users.$inferSelect | null };

const toReport = ({ report, user }: Row) => ({
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
  app.addHook('onRequest', app.authenticate);

  const selectReports = () =>
    app.db.select({ report: problemReports, user: users }).from(problemReports).leftJoin(users, eq(users.id, problemReports.userId));

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Send a support or bug report',
        security: bearerAuth,
        body: Type.Object({
          subject: Type.String({ maxLength: 200 }),
          category: Type.Optional(Type.Enum([...REPORT_CATEGORIES], { default: 'bug' })),
          description: Type.String({ maxLength: 20000 }),
          priority: Type.Optional(Type.Enum([...REPORT_PRIORITIES], { default: 'medium' })),
        }),
        response: { 201: Report, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const subject = request.body.subject.trim();
      const description = request.body.description.trim();
      if (!subject) throw httpError(400, 'Subject is required');
      if (!description) throw httpError(400, 'Description is required');
      const [report] = await app.db
        .insert(problemReports)
        .values({
          companyId: request.auth.companyId,
          userId: request.auth.userId,
          subject,
          description,
          category: request.body.category ?? 'bug',
          priority: request.body.priority ?? 'medium',
        })
        .returning();
      const user = (await app.users.findById(request.auth.userId)) ?? null;
      request.log.info({ report: report!.id, category: report!.category, priority: report!.priority }, 'problem report received');
      return reply.code(201).send(toReport({ report: report!, user }));
    },
  );

  app.get(
    '/',
    {
      schema: { tags, summary: 'My reports, newest first', security: bearerAuth, response: { 200: Type.Array(Report), ...errors(401) } },
    },
    async (request) => {
      const rows = await selectReports()
        .where(and(eq(problemReports.companyId, request.auth.companyId), eq(problemReports.userId, request.auth.userId)))
        .orderBy(desc(problemReports.createdAt), desc(problemReports.id));
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
      const rows = await selectReports()
        .where(eq(problemReports.companyId, request.auth.companyId))
        .orderBy(desc(problemReports.createdAt), desc(problemReports.id));
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
        params: Type.Object({ id: Type.String() }),
        response: { 200: Report, ...errors(401, 404) },
      },
    },
    async (request) => {
      if (!UUID_RE.test(request.params.id)) throw httpError(404, 'Report not found');
      const [row] = await selectReports().where(
        and(eq(problemReports.id, request.params.id), eq(problemReports.companyId, request.auth.companyId)),
      );
      if (!row || (request.auth.role !== 'admin' && row.report.userId !== request.auth.userId)) throw httpError(404, 'Report not found');
      return toReport(row);
    },
  );
};

export default reportRoutes;
