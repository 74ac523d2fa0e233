import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CheckoutResponse,
  CompanySubscription,
  Invoice,
  PropertyBillingRow,
  StripeWebhookResponse,
} from '../../../schemas/billing.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { createUsersRepository } from '../../../auth/users-repository.js';

const tags = ['billing'];

/**
 * Company billing. The paths keep their historical /api/stripe prefix whichever provider
 * runs. The company plan is billed like a property (same price, same states, same checkout) with
 * property_id null; every read and change is scoped to the caller's company.
 */
const stripeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = createUsersRepository(app.db);
  const signedIn = [app.authenticate];
  const admin = [app.requireRole('admin')];

  app.get(
    '/company-subscription',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The company plan's subscription ('inactive' when there is none)",
        security: bearerAuth,
        response: { 200: CompanySubscription, ...errors(401) },
      },
    },
    async (request) =>
      app.billing.companySubscriptionOut(
        request.auth.companyId,
        await app.billing.companySubscription(request.auth.companyId),
      ),
  );

  app.post(
    '/create-company-checkout',
    {
      onRequest: signedIn,
      preValidation: admin,
      schema: {
        tags,
        summary: 'Start a checkout for the company plan (50.00 CAD a month, 30-day trial during the free trial)',
        security: bearerAuth,
        response: { 200: CheckoutResponse, ...errors(401, 403, 409, 502) },
      },
    },
    async (request) => {
      const user = await users.findById(request.auth.userId);
      const url = await app.billing.startCheckout(
        { companyId: request.auth.companyId, propertyId: null },
        request.auth.userId,
        user?.email ?? '',
      );
      return { checkout_url: url };
    },
  );

  for (const [path, cancel, summary] of [
    ['/cancel-subscription', true, 'Cancel the company plan at the end of the current period'],
    ['/reactivate-subscription', false, 'Undo a pending cancellation of the company plan'],
  ] as const) {
    app.post(
      path,
      {
        onRequest: signedIn,
        preValidation: admin,
        schema: {
          tags,
          summary,
          security: bearerAuth,
          response: { 200: CompanySubscription, ...errors(400, 401, 403, 409, 502) },
        },
      },
      async (request) => {
        const row = await app.billing.setCancelAtPeriodEnd(
          { companyId: request.auth.companyId, propertyId: null },
          cancel,
        );
        return app.billing.companySubscriptionOut(request.auth.companyId, row);
      },
    );
  }

  app.get(
    '/invoices',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The company's invoices, newest first (amounts in cents)",
        description:
          'Local billing writes an invoice when a period starts: 0 for a trial period, 5000 (paid) for each monthly ' +
          'period. Its hosted page and PDF URLs carry a signed token (HMAC of the invoice id), so they open in a new ' +
          'tab without the bearer token; a token only opens its own invoice. Stripe invoices link to Stripe.',
        security: bearerAuth,
        response: { 200: Type.Array(Invoice), ...errors(401) },
      },
    },
    async (request) => app.billing.listInvoices(request.auth.companyId),
  );

  app.get(
    '/property-billing',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'One row per subscribed property (trialing, active or past due), with its latest invoice',
        security: bearerAuth,
        response: { 200: Type.Array(PropertyBillingRow), ...errors(401) },
      },
    },
    async (request) => app.billing.propertyBilling(request.auth.companyId),
  );

  // Stripe webhooks: the signature covers the exact bytes, so this route keeps the raw body.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/webhook',
      {
        schema: {
          tags,
          summary: 'Stripe webhook endpoint (signed with STRIPE_WEBHOOK_SECRET; 404 with local billing)',
          description:
            'Verifies Stripe-Signature over the raw body (5-minute tolerance). Events are recorded by id: a ' +
            'redelivered event answers 200 without being applied twice.',
          response: { 200: StripeWebhookResponse, ...errors(400, 404) },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const result = await app.billing.handleStripeWebhook(body, request.headers['stripe-signature']);
        request.log.info({ type: result.type, duplicate: result.duplicate }, 'stripe webhook');
        return { received: true, duplicate: result.duplicate };
      },
    );
  });
};

export default stripeRoutes;
