import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { httpError } from '../../../lib/http-error.js';
import { ListCache, listVersions, pageEntry, sharedEntry, type SharedEntry } from '../../../meetings/list-cache.js';
import {
  companyAlertCounts,
  getMeeting,
  listMeetingsJson,
  meetingsPageJson,
  meetingAttachments,
  meetingMunicipalities,
  meetingsByCommittee,
  meetingStats,
  sharedMeetingsPage,
  MEETING_SORTS,
  TIMEFRAMES,
  type MeetingFilters,
} from '../../../meetings/repository.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { EnumQuery, IdParams, intQuery, IntQuery, oneOf, pathId } from '../../../schemas/query.js';

const tags = ['meetings'];
const NOT_FOUND = 'Meeting not found';
const NullableString = Type.Union([Type.String(), Type.Null()]);

const Meeting = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  municipality: Type.String(),
  municipality_id: Type.Integer(),
  committee: NullableString,
  date: Type.String({ format: 'date-time', description: 'Start' }),
  end_date: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  location: NullableString,
  status: Type.String({ description: "'scheduled', 'cancelled' or 'postponed'" }),
  summary: Type.Union([Type.String(), Type.Null()], {
    description: "'No Agenda Items posted yet. We will continue to monitor for new items.' while no agenda is posted",
  }),
  document_url: NullableString,
  agenda_url: NullableString,
  revised_agenda_url: NullableString,
  minutes_url: NullableString,
  source_url: NullableString,
  document_count: Type.Integer(),
  item_count: Type.Integer(),
  hasAlert: Type.Boolean({ description: "Whether the caller's company has an alert (not dismissed) on this meeting" }),
  alertCount: Type.Integer({ description: "The caller's company's alerts (not dismissed) on this meeting" }),
});

const MeetingPage = Type.Object({ items: Type.Array(Meeting), total: Type.Integer(), limit: Type.Integer(), offset: Type.Integer() });

const NotModified = Type.Null({
  description: 'The page is unchanged since the ETag sent in If-None-Match',
});

const ListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Words in the title, committee, municipality or summary' })),
  municipality: Type.Optional(Type.String({ maxLength: 200, description: 'Municipality name, case-insensitive' })),
  timeframe: EnumQuery(TIMEFRAMES, "'upcoming' (from now on), 'past' (before now) or 'all' (default)"),
  from: Type.Optional(Type.String({ description: 'Start at or after this date-time (ISO 8601), e.g. the first day of a calendar month' })),
  to: Type.Optional(Type.String({ description: 'Start before this date-time (ISO 8601)' })),
  sort: EnumQuery(MEETING_SORTS, "'date' (default), 'title' or 'municipality'"),
  order: EnumQuery(['asc', 'desc'], "'asc' (default) or 'desc'"),
  limit: IntQuery('Page size, 1 to 500 (default 100)'),
  offset: IntQuery('Rows to skip (default 0)'),
});

function dateQuery(value: string | undefined, label: string): Date | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const date = new Date(value.trim());
  if (Number.isNaN(date.getTime())) throw httpError(400, `${label} must be a date or date-time such as 2026-11-01T00:00:00Z`);
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
      schema: {
        tags,
        summary: 'Meetings, filtered, sorted and paged, with hasAlert and alertCount for the caller\'s company',
        security: bearerAuth,
        querystring: ListQuery,
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
          200: Type.Array(
            Type.Object({ id: Type.Integer(), name: Type.String(), parent_name: NullableString, meeting_count: Type.Integer(), upcoming_count: Type.Integer() }),
          ),
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
        summary: 'Upcoming meetings in the next `days` days (default 14; 999 means all future meetings)',
        security: bearerAuth,
        querystring: Type.Object({ days: IntQuery('Days ahead, 1 to 999 (default 14)') }),
        response: {
          200: Type.Object({
            days: Type.Integer(),
            upcoming_meetings: Type.Integer(),
            municipalities: Type.Integer({ description: 'Municipalities of those meetings' }),
            meetings_with_alerts: Type.Integer({ description: "Of those, meetings with an alert of the caller's company" }),
            total_upcoming_meetings: Type.Integer({ description: 'All future meetings' }),
            total_municipalities: Type.Integer({ description: 'Municipalities of all future meetings' }),
          }),
          ...errors(400, 401),
        },
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
        querystring: Type.Object({ municipality: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: {
          200: Type.Array(
            Type.Object({
              committee: Type.String(),
              municipality: Type.String(),
              meeting_count: Type.Integer(),
              next_meeting: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
              last_meeting: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
            }),
          ),
          ...errors(401),
        },
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
        params: Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) }),
        querystring: Type.Object({ limit: IntQuery('Page size, 1 to 500 (default 50)'), offset: IntQuery('Rows to skip (default 0)'), municipality: Type.Optional(Type.String({ maxLength: 200 })) }),
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
      schema: { tags, summary: 'One meeting', security: bearerAuth, params: IdParams, response: { 200: Meeting, ...errors(401, 404) } },
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
        response: {
          200: Type.Array(
            Type.Object({
              id: Type.Integer(),
              title: Type.String(),
              url: NullableString,
              mime_type: NullableString,
              size_bytes: Type.Union([Type.Integer(), Type.Null()]),
              page_count: Type.Union([Type.Integer(), Type.Null()]),
              extraction_status: Type.String(),
              agenda_item_id: Type.Union([Type.Integer(), Type.Null()]),
              created_at: Type.String({ format: 'date-time' }),
            }),
          ),
          ...errors(401, 404),
        },
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
