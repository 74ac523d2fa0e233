import fp from 'fastify-plugin';
import { createMayoralDecisionsRepository, type MayoralDecisionsRepository } from '../../legal/mayoral-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    mayoralDecisions: MayoralDecisionsRepository;
  }
}

/** Mayoral decisions (strong-mayor powers) with the bylaws they approved: global data. */
export default fp(
  async (app) => {
    app.decorate('mayoralDecisions', createMayoralDecisionsRepository(app.db));
  },
  { name: 'mayoral-decisions', dependencies: ['db'] },
);
