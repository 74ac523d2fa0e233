import { Type, type FastifyPluginAsyncTypebox, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  DIGEST_FREQUENCIES,
  EMAIL_MODES,
  notificationPreferences,
  users,
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
} from '../../../db/schema/index.js';
import { UUID_RE } from '../../../lib/crypto.js';
import { httpError } from '../../../lib/http-error.js';
import { html, type SafeHtml } from '../../../lib/html.js';
import { generateWebhookSecret } from '../../../notifications/webhook-signature.js';
import { checkNewTarget, RefusedTargetError, type TargetPolicy } from '../../../notifications/webhook-target.js';
import { bearerAuth, DateTime, errors, iso, NullableDateTime } from '../../../schemas/common.js';
import followRoutes from './follows.js';
import { asSystem, setRequestTenant } from '../../../db/tenant-context.js';

const tags = ['notifications'];

const Preferences = Type.Object({
  email_mode: Type.Union([Type.Literal(EMAIL_MODES[0]), Type.Literal(EMAIL_MODES[1]), Type.Literal(EMAIL_MODES[2])]),
  digest_frequency: Type.Union([Type.Literal(DIGEST_FREQUENCIES[0]), Type.Literal(DIGEST_FREQUENCIES[1])]),
});
const Endpoint = Type.Object({
  id: Type.String({ format: 'uuid' }),
  url: Type.String(),
  enabled: Type.Boolean(),
  created_at: DateTime,
});
const EndpointCreated = Type.Intersect([Endpoint, Type.Object({ secret: Type.String({ description: 'Shown once: keep it to verify signatures' }) })]);
const Delivery = Type.Object({
  id: Type.Integer(),
  endpoint_id: Type.String({ format: 'uuid' }),
  alert_id: Type.Union([Type.Integer(), Type.Null()]),
  event: Type.String(),
  status: Type.String(),
  status_code: Type.Union([Type.Integer(), Type.Null()]),
  attempt: Type.Integer(),
  next_attempt_at: NullableDateTime,
  error: Type.Union([Type.String(), Type.Null()]),
  created_at: DateTime,
  updated_at: DateTime,
  /** Every attempt, oldest first (a 500 then a 200 shows both). */
  attempts: Type.Array(
    Type.Object({
      attempt: Type.Integer(),
      status_code: Type.Union([Type.Integer(), Type.Null()]),
      error: Type.Union([Type.String(), Type.Null()]),
      duration_ms: Type.Integer(),
      attempted_at: DateTime,
    }),
  ),
});
const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
const TokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 300 }) });

const endpointOut = (e: typeof webhookEndpoints.$inferSelect) => ({ id: e.id, url: e.url, enabled: e.enabled, created_at: e.createdAt.toISOString() });
type AttemptRow = typeof webhookDeliveryAttempts.$inferSelect;
const deliveryOut = (d: typeof webhookDeliveries.$inferSelect, attempts: AttemptRow[] = []) => ({
  id: d.id,
  endpoint_id: d.endpointId,
  alert_id: d.alertId,
  event: d.event,
  status: d.status,
  status_code: d.statusCode,
  attempt: d.attempt,
  next_attempt_at: iso(d.nextAttemptAt),
  error: d.error,
  created_at: d.createdAt.toISOString(),
  updated_at: d.updatedAt.toISOString(),
  attempts: attempts
    .filter((a) => a.deliveryId === d.id)
    .sort((a, b) => a.attempt - b.attempt)
    .map((a) => ({ attempt: a.attempt, status_code: a.statusCode, error: a.error, duration_ms: a.durationMs, attempted_at: a.attemptedAt.toISOString() })),
});

/** The unsubscribe pages: every value in them goes through `html`, which escapes it. */
const page = (title: string, body: SafeHtml): string =>
  html`<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:Arial,sans-serif;max-width:520px;margin:48px auto;color:#1f2937"><h1 style="font-size:20px">${title}</h1>${body}</body></html>`.value;

