import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** Uploads (property documents, terms of reference): 50 MiB per file, checked again by each route. */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: 50 * 1024 * 1024, files: 20, fields: 50 },
    });
  },
  { name: 'multipart' },
);
