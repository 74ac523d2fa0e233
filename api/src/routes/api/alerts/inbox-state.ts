import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assignAlerts, unassignAlert, type AssignDeps } from '../../../alerts/assignments.js';
import { markAllRead, markRead, markUnread, ownedAlertIds, unreadCount } from '../../../alerts/reads.js';
import { alertOwned, dismissAlert, severityCounts } from '../../../alerts/repository.js';
import { UUID_RE } from '../../../lib/crypto.js';
import { httpError } from '../../../lib/http-error.js';
import { DISMISS_REASONS } from '../../../schemas/alerts.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import {
  AssignBody,
  AssignmentOut,
  BULK_MAX,
  BulkAssignBody,
  BulkAssignOut,
  BulkDismissBody,
  BulkDismissOut,
  BulkReadBody,
  BulkReadOut,
  ReadOut,
} from '../../../schemas/inbox.js';
import { IdParams, oneOf, pathId } from '../../../schemas/query.js';
import { teammateName } from '../../../alerts/teammates.js';

const tags = ['alerts'];
const NOT_FOUND = 'Alert not found';

/**
 * A member's own state of the company's alerts: read or unread, and who they are assigned to; and the bulk actions
 * of the list's multi-select (mark read, assign, dismiss). Another company's alert is not found (404).
 */
const alertInboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  async function ownedAlert(companyId: string, rawId: string) {
    const row = await alertOwned(app.db, companyId, pathId(rawId, NOT_FOUND));
    if (!row) throw httpError(404, NOT_FOUND);
    return row;
  }

  /** Every id must be an alert of the company: otherwise nothing is done (404). */
  async function ownedIds(companyId: string, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) throw httpError(400, 'Choose at least one alert');
    const owned = await ownedAlertIds(app.db, companyId, unique);
    if (owned.size !== unique.length) throw httpError(404, NOT_FOUND);
    return unique;
  }

  function assignee(raw: string): string {
    const id = raw.trim();
    if (!UUID_RE.test(id)) throw httpError(404, 'User not found');
    return id;
  }

  const deps = (log: AssignDeps['log']): AssignDeps => ({
    db: app.db,
    mailer: app.mailer,
    attempts: app.attempts,
    publicUrl: app.config.publicUrl,
    log,
  });

  app.put(
    '/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark an alert read for the caller (opening it does this)',
        security: bearerAuth,
        params: IdParams,
        response: { 200: ReadOut, ...errors(401, 404) },
      },
    },
    async (request) => {
      const row = await ownedAlert(request.auth.companyId, request.params.id);
      const at = new Date();
      await markRead(app.db, request.auth, [row.id], at);
      return { id: row.id, read: true, read_at: at.toISOString(), unread: await unreadCount(app.db, request.auth) };
    },
  );

  app.delete(
    '/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark an alert unread again for the caller',
        security: bearerAuth,
        params: IdParams,
        response: { 200: ReadOut, ...errors(401, 404) },
      },
    },
    async (request) => {
      const row = await ownedAlert(request.auth.companyId, request.params.id);
      await markUnread(app.db, request.auth, row.id);
      return { id: row.id, read: false, read_at: null, unread: await unreadCount(app.db, request.auth) };
    },
  );

  app.post(
    '/read',
    {
      schema: {
        tags,
        summary: 'Mark alerts read for the caller: the chosen ones (ids), or all of them (all: "Mark all read")',
        security: bearerAuth,
        body: BulkReadBody,
        response: { 200: BulkReadOut, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { ids, all } = request.body;
      if (all === true && ids?.length) throw httpError(400, 'Send either ids or all, not both');
      let marked: number;
      if (all === true) marked = await markAllRead(app.db, request.auth);
      else if (ids?.length) marked = await markRead(app.db, request.auth, await ownedIds(request.auth.companyId, ids));
      else throw httpError(400, `Choose the alerts to mark read (ids, at most ${BULK_MAX}) or all`);
      return { marked, unread: await unreadCount(app.db, request.auth) };
    },
  );

  app.put(
    '/:id/assignment',
    {
      schema: {
        tags,
        summary: 'Assign an alert to a teammate, who is told by mail and sees it in their inbox',
        description:
          'The assignee is a member of your company (an admin or an analyst). Assigning to the current assignee ' +
          'again changes nothing and sends no mail; nor does assigning to yourself.',
        security: bearerAuth,
        params: IdParams,
        body: AssignBody,
        response: { 200: AssignmentOut, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await ownedAlert(request.auth.companyId, request.params.id);
      const result = await assignAlerts(deps(request.log), request.auth, [row.id], assignee(request.body.assignee_id));
      return {
        alert_id: row.id,
        assignee: { id: result.assignee.id, name: teammateName(result.assignee) },
        assigned_by: result.assignedBy ? { id: result.assignedBy.id, name: teammateName(result.assignedBy) } : null,
        assigned_at: result.assignedAt.toISOString(),
        mailed: result.mailed,
      };
    },
  );

  app.delete(
    '/:id/assignment',
    {
      schema: {
        tags,
        summary: 'Take the assignment off an alert',
        security: bearerAuth,
        params: IdParams,
        response: { 204: { type: 'null', description: 'Unassigned' }, ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const row = await ownedAlert(request.auth.companyId, request.params.id);
      await unassignAlert(app.db, request.auth.companyId, row.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/assign',
    {
      schema: {
        tags,
        summary: `Assign several alerts (at most ${BULK_MAX}) to a teammate: one mail tells them`,
        security: bearerAuth,
        body: BulkAssignBody,
        response: { 200: BulkAssignOut, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const ids = await ownedIds(request.auth.companyId, request.body.ids);
      const result = await assignAlerts(deps(request.log), request.auth, ids, assignee(request.body.assignee_id));
      return { assigned: ids.length, mailed: result.mailed };
    },
  );

  app.post(
    '/dismiss',
    {
      schema: {
        tags,
        summary: `Dismiss several alerts (at most ${BULK_MAX}) with one reason: they leave the list and the counts`,
        security: bearerAuth,
        body: BulkDismissBody,
        response: { 200: BulkDismissOut, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { companyId, userId } = request.auth;
      const reason = oneOf(request.body.reason, DISMISS_REASONS, 'Reason');
      if (!reason) throw httpError(400, `Reason must be one of: ${DISMISS_REASONS.join(', ')}`);
      const ids = await ownedIds(companyId, request.body.ids);
      const at = new Date();
      await app.db.transaction(async (tx) => {
        for (const id of ids) await dismissAlert(tx, companyId, id, { userId, reason, at });
      });
      return { dismissed: ids.length, severity_counts: await severityCounts(app.db, companyId) };
    },
  );
};

export default alertInboxRoutes;
