import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  billingInvoices,
  billingSubscriptions,
  companies,
  companyMunicipalities,
  companyTermsOfReference,
  invitations,
  municipalities,
  problemReports,
  properties,
  users,
  type Company,
} from '../../../db/schema/index.js';
import type { DbOrTx } from '../../../db/client.js';
import { asSystem } from '../../../db/tenant-context.js';
import { isUniqueViolation } from '../../../lib/constraint-errors.js';
import { generateUrlToken, sha256Hex, UUID_RE } from '../../../lib/crypto.js';
import { httpError } from '../../../lib/http-error.js';
import { isValidEmail, normalizeEmail } from '../../../lib/password-policy.js';
import { ATTEMPT_LIMITS } from '../../../plugins/app/attempt-limits.js';
import { receiveDocument } from '../../../lib/receive-upload.js';
import { companyFilesDir, removeCompanyFiles } from '../../../files/company-storage.js';
import { renderActionMail } from '../../../notifications/mailer.js';
import { bearerAuth, DateTime, errors, iso, NullableDateTime, Role, UserOut, IdList } from '../../../schemas/common.js';

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

const DAY_MS = 86_400_000;
const LAST_ADMIN = 'A company must keep at least one admin.';
const EMAIL_TAKEN = 'A user with this email already exists';

const TermsOfReference = Type.Object({ filename: Type.String(), file_size: Type.Integer(), uploaded_at: DateTime });
const MonitoredMunicipality = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parent_name: Type.Union([Type.String(), Type.Null()]),
});
const MonitoredMunicipalities = Type.Object(
  { monitored_municipalities: Type.Array(MonitoredMunicipality) },
  { description: 'The municipalities the company monitors, by name' },
);
const CompanyOut = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  contact_email: Type.Union([Type.String(), Type.Null()]),
  max_users: Type.Integer(),
  user_count: Type.Integer({ description: 'Users of the company, invited ones included (they hold a seat)' }),
  trial_started_at: NullableDateTime,
  trial_ends_at: NullableDateTime,
  is_trial_active: Type.Boolean(),
  days_remaining: Type.Integer({ minimum: 0 }),
  terms_of_reference: Type.Union([TermsOfReference, Type.Null()]),
  monitored_municipalities: Type.Array(MonitoredMunicipality),
  current_user_role: Role,
});
const UserIdParams = Type.Object({ id: Type.String() });

async function monitoredOf(db: DbOrTx, companyId: string) {
  const rows = await db
    .select({ id: municipalities.id, name: municipalities.name, parent_name: municipalities.parentName })
    .from(companyMunicipalities)
    .innerJoin(municipalities, eq(municipalities.id, companyMunicipalities.municipalityId))
    .where(eq(companyMunicipalities.companyId, companyId))
    .orderBy(asc(municipalities.name));
  return rows;
}

