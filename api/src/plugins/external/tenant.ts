import { AsyncResource } from 'node:async_hooks';
import fp from 'fastify-plugin';
import { withoutTenant } from '../../db/tenant-context.js';

const resource = Symbol('tenant async resource');

declare module 'fastify' {
  interface FastifyRequest {
    [resource]?: AsyncResource;
  }
}

/**
 * Every request runs in its own tenant context, empty until `authenticate` sets the company
 * (db/tenant-context.ts). Node emits a request body's 'end' in the socket's async context, so the hooks and the
 * handler that follow body parsing are re-entered in the request's context (the way @fastify/request-context
 * does it).
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      withoutTenant(() => {
        request[resource] = new AsyncResource('parcelwatch-tenant');
        done();
      });
    });
    app.addHook('preValidation', (request, _reply, done) => {
      const scope = request[resource];
      if (scope) scope.runInAsyncScope(done, request.raw);
      else done();
    });
  },
  { name: 'tenant' },
);
