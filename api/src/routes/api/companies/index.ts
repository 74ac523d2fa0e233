import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { companies, invitations, users } from '../../../db/schema/index.js';
import { generateUrlToken, sha256Hex } from '../../../lib/crypto.js';
import { httpError } from '../../../lib/http-error.js';
import { isValidEmail, normalizeEmail } from '../../../lib/password-policy.js';
import { renderActionMail } from '../../../plugins/app/mailer.js';
import { bearerAuth, errors, NullableDateTime, Role } from '../../../schemas/common.js';

const tags = ['companies'];
const INVITE_TTL_MS = 7 * 86_400_000;

const CompanyUser = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  role: Role,
  last_login: NullableDateTime,
});

const toCompanyUser = (u: typeof users.$inferSelect) => ({
  id: u.id,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  role: u.role,
  last_login: u.lastLogin?.toISOString() ?? null,
});

const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

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
    async (request) => {
      const rows = await app.db
        .select()
        .from(users)
        .where(eq(users.companyId, request.auth.companyId))
        .orderBy(asc(users.createdAt), asc(users.email));
      return rows.map(toCompanyUser);
    },
  );

  app.post(
    '/users',
    {
      preHandler: [app.requireRole('admin')],
      schema: {
        tags,
        summary: 'Invite a teammate (admins only); they join as an analyst when they accept',
        security: bearerAuth,
        body: Type.Object({
          email: Type.Optional(Type.String({ maxLength: 254 })),
          first_name: Type.Optional(Type.String({ maxLength: 100 })),
          last_name: Type.Optional(Type.String({ maxLength: 100 })),
          role: Type.Optional(Type.Enum(['admin', 'analyst'], { description: 'Ignored: invitations always make analysts' })),
        }),
        response: { 201: CompanyUser, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email ?? '');
      const firstName = (request.body.first_name ?? '').trim();
      const lastName = (request.body.last_name ?? '').trim();
      if (!email || !firstName || !lastName) throw httpError(400, 'Please fill in all fields.');
      if (!isValidEmail(email)) throw httpError(400, 'Please enter a valid email address');

      const token = generateUrlToken();
      const { invited, company, inviter } = await app.db.transaction(async (tx) => {
        // Lock the company row so two concurrent invitations cannot both pass the seat check.
        const [company] = await tx
          .select()
          .from(companies)
          .where(eq(companies.id, request.auth.companyId))
          .for('update');
        if (!company) throw httpError(401, 'Could not validate credentials');
        const seats = await app.users.countInCompany(company.id, tx);
        if (seats >= company.maxUsers) {
          throw httpError(400, `Your company has reached its limit of ${company.maxUsers} users.`);
        }
        if (await app.users.findByEmail(email, tx)) throw httpError(400, 'A user with this email already exists');
        const [invited] = await tx
          .insert(users)
          .values({ companyId: company.id, email, firstName, lastName, role: 'invited', passwordHash: null })
          .returning();
        await tx.insert(invitations).values({
          companyId: company.id,
          userId: invited!.id,
          tokenHash: sha256Hex(token),
          expiresAt: new Date(Date.now() + INVITE_TTL_MS),
          invitedBy: request.auth.userId,
        });
        const inviter = await app.users.findById(request.auth.userId, tx);
        return { invited: invited!, company, inviter };
      });

      const link = `${app.config.publicUrl}/auth/accept-invite?token=${token}`;
      const inviterName = [inviter?.firstName, inviter?.lastName].filter(Boolean).join(' ') || 'A colleague';
      const body = renderActionMail({
        greeting: `Hello ${firstName},`,
        paragraphs: [
          `${inviterName} invited you to join ${company.name} on Parcelwatch, the municipal activity monitor for your properties.`,
          'Choose a password to activate your account. This invitation is valid for 7 days.',
        ],
        actionLabel: 'Join your team',
        link,
        footer: 'If you were not expecting this invitation, you can ignore this email.',
      });
      try {
        await app.mailer.send({ kind: 'invitation', to: email, subject: `You're invited to join ${company.name} on Parcelwatch`, link, ...body });
      } catch (error) {
        request.log.error({ err: error, to: email }, 'invitation mail failed');
      }
      return reply.code(201).send(toCompanyUser(invited));
    },
  );
};

export default companyRoutes;
