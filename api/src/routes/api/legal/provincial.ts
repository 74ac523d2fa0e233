import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../../lib/http-error.js';
import { createProposalsRepository } from '../../../legal/proposals-repository.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import {
  Attachment,
  period,
  PROPOSAL_SORTS,
  Proposal,
  ProposalCount,
  ProposalsQuery,
  Site,
  SiteFilterQuery,
} from '../../../schemas/legal.js';
import { IdParams, intQuery, oneOf, pathId } from '../../../schemas/query.js';

const tags = ['provincial'];
const NOT_FOUND = 'Proposal not found';

/** Provincial registries and their proposals (provincial and federal). */
const provincialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = createProposalsRepository(app.db);

  async function siteId(code: string | undefined): Promise<number | undefined> {
    if (code === undefined || code.trim() === '' || code.trim().toLowerCase() === 'all') return undefined;
    const site = await repo.siteByCode(code);
    if (!site) throw httpError(400, `Unknown site: ${code.trim().slice(0, 40)}`);
    return site.id;
  }

  app.get(
    '/provincial-sites',
    {
      schema: {
        tags,
        summary: 'The provincial registries watched for proposals',
        security: bearerAuth,
        response: { 200: Type.Array(Site), ...errors(401) },
      },
    },
    async () =>
      (await repo.sites()).map((s) => ({
        id: s.id,
        site_code: s.siteCode,
        site_name: s.siteName,
        is_active: s.isActive,
      })),
  );

  app.get(
    '/proposals',
    {
      config: { apiKeyScope: 'registries' },
      schema: {
        tags,
        summary: 'Proposals, filtered and sorted; all of them unless limit is given',
        security: bearerAuth,
        querystring: ProposalsQuery,
        response: { 200: Type.Array(Proposal), ...errors(400, 401) },
      },
    },
    async (request) => {
      const query = request.query;
      return repo.list({
        siteId: await siteId(query.site),
        q: query.q?.trim() || undefined,
        sort: oneOf(query.sort, PROPOSAL_SORTS, 'Sort'),
        date: period(query.date),
        limit: intQuery(query.limit, 'Limit', 1, 500),
        offset: intQuery(query.offset, 'Offset', 0, 1_000_000, 0),
      });
    },
  );

  app.get(
    '/proposals/count',
    {
      schema: {
        tags,
        summary: 'How many proposals there are, in all and per site',
        security: bearerAuth,
        querystring: SiteFilterQuery,
        response: { 200: ProposalCount, ...errors(400, 401) },
      },
    },
    async (request) => repo.countBySite(await siteId(request.query.site)),
  );

  app.get(
    '/proposals/:id/attachments',
    {
      schema: {
        tags,
        summary: "A proposal's attachments",
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
};

export default provincialRoutes;
