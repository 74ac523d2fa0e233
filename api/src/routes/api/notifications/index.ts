import { Type, type FastifyPluginAsyncTypebox, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { UUID_RE } from '../../../lib/crypto.js';
import { httpError } from '../../../lib/http-error.js';
import { html, type SafeHtml } from '../../../lib/html.js';
import { deliveryOut, endpointOut } from '../../../notifications/answers.js';
import { mailText } from '../../../i18n/mail-text.js';
import { requestLanguage } from '../../../i18n/language.js';
import { preferencesOut, recipientOf, unsubscribe as unsubscribeUser } from '../../../notifications/preferences.js';
import { savePreferences } from '../../../notifications/repository.js';
import * as webhooks from '../../../notifications/webhook-repository.js';
import { sendTestEvent, validWebhookUrl } from '../../../notifications/webhook-endpoints.js';
import { generateWebhookSecret } from '../../../notifications/webhook-signature.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import {
  DeliveriesQuery,
  Delivery,
  Endpoint,
  EndpointCreated,
  IdParams,
  Preferences,
  TokenQuery,
  WebhookCreateBody,
  WebhookPatchBody,
} from '../../../schemas/notifications.js';
import followRoutes from './follows.js';

const tags = ['notifications'];

/** The unsubscribe pages: every value in them goes through `html`, which escapes it. */
const page = (title: string, body: SafeHtml, lang: string): string =>
  html`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:Arial,sans-serif;max-width:520px;margin:48px auto;color:#1f2937"><h1 style="font-size:20px">${title}</h1>${body}</body></html>`
    .value;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // One-click unsubscribe (no sign-in): GET shows a confirmation form, POST (RFC 8058 List-Unsubscribe-Post too) applies it.
  app.register(async (rawOpen) => {
    const open = rawOpen.withTypeProvider<TypeBoxTypeProvider>();
    open.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_r, body, done) => done(null, body),
    );
    const unsubscribe = (token: string) => unsubscribeUser(app.db, app.notifications.unsubscribeTokens, token);
    open.get(
      '/unsubscribe',
      {
        schema: {
          tags,
          summary: 'Unsubscribe page (confirmation form; no sign-in)',
          querystring: TokenQuery,
          produces: ['text/html'],
        },
      },
      async (request, reply) => {
        reply.type('text/html; charset=utf-8');
        const recipient = await recipientOf(app.db, app.notifications.unsubscribeTokens, request.query.token);
        const text = mailText(recipient?.language ?? requestLanguage(request.headers['accept-language']));
        if (!recipient) {
          reply.code(400);
          return page(text.pages.invalidTitle, html`<p>${text.pages.invalidBody}</p>`, text.locale);
        }
        const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
        return page(
          text.pages.confirmTitle,
          html`<p>${text.pages.confirmBody}</p><form method="post" action="${action}"><button type="submit" style="padding:8px 16px">${text.unsubscribe}</button></form>`,
          text.locale,
        );
      },
    );
    open.post(
      '/unsubscribe',
      { schema: { tags, summary: 'Unsubscribe in one click (RFC 8058; no sign-in)', querystring: TokenQuery } },
      async (request, reply) => {
        const user = await unsubscribe(request.query.token);
        const wantsHtml =
          String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') &&
          !String(request.body ?? '').includes('List-Unsubscribe=One-Click');
        const text = mailText(user?.language ?? requestLanguage(request.headers['accept-language']));
        if (!user) {
          reply.code(400);
          if (wantsHtml)
            return reply
              .type('text/html; charset=utf-8')
              .send(page(text.pages.invalidTitle, html`<p>${text.pages.invalidBody}</p>`, text.locale));
          return { detail: 'Invalid unsubscribe link' };
        }
        if (wantsHtml)
          return reply
            .type('text/html; charset=utf-8')
            .send(page(text.pages.doneTitle, html`<p>${text.pages.doneBody(user.email)}</p>`, text.locale));
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
      {
        schema: {
          tags,
          summary: "The caller's email preferences",
          security: bearerAuth,
          response: { 200: Preferences, ...errors(401) },
        },
      },
      async (request) => preferencesOut(app.db, request.auth.userId),
    );

    authed.put(
      '/preferences',
      {
        schema: {
          tags,
          summary: "Change the caller's email preferences",
          security: bearerAuth,
          body: Preferences,
          response: { 200: Preferences, ...errors(400, 401) },
        },
      },
      async (request) => {
        const { email_mode, digest_frequency } = request.body;
        await savePreferences(app.db, request.auth.userId, request.auth.companyId, email_mode, digest_frequency);
        return { email_mode, digest_frequency };
      },
    );

    authed.get(
      '/webhooks',
      {
        preValidation: admin,
        schema: {
          tags,
          summary: "The company's webhook endpoints (admins)",
          security: bearerAuth,
          response: { 200: Type.Array(Endpoint), ...errors(401, 403) },
        },
      },
      async (request) => {
        const rows = await webhooks.endpointsOfCompany(app.db, request.auth.companyId);
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
          body: WebhookCreateBody,
          response: { 201: EndpointCreated, ...errors(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const url = await validWebhookUrl(request.body.url, app.notifications.webhookTargets);
        const secret = generateWebhookSecret();
        const row = await webhooks.insertEndpoint(app.db, {
          companyId: request.auth.companyId,
          url,
          secret,
          enabled: request.body.enabled ?? true,
        });
        reply.code(201);
        return { ...endpointOut(row), secret };
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
          body: WebhookPatchBody,
          response: { 200: Endpoint, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        if (!UUID_RE.test(request.params.id)) throw httpError(404, 'Webhook not found');
        const set: { url?: string; enabled?: boolean } = {};
        if (request.body.url !== undefined)
          set.url = await validWebhookUrl(request.body.url, app.notifications.webhookTargets);
        if (request.body.enabled !== undefined) set.enabled = request.body.enabled;
        if (Object.keys(set).length === 0) throw httpError(400, 'Nothing to change');
        const row = await webhooks.updateEndpoint(app.db, request.auth.companyId, request.params.id, set);
        if (!row) throw httpError(404, 'Webhook not found');
        return endpointOut(row);
      },
    );

    authed.delete(
      '/webhooks/:id',
      {
        preValidation: admin,
        schema: {
          tags,
          summary: 'Delete a webhook endpoint and its log (admins)',
          security: bearerAuth,
          params: IdParams,
          response: { 204: Type.Null(), ...errors(401, 403, 404) },
        },
      },
      async (request, reply) => {
        if (!UUID_RE.test(request.params.id)) throw httpError(404, 'Webhook not found');
        if (!(await webhooks.deleteEndpoint(app.db, request.auth.companyId, request.params.id)))
          throw httpError(404, 'Webhook not found');
        reply.code(204);
        return null;
      },
    );

    authed.post(
      '/webhooks/:id/test',
      {
        preValidation: admin,
        schema: {
          tags,
          summary: "Send a signed test event now; answers the delivery's outcome (admins)",
          security: bearerAuth,
          params: IdParams,
          response: { 200: Delivery, ...errors(401, 403, 404) },
        },
      },
      async (request) => {
        if (!UUID_RE.test(request.params.id)) throw httpError(404, 'Webhook not found');
        return sendTestEvent(
          app.db,
          (id) => app.notifications.attemptWebhook(id),
          request.auth.companyId,
          request.params.id,
        );
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
          querystring: DeliveriesQuery,
          response: { 200: Type.Array(Delivery), ...errors(401, 403, 404) },
        },
      },
      async (request) => {
        const { webhook_id, limit = 50 } = request.query;
        if (webhook_id !== undefined && !UUID_RE.test(webhook_id)) throw httpError(404, 'Webhook not found');
        const rows = await webhooks.deliveriesOfCompany(app.db, request.auth.companyId, webhook_id, limit);
        const attempts = await webhooks.attemptsOf(
          app.db,
          request.auth.companyId,
          rows.map((r) => r.id),
        );
        return rows.map((r) => deliveryOut(r, attempts));
      },
    );

    await authed.register(followRoutes);
  });
};
export default routes;
