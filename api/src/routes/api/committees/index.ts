import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../../lib/http-error.js';
import {
  findMunicipality,
  listCommitteeTypes,
  municipalityCommittees,
  propertyCommitteeList,
  replacePropertyCommittees,
} from '../../../meetings/committees-repository.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import {
  CommitteeOut,
  CommitteePropertyParams,
  CommitteeSelection,
  CommitteeType,
  MunicipalityParams,
} from '../../../schemas/meetings.js';
import { checkCommittees, findProperty, followableMunicipalityIds } from '../../../properties/repository.js';

const tags = ['committees'];

/** Councils and committees, and the committees a property follows. */
const committeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/types',
    {
      schema: {
        tags,
        summary: 'Committee types',
        security: bearerAuth,
        response: { 200: Type.Array(CommitteeType), ...errors(401) },
      },
    },
    async () => listCommitteeTypes(app.db),
  );

  app.get(
    '/municipality/:municipality',
    {
      schema: {
        tags,
        summary:
          'The committees a property in this municipality may follow: its own, then those of the regional bodies that include it',
        description:
          "By id or by (lower-cased) name. Regional bodies are upper-tier regions and conservation authorities (Peel Region and TRCA for Brampton); their committees follow the municipality's own, by body name.",
        security: bearerAuth,
        params: MunicipalityParams,
        response: { 200: Type.Array(CommitteeOut), ...errors(401, 404) },
      },
    },
    async (request) => {
      const key = request.params.municipality.trim();
      const muni = await findMunicipality(app.db, key);
      if (!muni) throw httpError(404, 'Municipality not found');
      const bodies = (await followableMunicipalityIds(app.db, muni.id)).slice(1);
      return municipalityCommittees(app.db, muni.id, bodies);
    },
  );

  app.get(
    '/property/:id',
    {
      schema: {
        tags,
        summary: 'The committees a property follows',
        security: bearerAuth,
        params: CommitteePropertyParams,
        response: { 200: Type.Array(CommitteeOut), ...errors(401, 404) },
      },
    },
    async (request) => {
      const property = await findProperty(app.db, request.auth.companyId, request.params.id);
      return propertyCommitteeList(app.db, request.auth.companyId, property.id);
    },
  );

  app.post(
    '/property/:id/committees',
    {
      schema: {
        tags,
        summary:
          "Set the committees a property follows (replaces the selection; committees of the property's municipality or of a regional body that includes it)",
        security: bearerAuth,
        params: CommitteePropertyParams,
        body: CommitteeSelection,
        response: { 200: Type.Array(CommitteeOut), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const property = await findProperty(app.db, companyId, request.params.id);
      if (!property.municipalityId) throw httpError(400, 'The property has no municipality.');
      const ids = await checkCommittees(app.db, property.municipalityId, request.body.committee_ids);
      await replacePropertyCommittees(app.db, companyId, property.id, ids);
      return propertyCommitteeList(app.db, companyId, property.id);
    },
  );
};

export default committeeRoutes;
