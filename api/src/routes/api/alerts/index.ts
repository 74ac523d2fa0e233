import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { findThread, streamChat } from '../../../alerts/chat.js';
import {
  alertIndex,
  alertItemsOf,
  alertOwned,
  countAlerts,
  type AlertFilters,
  findAlert,
  listAlerts,
  listComments,
  newAlertCount,
  propertyOptions,
  propertyOwned,
  severityCounts,
  commentOut,
} from '../../../alerts/repository.js';
import {
  ALERT_CATEGORIES,
  ALERT_SEVERITIES,
  ALERT_STATUSES,
  DISMISS_REASONS,
  alertComments,
  alerts,
  users,
  type AlertStatus,
} from '../../../db/schema/index.js';
import { httpError } from '../../../lib/http-error.js';
import { RATE_LIMITS } from '../../../plugins/external/rate-limit.js';
import { bearerAuth, DateTime, errors, NullableDateTime } from '../../../schemas/common.js';
import { EnumQuery, IdParams, intQuery, IntQuery, oneOf, pathId } from '../../../schemas/query.js';
import { UUID_RE } from '../../../lib/crypto.js';

const tags = ['alerts'];
const NOT_FOUND = 'Alert not found';
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

const STATUS_DESCRIPTION =
  'Alert statuses: new (raised, not yet looked at) -> acknowledged (seen) -> in_progress (being handled) -> ' +
  'resolved (handled); dismissed (set only by POST /{id}/dismiss with a reason; dismissed alerts leave the list ' +
  'and the counts).';
const SETTABLE_STATUSES = ALERT_STATUSES.filter((s) => s !== 'dismissed');

const Evidence = Type.Object(
  {
    rule: Type.String(),
    text: Type.Optional(Type.String()),
    field: Type.Optional(Type.String()),
    documentId: Type.Optional(Type.Integer()),
    span: Type.Optional(Type.Object({ start: Type.Integer(), end: Type.Integer() })),
    page: Type.Optional(Type.Integer()),
    distanceMeters: Type.Optional(Type.Number()),
    confidence: Type.Number(),
    detail: Type.Optional(Type.String()),
  },
  { description: 'Why the item matched the property' },
);

const AlertSchema = Type.Object({
  id: Type.Integer(),
  property_id: Type.String({ format: 'uuid' }),
  property_name: Type.String(),
  severity: Type.String({ enum: [...ALERT_SEVERITIES] }),
  status: Type.String({ enum: [...ALERT_STATUSES], description: STATUS_DESCRIPTION }),
  meeting_id: Type.Union([Type.Integer(), Type.Null()]),
  meeting_title: Type.String({ description: "The meeting's title ('Municipality Committee' when the alert has no meeting)" }),
  meeting_date: NullableDateTime,
  municipality: Nullable(Type.String()),
  committee: Nullable(Type.String()),
  created_at: DateTime,
  updated_at: DateTime,
  alert_title: Type.String(),
  alert_summary: Type.String(),
  summary: Type.String(),
  meeting_summary: Nullable(Type.String()),
  alert_preview: Nullable(Type.String()),
  primary_finding: Nullable(Type.String()),
  expanded_finding: Nullable(Type.String()),
  alert_categories: Type.Array(Type.String()),
  num_items: Type.Integer(),
  comments: Type.Integer({ description: 'Number of comments' }),
  document_url: Nullable(Type.String()),
  view_document_url: Nullable(Type.String()),
  dismiss_reason: Nullable(Type.String()),
  dismissed_at: NullableDateTime,
});

const AlertItemSchema = Type.Object({
  id: Type.Integer(),
  agenda_item_id: Type.Union([Type.Integer(), Type.Null()]),
  document_id: Type.Union([Type.Integer(), Type.Null()]),
  item_number: Nullable(Type.String()),
  item_title: Type.String(),
  title: Type.String(),
  item_description: Nullable(Type.String()),
  impact_summary: Type.String(),
  confidence: Type.String({ description: "'High' | 'Medium' | 'Low'" }),
  score: Type.Number(),
  severity: Type.String({ enum: [...ALERT_SEVERITIES] }),
  categories: Type.Array(Type.String()),
  rule: Type.String({ description: 'The strongest matching rule' }),
  evidence: Type.Array(Evidence),
  document_url: Nullable(Type.String()),
  source_url: Nullable(Type.String()),
});

