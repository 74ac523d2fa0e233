import fp from 'fastify-plugin';
import { createPasswordHasher, type PasswordHasher } from '../../auth/password-hasher.js';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
  }
}

export default fp(
  async (app) => {
    app.decorate('passwords', createPasswordHasher());
  },
  { name: 'passwords' },
);
