import fp from 'fastify-plugin';
import { createAreaService, type AreaService } from '../../areas/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    areas: AreaService;
  }
}

/** Area watches (areas/service.ts): app.areas. Their matching runs with the applications' (applications/service.ts). */
export default fp(
  async (app) => {
    app.decorate('areas', createAreaService(app.db));
  },
  { name: 'areas', dependencies: ['db'] },
);
