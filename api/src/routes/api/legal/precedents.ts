import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../../lib/http-error.js';
import { createPrecedentsRepository } from '../../../legal/precedents-repository.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import {
  ActStat,
  Attachment,
  DateFilterQuery,
  DECISION_SORTS,
  DecisionCount,
  DecisionPage,
  DecisionsQuery,
  period,
  SectionParams,
  SectionStat,
  Tribunal,
  TribunalFilterQuery,
} from '../../../schemas/legal.js';
import { IdParams, intQuery, oneOf, pathId } from '../../../schemas/query.js';

const tags = ['precedents'];
const NOT_FOUND = 'Decision not found';

/** Tribunal decisions (precedents) and their act / section statistics. */
const precedentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = createPrecedentsRepository(app.db);

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
        querystring: DateFilterQuery,
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
        params: SectionParams,
        querystring: DateFilterQuery,
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
      config: { apiKeyScope: 'registries' },
      schema: {
        tags,
        summary: 'Decisions, filtered, sorted and paged: { items, total, limit, offset }',
        security: bearerAuth,
        querystring: DecisionsQuery,
        response: { 200: DecisionPage, ...errors(400, 401) },
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
        querystring: TribunalFilterQuery,
        response: { 200: DecisionCount, ...errors(400, 401) },
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
        response: { 200: Type.Array(Tribunal), ...errors(401) },
      },
    },
    async () => repo.tribunals(),
  );
};

export default precedentsRoutes;
