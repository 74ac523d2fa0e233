import fp from 'fastify-plugin';
import { createAiProvider } from '../../ai/provider.js';
import type { AiProvider } from '../../ai/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiProvider;
  }
}

/** The AI provider (ai/provider.ts): app.ai. */
export default fp(
  async (app) => {
    app.decorate('ai', createAiProvider(app.config.ai));
  },
  { name: 'ai' },
);
