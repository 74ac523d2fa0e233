import fp from 'fastify-plugin';
import { createLocalProvider } from '../../ai/local.js';
import { createOpenAiProvider } from '../../ai/openai.js';
import type { AiProvider } from '../../ai/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiProvider;
  }
}

/**
 * The AI provider used by analysis, property summaries and alert chat: app.ai. AI_PROVIDER=local (default,
 * offline) or openai (AI_BASE_URL, AI_API_KEY, AI_MODEL). A config built without `ai` (older tests) means local.
 */
export default fp(
  async (app) => {
    const config = app.config.ai;
    app.decorate('ai', config?.provider === 'openai' ? createOpenAiProvider(config) : createLocalProvider());
  },
  { name: 'ai' },
);
