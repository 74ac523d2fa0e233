import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { intQuery } from '../../../schemas/query.js';
import {
  MatchesQuery,
  WatchCreateBody,
  WatchMatch,
  WatchOut,
  WatchParams,
  WatchSaved,
  WatchUpdateBody,
} from '../../../schemas/watches.js';
import type { Viewer } from '../../../watches/service.js';

const tags = ['watches'];

/**
 * /api/watches: keyword watch lists. Any signed-in member keeps personal watches; admins also manage company
 * watches (every member's) and see the personal watches of their company. Rules in watches/service.ts.
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
        summary: "The caller's watches: the company's and their own (admins: every personal watch of the company too)",
        security: bearerAuth,
        response: { 200: Type.Array(WatchOut), ...errors(401) },
      },
    },
    async (request) => app.watches.list(viewerOf(request)),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a watch; its matches among the items of the last 90 days are found at once (never mailed)',
        security: bearerAuth,
        body: WatchCreateBody,
        response: { 201: WatchSaved, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return app.watches.create(viewerOf(request), request.body);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One watch',
        security: bearerAuth,
        params: WatchParams,
        response: { 200: WatchOut, ...errors(401, 404) },
      },
    },
    async (request) => app.watches.get(viewerOf(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Change a watch (name, terms, scope, delivery) or pause and resume it; new terms or scope look back 90 days again',
        security: bearerAuth,
        params: WatchParams,
        body: WatchUpdateBody,
        response: { 200: WatchSaved, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => app.watches.update(viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a watch and its alerts',
        security: bearerAuth,
        params: WatchParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.watches.remove(viewerOf(request), request.params.id);
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/:id/matches',
    {
      schema: {
        tags,
        summary: "The watch's last matches (its alerts, newest first)",
        security: bearerAuth,
        params: WatchParams,
        querystring: MatchesQuery,
        response: { 200: Type.Array(WatchMatch), ...errors(400, 401, 404) },
      },
    },
    async (request) =>
      app.watches.matches(viewerOf(request), request.params.id, intQuery(request.query.limit, 'limit', 1, 100, 20)),
  );
};

export default routes;
