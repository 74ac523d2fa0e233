import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findThread } from '../../../alerts/chat.js';
import { streamChat } from './chat-stream.js';
import { alertIndex, countAlerts, listAlerts, type AlertFilters } from '../../../alerts/list-repository.js';
import {
  addComment,
  alertItemsOf,
  alertOwned,
  dismissAlert,
  findAlert,
  listComments,
  newAlertCount,
  propertyOptions,
  propertyOwned,
  setAlertStatus,
  severityCounts,
} from '../../../alerts/repository.js';
import { requestLanguage } from '../../../i18n/language.js';
import { httpError } from '../../../lib/http-error.js';
import { RATE_LIMITS } from '../../../plugins/external/rate-limit.js';
import {
  ALERT_CATEGORIES,
  ALERT_SEVERITIES,
  ALERT_STATUSES,
  AlertDetail,
  AlertSchema,
  ChatBody,
  CommentBody,
  CommentSchema,
  DISMISS_REASONS,
  DismissBody,
  DismissOut,
  FilterOptionsOut,
  ListQuery,
  PositionOut,
  PositionQuery,
  PropertyQuery,
  SETTABLE_STATUSES,
  SeverityCountsSchema,
  STATUS_DESCRIPTION,
  StatsOut,
  StatsQuery,
  StatusBody,
  TOTAL_HEADER,
  type AlertStatus,
} from '../../../schemas/alerts.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { IdParams, intQuery, oneOf, pathId } from '../../../schemas/query.js';
import { UUID_RE } from '../../../lib/crypto.js';
import { ALERT_SORTS } from '../../../schemas/alert-list.js';
import { withInboxFields } from '../../../alerts/reads.js';
import { AlertWithInbox, InboxFields } from '../../../schemas/inbox.js';

const tags = ['alerts'];
const NOT_FOUND = 'Alert not found';

export { TOTAL_HEADER };

