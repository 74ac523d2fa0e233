import fp from 'fastify-plugin';

/** Ingest connectors, store and schedules: app.pipeline (issue 3) (placeholder: filled in by its issue). */
export default fp(async () => {}, { name: 'pipeline', dependencies: ['db'] });
