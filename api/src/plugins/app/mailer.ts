import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../notifications/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    const { smtpUrl, mailFrom, outboxDir } = app.config;
    const mailer = createMailer({ smtpUrl, mailFrom, outboxDir, log: app.log });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer' },
);