/** The alerts of the caller's company; the matching engine writes them. */
const alertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  /** A property filter of the caller's company; another company's or a malformed id answers 404. */
  async function ownedProperty(companyId: string, value: string | undefined): Promise<string | undefined> {
    const id = value?.trim();
    if (!id) return undefined;
    if (!UUID_RE.test(id) || !(await propertyOwned(app.db, companyId, id))) throw httpError(404, 'Property not found');
    return id;
  }

  async function listFilters(
    companyId: string,
    q: { propertyId?: string; severity?: string; category?: string; status?: string; search?: string; sort?: string },
  ): Promise<Omit<AlertFilters, 'limit' | 'offset'>> {
    return {
      propertyId: await ownedProperty(companyId, q.propertyId),
      severity: oneOf(q.severity, ALERT_SEVERITIES, 'Severity'),
      category: oneOf(q.category?.toLowerCase(), ALERT_CATEGORIES, 'Category'),
      status: oneOf(q.status, ALERT_STATUSES, 'Status'),
      search: q.search?.trim() || undefined,
      sort: oneOf(q.sort, ALERT_SORTS, 'Sort'),
    };
  }

  async function ownedAlert(companyId: string, rawId: string) {
    const id = pathId(rawId, NOT_FOUND);
    const row = await alertOwned(app.db, companyId, id);
    if (!row) throw httpError(404, NOT_FOUND);
    return row;
  }

  app.get(
    '/',
    {
      config: { apiKeyScope: 'alerts' },
      schema: {
        tags,
        summary: 'Alerts of the company, newest first (dismissed alerts are left out unless status=dismissed)',
        security: bearerAuth,
        querystring: ListQuery,
        response: {
          200: {
            description: `The page of alerts. The header ${TOTAL_HEADER} holds how many alerts the list has under these filters (for the pager).`,
            headers: Type.Object({ [TOTAL_HEADER]: Type.Integer() }),
            ...Type.Array(AlertWithInbox),
          },
          ...errors(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const { companyId } = request.auth;
      const q = request.query;
      const filters = await listFilters(companyId, q);
      const limit = intQuery(q.limit, 'Limit', 1, 500, 200);
      const offset = intQuery(q.offset, 'Offset', 0, 1_000_000, 0);
      const { alerts: page, total } = await listAlerts(app.database.statements, companyId, {
        ...filters,
        limit,
        offset,
      });
      reply.header(TOTAL_HEADER, total);
      return withInboxFields(app.db, request.auth, page);
    },
  );

  app.get(
    '/:id/position',
    {
      schema: {
        tags,
        summary:
          "Where an alert stands in the list under the same filters: its index and the page that holds it (opens /alerts?alertId= on the alert's page)",
        security: bearerAuth,
        params: IdParams,
        querystring: PositionQuery,
        response: {
          200: PositionOut,
          ...errors(400, 401, 404),
        },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const row = await ownedAlert(companyId, request.params.id);
      const filters = await listFilters(companyId, request.query);
      const limit = intQuery(request.query.limit, 'Limit', 1, 500, 6);
      const [index, total] = await Promise.all([
        alertIndex(app.database.statements, companyId, row.id, filters),
        countAlerts(app.database.statements, companyId, filters),
      ]);
      const page = index === null ? null : Math.floor(index / limit) + 1;
      return { id: row.id, index, page, offset: page === null ? null : (page - 1) * limit, limit, total };
    },
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'New (not dismissed) alerts raised in the last `days` days (the sidebar badge uses 7)',
        security: bearerAuth,
        querystring: StatsQuery,
        response: { 200: StatsOut, ...errors(400, 401) },
      },
    },
    async (request) => {
      const days = intQuery(request.query.days, 'Days', 1, 999, 7);
      return { new_alerts: await newAlertCount(app.db, request.auth.companyId, days), days };
    },
  );

  app.get(
    '/severity-counts',
    {
      schema: {
        tags,
        summary: 'Alerts per severity and in total (dismissed alerts are not counted)',
        security: bearerAuth,
        querystring: Type.Object({ propertyId: PropertyQuery }),
        response: { 200: SeverityCountsSchema, ...errors(401, 404) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      return severityCounts(app.db, companyId, await ownedProperty(companyId, request.query.propertyId));
    },
  );

  app.get(
    '/filters',
    {
      schema: {
        tags,
        summary: 'Filter options: the properties, the categories (type filter) and the severities',
        security: bearerAuth,
        response: {
          200: FilterOptionsOut,
          ...errors(401),
        },
      },
    },
    async (request) => ({
      properties: await propertyOptions(app.db, request.auth.companyId),
      categories: [...ALERT_CATEGORIES],
      severities: [...ALERT_SEVERITIES],
      statuses: [...ALERT_STATUSES],
    }),
  );

  app.get(
    '/:id',
    {
      config: { apiKeyScope: 'alerts' },
      schema: {
        tags,
        summary: 'One alert with its related agenda items and why each matched',
        security: bearerAuth,
        params: IdParams,
        response: { 200: Type.Intersect([AlertDetail, InboxFields]), ...errors(401, 404) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const alert = await findAlert(app.db, companyId, pathId(request.params.id, NOT_FOUND));
      if (!alert) throw httpError(404, NOT_FOUND);
      const items = await alertItemsOf(app.db, companyId, alert.id);
      const [withState] = await withInboxFields(app.db, request.auth, [alert]);
      return { ...withState!, items, property_impacts: items };
    },
  );

  app.patch(
    '/:id/status',
    {
      schema: {
        tags,
        summary: 'Change the status of an alert',
        description: `${STATUS_DESCRIPTION} This call sets ${SETTABLE_STATUSES.join(', ')}; it also restores a dismissed alert.`,
        security: bearerAuth,
        params: IdParams,
        body: StatusBody,
        response: { 200: AlertSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const row = await ownedAlert(companyId, request.params.id);
      const status = request.body.status.trim();
      if (status === 'dismissed')
        throw httpError(400, 'Dismiss an alert with POST /api/alerts/{id}/dismiss and a reason');
      if (!(SETTABLE_STATUSES as readonly string[]).includes(status))
        throw httpError(400, `Status must be one of: ${SETTABLE_STATUSES.join(', ')}`);
      await setAlertStatus(app.db, companyId, row.id, status as AlertStatus);
      return (await findAlert(app.db, companyId, row.id))!;
    },
  );

  app.post(
    '/:id/dismiss',
    {
      schema: {
        tags,
        summary: 'Dismiss an alert with a reason: it leaves the list and its severity count',
        security: bearerAuth,
        params: IdParams,
        body: DismissBody,
        response: {
          200: DismissOut,
          ...errors(400, 401, 404),
        },
      },
    },
    async (request) => {
      const { companyId, userId } = request.auth;
      const row = await ownedAlert(companyId, request.params.id);
      const reason = oneOf(request.body.reason, DISMISS_REASONS, 'Reason');
      if (!reason) throw httpError(400, `Reason must be one of: ${DISMISS_REASONS.join(', ')}`);
      const now = new Date();
      await dismissAlert(app.db, companyId, row.id, { userId, reason, at: now });
      return {
        id: row.id,
        status: 'dismissed' as const,
        dismiss_reason: reason,
        dismissed_at: now.toISOString(),
        severity: row.severity,
        severity_counts: await severityCounts(app.db, companyId),
      };
    },
  );

  app.get(
    '/:id/comments',
    {
      schema: {
        tags,
        summary: "An alert's comments, oldest first",
        security: bearerAuth,
        params: IdParams,
        response: { 200: Type.Array(CommentSchema), ...errors(401, 404) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const row = await ownedAlert(companyId, request.params.id);
      return listComments(app.db, companyId, row.id);
    },
  );

  app.post(
    '/:id/comments',
    {
      schema: {
        tags,
        summary: 'Add a comment to an alert',
        security: bearerAuth,
        params: IdParams,
        body: CommentBody,
        response: { 201: CommentSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { companyId, userId } = request.auth;
      const row = await ownedAlert(companyId, request.params.id);
      const comment = request.body.comment.trim();
      if (!comment) throw httpError(400, 'Comment is required');
      const saved = await addComment(app.db, companyId, row.id, userId, comment);
      reply.code(201);
      return saved;
    },
  );

  app.post(
    '/:id/chat',
    {
      config: { rateLimit: RATE_LIMITS.chat },
      schema: {
        tags,
        summary: 'Ask the AI about an alert: a server-sent event stream',
        description:
          'Answers `text/event-stream`: lines `data: {json}` with `type` thread_id (field thread_id, first), token ' +
          '(field content, appended to the reply), done (thread_id, message_id, citations), error (field message), or ' +
          'interrupted (field detail: the server is restarting; the answer was not stored, send the question again ' +
          'with the thread_id: a resent unanswered question is not stored twice). ' +
          "Send the thread_id back to continue the conversation. The answer is grounded in the alert's agenda items " +
          'and documents and cites them. Generation stops when the client disconnects.',
        security: bearerAuth,
        params: IdParams,
        body: ChatBody,
        response: {
          200: Type.String({ description: 'text/event-stream' }),
          ...errors(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { companyId, userId } = request.auth;
      const row = await ownedAlert(companyId, request.params.id);
      const message = request.body.message.trim();
      if (!message) throw httpError(400, 'Message is required');
      let threadId: string | null = request.body.thread_id?.trim() || null;
      if (threadId) {
        if (!UUID_RE.test(threadId) || !(await findThread(app.db, companyId, row.id, threadId)))
          throw httpError(404, 'Thread not found');
      }
      // The answer is written in the asker's language (the app sends the one its user reads).
      const language = requestLanguage(request.headers['accept-language']);
      await streamChat(app, request, reply, { companyId, userId, alertId: row.id, message, threadId, language });
      return reply;
    },
  );
};

export default alertRoutes;