const AlertDetail = Type.Intersect([
  AlertSchema,
  Type.Object({ items: Type.Array(AlertItemSchema), property_impacts: Type.Array(AlertItemSchema) }),
]);

const SeverityCountsSchema = Type.Object({ urgent: Type.Integer(), high: Type.Integer(), normal: Type.Integer(), total: Type.Integer() });

const CommentSchema = Type.Object({
  id: Type.Integer(),
  alert_id: Type.Integer(),
  user_id: Nullable(Type.String({ format: 'uuid' })),
  user_name: Nullable(Type.String()),
  comment: Type.String(),
  created_at: DateTime,
});

const PropertyQuery = Type.Optional(Type.String({ description: "Only this property's alerts (a property id)" }));

/** The list's filters (GET / and GET /{id}/position take the same). */
const FilterQuery = {
  propertyId: PropertyQuery,
  severity: EnumQuery(ALERT_SEVERITIES, 'urgent, high or normal'),
  category: Type.Optional(
    Type.String({ description: `Only alerts of this category (the page's type filter), any case: ${ALERT_CATEGORIES.join(', ')}` }),
  ),
  status: EnumQuery(ALERT_STATUSES, STATUS_DESCRIPTION),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Words in the title, summary, meeting, municipality or property' })),
};

/** The response header of GET / with the list's size under the filters (exposed to other origins by CORS). */
export const TOTAL_HEADER = 'x-total-count';

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
    q: { propertyId?: string; severity?: string; category?: string; status?: string; search?: string },
  ): Promise<Omit<AlertFilters, 'limit' | 'offset'>> {
    return {
      propertyId: await ownedProperty(companyId, q.propertyId),
      severity: oneOf(q.severity, ALERT_SEVERITIES, 'Severity'),
      category: oneOf(q.category?.toLowerCase(), ALERT_CATEGORIES, 'Category'),
      status: oneOf(q.status, ALERT_STATUSES, 'Status'),
      search: q.search?.trim() || undefined,
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
      schema: {
        tags,
        summary: 'Alerts of the company, newest first (dismissed alerts are left out unless status=dismissed)',
        security: bearerAuth,
        querystring: Type.Object({
          ...FilterQuery,
          limit: IntQuery('Page size, 1 to 500 (default 200; the alerts page asks for 6)'),
          offset: IntQuery('Rows to skip (default 0): (page - 1) x limit'),
        }),
        response: {
          200: {
            description: `The page of alerts. The header ${TOTAL_HEADER} holds how many alerts the list has under these filters (for the pager).`,
            headers: Type.Object({ [TOTAL_HEADER]: Type.Integer() }),
            ...Type.Array(AlertSchema),
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
      const { alerts: page, total } = await listAlerts(app.database.statements, companyId, { ...filters, limit, offset });
      reply.header(TOTAL_HEADER, total);
      return page;
    },
  );

  app.get(
    '/:id/position',
    {
      schema: {
        tags,
        summary: "Where an alert stands in the list under the same filters: its index and the page that holds it (opens /alerts?alertId= on the alert's page)",
        security: bearerAuth,
        params: IdParams,
        querystring: Type.Object({ ...FilterQuery, limit: IntQuery('Page size, 1 to 500 (default 6, the alerts page)') }),
        response: {
          200: Type.Object({
            id: Type.Integer(),
            index: Type.Union([Type.Integer(), Type.Null()], { description: '0-based place in the list; null when these filters leave the alert out' }),
            page: Type.Union([Type.Integer(), Type.Null()], { description: '1-based page of `limit` alerts holding it; null when left out' }),
            offset: Type.Union([Type.Integer(), Type.Null()], { description: 'The list offset of that page; null when left out' }),
            limit: Type.Integer(),
            total: Type.Integer({ description: 'Alerts in the list under these filters' }),
          }),
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
        querystring: Type.Object({ days: IntQuery('Days back, 1 to 999 (default 7; 999 means all)') }),
        response: { 200: Type.Object({ new_alerts: Type.Integer(), days: Type.Integer() }), ...errors(400, 401) },
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
          200: Type.Object({
            properties: Type.Array(Type.Object({ property_id: Type.String({ format: 'uuid' }), name: Type.String() })),
            categories: Type.Array(Type.String()),
            severities: Type.Array(Type.String()),
            statuses: Type.Array(Type.String()),
          }),
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
      schema: {
        tags,
        summary: 'One alert with its related agenda items and why each matched',
        security: bearerAuth,
        params: IdParams,
        response: { 200: AlertDetail, ...errors(401, 404) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const alert = await findAlert(app.db, companyId, pathId(request.params.id, NOT_FOUND));
      if (!alert) throw httpError(404, NOT_FOUND);
      const items = await alertItemsOf(app.db, companyId, alert.id);
      return { ...alert, items, property_impacts: items };
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
        body: Type.Object({ status: Type.String({ description: SETTABLE_STATUSES.join(' | ') }) }),
        response: { 200: AlertSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const row = await ownedAlert(companyId, request.params.id);
      const status = request.body.status.trim();
      if (status === 'dismissed') throw httpError(400, 'Dismiss an alert with POST /api/alerts/{id}/dismiss and a reason');
      if (!(SETTABLE_STATUSES as readonly string[]).includes(status)) throw httpError(400, `Status must be one of: ${SETTABLE_STATUSES.join(', ')}`);
      await app.db
        .update(alerts)
        .set({ status: status as AlertStatus, dismissReason: null, dismissedAt: null, dismissedBy: null, updatedAt: new Date() })
        .where(and(eq(alerts.id, row.id), eq(alerts.companyId, companyId)));
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
        body: Type.Object({ reason: Type.String({ description: DISMISS_REASONS.join(' | ') }) }),
        response: {
          200: Type.Object({
            id: Type.Integer(),
            status: Type.Literal('dismissed'),
            dismiss_reason: Type.String(),
            dismissed_at: DateTime,
            severity: Type.String(),
            severity_counts: SeverityCountsSchema,
          }),
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
      await app.db
        .update(alerts)
        .set({ status: 'dismissed', dismissReason: reason, dismissedAt: now, dismissedBy: userId, updatedAt: now })
        .where(and(eq(alerts.id, row.id), eq(alerts.companyId, companyId)));
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
        body: Type.Object({ comment: Type.String({ maxLength: 5000 }) }),
        response: { 201: CommentSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { companyId, userId } = request.auth;
      const row = await ownedAlert(companyId, request.params.id);
      const comment = request.body.comment.trim();
      if (!comment) throw httpError(400, 'Comment is required');
      const [saved] = await app.db.insert(alertComments).values({ alertId: row.id, companyId, userId, comment }).returning();
      const [author] = await app.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
      reply.code(201);
      return commentOut({ ...saved!, firstName: author?.firstName, lastName: author?.lastName });
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
          '(field content, appended to the reply), done (thread_id, message_id, citations), or error (field message). ' +
          'Send the thread_id back to continue the conversation. The answer is grounded in the alert\'s agenda items ' +
          'and documents and cites them. Generation stops when the client disconnects.',
        security: bearerAuth,
        params: IdParams,
        body: Type.Object({
          message: Type.String({ maxLength: 4000 }),
          thread_id: Type.Optional(Type.Union([Type.String(), Type.Null()])),
        }),
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
        if (!UUID_RE.test(threadId) || !(await findThread(app, companyId, row.id, threadId))) throw httpError(404, 'Thread not found');
      }
      await streamChat(app, request, reply, { companyId, userId, alertId: row.id, message, threadId });
      return reply;
    },
  );

};

export default alertRoutes;
