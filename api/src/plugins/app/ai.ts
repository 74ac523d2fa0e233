import fp from 'fastify-plugin';

/** The AI provider: app.ai (issue 3) (placeholder: filled in by its issue). */
export default fp(async () => {}, { name: 'ai', dependencies: ['db'] });
