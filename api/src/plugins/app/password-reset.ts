import fp from 'fastify-plugin';
import { authJobs } from '../../auth/jobs.js';
import { createPasswordResetService, type PasswordResets } from '../../auth/password-reset-service.js';
import { createUsersRepository } from '../../auth/users-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    passwordResets: PasswordResets;
  }
}

export default fp(
  async (app) => {
    const users = createUsersRepository(app.db);
    const service = createPasswordResetService({
      db: app.db,
      jobs: app.jobs,
      mailer: app.mailer,
      users: users,
      publicUrl: app.config.publicUrl,
      log: app.log,
    });
    app.decorate('passwordResets', service);
    await app.jobs.serve(authJobs, service);
  },
  { name: 'password-reset', dependencies: ['db', 'jobs', 'mailer'] },
);
