import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  APPLICATION_TYPES,
  applicationDetail,
  listApplications,
  propertyApplicationTypes,
  propertyPoint,
  setPropertyApplicationTypes,
} from '../../../applications/repository.js';
import {
  applicationExists,
  applicationFollowOfUser,
  deleteApplicationFollow,
  propertyOfCompany,
  upsertApplicationFollow,
} from '../../../follows/application-follows.js';
import { httpError } from '../../../lib/http-error.js';
import {
  ApplicationDetailOut,
  ApplicationFollowBody,
  ApplicationFollowOut,
  ApplicationListOut,
  ApplicationListQuery,
  ApplicationTypesBody,
  ApplicationTypesOut,
  PropertyParams,
} from '../../../schemas/applications.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import { IdParams, intQuery, oneOf, pathId } from '../../../schemas/query.js';

const tags = ['applications'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A day 'YYYY-MM-DD' of the calendar, or undefined when absent; 400 otherwise. */
function day(value: string | undefined, label: string): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const v = value.trim();
  const d = /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : null;
  if (!d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v)
    throw httpError(400, `${label} must be a date (YYYY-MM-DD)`);
  return v;
}

/**
 * Development applications (docs/api/applications.md): shared files, read by any signed-in user; the properties they
 * concern, the distances from a property and the per-property types are the caller's company's only.
 */
const applicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const radii = app.config.matchRadiiMeters;
  const lastRadius = radii[radii.length - 1]!;

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Applications: search by file number, address or words; filters by type, status, municipality, date and distance',
        security: bearerAuth,
        querystring: ApplicationListQuery,
        response: { 200: ApplicationListOut, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const q = request.query;
      const from = day(q.from, 'from');
      const to = day(q.to, 'to');
      if (from && to && from > to) throw httpError(400, 'from must not be after to');
      const within = intQuery(q.within, 'within', 1, 10_000);
      let centre: { lat: number; lng: number } | null = null;
      if (q.propertyId !== undefined && q.propertyId.trim() !== '') {
        if (!UUID.test(q.propertyId.trim())) throw httpError(404, 'Property not found');
        const point = await propertyPoint(app.db, request.auth.companyId, q.propertyId.trim());
        if (point === undefined) throw httpError(404, 'Property not found');
        if (point === null && within) throw httpError(400, 'The property has no location to measure distances from');
        centre = point;
      } else if (within) throw httpError(400, 'within needs a propertyId');
      return listApplications(app.db, {
        q: q.q?.trim() || undefined,
        type: oneOf(q.type, APPLICATION_TYPES, 'type'),
        status: q.status?.trim() || undefined,
        municipalityId: intQuery(q.municipalityId, 'municipalityId', 1, 2_147_483_647),
        from,
        to,
        centre,
        within,
        page: intQuery(q.page, 'page', 1, 10_000, 1),
        pageSize: intQuery(q.pageSize, 'pageSize', 1, 100, 25),
      });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary:
          "One application: its timeline, facts with citations, documents, and the company's properties it concerns",
        security: bearerAuth,
        params: IdParams,
        response: { 200: ApplicationDetailOut, ...errors(401, 404) },
      },
    },
    async (request) => {
      const id = pathId(request.params.id, 'Application not found');
      const detail = await applicationDetail(app.db, request.auth.companyId, id, lastRadius);
      if (!detail) throw httpError(404, 'Application not found');
      const follow = await applicationFollowOfUser(app.db, request.auth.companyId, request.auth.userId, id);
      return { ...detail, follow };
    },
  );

  app.put(
    '/:id/follow',
    {
      schema: {
        tags,
        summary:
          "Follow an application for one of the company's properties: its later steps raise updates on that property's alerts",
        security: bearerAuth,
        params: IdParams,
        body: ApplicationFollowBody,
        response: { 200: ApplicationFollowOut, 201: ApplicationFollowOut, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { companyId, userId } = request.auth;
      const id = pathId(request.params.id, 'Application not found');
      if (!(await applicationExists(app.db, id))) throw httpError(404, 'Application not found');
      let propertyId = request.body?.propertyId?.trim();
      if (propertyId) {
        if (!UUID.test(propertyId) || !(await propertyOfCompany(app.db, companyId, propertyId)))
          throw httpError(404, 'Property not found');
      } else {
        // The nearest of the company's properties the file concerns.
        const detail = await applicationDetail(app.db, companyId, id, lastRadius);
        propertyId = detail?.properties[0]?.id;
        if (!propertyId) throw httpError(400, 'Choose one of your properties to follow this application for');
      }
      const { follow, created } = await upsertApplicationFollow(app.db, {
        companyId,
        userId,
        applicationId: id,
        propertyId,
      });
      reply.code(created ? 201 : 200);
      return follow;
    },
  );

  app.delete(
    '/:id/follow',
    {
      schema: {
        tags,
        summary: 'Stop following an application',
        security: bearerAuth,
        params: IdParams,
        response: { 204: Type.Null(), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id, 'Follow not found');
      if (!(await deleteApplicationFollow(app.db, request.auth.companyId, request.auth.userId, id)))
        throw httpError(404, 'Follow not found');
      reply.code(204);
      return null;
    },
  );

  const ownedProperty = (value: string) => {
    if (!UUID.test(value)) throw httpError(404, 'Property not found');
    return value;
  };

  app.get(
    '/alert-types/:propertyId',
    {
      schema: {
        tags,
        summary: 'The application types alerted farther than the near radius of a property (every type by default)',
        security: bearerAuth,
        params: PropertyParams,
        response: { 200: ApplicationTypesOut, ...errors(401, 404) },
      },
    },
    async (request) => {
      const propertyId = ownedProperty(request.params.propertyId);
      const types = await propertyApplicationTypes(app.db, request.auth.companyId, propertyId);
      if (!types) throw httpError(404, 'Property not found');
      return { propertyId, types };
    },
  );

  app.put(
    '/alert-types/:propertyId',
    {
      schema: {
        tags,
        summary: 'Chooses the application types alerted farther than the near radius of a property',
        security: bearerAuth,
        params: PropertyParams,
        body: ApplicationTypesBody,
        response: { 200: ApplicationTypesOut, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const propertyId = ownedProperty(request.params.propertyId);
      const types = [...new Set(request.body.types)];
      if (!(await setPropertyApplicationTypes(app.db, request.auth.companyId, propertyId, types)))
        throw httpError(404, 'Property not found');
      return { propertyId, types };
    },
  );
};

export default applicationRoutes;
