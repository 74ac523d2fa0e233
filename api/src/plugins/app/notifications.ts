import fp from 'fastify-plugin';

/** Alert emails, digests and webhooks: app.notifications (issue 10) (placeholder: filled in by its issue). */
export default fp(async () => {}, { name: 'notifications', dependencies: ['db'] });