/** The URL's form, then its target (public addresses only unless WEBHOOK_ALLOW_PRIVATE): the normalized URL. */
async function validWebhookUrl(raw: string, policy: TargetPolicy): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw httpError(400, 'Please enter a valid URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw httpError(400, 'The webhook URL must start with https:// or http://');
  try {
    await checkNewTarget(url, policy);
  } catch (error) {
    if (error instanceof RefusedTargetError) throw httpError(400, error.message);
    throw error;
  }
  return url.toString();
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const attemptsOf = async (companyId: string, deliveryIds: number[]): Promise<AttemptRow[]> =>
    deliveryIds.length === 0
      ? []
      : app.db
          .select()
          .from(webhookDeliveryAttempts)
          .where(and(eq(webhookDeliveryAttempts.companyId, companyId), inArray(webhookDeliveryAttempts.deliveryId, deliveryIds)));

  // One-click unsubscribe (no sign-in): GET shows a confirmation form, POST (RFC 8058 List-Unsubscribe-Post too) applies it.
  app.register(async (rawOpen) => {
    const open = rawOpen.withTypeProvider<TypeBoxTypeProvider>();
    open.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_r, body, done) => done(null, body));
    async function unsubscribe(token: string) {
      const userId = app.notifications.unsubscribeTokens.verify(token);
      if (!userId) return null;
      // The signed token names a user of any company: found in a system context, then handled in its company.
      const [user] = await asSystem('unsubscribe link: user of a signed token', () =>
        app.db.select({ id: users.id, companyId: users.companyId, email: users.email }).from(users).where(eq(users.id, userId)),
      );
      if (!user) return null;
      setRequestTenant(user.companyId);
      await app.db
        .insert(notificationPreferences)
        .values({ userId: user.id, companyId: user.companyId, emailMode: 'off' })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { emailMode: 'off', updatedAt: new Date() } });
      return user;
    }
    open.get(
      '/unsubscribe',
      { schema: { tags, summary: 'Unsubscribe page (confirmation form; no sign-in)', querystring: TokenQuery, produces: ['text/html'] } },
      async (request, reply) => {
        reply.type('text/html; charset=utf-8');
        if (!app.notifications.unsubscribeTokens.verify(request.query.token)) {
          reply.code(400);
          return page('Invalid link', html`<p>This unsubscribe link is not valid.</p>`);
        }
        const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
        return page(
          'Unsubscribe from Parcelwatch alert emails',
          html`<p>Stop all alert emails and digests? You can turn them on again in Settings → Account.</p><form method="post" action="${action}"><button type="submit" style="padding:8px 16px">Unsubscribe</button></form>`,
        );
      },
    );
    open.post(
      '/unsubscribe',
      { schema: { tags, summary: 'Unsubscribe in one click (RFC 8058; no sign-in)', querystring: TokenQuery } },
      async (request, reply) => {
        const user = await unsubscribe(request.query.token);
        const wantsHtml = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') && !String(request.body ?? '').includes('List-Unsubscribe=One-Click');
        if (!user) {
          reply.code(400);
          if (wantsHtml) return reply.type('text/html; charset=utf-8').send(page('Invalid link', html`<p>This unsubscribe link is not valid.</p>`));
          return { detail: 'Invalid unsubscribe link' };
        }
        if (wantsHtml) return reply.type('text/html; charset=utf-8').send(page('You are unsubscribed', html`<p>${user.email} will no longer receive alert emails.</p>`));
        return { detail: 'Unsubscribed' };
      },
    );
  });

  app.register(async (rawAuthed) => {
    const authed = rawAuthed.withTypeProvider<TypeBoxTypeProvider>();
    authed.addHook('onRequest', app.authenticate);
    const admin = [app.requireRole('admin')];

    authed.get(
      '/preferences',
      { schema: { tags, summary: "The caller's email preferences", security: bearerAuth, response: { 200: Preferences, ...errors(401) } } },
      async (request) => {
        const [row] = await app.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, request.auth.userId));
        return { email_mode: row?.emailMode ?? 'immediate_and_digest', digest_frequency: row?.digestFrequency ?? 'daily' };
      },
    );

    authed.put(
      '/preferences',
      { schema: { tags, summary: "Change the caller's email preferences", security: bearerAuth, body: Preferences, response: { 200: Preferences, ...errors(400, 401) } } },
      async (request) => {
        const { email_mode, digest_frequency } = request.body;
        await app.db
          .insert(notificationPreferences)
          .values({ userId: request.auth.userId, companyId: request.auth.companyId, emailMode: email_mode, digestFrequency: digest_frequency })
          .onConflictDoUpdate({ target: notificationPreferences.userId, set: { emailMode: email_mode, digestFrequency: digest_frequency, updatedAt: new Date() } });
        return { email_mode, digest_frequency };
      },
    );

    authed.get(
      '/webhooks',
      { preValidation: admin, schema: { tags, summary: "The company's webhook endpoints (admins)", security: bearerAuth, response: { 200: Type.Array(Endpoint), ...errors(401, 403) } } },
      async (request) => {
        const rows = await app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.companyId, request.auth.companyId)).orderBy(desc(webhookEndpoints.createdAt));
        return rows.map(endpointOut);
      },
    );

    authed.post(
      '/webhooks',
      {
        preValidation: admin,
        schema: {
          tags,
          summary: 'Add a webhook endpoint; its signing secret is returned once (admins)',
          security: bearerAuth,
          body: Type.Object({ url: Type.String({ minLength: 1, maxLength: 2000 }), enabled: Type.Optional(Type.Boolean()) }),
          response: { 201: EndpointCreated, ...errors(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const url = await validWebhookUrl(request.body.url, app.notifications.webhookTargets);
        const secret = generateWebhookSecret();
        const [row] = await app.db.insert(webhookEndpoints).values({ companyId: request.auth.companyId, url, secret, enabled: request.body.enabled ?? true }).returning();
        reply.code(201);
        return { ...endpointOut(row!), secret };
      },
    );

    authed.patch(
      '/webhooks/:id',
      {
        preValidation: admin,
        schema: {
          tags,
          summary: 'Enable, disable or re-point a webhook endpoint (admins)',
          security: bearerAuth,
          params: IdParams,
          body: Type.Object({ url: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })), enabled: Type.Optional(Type.Boolean()) }),
          response: { 200: Endpoint, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        if (!UUID_RE.test(request.params.id)) throw httpError(404, 'Webhook not found');
        const set: Partial<typeof webhookEndpoints.$inferInsert> = {};
        if (request.body.url !== undefined) set.url = await validWebhookUrl(request.body.url, app.notifications.webhookTargets);
        if (request.body.enabled !== undefined) set.enabled = request.body.enabled;
        if (Object.keys(set).length === 0) throw httpError(400, 'Nothing to change');
        const [row] = await app.db
          .update(webhookEndpoints)
          .set(set)
          .where(and(eq(webhookEndpoints.id, request.params.id), eq(webhookEndpoints.companyId, request.auth.companyId)))
          .returning();
        if (!row) throw httpError(404, 'Webhook not found');
        return endpointOut(row);
      },
    );

    authed.delete(
      '/webhooks/:id',
      { preValidation: admin, schema: { tags, summary: 'Delete a webhook endpoint and its log (admins)', security: bearerAuth, params: IdParams, response: { 204: Type.Null(), ...errors(401, 403, 404) } } },
      async (request, reply) => {
        if (!UUID_RE.test(request.params.id)) throw httpError(404, 'Webhook not found');
        const deleted = await app.db
          .delete(webhookEndpoints)
          .where(and(eq(webhookEndpoints.id, request.params.id), eq(webhookEndpoints.companyId, request.auth.companyId)))
          .returning({ id: webhookEndpoints.id });
        if (deleted.length === 0) throw httpError(404, 'Webhook not found');
        reply.code(204);
        return null;
      },
    );

    authed.post(
      '/webhooks/:id/test',
      { preValidation: admin, schema: { tags, summary: "Send a signed test event now; answers the delivery's outcome (admins)", security: bearerAuth, params: IdParams, response: { 200: Delivery, ...errors(401, 403, 404) } } },
      async (request) => {
        if (!UUID_RE.test(request.params.id)) throw httpError(404, 'Webhook not found');
        const [endpoint] = await app.db
          .select()
          .from(webhookEndpoints)
          .where(and(eq(webhookEndpoints.id, request.params.id), eq(webhookEndpoints.companyId, request.auth.companyId)));
        if (!endpoint) throw httpError(404, 'Webhook not found');
        const [delivery] = await app.db
          .insert(webhookDeliveries)
          .values({
            endpointId: endpoint.id,
            companyId: endpoint.companyId,
            event: 'webhook.test',
            payload: { event: 'webhook.test', message: 'This is a test event from Parcelwatch.' },
            nextAttemptAt: new Date(),
          })
          .returning();
        await app.notifications.attemptWebhook(delivery!.id);
        const [after] = await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id));
        return deliveryOut(after!, await attemptsOf(request.auth.companyId, [delivery!.id]));
      },
    );

    authed.get(
      '/deliveries',
      {
        preValidation: admin,
        schema: {
          tags,
          summary: "The company's webhook delivery log, newest first (admins)",
          security: bearerAuth,
          querystring: Type.Object({ webhook_id: Type.Optional(Type.String({ maxLength: 64 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })) }),
          response: { 200: Type.Array(Delivery), ...errors(401, 403, 404) },
        },
      },
      async (request) => {
        const { webhook_id, limit = 50 } = request.query;
        if (webhook_id !== undefined && !UUID_RE.test(webhook_id)) throw httpError(404, 'Webhook not found');
        const rows = await app.db
          .select()
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.companyId, request.auth.companyId), webhook_id ? eq(webhookDeliveries.endpointId, webhook_id) : undefined))
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(limit);
        const attempts = await attemptsOf(request.auth.companyId, rows.map((r) => r.id));
        return rows.map((r) => deliveryOut(r, attempts));
      },
    );

    await authed.register(followRoutes);
  });
};
export default routes;
