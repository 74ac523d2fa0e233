import fp from 'fastify-plugin';
import { createTwoFactorService, type TwoFactorService } from '../../auth/two-factor-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    twoFactor: TwoFactorService;
  }
}

export default fp(
  async (app) => {
    app.decorate('twoFactor', createTwoFactorService(app.db));
  },
  { name: 'two-factor', dependencies: ['db'] },
);
