import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../../lib/http-error.js';
import {
  countByCategory,
  deleteInsight,
  insertInsight,
  listCategories,
  updateInsight,
  type InsightChanges,
} from '../../../project-insights/repository.js';
import {
  checkCategory,
  findOwnedInsight,
  ownedProperty,
  insightsPage,
  toInsightOut,
} from '../../../project-insights/service.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import {
  CountsQuery,
  CreateInsightBody,
  Insight,
  InsightCategoryOut,
  InsightPage,
  InsightPropertyParams,
  PageQuery,
  PatchInsightBody,
} from '../../../schemas/project-insights.js';
import { IdParams } from '../../../schemas/query.js';

const tags = ['project-insights'];

/** The named views of project insights and the insight category each one lists. */
const VIEWS = {
  'nearby-apps': { category: 'competitors', summary: 'Development applications near the property (competitors)' },
  precedents: { category: 'precedents', summary: 'Tribunal decisions on similar matters (precedents)' },
  agenda: { category: 'city_growth', summary: 'Agenda decisions that change the area (city growth)' },
  regional: { category: 'big_policies', summary: 'Regional and provincial policies (big policies)' },
} as const;

/** Project insights of the caller's company; the analysis writes most of them. */
const projectInsightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'The insight categories (Project Pulse tabs)',
        security: bearerAuth,
        response: {
          200: Type.Array(InsightCategoryOut),
          ...errors(401),
        },
      },
    },
    async () => {
      const rows = await listCategories(app.db);
      return rows.map((r) => ({
        slug: r.slug,
        label: r.label,
        icon: r.icon,
        description: r.description,
        sort_order: r.sortOrder,
      }));
    },
  );

  app.get(
    '/counts',
    {
      schema: {
        tags,
        summary: 'Insights per category, for the company or one property (Project Pulse tab badges)',
        security: bearerAuth,
        querystring: CountsQuery,
        response: { 200: Type.Record(Type.String(), Type.Integer()), ...errors(401, 404) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const propertyId = request.query.propertyId?.trim();
      if (propertyId) await ownedProperty(app.db, companyId, propertyId);
      return countByCategory(app.db, companyId, propertyId || undefined);
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "Insights across all the company's properties, paged: { items, total, limit, offset }",
        security: bearerAuth,
        querystring: Type.Object(PageQuery),
        response: { 200: InsightPage, ...errors(400, 401) },
      },
    },
    async (request) => {
      const q = request.query;
      const slug = await checkCategory(app.db, q.category);
      return insightsPage(app.db, { companyId: request.auth.companyId, category: slug }, q.limit, q.offset);
    },
  );

  app.get(
    '/:propertyId',
    {
      schema: {
        tags,
        summary: "One property's insights, optionally of one category, paged (page size 20)",
        security: bearerAuth,
        params: InsightPropertyParams,
        querystring: Type.Object(PageQuery),
        response: { 200: InsightPage, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const property = await ownedProperty(app.db, companyId, request.params.propertyId);
      const slug = await checkCategory(app.db, request.query.category);
      return insightsPage(
        app.db,
        { companyId, propertyId: property.id, category: slug },
        request.query.limit,
        request.query.offset,
      );
    },
  );

  for (const [path, view] of Object.entries(VIEWS)) {
    app.get(
      `/:propertyId/${path}`,
      {
        schema: {
          tags,
          summary: `${view.summary}, paged`,
          description: `The property's insights of category '${view.category}'.`,
          security: bearerAuth,
          params: InsightPropertyParams,
          querystring: Type.Object({ limit: PageQuery.limit, offset: PageQuery.offset }),
          response: { 200: InsightPage, ...errors(400, 401, 404) },
        },
      },
      async (request) => {
        const { companyId } = request.auth;
        const property = await ownedProperty(app.db, companyId, request.params.propertyId);
        return insightsPage(
          app.db,
          { companyId, propertyId: property.id, category: view.category },
          request.query.limit,
          request.query.offset,
        );
      },
    );
  }

  app.get(
    '/:propertyId/similar-form',
    {
      schema: {
        tags,
        summary: "Insights about the same built form as the property's land use, paged",
        description:
          "Insights of any category whose insight_data.land_use, title or description names the property's future " +
          '(else current) land use. Empty when the property has no land use.',
        security: bearerAuth,
        params: InsightPropertyParams,
        querystring: Type.Object({ limit: PageQuery.limit, offset: PageQuery.offset }),
        response: { 200: InsightPage, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const property = await ownedProperty(app.db, companyId, request.params.propertyId);
      const landUse = (property.futureLandUse || property.currentLandUse || '').trim();
      return insightsPage(
        app.db,
        { companyId, propertyId: property.id, similarTo: landUse },
        request.query.limit,
        request.query.offset,
      );
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add an insight to a property',
        security: bearerAuth,
        body: CreateInsightBody,
        response: { 201: Insight, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.auth;
      const body = request.body;
      const property = await ownedProperty(app.db, companyId, body.property_id);
      const slug = await checkCategory(app.db, body.category_slug);
      if (!slug) throw httpError(400, 'category_slug is required');
      const title = body.title.trim();
      if (!title) throw httpError(400, 'Title is required');
      const row = await insertInsight(app.db, {
        companyId,
        propertyId: property.id,
        categorySlug: slug,
        title,
        description: body.description ?? null,
        severity: body.severity ?? 'medium',
        municipalityName: body.municipality_name ?? null,
        proposalUrl: body.proposal_url ?? null,
        documentUrl: body.document_url ?? null,
        documentTitle: body.document_title ?? null,
        sourceId: body.source_id ?? null,
        insightData: body.insight_data ?? {},
      });
      if (!row) throw httpError(409, 'This property already has an insight of this category for that source');
      reply.code(201);
      return toInsightOut({
        ...row,
        propertyName: (await findOwnedInsight(app.db, companyId, String(row.id))).propertyName,
      });
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change an insight (only the fields sent)',
        security: bearerAuth,
        params: IdParams,
        body: PatchInsightBody,
        response: { 200: Insight, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const existing = await findOwnedInsight(app.db, companyId, request.params.id);
      const body = request.body;
      const set: InsightChanges = { updatedAt: new Date() };
      if (body.title !== undefined) {
        if (!body.title.trim()) throw httpError(400, 'Title is required');
        set.title = body.title.trim();
      }
      if (body.category_slug !== undefined) {
        const slug = await checkCategory(app.db, body.category_slug);
        if (!slug) throw httpError(400, 'category_slug must name a category');
        set.categorySlug = slug;
      }
      if (body.description !== undefined) set.description = body.description;
      if (body.severity !== undefined) set.severity = body.severity;
      if (body.municipality_name !== undefined) set.municipalityName = body.municipality_name;
      if (body.proposal_url !== undefined) set.proposalUrl = body.proposal_url;
      if (body.document_url !== undefined) set.documentUrl = body.document_url;
      if (body.document_title !== undefined) set.documentTitle = body.document_title;
      if (body.insight_data !== undefined) set.insightData = body.insight_data;
      try {
        const row = await updateInsight(app.db, companyId, existing.id, set);
        return toInsightOut({ ...row, propertyName: existing.propertyName });
      } catch (error) {
        if ((error as { code?: string }).code === '23505')
          throw httpError(409, 'This property already has an insight of this category for that source');
        throw error;
      }
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an insight',
        security: bearerAuth,
        params: IdParams,
        response: { 204: Type.Null(), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.auth;
      const existing = await findOwnedInsight(app.db, companyId, request.params.id);
      await deleteInsight(app.db, companyId, existing.id);
      return reply.code(204).send(null);
    },
  );
};

export default projectInsightRoutes;
