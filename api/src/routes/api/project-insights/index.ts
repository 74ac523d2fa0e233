import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { INSIGHT_SEVERITIES, insightCategories, projectInsights, properties, type ProjectInsight } from '../../../db/schema/index.js';
import { httpError } from '../../../lib/http-error.js';
import { bearerAuth, DateTime, DetailsObject, errors, HttpUrl } from '../../../schemas/common.js';
import { httpUrlOrNull, withSafeUrls } from '../../../lib/http-url.js';
import { IdParams, intQuery, IntQuery, pathId } from '../../../schemas/query.js';
import { likePattern } from '../../../lib/like.js';
import { UUID_RE } from '../../../lib/crypto.js';

const tags = ['project-insights'];
const NOT_FOUND = 'Insight not found';
const PROPERTY_NOT_FOUND = 'Property not found';
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** The named views of project insights and the insight category each one lists. */
const VIEWS = {
  'nearby-apps': { category: 'competitors', summary: 'Development applications near the property (competitors)' },
  precedents: { category: 'precedents', summary: 'Tribunal decisions on similar matters (precedents)' },
  agenda: { category: 'city_growth', summary: 'Agenda decisions that change the area (city growth)' },
  regional: { category: 'big_policies', summary: 'Regional and provincial policies (big policies)' },
} as const;

const Insight = Type.Object({
  id: Type.Integer(),
  property_id: Type.String({ format: 'uuid' }),
  property_name: Type.String(),
  title: Type.String(),
  description: NullableString,
  severity: Type.String({ description: 'high | medium | low' }),
  category_slug: Type.String(),
  municipality_name: NullableString,
  proposal_url: NullableString,
  document_url: NullableString,
  document_title: NullableString,
  source_id: NullableString,
  insight_data: Type.Record(Type.String(), Type.Unknown(), { description: 'Details; source_document_url links the source' }),
  created_at: DateTime,
  updated_at: DateTime,
});
const InsightPage = Type.Object({
  items: Type.Array(Insight),
  total: Type.Integer({ description: 'Matching insights in all pages' }),
  limit: Type.Integer(),
  offset: Type.Integer(),
});
const PageQuery = {
  category: Type.Optional(Type.String({ description: 'An insight category slug' })),
  limit: IntQuery('Page size, 1 to 100 (default 20)'),
  offset: IntQuery('Rows to skip (default 0)'),
};
const PropertyParams = Type.Object({ propertyId: Type.String({ description: 'Property id' }) });

const UrlField = Type.Optional(Type.Union([HttpUrl(), Type.Null()]));
const EditableFields = {
  title: Type.String({ minLength: 1, maxLength: 500 }),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 10000 }), Type.Null()])),
  severity: Type.Optional(Type.String({ enum: [...INSIGHT_SEVERITIES] })),
  municipality_name: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  proposal_url: UrlField,
  document_url: UrlField,
  document_title: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  insight_data: Type.Optional(DetailsObject({ description: 'Details; every key ending in url (source_document_url...) holds an http(s) link or null' })),
};