const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const admin = [app.requireRole('admin')];

  async function companyOut(company: Company, role: (typeof users.$inferSelect)['role']) {
    const [[seats], [terms], monitored] = await Promise.all([
      app.db.select({ n: count() }).from(users).where(eq(users.companyId, company.id)),
      app.db.select().from(companyTermsOfReference).where(eq(companyTermsOfReference.companyId, company.id)),
      monitoredOf(app.db, company.id),
    ]);
    const remainingMs = company.trialEndsAt ? company.trialEndsAt.getTime() - Date.now() : 0;
    return {
      id: company.id,
      name: company.name,
      contact_email: company.contactEmail,
      max_users: company.maxUsers,
      user_count: Number(seats?.n ?? 0),
      trial_started_at: iso(company.trialStartedAt),
      trial_ends_at: iso(company.trialEndsAt),
      is_trial_active: remainingMs > 0,
      days_remaining: remainingMs > 0 ? Math.ceil(remainingMs / DAY_MS) : 0,
      terms_of_reference: terms ? { filename: terms.filename, file_size: terms.fileSize, uploaded_at: terms.uploadedAt.toISOString() } : null,
      monitored_municipalities: monitored,
      current_user_role: role,
    };
  }

  async function loadCompany(companyId: string) {
    const [company] = await app.db.select().from(companies).where(eq(companies.id, companyId));
    if (!company) throw httpError(401, 'Could not validate credentials');
    return company;
  }

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
    async (request) => companyOut(await loadCompany(request.auth.companyId), request.auth.role),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: "Change the company's contact email (any member)",
        security: bearerAuth,
        body: Type.Object({ contact_email: Type.String({ maxLength: 254 }) }),
        response: { 200: CompanyOut, ...errors(400, 401) },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.contact_email);
      if (!isValidEmail(email)) throw httpError(400, 'Please enter a valid email address');
      const [company] = await app.db
        .update(companies)
        .set({ contactEmail: email })
        .where(eq(companies.id, request.auth.companyId))
        .returning();
      if (!company) throw httpError(401, 'Could not validate credentials');
      return companyOut(company, request.auth.role);
    },
  );

  app.put(
    '/profile',
    {
      schema: {
        tags,
        summary: "Change the caller's own first and last name (the email cannot be changed)",
        security: bearerAuth,
        body: Type.Object({ first_name: Type.String({ maxLength: 100 }), last_name: Type.String({ maxLength: 100 }) }),
        response: { 200: UserOut, ...errors(400, 401) },
      },
    },
    async (request) => {
      const firstName = request.body.first_name.trim();
      const lastName = request.body.last_name.trim();
      if (!firstName) throw httpError(400, 'First name is required');
      if (!lastName) throw httpError(400, 'Last name is required');
      const [user] = await app.db
        .update(users)
        .set({ firstName, lastName })
        .where(and(eq(users.id, request.auth.userId), eq(users.companyId, request.auth.companyId)))
        .returning();
      if (!user) throw httpError(401, 'Could not validate credentials');
      return app.users.toUserOut(user, await loadCompany(request.auth.companyId));
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
      const dir = path.join(companyFilesDir(app.config.dataDir, companyId), 'terms-of-reference');
      const upload = await receiveDocument(request, dir);
      const storageKey = path.relative(path.join(app.config.dataDir, 'files'), upload.absolutePath).split(path.sep).join('/');
      let previous: string | undefined;
      let row;
      try {
        row = await app.db.transaction(async (tx) => {
          const [old] = await tx.select().from(companyTermsOfReference).where(eq(companyTermsOfReference.companyId, companyId)).for('update');
          previous = old?.storageKey;
          const values = {
            companyId,
            filename: upload.filename,
            fileSize: upload.size,
            contentType: upload.contentType,
            storageKey,
            uploadedBy: request.auth.userId,
            uploadedAt: new Date(),
          };
          const { companyId: _c, ...changes } = values;
          const [saved] = await tx
            .insert(companyTermsOfReference)
            .values(values)
            .onConflictDoUpdate({ target: companyTermsOfReference.companyId, set: changes })
            .returning();
          return saved!;
        });
      } catch (error) {
        await rm(upload.absolutePath, { force: true });
        throw error;
      }
      if (previous && previous !== storageKey) await rm(path.join(app.config.dataDir, 'files', previous), { force: true });
      return { filename: row.filename, file_size: row.fileSize, uploaded_at: row.uploadedAt.toISOString() };
    },
  );

  app.get(
    '/municipalities',
    {
      schema: { tags, summary: 'The municipalities the company monitors', security: bearerAuth, response: { 200: MonitoredMunicipalities, ...errors(401) } },
    },
    async (request) => ({ monitored_municipalities: await monitoredOf(app.db, request.auth.companyId) }),
  );

  app.put(
    '/municipalities',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Replace the monitored municipalities (admins only)',
        description: 'Body: `{ "municipality_ids": [1, 2] }` (ids from GET /api/municipalities). Unknown ids answer 400 naming them.',
        security: bearerAuth,
        body: Type.Object({ municipality_ids: IdList(1000) }),
        response: { 200: MonitoredMunicipalities, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.municipality_ids)];
      const companyId = request.auth.companyId;
      const monitored = await app.db.transaction(async (tx) => {
        const known = ids.length
          ? await tx.select({ id: municipalities.id }).from(municipalities).where(inArray(municipalities.id, ids))
          : [];
        const unknown = ids.filter((id) => !known.some((k) => k.id === id));
        if (unknown.length) throw httpError(400, `Unknown municipality ids: ${unknown.join(', ')}`);
        await tx.delete(companyMunicipalities).where(eq(companyMunicipalities.companyId, companyId));
        if (ids.length) await tx.insert(companyMunicipalities).values(ids.map((municipalityId) => ({ companyId, municipalityId })));
        return monitoredOf(tx, companyId);
      });
      return { monitored_municipalities: monitored };
    },
  );

  app.get(
    '/export',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "Download the company's data as JSON (admins only; no password hashes or secrets)",
        security: bearerAuth,
        response: { 200: Type.Object({}, { additionalProperties: true }), ...errors(401, 403) },
      },
    },
    async (request, reply) => {
      const companyId = request.auth.companyId;
      const company = await loadCompany(companyId);
      const [team, props, subs, invoices, reports, terms, monitored] = await Promise.all([
        app.db.select().from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.createdAt)),
        app.db.select().from(properties).where(eq(properties.companyId, companyId)).orderBy(asc(properties.createdAt)),
        app.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.companyId, companyId)),
        app.billing.listInvoices(companyId),
        app.db.select().from(problemReports).where(eq(problemReports.companyId, companyId)).orderBy(desc(problemReports.createdAt)),
        app.db.select().from(companyTermsOfReference).where(eq(companyTermsOfReference.companyId, companyId)),
        monitoredOf(app.db, companyId),
      ]);
      const now = new Date();
      const data = {
        exported_at: now.toISOString(),
        company: {
          id: company.id,
          name: company.name,
          contact_email: company.contactEmail,
          max_users: company.maxUsers,
          trial_started_at: iso(company.trialStartedAt),
          trial_ends_at: iso(company.trialEndsAt),
          created_at: company.createdAt.toISOString(),
          terms_of_reference: terms[0]
            ? { filename: terms[0].filename, file_size: terms[0].fileSize, uploaded_at: terms[0].uploadedAt.toISOString() }
            : null,
          monitored_municipalities: monitored,
        },
        users: team.map((u) => ({
          ...toCompanyUser(u),
          two_factor_enabled: u.totpEnabled,
          password_changed_at: iso(u.passwordChangedAt),
          created_at: u.createdAt.toISOString(),
        })),
        properties: props.map((p) => ({
          id: p.id,
          name: p.name,
          nickname: p.nickname,
          address: p.address,
          latitude: p.latitude,
          longitude: p.longitude,
          municipality_id: p.municipalityId,
          current_land_use: p.currentLandUse,
          future_land_use: p.futureLandUse,
          notes: p.notes,
          property_summary: p.propertySummary,
          summary_updated_at: iso(p.summaryUpdatedAt),
          created_at: p.createdAt.toISOString(),
        })),
        subscriptions: subs.map((s) => ({
          property_id: s.propertyId,
          kind: s.propertyId ? 'property' : 'company',
          provider: s.provider,
          status: s.status,
          payment_status: s.paymentStatus,
          cancel_at_period_end: s.cancelAtPeriodEnd,
          current_period_start: iso(s.currentPeriodStart),
          current_period_end: iso(s.currentPeriodEnd),
          trial_end: iso(s.trialEnd),
          amount: s.amount / 100,
          currency: s.currency,
        })),
        invoices,
        reports: reports.map((r) => ({
          id: r.id,
          user_id: r.userId,
          subject: r.subject,
          category: r.category,
          description: r.description,
          priority: r.priority,
          status: r.status,
          created_at: r.createdAt.toISOString(),
        })),
      };
      return reply
        .header('content-disposition', `attachment; filename="parcelwatch-export-${now.toISOString().slice(0, 10)}.json"`)
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
        body: Type.Object({ password: Type.String({ maxLength: 1024 }) }),
        response: { 204: Type.Null(), ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const companyId = request.auth.companyId;
      const user = await app.users.findById(request.auth.userId);
      if (!user) throw httpError(401, 'Could not validate credentials');
      const attempt = await app.attempts.begin(reply, 'reauth', user.id);
      if (!(await app.passwords.verify(user.passwordHash, request.body.password))) throw httpError(400, 'Incorrect password');
      await attempt.succeeded();
      await app.billing.cancelAllAtProvider(companyId);
      await app.db.transaction(async (tx) => {
        await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
        // Children first where they do not cascade from properties alone; the company row cascades the rest.
        await tx.delete(billingInvoices).where(eq(billingInvoices.companyId, companyId));
        await tx.delete(billingSubscriptions).where(eq(billingSubscriptions.companyId, companyId));
        await tx.delete(properties).where(eq(properties.companyId, companyId));
        await tx.delete(companies).where(eq(companies.id, companyId));
      });
      // Every stored file of the company (terms of reference, property documents), once its rows are gone. A
      // failure here leaves folders whose company no longer exists: the orphan sweep removes them later.
      try {
        await removeCompanyFiles(app.config.dataDir, companyId);
      } catch (err) {
        request.log.error({ err, company: companyId }, 'company files not removed; the orphan files sweep will remove them');
      }
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
        body: Type.Object({ role: Type.Enum(['admin', 'analyst']) }),
        response: { 200: CompanyUser, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const updated = await app.db.transaction(async (tx) => {
        const target = await lockTeam(tx, request.auth.companyId, request.params.id);
        if (target.role === 'invited') throw httpError(400, 'This user has not accepted the invitation yet.');
        if (target.role === request.body.role) return target;
        if (target.role === 'admin' && (await adminCount(tx, request.auth.companyId)) <= 1) throw httpError(400, LAST_ADMIN);
        const [row] = await tx.update(users).set({ role: request.body.role }).where(eq(users.id, target.id)).returning();
        return row!;
      });
      return toCompanyUser(updated);
    },
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
      await app.db.transaction(async (tx) => {
        const target = await lockTeam(tx, request.auth.companyId, request.params.id);
        if (target.role === 'admin' && (await adminCount(tx, request.auth.companyId)) <= 1) throw httpError(400, LAST_ADMIN);
        // Sessions, invitations, backup codes... cascade with the user row.
        await tx.delete(users).where(and(eq(users.id, target.id), eq(users.companyId, request.auth.companyId)));
      });
      return reply.code(204).send(null);
    },
  );

  /** Locks the company row (serializes team changes, so two admins cannot demote each other at once) and finds the user. */
  async function lockTeam(tx: DbOrTx, companyId: string, userId: string) {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    if (!UUID_RE.test(userId)) throw httpError(404, 'User not found');
    const [target] = await tx.select().from(users).where(and(eq(users.id, userId), eq(users.companyId, companyId)));
    if (!target) throw httpError(404, 'User not found');
    return target;
  }

  async function adminCount(tx: DbOrTx, companyId: string) {
    const [row] = await tx.select({ n: count() }).from(users).where(and(eq(users.companyId, companyId), eq(users.role, 'admin')));
    return Number(row?.n ?? 0);
  }

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
      preValidation: [app.requireRole('admin')],
      schema: {
        tags,
        summary: 'Invite a teammate (admins only); they join as an analyst when they accept',
        description: `At most ${ATTEMPT_LIMITS.invitesPerCompany.max} invitations an hour per company and ${ATTEMPT_LIMITS.invitesPerAddress.max} a day per address (429).`,
        security: bearerAuth,
        body: Type.Object({
          email: Type.Optional(Type.String({ maxLength: 254 })),
          first_name: Type.Optional(Type.String({ maxLength: 100 })),
          last_name: Type.Optional(Type.String({ maxLength: 100 })),
          role: Type.Optional(Type.Enum(['admin', 'analyst'], { description: 'Ignored: invitations always make analysts' })),
        }),
        response: { 201: CompanyUser, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email ?? '');
      const firstName = (request.body.first_name ?? '').trim();
      const lastName = (request.body.last_name ?? '').trim();
      if (!email || !firstName || !lastName) throw httpError(400, 'Please fill in all fields.');
      if (!isValidEmail(email)) throw httpError(400, 'Please enter a valid email address');
      // E-mail addresses are unique across companies, and row-level security hides other companies' users: the
      // check runs in a system context. The answer is the same whichever company holds the address.
      if (await asSystem('invitation: is the e-mail taken', () => app.users.findByEmail(email))) throw httpError(400, EMAIL_TAKEN);

      // Every invitation is a mail to an address the company chose: bounded per company and per address, so no
      // company can use invitations to flood a mailbox (invite, withdraw, invite again...).
      const perCompany = await app.attempts.begin(reply, 'invitesPerCompany', request.auth.companyId);
      let perAddress;
      try {
        perAddress = await app.attempts.begin(reply, 'invitesPerAddress', email);
      } catch (error) {
        await perCompany.cancel();
        throw error;
      }
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
        if (await app.users.findByEmail(email, tx)) throw httpError(400, EMAIL_TAKEN);
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
      }).catch(async (error: unknown) => {
        // Refused (no seat left, address taken...): no mail went out, so it does not count.
        await perCompany.cancel();
        await perAddress.cancel();
        // Two invitations (or a sign-up) racing for the same address: the unique index decides.
        if (isUniqueViolation(error)) throw httpError(400, EMAIL_TAKEN);
        throw error;
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
