import fp from 'fastify-plugin';
import { createAccessTokens, resolveJwtSecret, type AccessTokens } from '../../auth/access-tokens.js';

// Kept for the plugins that still import the secret's resolution from here (its home is auth/access-tokens.ts).

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
  }
}

export default fp(
  async (app) => {
    app.decorate('accessTokens', createAccessTokens(await resolveJwtSecret(app.config)));
  },
  { name: 'access-tokens' },
);
