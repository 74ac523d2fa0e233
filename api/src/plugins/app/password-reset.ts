import fp from 'fastify-plugin';
import {
  createPasswordResetService,
  JOB_PASSWORD_RESET,
  type PasswordResets,
} from '../../auth/password-reset-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    passwordResets: PasswordResets;
  }
}

export default fp(
  async (app) => {
    const service = createPasswordResetService({
      db: app.db,
      jobs: app.jobs,
      mailer: app.mailer,
      users: app.users,
      publicUrl: app.config.publicUrl,
      log: app.log,
    });
    app.decorate('passwordResets', service);
    await app.jobs.work(JOB_PASSWORD_RESET, ({ email }) => service.sendLink(email));
  },
  { name: 'password-reset', dependencies: ['db', 'jobs', 'mailer', 'users'] },
);
