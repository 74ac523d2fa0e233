import fp from 'fastify-plugin';
import { Drain } from '../../lib/drain.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process is being stopped, and its open event streams (lib/drain.ts, shutdown.ts). */
    drain: Drain;
  }
}

/** `app.drain`; while draining, every response closes its connection (keep-alive clients reconnect elsewhere). */
export default fp(
  async (app) => {
    const drain = new Drain();
    app.decorate('drain', drain);
    app.addHook('onSend', async (_request, reply) => {
      if (drain.draining) reply.header('connection', 'close');
    });
  },
  { name: 'drain' },
);
