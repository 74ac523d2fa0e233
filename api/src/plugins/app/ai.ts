import fp from 'fastify-plugin';
import { createLocalProvider } from '../../ai/local.js';
import type { AiProvider } from '../../ai/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiProvider;
  }
}

/** The AI provider used by analysis, property summaries and alert chat: app.ai (the local one by default). */
export default fp(
  async (app) => {
    app.decorate('ai', createLocalProvider());
  },
  { name: 'ai' },
);
