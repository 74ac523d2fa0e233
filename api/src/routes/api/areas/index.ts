import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { AreaCreateBody, AreaOut, AreaParams, AreaUpdateBody } from '../../../schemas/areas.js';
import type { Viewer } from '../../../watches/repository.js';

const tags = ['watches'];

/**
 * /api/areas: area watches, a kind of watch (docs/api/areas.md): an alert for each new development application
 * inside a drawn polygon or circle. Same rights as /api/watches: any member keeps personal areas; admins also manage
 * company areas and see every personal area of their company. Rules in areas/service.ts.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const viewerOf = (request: { auth: { companyId: string; userId: string; role: string } }): Viewer => ({
    companyId: request.auth.companyId,
    userId: request.auth.userId,
    isAdmin: request.auth.role === 'admin',
  });

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "The caller's areas: the company's and their own (admins: every personal area of the company too)",
        security: bearerAuth,
        response: { 200: Type.Array(AreaOut), ...errors(401) },
      },
    },
    async (request) => app.areas.list(viewerOf(request)),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create an area: each new application inside it (of its types) raises an alert, delivered as it says',
        security: bearerAuth,
        body: AreaCreateBody,
        response: { 201: AreaOut, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return app.areas.create(viewerOf(request), request.body);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One area',
        security: bearerAuth,
        params: AreaParams,
        response: { 200: AreaOut, ...errors(401, 404) },
      },
    },
    async (request) => app.areas.get(viewerOf(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change an area (name, geometry, types, delivery) or pause and resume it',
        security: bearerAuth,
        params: AreaParams,
        body: AreaUpdateBody,
        response: { 200: AreaOut, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => app.areas.update(viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an area and its alerts',
        security: bearerAuth,
        params: AreaParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.areas.remove(viewerOf(request), request.params.id);
      reply.code(204);
      return null;
    },
  );
};

export default routes;
