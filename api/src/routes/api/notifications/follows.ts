import { Type, type FastifyPluginAsyncTypebox, type TSchema } from '@fastify/type-provider-typebox';
import { and, desc, eq } from 'drizzle-orm';
import { agendaItems, alertItems, alerts, itemFollows } from '../../../db/schema/index.js';
import { UUID_RE } from '../../../lib/crypto.js';
import { httpError } from '../../../lib/http-error.js';
import { followTimeline, matterKeys } from '../../../notifications/follow.js';
import { bearerAuth, DateTime, errors, Id } from '../../../schemas/common.js';
import { pathId } from '../../../schemas/query.js';

const tags = ['notifications'];
const Follow = Type.Object({
  id: Type.String({ format: 'uuid' }),
  alert_id: Type.Integer(),
  agenda_item_id: Type.Integer(),
  title: Type.String(),
  application_numbers: Type.Array(Type.String()),
  created_at: DateTime,
});
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
/** A step: the item at a meeting, a change of its status, or a tribunal decision on the matter (no agenda item). */
const Step = Type.Object({
  kind: Type.Union([Type.Literal('meeting'), Type.Literal('status'), Type.Literal('tribunal')]),
  agenda_item_id: Nullable(Type.Integer()),
  item_number: Nullable(Type.String()),
  title: Type.String(),
  meeting_id: Nullable(Type.Integer()),
  meeting_title: Type.String(),
  committee_name: Nullable(Type.String()),
  starts_at: DateTime,
  status: Type.String(),
  item_status: Nullable(Type.String()),
  detail: Nullable(Type.String()),
  url: Nullable(Type.String()),
  alert_id: Nullable(Type.Integer()),
  followed: Type.Boolean(),
});
const followOut = (f: typeof itemFollows.$inferSelect) => ({
  id: f.id,
  alert_id: f.alertId,
  agenda_item_id: f.agendaItemId,
  title: f.title,
  application_numbers: f.applicationNumbers,
  created_at: f.createdAt.toISOString(),
});

/** Follow an agenda item through its life (registered inside the authenticated scope of /api/notifications). */
const followRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/follows',
    { schema: { tags, summary: 'The items the caller follows', security: bearerAuth, response: { 200: Type.Array(Follow), ...errors(401) } } },
    async (request) => {
      const rows = await app.db
        .select()
        .from(itemFollows)
        .where(and(eq(itemFollows.companyId, request.auth.companyId), eq(itemFollows.userId, request.auth.userId)))
        .orderBy(desc(itemFollows.createdAt));
      return rows.map(followOut);
    },
  );

  app.post(
    '/follows',
    {
      schema: {
        tags,
        summary: "Follow an agenda item of one of the company's alerts (the alert's first item when agenda_item_id is omitted)",
        security: bearerAuth,
        body: Type.Object({ alert_id: Id(), agenda_item_id: Type.Optional(Id()) }),
        response: { 200: Follow, 201: Follow, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { alert_id, agenda_item_id } = request.body;
      const items = await app.db
        .select({ item: agendaItems })
        .from(alertItems)
        .innerJoin(alerts, eq(alerts.id, alertItems.alertId))
        .innerJoin(agendaItems, eq(agendaItems.id, alertItems.agendaItemId))
        .where(and(eq(alertItems.alertId, alert_id), eq(alerts.companyId, request.auth.companyId)))
        .orderBy(alertItems.id);
      if (items.length === 0) {
        const [alert] = await app.db.select({ id: alerts.id }).from(alerts).where(and(eq(alerts.id, alert_id), eq(alerts.companyId, request.auth.companyId)));
        if (!alert) throw httpError(404, 'Alert not found');
        throw httpError(400, 'This alert has no agenda item to follow');
      }
      const chosen = agenda_item_id === undefined ? items[0]!.item : items.find((i) => i.item.id === agenda_item_id)?.item;
      if (!chosen) throw httpError(404, 'Agenda item not found in this alert');
      const keys = matterKeys(chosen);
      const [created] = await app.db
        .insert(itemFollows)
        .values({
          companyId: request.auth.companyId,
          userId: request.auth.userId,
          alertId: alert_id,
          agendaItemId: chosen.id,
          applicationNumbers: keys.applicationNumbers,
          addresses: keys.addresses,
          title: chosen.title,
        })
        .onConflictDoNothing()
        .returning();
      if (created) {
        reply.code(201);
        return followOut(created);
      }
      const [existing] = await app.db
        .select()
        .from(itemFollows)
        .where(and(eq(itemFollows.userId, request.auth.userId), eq(itemFollows.agendaItemId, chosen.id)));
      return followOut(existing!);
    },
  );

  app.delete(
    '/follows/:id',
    {
      schema: { tags, summary: 'Stop following an item', security: bearerAuth, params: Type.Object({ id: Type.String({ maxLength: 64 }) }), response: { 204: Type.Null(), ...errors(401, 404) } },
    },
    async (request, reply) => {
      if (!UUID_RE.test(request.params.id)) throw httpError(404, 'Follow not found');
      const deleted = await app.db
        .delete(itemFollows)
        .where(and(eq(itemFollows.id, request.params.id), eq(itemFollows.companyId, request.auth.companyId), eq(itemFollows.userId, request.auth.userId)))
        .returning({ id: itemFollows.id });
      if (deleted.length === 0) throw httpError(404, 'Follow not found');
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/follows/:alertId/timeline',
    {
      schema: {
        tags,
        summary: "The steps of the matter followed from this alert (or of the follow this alert belongs to), in meeting order",
        security: bearerAuth,
        params: Type.Object({ alertId: Type.String({ description: 'Numeric alert id' }) }),
        response: { 200: Type.Object({ follow: Type.Union([Follow, Type.Null()]), steps: Type.Array(Step) }), ...errors(401, 404) },
      },
    },
    async (request) => {
      const companyId = request.auth.companyId;
      // Any alert id that cannot be one (not digits, or beyond the integer column) answers 404 like an unknown one.
      const alertId = pathId(request.params.alertId, 'Alert not found');
      const [alert] = await app.db.select({ id: alerts.id, sourceKey: alerts.sourceKey }).from(alerts).where(and(eq(alerts.id, alertId), eq(alerts.companyId, companyId)));
      if (!alert) throw httpError(404, 'Alert not found');
      const fromKey = /^follow:([0-9a-f-]{36}):/.exec(alert.sourceKey)?.[1];
      const [follow] = await app.db
        .select()
        .from(itemFollows)
        .where(and(eq(itemFollows.companyId, companyId), fromKey ? eq(itemFollows.id, fromKey) : and(eq(itemFollows.alertId, alert.id), eq(itemFollows.userId, request.auth.userId))));
      if (!follow) return { follow: null, steps: [] };
      return { follow: followOut(follow), steps: await followTimeline(app, follow.id, follow.agendaItemId) };
    },
  );
};
export default followRoutes;