type Row = ProjectInsight & { propertyName: string };
function out(row: Row) {
  return {
    id: row.id,
    property_id: row.propertyId,
    property_name: row.propertyName,
    title: row.title,
    description: row.description,
    severity: row.severity,
    category_slug: row.categorySlug,
    municipality_name: row.municipalityName,
    // Links stored before only http(s) was accepted, or written from a source, are served only when safe.
    proposal_url: httpUrlOrNull(row.proposalUrl),
    document_url: httpUrlOrNull(row.documentUrl),
    document_title: row.documentTitle,
    source_id: row.sourceId,
    insight_data: withSafeUrls(row.insightData ?? {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const SEVERITY_ORDER = sql`case ${projectInsights.severity} when 'high' then 0 when 'medium' then 1 when 'low' then 2 else 3 end`;

/** Project insights of the caller's company; the analysis writes most of them. */
const projectInsightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  async function ownedProperty(companyId: string, id: string) {
    if (!UUID_RE.test(id)) throw httpError(404, PROPERTY_NOT_FOUND);
    const [row] = await app.db
      .select({ id: properties.id, currentLandUse: properties.currentLandUse, futureLandUse: properties.futureLandUse })
      .from(properties)
      .where(and(eq(properties.companyId, companyId), eq(properties.id, id)));
    if (!row) throw httpError(404, PROPERTY_NOT_FOUND);
    return row;
  }

  async function category(slug: string | undefined): Promise<string | undefined> {
    const value = slug?.trim();
    if (!value || value === 'all') return undefined;
    const [row] = await app.db.select({ slug: insightCategories.slug }).from(insightCategories).where(eq(insightCategories.slug, value));
    if (!row) throw httpError(400, `Unknown category: ${value.slice(0, 60)}`);
    return value;
  }

  async function page(where: SQL[], limitRaw: string | undefined, offsetRaw: string | undefined) {
    const limit = intQuery(limitRaw, 'Limit', 1, 100, 20);
    const offset = intQuery(offsetRaw, 'Offset', 0, 1_000_000, 0);
    const condition = and(...where);
    const [rows, [count]] = await Promise.all([
      app.db
        .select({ insight: projectInsights, propertyName: properties.name })
        .from(projectInsights)
        .innerJoin(properties, eq(properties.id, projectInsights.propertyId))
        .where(condition)
        .orderBy(SEVERITY_ORDER, desc(projectInsights.createdAt), desc(projectInsights.id))
        .limit(limit)
        .offset(offset),
      app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(projectInsights)
        .where(condition),
    ]);
    return { items: rows.map((r) => out({ ...r.insight, propertyName: r.propertyName })), total: Number(count?.n ?? 0), limit, offset };
  }

  async function findOwned(companyId: string, rawId: string) {
    const id = pathId(rawId, NOT_FOUND);
    const [row] = await app.db
      .select({ insight: projectInsights, propertyName: properties.name })
      .from(projectInsights)
      .innerJoin(properties, eq(properties.id, projectInsights.propertyId))
      .where(and(eq(projectInsights.companyId, companyId), eq(projectInsights.id, id)));
    if (!row) throw httpError(404, NOT_FOUND);
    return { ...row.insight, propertyName: row.propertyName };
  }

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'The insight categories (Project Pulse tabs)',
        security: bearerAuth,
        response: {
          200: Type.Array(Type.Object({ slug: Type.String(), label: Type.String(), icon: Type.String(), description: Type.String(), sort_order: Type.Integer() })),
          ...errors(401),
        },
      },
    },
    async () => {
      const rows = await app.db.select().from(insightCategories).orderBy(asc(insightCategories.sortOrder), asc(insightCategories.slug));
      return rows.map((r) => ({ slug: r.slug, label: r.label, icon: r.icon, description: r.description, sort_order: r.sortOrder }));
    },
  );

  app.get(
    '/counts',
    {
      schema: {
        tags,
        summary: 'Insights per category, for the company or one property (Project Pulse tab badges)',
        security: bearerAuth,
        querystring: Type.Object({ propertyId: Type.Optional(Type.String()) }),
        response: { 200: Type.Record(Type.String(), Type.Integer()), ...errors(401, 404) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const where: SQL[] = [eq(projectInsights.companyId, companyId)];
      const propertyId = request.query.propertyId?.trim();
      if (propertyId) {
        await ownedProperty(companyId, propertyId);
        where.push(eq(projectInsights.propertyId, propertyId));
      }
      const categories = await app.db.select({ slug: insightCategories.slug }).from(insightCategories);
      const rows = await app.db
        .select({ slug: projectInsights.categorySlug, n: sql<number>`count(*)::int` })
        .from(projectInsights)
        .where(and(...where))
        .groupBy(projectInsights.categorySlug);
      const counts: Record<string, number> = Object.fromEntries(categories.map((c) => [c.slug, 0]));
      for (const row of rows) counts[row.slug] = Number(row.n);
      return counts;
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
      const where: SQL[] = [eq(projectInsights.companyId, request.auth.companyId)];
      const slug = await category(q.category);
      if (slug) where.push(eq(projectInsights.categorySlug, slug));
      return page(where, q.limit, q.offset);
    },
  );

  app.get(
    '/:propertyId',
    {
      schema: {
        tags,
        summary: "One property's insights, optionally of one category, paged (page size 20)",
        security: bearerAuth,
        params: PropertyParams,
        querystring: Type.Object(PageQuery),
        response: { 200: InsightPage, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const property = await ownedProperty(companyId, request.params.propertyId);
      const where: SQL[] = [eq(projectInsights.companyId, companyId), eq(projectInsights.propertyId, property.id)];
      const slug = await category(request.query.category);
      if (slug) where.push(eq(projectInsights.categorySlug, slug));
      return page(where, request.query.limit, request.query.offset);
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
          params: PropertyParams,
          querystring: Type.Object({ limit: PageQuery.limit, offset: PageQuery.offset }),
          response: { 200: InsightPage, ...errors(400, 401, 404) },
        },
      },
      async (request) => {
        const { companyId } = request.auth;
        const property = await ownedProperty(companyId, request.params.propertyId);
        return page(
          [eq(projectInsights.companyId, companyId), eq(projectInsights.propertyId, property.id), eq(projectInsights.categorySlug, view.category)],
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
        params: PropertyParams,
        querystring: Type.Object({ limit: PageQuery.limit, offset: PageQuery.offset }),
        response: { 200: InsightPage, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const property = await ownedProperty(companyId, request.params.propertyId);
      const landUse = (property.futureLandUse || property.currentLandUse || '').trim();
      const where: SQL[] = [eq(projectInsights.companyId, companyId), eq(projectInsights.propertyId, property.id)];
      if (!landUse) where.push(sql`false`);
      else {
        const pattern = likePattern(landUse);
        where.push(
          or(
            sql`${projectInsights.insightData}->>'land_use' ilike ${pattern}`,
            sql`${projectInsights.title} ilike ${pattern}`,
            sql`coalesce(${projectInsights.description}, '') ilike ${pattern}`,
          )!,
        );
      }
      return page(where, request.query.limit, request.query.offset);
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add an insight to a property',
        security: bearerAuth,
        body: Type.Object({
          property_id: Type.String(),
          category_slug: Type.String(),
          source_id: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
          ...EditableFields,
        }),
        response: { 201: Insight, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.auth;
      const body = request.body;
      const property = await ownedProperty(companyId, body.property_id);
      const slug = await category(body.category_slug);
      if (!slug) throw httpError(400, 'category_slug is required');
      const title = body.title.trim();
      if (!title) throw httpError(400, 'Title is required');
      const [row] = await app.db
        .insert(projectInsights)
        .values({
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
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw httpError(409, 'This property already has an insight of this category for that source');
      reply.code(201);
      return out({ ...row, propertyName: (await findOwned(companyId, String(row.id))).propertyName });
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
        body: Type.Partial(Type.Object({ ...EditableFields, category_slug: Type.String() })),
        response: { 200: Insight, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const existing = await findOwned(companyId, request.params.id);
      const body = request.body;
      const set: Partial<typeof projectInsights.$inferInsert> = { updatedAt: new Date() };
      if (body.title !== undefined) {
        if (!body.title.trim()) throw httpError(400, 'Title is required');
        set.title = body.title.trim();
      }
      if (body.category_slug !== undefined) {
        const slug = await category(body.category_slug);
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
        const [row] = await app.db
          .update(projectInsights)
          .set(set)
          .where(and(eq(projectInsights.id, existing.id), eq(projectInsights.companyId, companyId)))
          .returning();
        return out({ ...row!, propertyName: existing.propertyName });
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw httpError(409, 'This property already has an insight of this category for that source');
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
      const existing = await findOwned(companyId, request.params.id);
      await app.db.delete(projectInsights).where(and(eq(projectInsights.id, existing.id), eq(projectInsights.companyId, companyId)));
      return reply.code(204).send(null);
    },
  );
};

export default projectInsightRoutes;
