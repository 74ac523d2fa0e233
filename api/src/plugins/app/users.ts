import fp from 'fastify-plugin';
import { createUsersRepository, type UsersRepository } from '../../auth/users-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('users', createUsersRepository(app.db));
  },
  { name: 'users', dependencies: ['db'] },
);
