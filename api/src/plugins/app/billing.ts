import fp from 'fastify-plugin';
import { createBillingService, type BillingService } from '../../billing/service.js';
import { resolveJwtSecret } from '../../auth/access-tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingService;
  }
}

/** Billing (local checkout pages or Stripe): the service, its invoice links signed with a key derived from the JWT secret. */
export default fp(
  async (app) => {
    const { billing, publicUrl } = app.config;
    const jwtSecret = await resolveJwtSecret(app.config);
    app.decorate('billing', createBillingService({ db: app.db, log: app.log, billing, publicUrl, jwtSecret }));
  },
  { name: 'billing', dependencies: ['db'] },
);
