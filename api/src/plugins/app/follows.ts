import fp from 'fastify-plugin';
import { createFollowMatching, type FollowMatching } from '../../follows/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    follows: FollowMatching;
  }
}

/** Follow matching: later steps of followed matters, on the pipeline's events (the alerts go out through alerts/). */
export default fp(
  async (app) => {
    const follows = createFollowMatching({ db: app.db, events: app.pipelineEvents });
    app.pipelineEvents.onItemsIngested(async (ids) => void (await follows.matchFollows(ids)));
    app.pipelineEvents.onItemStatusChanged(async (changes) => void (await follows.matchFollowStatusChanges(changes)));
    app.pipelineEvents.onDecisionsIngested(async (ids) => void (await follows.matchFollowDecisions(ids)));
    app.decorate('follows', follows);
  },
  { name: 'follows', dependencies: ['db', 'pipeline-events'] },
);
