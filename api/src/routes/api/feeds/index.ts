import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asSystem, setRequestTenant } from '../../../db/tenant-context.js';
import {
  feedEntries,
  feedOfToken,
  FeedTargetNotFound,
  listAlertFeeds,
  revokeAlertFeed,
  rotateAlertFeed,
  TooManyFeeds,
} from '../../../feeds/alert-feeds.js';
import { renderAtom } from '../../../feeds/atom.js';
import { httpError } from '../../../lib/http-error.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import {
  AlertFeed,
  AlertFeedParams,
  AtomFileParams,
  CreatedAlertFeed,
  NewAlertFeedBody,
} from '../../../schemas/feeds.js';

const tags = ['feeds'];
const FEED_NOT_FOUND = 'Feed not found';

/**
 * Atom feeds of one property's or one watch list's alerts (registered under /api/feeds): a per-user secret URL
 * (`GET /api/feeds/{token}.atom`, no bearer token), made with POST, listed with GET, revoked with DELETE.
 */
const feedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const feedUrl = (token: string) => `${app.config.publicUrl}/api/feeds/${token}.atom`;
  const owner = (auth: { companyId: string; userId: string; role: string }) => ({
    companyId: auth.companyId,
    userId: auth.userId,
    isAdmin: auth.role === 'admin',
  });

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's live Atom feeds, newest first (never their secret URLs)",
        security: bearerAuth,
        response: { 200: Type.Array(AlertFeed), ...errors(401) },
      },
    },
    async (request) =>
      (await listAlertFeeds(app.db, owner(request.auth))).map(({ row, name }) => ({
        id: row.id,
        kind: row.kind,
        target_id: row.targetId,
        target_name: name,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt?.toISOString() ?? null,
      })),
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Makes the caller's Atom feed URL of a property or a watch list, revoking an earlier one of the same target",
        security: bearerAuth,
        body: NewAlertFeedBody,
        response: { 201: CreatedAlertFeed, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      try {
        const { token, row, name } = await rotateAlertFeed(
          app.db,
          owner(request.auth),
          request.body.kind,
          request.body.target_id,
        );
        return reply.code(201).send({
          id: row.id,
          kind: row.kind,
          target_id: row.targetId,
          target_name: name,
          created_at: row.createdAt.toISOString(),
          last_used_at: null,
          url: feedUrl(token),
        });
      } catch (error) {
        if (error instanceof FeedTargetNotFound)
          throw httpError(404, request.body.kind === 'watch' ? 'Watch list not found' : 'Property not found');
        if (error instanceof TooManyFeeds) throw httpError(409, error.message);
        throw error;
      }
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Revokes one of the caller’s Atom feeds: its URL answers 404 from then on',
        security: bearerAuth,
        params: AlertFeedParams,
        response: { 204: Type.Null(), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      if (!(await revokeAlertFeed(app.db, owner(request.auth), request.params.id)))
        throw httpError(404, FEED_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:file',
    {
      schema: {
        tags,
        summary:
          'Atom 1.0 feed of the newest alerts of a property or a watch list; the path is the secret `{token}.atom`',
        params: AtomFileParams,
        response: { 200: Type.String({ description: 'application/atom+xml' }), ...errors(404) },
      },
    },
    async (request, reply) => {
      const match = /^(.+)\.atom$/.exec(request.params.file);
      // The secret is the feed's only credential: its company is found in a system context.
      const found = match
        ? await asSystem('Atom feed: the feed of a secret token', () => feedOfToken(app.db, match[1]!))
        : null;
      if (!found) throw httpError(404, FEED_NOT_FOUND);
      setRequestTenant(found.feed.companyId);
      const content = await feedEntries(app.db, found.feed, found.isAdmin);
      if (!content) throw httpError(404, FEED_NOT_FOUND);
      reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex');
      return renderAtom({
        publicUrl: app.config.publicUrl,
        feedUrl: feedUrl(match![1]!),
        title: `Parcelwatch: ${content.name}`,
        entries: content.entries,
      });
    },
  );
};

export default feedRoutes;
