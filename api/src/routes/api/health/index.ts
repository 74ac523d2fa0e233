import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../../schemas/common.js';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok') }),
          503: Type.Object({ status: Type.Literal('error'), database: Type.Literal('error'), detail: Type.String() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', database: 'error', detail: 'Database unavailable' });
      }
    },
  );

  app.get(
    '/health/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: whether this instance should be sent traffic',
        description:
          'For a load balancer. 200 when the database answers and the job queue runs; 503 with a detail while the ' +
          'instance is stopping (from SIGTERM on, during SHUTDOWN_READINESS_DELAY_MS it still serves but reports ' +
          'not ready) or when the database does not answer. GET /api/health is the liveness check.',
        response: {
          200: Type.Object({ status: Type.Literal('ready') }),
          503: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const notReady = (detail: string) => reply.code(503).send({ detail });
      if (app.drain.draining) return notReady('The server is shutting down.');
      if (app.jobs.stopped) return notReady('The job queue is stopped.');
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database unreachable');
        return notReady('Database unavailable');
      }
      return { status: 'ready' as const };
    },
  );
};

export default healthRoutes;
