import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import { createBillingService, type BillingService } from '../../billing/service.js';
import { resolveJwtSecret } from './access-tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingService;
  }
}

/** Billing (local checkout pages or Stripe): the service, with invoice links signed by a key derived from the JWT secret. */
export default fp(
  async (app) => {
    const { billing, publicUrl } = app.config;
    const linkKey = createHmac('sha256', await resolveJwtSecret(app.config)).update('parcelwatch-invoice-links').digest();
    app.decorate('billing', createBillingService({ db: app.db, log: app.log, billing, publicUrl, linkKey }));
  },
  { name: 'billing', dependencies: ['db'] },
);
