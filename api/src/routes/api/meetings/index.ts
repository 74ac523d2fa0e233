import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { httpError } from '../../../lib/http-error.js';
import { ListCache, listVersions, pageEntry, sharedEntry, type SharedEntry } from '../../../meetings/list-cache.js';
import {
  meetingAttachments,
  meetingMunicipalities,
  meetingsByCommittee,
  meetingStats,
} from '../../../meetings/overview-repository.js';
import {
  companyAlertCounts,
  getMeeting,
  listMeetingsJson,
  meetingsPageJson,
  sharedMeetingsPage,
  type MeetingFilters,
} from '../../../meetings/repository.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import {
  ByCommitteeQuery,
  CommitteeMeetingCount,
  CommitteeMeetingsQuery,
  CommitteeNameParams,
  Meeting,
  MeetingAttachment,
  MeetingListQuery,
  MeetingPage,
  MeetingStats,
  MEETING_SORTS,
  MunicipalityMeetingCount,
  NotModified,
  StatsQuery,
  TIMEFRAMES,
} from '../../../schemas/meetings.js';
import { IdParams, intQuery, oneOf, pathId } from '../../../schemas/query.js';

const tags = ['meetings'];
const NOT_FOUND = 'Meeting not found';

function dateQuery(value: string | undefined, label: string): Date | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const date = new Date(value.trim());
  if (Number.isNaN(date.getTime()))
    throw httpError(400, `${label} must be a date or date-time such as 2026-11-01T00:00:00Z`);
  return date;
}

