import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { committees, committeeTypes, municipalities, propertyCommittees } from '../../../db/schema/index.js';
import { httpError } from '../../../lib/http-error.js';
import { bearerAuth, errors, IdList } from '../../../schemas/common.js';
import { checkCommittees, findProperty, followableMunicipalityIds, toCommitteeOut } from '../../../properties/service.js';

const tags = ['committees'];
const CommitteeType = Type.Object({ id: Type.Integer(), slug: Type.String(), display_name: Type.String() });
const CommitteeOut = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  municipality_id: Type.Integer(),
  municipality_name: Type.Union([Type.String(), Type.Null()], { description: "The committee's municipality or regional body" }),
  committee_type: Type.Union([CommitteeType, Type.Null()]),
});
const PropertyParams = Type.Object({ id: Type.String({ description: 'Property id' }) });

/** Councils and committees, and the committees a property follows. */
const committeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const selectCommittees = () =>
    app.db
      .select({ committee: committees, type: committeeTypes, municipalityName: municipalities.name })
      .from(committees)
      .innerJoin(municipalities, eq(municipalities.id, committees.municipalityId))
      .leftJoin(committeeTypes, eq(committeeTypes.id, committees.committeeTypeId));

  const propertyCommitteeList = async (companyId: string, propertyId: string) => {
    const rows = await selectCommittees()
      .innerJoin(propertyCommittees, eq(propertyCommittees.committeeId, committees.id))
      .where(and(eq(propertyCommittees.propertyId, propertyId), eq(propertyCommittees.companyId, companyId)))
      .orderBy(asc(committees.name), asc(committees.id));
    return rows.map(toCommitteeOut);
  };

  app.get(
    '/types',
    { schema: { tags, summary: 'Committee types', security: bearerAuth, response: { 200: Type.Array(CommitteeType), ...errors(401) } } },
    async () => {
      const rows = await app.db.select().from(committeeTypes).orderBy(asc(committeeTypes.id));
      return rows.map((row) => ({ id: row.id, slug: row.slug, display_name: row.displayName }));
    },
  );

  app.get(
    '/municipality/:municipality',
    {
      schema: {
        tags,
        summary: "The committees a property in this municipality may follow: its own, then those of the regional bodies that include it",
        description: 'By id or by (lower-cased) name. Regional bodies are upper-tier regions and conservation authorities (Peel Region and TRCA for Brampton); their committees follow the municipality\'s own, by body name.',
        security: bearerAuth,
        params: Type.Object({ municipality: Type.String({ minLength: 1, maxLength: 200, description: 'Municipality id or name (any case)' }) }),
        response: { 200: Type.Array(CommitteeOut), ...errors(401, 404) },
      },
    },
    async (request) => {
      const key = request.params.municipality.trim();
      const where = /^\d{1,9}$/.test(key) ? eq(municipalities.id, Number(key)) : sql`lower(${municipalities.name}) = ${key.toLowerCase()}`;
      const [muni] = await app.db.select().from(municipalities).where(where).limit(1);
      if (!muni) throw httpError(404, 'Municipality not found');
      const bodies = (await followableMunicipalityIds(app, muni.id)).slice(1);
      const rows = await selectCommittees()
        .where(inArray(committees.municipalityId, [muni.id, ...bodies]))
        .orderBy(sql`${committees.municipalityId} <> ${muni.id}`, asc(municipalities.name), asc(committees.name), asc(committees.id));
      return rows.map(toCommitteeOut);
    },
  );

  app.get(
    '/property/:id',
    {
      schema: { tags, summary: 'The committees a property follows', security: bearerAuth, params: PropertyParams, response: { 200: Type.Array(CommitteeOut), ...errors(401, 404) } },
    },
    async (request) => {
      const property = await findProperty(app, request.auth.companyId, request.params.id);
      return propertyCommitteeList(request.auth.companyId, property.id);
    },
  );

  app.post(
    '/property/:id/committees',
    {
      schema: {
        tags,
        summary: "Set the committees a property follows (replaces the selection; committees of the property's municipality or of a regional body that includes it)",
        security: bearerAuth,
        params: PropertyParams,
        body: Type.Object({ committee_ids: IdList(200) }, { additionalProperties: false }),
        response: { 200: Type.Array(CommitteeOut), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const property = await findProperty(app, companyId, request.params.id);
      if (!property.municipalityId) throw httpError(400, 'The property has no municipality.');
      const ids = await checkCommittees(app, property.municipalityId, request.body.committee_ids);
      await app.db.transaction(async (tx) => {
        await tx.delete(propertyCommittees).where(and(eq(propertyCommittees.propertyId, property.id), eq(propertyCommittees.companyId, companyId)));
        if (ids.length) await tx.insert(propertyCommittees).values(ids.map((committeeId) => ({ companyId, propertyId: property.id, committeeId })));
      });
      return propertyCommitteeList(companyId, property.id);
    },
  );
};

export default committeeRoutes;
