import fp from 'fastify-plugin';
import { createProposalsRepository, type ProposalsRepository } from '../../legal/proposals-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    provincialProposals: ProposalsRepository;
  }
}

/** Provincial registry proposals (ERO, ORR): global data, read by every signed-in user. */
export default fp(
  async (app) => {
    app.decorate('provincialProposals', createProposalsRepository(app.db));
  },
  { name: 'provincial-proposals', dependencies: ['db'] },
);
