import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UUID_RE } from '../../../lib/crypto.js';
import { httpError } from '../../../lib/http-error.js';
import { followOut } from '../../../follows/answers.js';
import { matterKeys } from '../../../follows/match.js';
import * as follows from '../../../follows/repository.js';
import { followTimeline } from '../../../follows/timeline.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { Follow, FollowCreateBody, IdParams, Timeline, TimelineParams } from '../../../schemas/notifications.js';
import { pathId } from '../../../schemas/query.js';

const tags = ['notifications'];

/** Follow an agenda item through its life (registered inside the authenticated scope of /api/notifications). */
const followRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/follows',
    {
      schema: {
        tags,
        summary: 'The items the caller follows',
        security: bearerAuth,
        response: { 200: Type.Array(Follow), ...errors(401) },
      },
    },
    async (request) => {
      const rows = await follows.followsOfUser(app.db, request.auth.companyId, request.auth.userId);
      return rows.map(followOut);
    },
  );

  app.post(
    '/follows',
    {
      schema: {
        tags,
        summary:
          "Follow an agenda item of one of the company's alerts (the alert's first item when agenda_item_id is omitted)",
        security: bearerAuth,
        body: FollowCreateBody,
        response: { 200: Follow, 201: Follow, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { alert_id, agenda_item_id } = request.body;
      const items = await follows.agendaItemsOfAlert(app.db, request.auth.companyId, alert_id);
      if (items.length === 0) {
        const alert = await follows.alertOfCompany(app.db, request.auth.companyId, alert_id);
        if (!alert) throw httpError(404, 'Alert not found');
        throw httpError(400, 'This alert has no agenda item to follow');
      }
      const chosen =
        agenda_item_id === undefined ? items[0]!.item : items.find((i) => i.item.id === agenda_item_id)?.item;
      if (!chosen) throw httpError(404, 'Agenda item not found in this alert');
      const keys = matterKeys(chosen);
      const created = await follows.insertFollow(app.db, {
        companyId: request.auth.companyId,
        userId: request.auth.userId,
        alertId: alert_id,
        agendaItemId: chosen.id,
        applicationNumbers: keys.applicationNumbers,
        addresses: keys.addresses,
        title: chosen.title,
      });
      if (created) {
        reply.code(201);
        return followOut(created);
      }
      const existing = await follows.followOfUserItem(app.db, request.auth.userId, chosen.id);
      return followOut(existing!);
    },
  );

  app.delete(
    '/follows/:id',
    {
      schema: {
        tags,
        summary: 'Stop following an item',
        security: bearerAuth,
        params: IdParams,
        response: { 204: Type.Null(), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      if (!UUID_RE.test(request.params.id)) throw httpError(404, 'Follow not found');
      if (!(await follows.deleteFollow(app.db, request.auth.companyId, request.auth.userId, request.params.id)))
        throw httpError(404, 'Follow not found');
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/follows/:alertId/timeline',
    {
      schema: {
        tags,
        summary:
          'The steps of the matter followed from this alert (or of the follow this alert belongs to), in meeting order',
        security: bearerAuth,
        params: TimelineParams,
        response: { 200: Timeline, ...errors(401, 404) },
      },
    },
    async (request) => {
      const companyId = request.auth.companyId;
      // Any alert id that cannot be one (not digits, or beyond the integer column) answers 404 like an unknown one.
      const alertId = pathId(request.params.alertId, 'Alert not found');
      const alert = await follows.alertOfCompany(app.db, companyId, alertId);
      if (!alert) throw httpError(404, 'Alert not found');
      const fromKey = /^follow:([0-9a-f-]{36}):/.exec(alert.sourceKey)?.[1];
      const follow = await follows.followOfAlert(app.db, companyId, request.auth.userId, alert.id, fromKey);
      if (!follow) return { follow: null, steps: [] };
      return { follow: followOut(follow), steps: await followTimeline(app.db, follow.id, follow.agendaItemId) };
    },
  );
};
export default followRoutes;
