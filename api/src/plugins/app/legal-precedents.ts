import fp from 'fastify-plugin';
import { createPrecedentsRepository, type PrecedentsRepository } from '../../legal/precedents-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    precedents: PrecedentsRepository;
  }
}

/** Tribunal decisions (precedents) and the statistics of the acts and sections they cite. */
export default fp(
  async (app) => {
    app.decorate('precedents', createPrecedentsRepository(app.db));
  },
  { name: 'legal-precedents', dependencies: ['db'] },
);
