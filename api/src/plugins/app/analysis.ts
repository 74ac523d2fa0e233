import fp from 'fastify-plugin';

/** Matching engine and insights: app.analysis (issue 3) (placeholder: filled in by its issue). */
export default fp(async () => {}, { name: 'analysis', dependencies: ['db'] });
