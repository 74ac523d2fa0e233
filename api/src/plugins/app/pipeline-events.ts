import fp from 'fastify-plugin';
import { createPipelineEvents, type PipelineEvents } from '../../pipeline/events.js';

export type { PipelineEvents } from '../../pipeline/events.js';

/** The in-process hooks between the pipeline's stages (pipeline/events.ts): app.pipelineEvents. */
declare module 'fastify' {
  interface FastifyInstance {
    pipelineEvents: PipelineEvents;
  }
}

export default fp(
  async (app) => {
    app.decorate('pipelineEvents', createPipelineEvents(app.log));
  },
  { name: 'pipeline-events' },
);
