import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { geocoderFromConfig, gazetteerGeocoder, MAX_SUGGESTIONS, MIN_QUERY_LENGTH } from '../../../geocoding/index.js';
import { httpError } from '../../../lib/http-error.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import {
  AddressQuery,
  AddressSuggestion,
  CreatePropertyBody,
  LandUseTypeOut,
  MunicipalityOut,
  NearestMunicipalitiesQuery,
  NearMunicipalityOut,
  PropertyDocumentOut,
  PropertyOut,
  PropertyParams,
  PropertySummaryOut,
  UpdatePropertyBody,
} from '../../../schemas/properties.js';
import { receiveDocuments, removeStored } from '../../uploads/receive-documents.js';
import { insertPropertyDocuments, listPropertyDocuments } from '../../../properties/document-repository.js';
import { extractPending } from '../../../properties/extract.js';
import { deleteProperty, findProperty, listProperties } from '../../../properties/repository.js';
import {
  changeProperty,
  createProperty,
  generatePropertySummary,
  LAND_USE_TYPES,
  toPropertyDocumentOut,
  toPropertyOut,
} from '../../../properties/service.js';
import { propertyFilesPrefix, removePropertyFiles } from '../../../properties/storage.js';
import { inOntario, nearestMunicipalities, propertyMunicipalities } from '../../../coverage/registry.js';

/** A coordinate query value: a finite number, else 400 naming the field. */
function coordinate(value: string | undefined, label: string): number {
  const trimmed = (value ?? '').trim();
  if (!trimmed) throw httpError(400, `${label} is required`);
  const n = /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isFinite(n)) throw httpError(400, `${label} must be a number`);
  return n;
}

const tags = ['properties'];

