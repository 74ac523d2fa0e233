import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ATTEMPT_LIMITS } from '../../../auth/attempt-limits.js';
import { createCompanyService } from '../../../companies/service.js';
import { createTeamService } from '../../../companies/team-service.js';
import { httpError } from '../../../lib/http-error.js';
import { isValidEmail, normalizeEmail } from '../../../lib/password-policy.js';
import { receiveDocument } from '../../uploads/receive-upload.js';
import { bearerAuth, errors, UserOut } from '../../../schemas/common.js';
import {
  CompanyExport,
  CompanyOut,
  CompanySettingsBody,
  CompanyUser,
  DeleteCompanyBody,
  InviteBody,
  MonitoredMunicipalities,
  MonitoredMunicipalitiesBody,
  ProfileBody,
  RoleChangeBody,
  TermsOfReference,
  UserIdParams,
} from '../../../schemas/companies.js';
import { createUsersRepository } from '../../../auth/users-repository.js';

const tags = ['companies'];

const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = createUsersRepository(app.db);
  app.addHook('onRequest', app.authenticate);
  const admin = [app.requireRole('admin')];
  const companies = createCompanyService({ db: app.db, storage: app.storage, billing: app.billing });
  const team = createTeamService({
    db: app.db,
    users: users,
    attempts: app.attempts,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  });

  app.get(
    '/me',
    {
      schema: {
        tags,
        summary: "The caller's company: contact, seats, trial, terms of reference and monitored municipalities",
        security: bearerAuth,
        response: { 200: CompanyOut, ...errors(401) },
      },
    },
    async (request) => companies.describe(await companies.load(request.auth.companyId), request.auth.role),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: "Change the company's contact email (any member)",
        security: bearerAuth,
        body: CompanySettingsBody,
        response: { 200: CompanyOut, ...errors(400, 401) },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.contact_email);
      if (!isValidEmail(email)) throw httpError(400, 'Please enter a valid email address');
      const company = await companies.updateContactEmail(request.auth.companyId, email);
      return companies.describe(company, request.auth.role);
    },
  );

  app.put(
    '/profile',
    {
      schema: {
        tags,
        summary: "Change the caller's own first and last name (the email cannot be changed)",
        security: bearerAuth,
        body: ProfileBody,
        response: { 200: UserOut, ...errors(400, 401) },
      },
    },
    async (request) => {
      const firstName = request.body.first_name.trim();
      const lastName = request.body.last_name.trim();
      if (!firstName) throw httpError(400, 'First name is required');
      if (!lastName) throw httpError(400, 'Last name is required');
      const user = await team.rename(request.auth.companyId, request.auth.userId, firstName, lastName);
      return users.toUserOut(user, await companies.load(request.auth.companyId));
    },
  );

  app.post(
    '/terms-of-reference',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "Upload the company's terms of reference (admins only; replaces the previous file)",
        description:
          'multipart/form-data with the field `file`: PDF, DOC, DOCX or TXT (extension and content checked), at most 50 MB (413 beyond).',
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        response: { 200: TermsOfReference, ...errors(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const companyId = request.auth.companyId;
      const upload = await receiveDocument(request, app.storage, companies.termsOfReferencePrefix(companyId));
      return companies.saveTermsOfReference(companyId, request.auth.userId, upload);
    },
  );

  app.get(
    '/municipalities',
    {
      schema: {
        tags,
        summary: 'The municipalities the company monitors',
        security: bearerAuth,
        response: { 200: MonitoredMunicipalities, ...errors(401) },
      },
    },
    async (request) => ({ monitored_municipalities: await companies.monitored(request.auth.companyId) }),
  );

  app.put(
    '/municipalities',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Replace the monitored municipalities chosen explicitly (admins only)',
        description:
          'Body: `{ "municipality_ids": [1, 2] }` (ids from GET /api/properties/municipalities). Unknown ids answer 400 naming them. The answer (like GET) lists those of the properties too.',
        security: bearerAuth,
        body: MonitoredMunicipalitiesBody,
        response: { 200: MonitoredMunicipalities, ...errors(400, 401, 403) },
      },
    },
    async (request) => ({
      monitored_municipalities: await companies.replaceMonitored(request.auth.companyId, request.body.municipality_ids),
    }),
  );

  app.get(
    '/export',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "Download the company's data as JSON (admins only; no password hashes or secrets)",
        security: bearerAuth,
        response: { 200: CompanyExport, ...errors(401, 403) },
      },
    },
    async (request, reply) => {
      const data = await companies.exportData(request.auth.companyId);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="parcelwatch-export-${data.exported_at.slice(0, 10)}.json"`,
        )
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.delete(
    '/me',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Delete the company and all its data (admins only; password required)',
        description:
          'Removes, in one transaction, the company, its users (their sessions end at once), invitations, properties, ' +
          'subscriptions, invoices, reports and settings; then its files. Live Stripe subscriptions are cancelled first.',
        security: bearerAuth,
        body: DeleteCompanyBody,
        response: { 204: Type.Null(), ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const companyId = request.auth.companyId;
      const user = await users.findById(request.auth.userId);
      if (!user) throw httpError(401, 'Could not validate credentials');
      const attempt = await app.attempts.begin(reply, 'reauth', user.id);
      if (!(await app.passwords.verify(user.passwordHash, request.body.password)))
        throw httpError(400, 'Incorrect password');
      await attempt.succeeded();
      await companies.deleteCompany(companyId, request.log);
      request.log.info({ company: companyId, by: request.auth.userId }, 'company deleted');
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/users/:id/role',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "Change a teammate's role between admin and analyst (admins only)",
        security: bearerAuth,
        params: UserIdParams,
        body: RoleChangeBody,
        response: { 200: CompanyUser, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => team.changeRole(request.auth.companyId, request.params.id, request.body.role),
  );

  app.delete(
    '/users/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Remove a teammate or withdraw an invitation (admins only); their sessions end at once',
        security: bearerAuth,
        params: UserIdParams,
        response: { 204: Type.Null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await team.remove(request.auth.companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: "The company's users, invited ones included",
        security: bearerAuth,
        response: { 200: Type.Array(CompanyUser), ...errors(401) },
      },
    },
    async (request) => team.list(request.auth.companyId),
  );

  app.post(
    '/users',
    {
      preValidation: [app.requireRole('admin')],
      schema: {
        tags,
        summary: 'Invite a teammate (admins only); they join as an analyst when they accept',
        description: `At most ${ATTEMPT_LIMITS.invitesPerCompany.max} invitations an hour per company and ${ATTEMPT_LIMITS.invitesPerAddress.max} a day per address (429).`,
        security: bearerAuth,
        body: InviteBody,
        response: { 201: CompanyUser, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email ?? '');
      const firstName = (request.body.first_name ?? '').trim();
      const lastName = (request.body.last_name ?? '').trim();
      if (!email || !firstName || !lastName) throw httpError(400, 'Please fill in all fields.');
      if (!isValidEmail(email)) throw httpError(400, 'Please enter a valid email address');
      const invited = await team.invite(
        reply,
        request.auth.companyId,
        request.auth.userId,
        { email, firstName, lastName },
        request.log,
      );
      return reply.code(201).send(invited);
    },
  );
};

export default companyRoutes;
