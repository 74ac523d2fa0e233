import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inboxOf, newSinceLastVisit, recordVisit } from '../../../alerts/inbox.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { InboxOut, InboxQuery, SinceOut, SinceQuery, VisitOut } from '../../../schemas/inbox.js';
import { intQuery } from '../../../schemas/query.js';

const tags = ['inbox'];

/** The caller's inbox: the header's bell, and "New since your last visit" on the Overview. */
const inboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          "The bell: the caller's unread alerts, and the newest alerts, those assigned to the caller and the updates of the items they follow",
        security: bearerAuth,
        querystring: InboxQuery,
        response: { 200: InboxOut, ...errors(400, 401) },
      },
    },
    async (request) => inboxOf(app.db, request.auth, intQuery(request.query.limit, 'Limit', 1, 20, 8)),
  );

  app.post(
    '/visit',
    {
      schema: {
        tags,
        summary:
          'Record a visit (the Overview does on opening). A visit more than 30 minutes after the last one starts a new one: the last becomes the previous visit',
        security: bearerAuth,
        response: { 200: VisitOut, ...errors(401) },
      },
    },
    async (request) => recordVisit(app.db, request.auth),
  );

  app.get(
    '/since-last-visit',
    {
      schema: {
        tags,
        summary: 'New since your last visit: the alerts (not dismissed) raised after the previous visit',
        security: bearerAuth,
        querystring: SinceQuery,
        response: { 200: SinceOut, ...errors(400, 401) },
      },
    },
    async (request) => newSinceLastVisit(app.db, request.auth, intQuery(request.query.limit, 'Limit', 1, 20, 6)),
  );
};

export default inboxRoutes;
