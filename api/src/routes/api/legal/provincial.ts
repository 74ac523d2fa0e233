import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../../lib/http-error.js';
import { PROPOSAL_SORTS } from '../../../plugins/app/provincial-proposals.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { EnumQuery, IdParams, intQuery, IntQuery, oneOf, pathId } from '../../../schemas/query.js';
import { Attachment, DateQuery, Day, period } from './schemas.js';

const tags = ['provincial'];
const NOT_FOUND = 'Proposal not found';

const Site = Type.Object({
  id: Type.Integer(),
  site_code: Type.String({ description: "'ERO' or 'ORR'" }),
  site_name: Type.String(),
  is_active: Type.Boolean(),
});

const Proposal = Type.Object({
  id: Type.Integer(),
  source_id: Type.String({ description: "The registry's number, e.g. 'ERO 025-0461'" }),
  title: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  content: Type.Union([Type.String(), Type.Null()]),
  posted_date: Day,
  deadline: Day,
  site: Type.String({ description: 'Site code' }),
  site_id: Type.Integer(),
  site_name: Type.String(),
  category: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.String(), Type.Null()]),
  ministry: Type.Union([Type.String(), Type.Null()]),
  url: Type.Union([Type.String(), Type.Null()]),
  attachment_count: Type.Integer(),
});

const SiteQuery = Type.Optional(Type.String({ description: "Site code ('ERO', 'ORR'), case-insensitive; absent or 'all': every site" }));

/** Provincial registries and their proposals (provincial and federal). */
const provincialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.provincialProposals;

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
    async () => (await repo.sites()).map((s) => ({ id: s.id, site_code: s.siteCode, site_name: s.siteName, is_active: s.isActive })),
  );

  app.get(
    '/proposals',
    {
      schema: {
        tags,
        summary: 'Proposals, filtered and sorted; all of them unless limit is given',
        security: bearerAuth,
        querystring: Type.Object({
          site: SiteQuery,
          q: Type.Optional(Type.String({ maxLength: 200, description: 'Words in the title, description, category, ministry or number' })),
          sort: EnumQuery(PROPOSAL_SORTS, 'Order: title (A-Z), deadline (soonest first), site, posted_date_desc (newest first, the default)'),
          date: DateQuery,
          limit: IntQuery('Page size, 1 to 500'),
          offset: IntQuery('Rows to skip'),
        }),
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
        querystring: Type.Object({ site: SiteQuery }),
        response: {
          200: Type.Object({
            count: Type.Integer(),
            by_site: Type.Array(Type.Object({ site: Type.String(), site_name: Type.String(), count: Type.Integer() })),
          }),
          ...errors(400, 401),
        },
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
