import fp from 'fastify-plugin';
import type { AiProvider } from '../../ai/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiProvider;
  }
}

/** The AI provider: app.ai (issue 3 fills in `local` and the OpenAI-compatible one). */
export default fp(
  async (app) => {
    // Placeholder until the providers land: answers that nothing is available.
    app.decorate('ai', {
      name: 'local',
      async *streamAnswer() {
        yield { type: 'token', content: 'The AI provider is not available yet.' } as const;
      },
      async summarize() {
        return { summary: '', citations: [] };
      },
    } satisfies AiProvider);
  },
  { name: 'ai' },
);
