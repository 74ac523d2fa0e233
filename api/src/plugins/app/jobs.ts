import fp from 'fastify-plugin';

/** pg-boss job queue: app.jobs (issue 3) (placeholder: filled in by its issue). */
export default fp(async () => {}, { name: 'jobs', dependencies: ['db'] });
