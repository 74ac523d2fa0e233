import fp from 'fastify-plugin';
import { createWatchService, type WatchService } from '../../watches/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    watches: WatchService;
  }
}

/** Keyword watch lists (watches/service.ts): app.watches. Their matching on ingest runs in the analysis service. */
export default fp(
  async (app) => {
    app.decorate('watches', createWatchService(app.db));
  },
  { name: 'watches', dependencies: ['db'] },
);
