import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../../lib/http-error.js';
import { DECISION_SORTS } from '../../../plugins/app/legal-precedents.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { EnumQuery, IdParams, intQuery, IntQuery, oneOf, pathId } from '../../../schemas/query.js';
import { Attachment, DateQuery, Day, period } from './schemas.js';

const tags = ['precedents'];
const NOT_FOUND = 'Decision not found';

const ActStat = Type.Object({
  act: Type.String(),
  count: Type.Integer({ description: 'Decisions citing the act' }),
  percentage: Type.Number({ description: "Share of all acts' counts, two decimals; the list sums to 100" }),
});
const SectionStat = Type.Object({
  section: Type.String({ description: "e.g. 's. 34(11)'" }),
  count: Type.Integer({ description: 'Decisions citing the section' }),
  percentage: Type.Number({ description: "Share of the act's section counts, two decimals; the list sums to 100" }),
});

const Decision = Type.Object({
  id: Type.Integer(),
  source_id: Type.String(),
  title: Type.String(),
  caseid: Type.Union([Type.String(), Type.Null()], { description: "Case number, e.g. 'OLT-22-004123'" }),
  decision_date: Day,
  pdf_url: Type.Union([Type.String(), Type.Null()]),
  url: Type.Union([Type.String(), Type.Null()]),
  database_id: Type.String({ description: "Tribunal: 'onlt' (OLT) or 'onltb' (LTB)" }),
  acts: Type.Array(Type.String()),
  citations: Type.Array(Type.Object({ act: Type.String(), section: Type.String() })),
  attachment_count: Type.Integer(),
});

const TribunalQuery = Type.Optional(Type.String({ description: "Tribunal code: 'onlt' or 'onltb'" }));

/** Tribunal decisions (precedents) and their act / section statistics. */
const precedentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.precedents;

  async function tribunal(code: string | undefined): Promise<string | undefined> {
    const value = code?.trim().toLowerCase();
    if (!value || value === 'all') return undefined;
    if (!(await repo.tribunalExists(value))) throw httpError(400, `Unknown tribunal: ${value.slice(0, 40)}`);
    return value;
  }

  app.get(
    '/legal-stats/acts',
    {
      schema: {
        tags,
        summary: 'Cases by act, computed from the decisions (most cited first)',
        security: bearerAuth,
        querystring: Type.Object({ date: DateQuery }),
        response: { 200: Type.Array(ActStat), ...errors(400, 401) },
      },
    },
    async (request) => repo.actStats(period(request.query.date)),
  );

  app.get(
    '/legal-stats/sections/:name',
    {
      schema: {
        tags,
        summary: 'Cases by section of one act (most cited first)',
        security: bearerAuth,
        params: Type.Object({ name: Type.String({ description: "The act's name, URL-encoded" }) }),
        querystring: Type.Object({ date: DateQuery }),
        response: { 200: Type.Array(SectionStat), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const date = period(request.query.date);
      const sections = await repo.sectionStats(request.params.name.trim(), date);
      if (!sections) throw httpError(404, 'No decision cites this act');
      return sections;
    },
  );

  app.get(
    '/legal-decisions',
    {
      schema: {
        tags,
        summary: 'Decisions, filtered, sorted and paged: { items, total, limit, offset }',
        security: bearerAuth,
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 200, description: 'Words in the title or case number' })),
          sort: EnumQuery(DECISION_SORTS, "Order: decision_date_desc (newest first, the default; 'decision_date' is the same), title (A-Z), case_number"),
          date: DateQuery,
          act: Type.Optional(Type.String({ maxLength: 200, description: 'Only decisions citing this act' })),
          tribunal: TribunalQuery,
          limit: IntQuery('Page size, 1 to 200 (default 50)'),
          offset: IntQuery('Rows to skip (default 0)'),
        }),
        response: {
          200: Type.Object({
            items: Type.Array(Decision),
            total: Type.Integer({ description: 'Matching decisions in all pages' }),
            limit: Type.Integer(),
            offset: Type.Integer(),
          }),
          ...errors(400, 401),
        },
      },
    },
    async (request) => {
      const query = request.query;
      const limit = intQuery(query.limit, 'Limit', 1, 200, 50);
      const offset = intQuery(query.offset, 'Offset', 0, 1_000_000, 0);
      const { items, total } = await repo.list({
        q: query.q?.trim() || undefined,
        sort: oneOf(query.sort, DECISION_SORTS, 'Sort'),
        date: period(query.date),
        act: query.act?.trim() || undefined,
        tribunal: await tribunal(query.tribunal),
        limit,
        offset,
      });
      return { items, total, limit, offset };
    },
  );

  app.get(
    '/legal-decisions/count',
    {
      schema: {
        tags,
        summary: 'How many decisions there are, in all and per tribunal',
        security: bearerAuth,
        querystring: Type.Object({ tribunal: TribunalQuery }),
        response: {
          200: Type.Object({
            count: Type.Integer(),
            tribunal: Type.Union([Type.String(), Type.Null()]),
            by_tribunal: Type.Array(Type.Object({ tribunal: Type.String(), count: Type.Integer() })),
          }),
          ...errors(400, 401),
        },
      },
    },
    async (request) => {
      const code = await tribunal(request.query.tribunal);
      return { ...(await repo.countByTribunal(code)), tribunal: code ?? null };
    },
  );

  app.get(
    '/legal-decisions/:id/attachments',
    {
      schema: {
        tags,
        summary: "A decision's attachments",
        security: bearerAuth,
        params: IdParams,
        response: { 200: Type.Array(Attachment), ...errors(401, 404) },
      },
    },
    async (request) => {
      const id = pathId(request.params.id, NOT_FOUND);
      if (!(await repo.exists(id))) throw httpError(404, NOT_FOUND);
      return repo.attachments(id);
    },
  );

  app.get(
    '/legal-tribunals',
    {
      schema: {
        tags,
        summary: 'The tribunals whose decisions are collected',
        security: bearerAuth,
        response: {
          200: Type.Array(
            Type.Object({
              code: Type.String({ description: "The decisions' database_id" }),
              name: Type.String(),
              short_name: Type.String({ description: "Shown on the chip: 'OLT', 'LTB'" }),
              decision_count: Type.Integer(),
            }),
          ),
          ...errors(401),
        },
      },
    },
    async () => repo.tribunals(),
  );
};

export default precedentsRoutes;
