import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../../lib/http-error.js';
import {
  feedOfToken,
  feedTokenStatus,
  followedMeetings,
  renderFeed,
  revokeFeedToken,
  rotateFeedToken,
} from '../../../meetings/calendar-feed.js';
import { bearerAuth, errors, iso } from '../../../schemas/common.js';
import { CalendarFileParams, FeedStatus, FeedToken } from '../../../schemas/meetings.js';
import { asSystem, setRequestTenant } from '../../../db/tenant-context.js';

const tags = ['meetings'];
const FEED_NOT_FOUND = 'Calendar feed not found';

/**
 * The iCal feed of the meetings the caller's company follows, registered under /api/meetings:
 * a per-user secret URL (`GET /api/meetings/calendar/{token}.ics`, no bearer token), created or rotated with
 * POST /api/meetings/calendar-feed, shown with GET, revoked with DELETE.
 */
const meetingCalendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // PUBLIC_URL, where the API is reachable from calendar apps (as for invitation and password links).
  const feedUrl = (token: string) => `${app.config.publicUrl}/api/meetings/calendar/${token}.ics`;

  app.get(
    '/calendar-feed',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Whether the caller has an iCal feed URL',
        security: bearerAuth,
        response: { 200: FeedStatus, ...errors(401) },
      },
    },
    async (request) => {
      const row = await feedTokenStatus(app.db, request.auth.userId);
      return { active: row !== null, created_at: iso(row?.createdAt), last_used_at: iso(row?.lastUsedAt) };
    },
  );

  app.post(
    '/calendar-feed',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Creates the caller's iCal feed URL, replacing (revoking) any earlier one",
        security: bearerAuth,
        response: { 201: FeedToken, ...errors(401) },
      },
    },
    async (request, reply) => {
      const { token, createdAt } = await rotateFeedToken(app.db, request.auth.userId, request.auth.companyId);
      const url = feedUrl(token);
      reply.code(201);
      return { url, webcal_url: url.replace(/^https?:/, 'webcal:'), created_at: createdAt.toISOString() };
    },
  );

  app.delete(
    '/calendar-feed',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Revokes the caller's iCal feed URL",
        security: bearerAuth,
        response: { 204: Type.Null(), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      if (!(await revokeFeedToken(app.db, request.auth.userId))) throw httpError(404, FEED_NOT_FOUND);
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/calendar/:file',
    {
      schema: {
        tags,
        summary: 'iCal (RFC 5545) feed of the meetings the company follows; the path is the secret `{token}.ics`',
        params: CalendarFileParams,
        response: { 200: Type.String({ description: 'text/calendar' }), ...errors(404) },
      },
    },
    async (request, reply) => {
      const match = /^(.+)\.ics$/.exec(request.params.file);
      // The feed's secret token is its only credential: its company is found in a system context.
      const feed = match
        ? await asSystem('iCal feed: company of a secret token', () => feedOfToken(app.db, match[1]!))
        : null;
      if (!feed) throw httpError(404, FEED_NOT_FOUND);
      setRequestTenant(feed.companyId);
      const meetings = await followedMeetings(app.db, feed.companyId);
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="parcelwatch-meetings.ics"');
      return renderFeed(meetings, { language: feed.language });
    },
  );
};

export default meetingCalendarRoutes;
