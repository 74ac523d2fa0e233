import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CheckoutResponse,
  PropertySubscription,
  PropertySubscriptionParams as Params,
} from '../../../schemas/billing.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { createUsersRepository } from '../../../auth/users-repository.js';

const tags = ['billing'];

/** Per-property subscriptions (50.00 CAD a month). Reading is for any member; changes are for admins. */
const propertySubscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = createUsersRepository(app.db);
  app.addHook('onRequest', app.authenticate);
  const admin = [app.requireRole('admin')];

  app.get(
    '/:id/subscription',
    {
      schema: {
        tags,
        summary: "A property's subscription (status 'inactive' when it never had one)",
        security: bearerAuth,
        params: Params,
        response: { 200: PropertySubscription, ...errors(401, 404) },
      },
    },
    async (request) => app.billing.propertySubscription(request.auth.companyId, request.params.id),
  );

  app.post(
    '/:id/create-checkout',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Start a checkout for the property; the browser is then sent to checkout_url',
        description:
          'Local billing: our checkout page (/billing/checkout/<session>) activates the subscription on confirmation. ' +
          'Stripe: a Checkout Session. The first subscription of a property starts with a 30-day trial while the ' +
          "company's free trial is active.",
        security: bearerAuth,
        params: Params,
        response: { 200: CheckoutResponse, ...errors(401, 403, 404, 409, 502) },
      },
    },
    async (request) => {
      const user = await users.findById(request.auth.userId);
      const url = await app.billing.startCheckout(
        { companyId: request.auth.companyId, propertyId: request.params.id },
        request.auth.userId,
        user?.email ?? '',
      );
      return { checkout_url: url };
    },
  );

  for (const [path, cancel, summary] of [
    ['/:id/cancel-subscription', true, 'Cancel at the end of the current period (shown as Cancelling)'],
    ['/:id/renew-subscription', false, 'Undo a pending cancellation'],
  ] as const) {
    app.post(
      path,
      {
        preValidation: admin,
        schema: {
          tags,
          summary,
          security: bearerAuth,
          params: Params,
          response: { 200: PropertySubscription, ...errors(400, 401, 403, 404, 409, 502) },
        },
      },
      async (request) => {
        const subject = { companyId: request.auth.companyId, propertyId: request.params.id };
        const row = await app.billing.setCancelAtPeriodEnd(subject, cancel);
        return app.billing.toPropertyOut(request.params.id, row);
      },
    );
  }
};

export default propertySubscriptionRoutes;