/** Properties of the caller's company. Every member may manage them. */
const propertyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const geocoder = geocoderFromConfig(app.config.geocoding);
  const fallbackGeocoder = gazetteerGeocoder();

  const withSubscription = async (companyId: string, id: string) => {
    const row = await findProperty(app.db, companyId, id);
    return toPropertyOut(row, await app.billing.propertySubscription(companyId, id));
  };

  app.get(
    '/',
    {
      config: { apiKeyScope: 'properties' },
      schema: {
        tags,
        summary: "The company's properties with their subscription state",
        security: bearerAuth,
        response: { 200: Type.Array(PropertyOut), ...errors(401) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const rows = await listProperties(app.db, companyId);
      const subs = await app.billing.propertySubscriptions(
        companyId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toPropertyOut(row, subs.get(row.id)!));
    },
  );

  app.get(
    '/municipalities',
    {
      schema: {
        tags,
        summary: 'Ontario municipalities a property can be in (every single- and lower-tier municipality)',
        description:
          '`name` is unique and tells apart names that collide (`Hamilton` the city, `Hamilton (Northumberland)` the township). `upper_tier` (as `parent_name`) is the county or region of a lower-tier municipality; the point is representative, not a boundary.',
        security: bearerAuth,
        response: { 200: Type.Array(MunicipalityOut), ...errors(401) },
      },
    },
    async () => {
      const rows = await propertyMunicipalities(app.db);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        parent_name: row.parentName,
        kind: row.kind as 'single-tier' | 'lower-tier',
        upper_tier: row.kind === 'lower-tier' ? row.parentName : null,
        latitude: row.latitude,
        longitude: row.longitude,
      }));
    },
  );

  app.get(
    '/municipalities/nearest',
    {
      schema: {
        tags,
        summary: 'The municipalities nearest to a point in Ontario (at most 5, nearest first)',
        description:
          'First the municipality of the nearest known address point (`basis: "address"`, from the address index, within 2 km), then those whose representative points are nearest (`basis: "registry"`). A proposal for the user to confirm: a representative point is not a boundary. A point outside Ontario answers 400.',
        security: bearerAuth,
        querystring: NearestMunicipalitiesQuery,
        response: { 200: Type.Array(NearMunicipalityOut), ...errors(400, 401) },
      },
    },
    async (request) => {
      const latitude = coordinate(request.query.latitude, 'Latitude');
      const longitude = coordinate(request.query.longitude, 'Longitude');
      if (!inOntario(latitude, longitude)) throw httpError(400, 'The point is not in Ontario');
      return nearestMunicipalities(app.db, latitude, longitude);
    },
  );

  app.get(
    '/land-use-types',
    {
      schema: {
        tags,
        summary: 'Land-use types for current and future use',
        security: bearerAuth,
        response: { 200: Type.Array(LandUseTypeOut), ...errors(401) },
      },
    },
    async () => LAND_USE_TYPES.map((t) => ({ ...t })),
  );

  app.get(
    '/address-suggestions',
    {
      schema: {
        tags,
        summary: `Address suggestions in Canada (at most ${MAX_SUGGESTIONS}; none under ${MIN_QUERY_LENGTH} characters)`,
        description:
          'The offline Ontario gazetteer by default; a Mapbox-compatible geocoding service when GEOCODER_TOKEN is set (the gazetteer answers if the service fails).',
        security: bearerAuth,
        querystring: AddressQuery,
        response: { 200: Type.Array(AddressSuggestion), ...errors(400, 401) },
      },
    },
    async (request) => {
      const q = request.query.q.trim();
      if (q.length < MIN_QUERY_LENGTH) return [];
      try {
        return await geocoder.suggest(q);
      } catch (error) {
        request.log.warn({ err: error }, 'geocoding service failed; answering from the offline gazetteer');
        return fallbackGeocoder.suggest(q);
      }
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a property (matched against recent agenda items by a job queued at once)',
        security: bearerAuth,
        body: CreatePropertyBody,
        response: { 201: PropertyOut, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.auth;
      const created = await createProperty(app, companyId, request.body);
      reply.code(201);
      return withSubscription(companyId, created.id);
    },
  );

  app.get(
    '/:id',
    {
      config: { apiKeyScope: 'properties' },
      schema: {
        tags,
        summary: 'One property',
        security: bearerAuth,
        params: PropertyParams,
        response: { 200: PropertyOut, ...errors(401, 404) },
      },
    },
    async (request) => withSubscription(request.auth.companyId, request.params.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Update nickname, land uses, notes and application numbers (the name follows the nickname, else the address or coordinates)',
        security: bearerAuth,
        params: PropertyParams,
        body: UpdatePropertyBody,
        response: { 200: PropertyOut, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const current = await changeProperty(app, companyId, request.params.id, request.body);
      return withSubscription(companyId, current.id);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an inactive property (409 while it has a subscription)',
        security: bearerAuth,
        params: PropertyParams,
        response: { 200: Type.Object({ detail: Type.String() }), ...errors(401, 404, 409) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const row = await findProperty(app.db, companyId, request.params.id);
      if (await app.billing.hasLiveSubscription(companyId, row.id)) {
        throw httpError(
          409,
          'This property has an active subscription. Cancel the subscription and delete the property once it has ended.',
        );
      }
      await deleteProperty(app.db, companyId, row.id);
      await removePropertyFiles(app, companyId, row.id);
      return { detail: 'Property deleted' };
    },
  );

  app.get(
    '/:id/documents',
    {
      schema: {
        tags,
        summary: "The property's documents, newest first",
        security: bearerAuth,
        params: PropertyParams,
        response: { 200: Type.Array(PropertyDocumentOut), ...errors(401, 404) },
      },
    },
    async (request) => {
      const row = await findProperty(app.db, request.auth.companyId, request.params.id);
      const docs = await listPropertyDocuments(app.db, request.auth.companyId, row.id, 'newest');
      return docs.map((doc) => toPropertyDocumentOut(doc));
    },
  );

  app.post(
    '/:id/documents/upload',
    {
      schema: {
        tags,
        summary: 'Upload documents (multipart, field file, several files; pdf, doc, docx, txt; 50 MB each)',
        description: 'Streamed to storage; extension and content are checked; when any file fails nothing is kept.',
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        params: PropertyParams,
        response: { 201: Type.Object({ documents: Type.Array(PropertyDocumentOut) }), ...errors(400, 401, 404, 413) },
      },
    },
    async (request, reply) => {
      const { companyId, userId } = request.auth;
      const row = await findProperty(app.db, companyId, request.params.id);
      const prefix = propertyFilesPrefix(companyId, row.id);
      const files = await receiveDocuments(request, app.storage, prefix);
      let docs;
      try {
        docs = await insertPropertyDocuments(
          app.db,
          files.map((file) => ({
            companyId,
            propertyId: row.id,
            filename: file.filename,
            fileSize: file.size,
            mimeType: file.contentType,
            storageKey: file.key.slice(prefix.length),
            uploadedBy: userId,
          })),
        );
      } catch (error) {
        await removeStored(app.storage, files);
        throw error;
      }
      // Text is extracted after the answer; generate-summary extracts whatever is still pending.
      const pending = Promise.all(
        docs.map((doc) => extractPending(app, doc).catch((err) => request.log.error({ err }, 'extraction failed'))),
      );
      background.add(pending);
      void pending.finally(() => background.delete(pending));
      reply.code(201);
      return {
        documents: docs.map((doc) => toPropertyDocumentOut(doc)),
      };
    },
  );

  const background = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...background]);
  });

  app.post(
    '/:id/generate-summary',
    {
      schema: {
        tags,
        summary: "Summarize the property's documents with the AI provider (stores property_summary)",
        security: bearerAuth,
        params: PropertyParams,
        response: {
          200: PropertySummaryOut,
          ...errors(400, 401, 404, 502),
        },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const row = await findProperty(app.db, companyId, request.params.id);
      return generatePropertySummary(app, companyId, row);
    },
  );
};

export default propertyRoutes;