/** Municipal meetings: global data, with the caller's company's alert counts. */
const meetingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  // MEETINGS_CACHE_MB, half for the companies' serialized pages, half for the pages shared by all companies.
  const budget = app.config.meetingsCacheMb * 1024 * 1024;
  const cache = new ListCache(Math.floor(budget / 2));
  const shared = new ListCache<SharedEntry>(Math.floor(budget / 2));

  /**
   * A list page, as serialized JSON (meetings/list-cache.ts): the company's kept page while the data under it is
   * unchanged (and, for upcoming or past, the clock has not reached the next matching meeting); else the kept shared
   * page with the company's alert counts; else both queried.
   */
  async function listPage(reply: FastifyReply, companyId: string, filters: MeetingFilters): Promise<FastifyReply> {
    // Already serialized (the MeetingPage schema's JSON): a string or Buffer with a JSON content type is sent as it is.
    void reply.type('application/json; charset=utf-8');
    if (!cache.enabled) return reply.send(await listMeetingsJson(app.db, companyId, filters));
    const query = JSON.stringify(filters);
    const key = `${companyId}|${query}`;
    // Read before the page is queried: a change committed after this read bumps a version (see list-cache.ts).
    const versions = await listVersions(app.db, companyId);
    const now = new Date();
    let entry = cache.get(key, versions.company, now.getTime());
    if (entry === undefined) {
      let page = shared.get(query, versions.shared, now.getTime())?.page;
      if (page === undefined) {
        page = await sharedMeetingsPage(app.db, filters, now);
        shared.set(query, sharedEntry(versions.shared, page));
      }
      const json = meetingsPageJson(page, await companyAlertCounts(app.db, companyId, page.ids), filters);
      entry = pageEntry(versions.company, Buffer.from(json), page.validUntil);
      cache.set(key, entry);
    }
    // The browser keeps the page and asks again with its ETag (no-cache: always revalidated, never used stale);
    // an unchanged page is a 304 without its body (a calendar month is about 240 kB).
    void reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization').header('etag', entry.etag);
    if (reply.request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.send(entry.body);
  }

  app.get(
    '/',
    {
      config: { apiKeyScope: 'meetings' },
      schema: {
        tags,
        summary: "Meetings, filtered, sorted and paged, with hasAlert and alertCount for the caller's company",
        security: bearerAuth,
        querystring: MeetingListQuery,
        response: { 200: MeetingPage, 304: NotModified, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const from = dateQuery(q.from, 'from');
      const to = dateQuery(q.to, 'to');
      if (from && to && from >= to) throw httpError(400, 'from must be before to');
      return listPage(reply, request.auth.companyId, {
        search: q.search?.trim() || undefined,
        municipality: q.municipality?.trim() || undefined,
        timeframe: oneOf(q.timeframe, TIMEFRAMES, 'timeframe') ?? 'all',
        from,
        to,
        sort: oneOf(q.sort, MEETING_SORTS, 'sort') ?? 'date',
        order: oneOf(q.order, ['asc', 'desc'] as const, 'order') ?? 'asc',
        limit: intQuery(q.limit, 'limit', 1, 500, 100),
        offset: intQuery(q.offset, 'offset', 0, 1_000_000, 0),
      });
    },
  );

  app.get(
    '/municipalities',
    {
      schema: {
        tags,
        summary: 'Municipalities that have meetings, with their meeting counts',
        security: bearerAuth,
        response: {
          200: Type.Array(MunicipalityMeetingCount),
          ...errors(401),
        },
      },
    },
    async () => meetingMunicipalities(app.db),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary:
          "Upcoming meetings that concern the caller's company (its properties' municipalities and their regions, counties and conservation authorities) in the next `days` days (default 14; 999 means all future meetings)",
        security: bearerAuth,
        querystring: StatsQuery,
        response: { 200: MeetingStats, ...errors(400, 401) },
      },
    },
    async (request) => meetingStats(app.db, request.auth.companyId, intQuery(request.query.days, 'days', 1, 999, 14)),
  );

  app.get(
    '/by-committee',
    {
      schema: {
        tags,
        summary: 'Meeting counts per committee (optionally of one municipality)',
        security: bearerAuth,
        querystring: ByCommitteeQuery,
        response: { 200: Type.Array(CommitteeMeetingCount), ...errors(401) },
      },
    },
    async (request) => meetingsByCommittee(app.db, request.query.municipality?.trim() || undefined),
  );

  app.get(
    '/committee/:name',
    {
      schema: {
        tags,
        summary: "One committee's meetings, newest first (limit default 50, offset 0)",
        security: bearerAuth,
        params: CommitteeNameParams,
        querystring: CommitteeMeetingsQuery,
        response: { 200: MeetingPage, 304: NotModified, ...errors(400, 401) },
      },
    },
    async (request, reply) =>
      listPage(reply, request.auth.companyId, {
        committee: request.params.name,
        municipality: request.query.municipality?.trim() || undefined,
        timeframe: 'all',
        sort: 'date',
        order: 'desc',
        limit: intQuery(request.query.limit, 'limit', 1, 500, 50),
        offset: intQuery(request.query.offset, 'offset', 0, 1_000_000, 0),
      }),
  );

  app.get(
    '/:id',
    {
      config: { apiKeyScope: 'meetings' },
      schema: {
        tags,
        summary: 'One meeting',
        security: bearerAuth,
        params: IdParams,
        response: { 200: Meeting, ...errors(401, 404) },
      },
    },
    async (request) => {
      const meeting = await getMeeting(app.db, request.auth.companyId, pathId(request.params.id, NOT_FOUND));
      if (!meeting) throw httpError(404, NOT_FOUND);
      return meeting;
    },
  );

  app.get(
    '/:id/attachments',
    {
      schema: {
        tags,
        summary: "A meeting's documents (agenda, staff reports, attachments)",
        security: bearerAuth,
        params: IdParams,
        response: { 200: Type.Array(MeetingAttachment), ...errors(401, 404) },
      },
    },
    async (request) => {
      const id = pathId(request.params.id, NOT_FOUND);
      if (!(await getMeeting(app.db, request.auth.companyId, id))) throw httpError(404, NOT_FOUND);
      return meetingAttachments(app.db, id);
    },
  );
};

export default meetingRoutes;
