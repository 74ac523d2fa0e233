import path from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq } from 'drizzle-orm';
import { municipalities, properties, propertyCommittees, propertyDocuments, type PropertyDocument } from '../../../db/schema/index.js';
import { geocoderFromConfig, gazetteerGeocoder, MAX_SUGGESTIONS, MIN_QUERY_LENGTH } from '../../../geocoding/index.js';
import { httpError } from '../../../lib/http-error.js';
import { bearerAuth, DateTime, errors, NullableDateTime, Id, IdList } from '../../../schemas/common.js';
import { receiveDocuments, removeFiles } from '../../../properties/upload.js';
import {
  checkCommittees,
  extractPending,
  findProperty,
  LAND_USE_TYPES,
  listProperties,
  municipalityHasCommittees,
  propertyFilesDir,
  removePropertyFiles,
  toPropertyOut,
} from '../../../properties/service.js';
import { PaymentStatus, SubscriptionStatus } from '../../../schemas/billing.js';
import { cleanApplicationNumbers, MAX_APPLICATION_LENGTH, MAX_APPLICATION_NUMBERS } from '../../../properties/application-numbers.js';
import type { Passage } from '../../../ai/types.js';

const tags = ['properties'];
const NullableString = Type.Union([Type.String(), Type.Null()]);
const Params = Type.Object({ id: Type.String({ description: 'Property id' }) });

const PropertyOut = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  nickname: NullableString,
  address: NullableString,
  latitude: Type.Union([Type.Number(), Type.Null()]),
  longitude: Type.Union([Type.Number(), Type.Null()]),
  municipality_id: Type.Union([Type.Integer(), Type.Null()]),
  municipality_name: NullableString,
  current_land_use: NullableString,
  future_land_use: NullableString,
  notes: NullableString,
  application_numbers: Type.Array(Type.String(), { description: "The property's own planning application numbers, matched in every source in any spelling" }),
  active: Type.Boolean({ description: 'Subscribed (trialing, active or past_due)' }),
  subscription_status: SubscriptionStatus,
  payment_status: PaymentStatus,
  cancel_at_period_end: Type.Boolean(),
  trial_end: NullableDateTime,
  current_period_end: NullableDateTime,
  property_summary: NullableString,
  summary_updated_at: NullableDateTime,
  created_at: DateTime,
  updated_at: DateTime,
});

const Text = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const LandUse = Text(100);
const ApplicationNumbers = Type.Optional(
  Type.Array(Type.String({ maxLength: MAX_APPLICATION_LENGTH }), {
    maxItems: MAX_APPLICATION_NUMBERS,
    description: `The property's own planning application numbers (at most ${MAX_APPLICATION_NUMBERS}, ${MAX_APPLICATION_LENGTH} characters each), e.g. "OZ 22/012 W7", "22 123456 STE 10 OZ", "A-123/24"`,
  }),
);

const CreateBody = Type.Object(
  {
    name: Text(300),
    nickname: Text(200),
    address: Text(500),
    latitude: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
    longitude: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
    municipality_id: Id(),
    current_land_use: LandUse,
    future_land_use: LandUse,
    notes: Text(5000),
    application_numbers: ApplicationNumbers,
    selectedCommittees: Type.Optional(IdList(200)),
  },
  { additionalProperties: false },
);

const UpdateBody = Type.Object(
  { nickname: Text(200), current_land_use: LandUse, future_land_use: LandUse, notes: Text(5000), application_numbers: ApplicationNumbers },
  { additionalProperties: false, description: 'Only these fields can change; address and municipality cannot be edited' },
);

const DocumentOut = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  file_size: Type.Integer({ description: 'Bytes' }),
  uploaded_at: DateTime,
  extraction_status: Type.String({ description: 'pending | done | failed' }),
  extraction_error: Type.Union([Type.String(), Type.Null()], { description: 'Why the text could not be read (failed), else null' }),
});

const Suggestion = Type.Object({
  id: Type.String(),
  label: Type.String(),
  type: Type.String({ description: 'address | place | locality | region' }),
  place: NullableString,
  municipality: NullableString,
  latitude: Type.Number(),
  longitude: Type.Number(),
});

const documentOut = (doc: PropertyDocument) => ({
  id: doc.id,
  filename: doc.filename,
  file_size: doc.fileSize,
  uploaded_at: doc.uploadedAt.toISOString(),
  extraction_status: doc.extractionStatus,
  extraction_error: doc.extractionError,
});

const blank = (value: string | null | undefined) => (value ?? '').trim();
const orNull = (value: string | null | undefined) => blank(value) || null;

/** Properties of the caller's company. Every member may manage them. */
const propertyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const geocoder = geocoderFromConfig(app.config.geocoding);
  const fallbackGeocoder = gazetteerGeocoder();

  const withSubscription = async (companyId: string, id: string) => {
    const row = await findProperty(app, companyId, id);
    return toPropertyOut(row, await app.billing.propertySubscription(companyId, id));
  };

  app.get(
    '/',
    { schema: { tags, summary: "The company's properties with their subscription state", security: bearerAuth, response: { 200: Type.Array(PropertyOut), ...errors(401) } } },
    async (request) => {
      const { companyId } = request.auth;
      const rows = await listProperties(app, companyId);
      const subs = await app.billing.propertySubscriptions(companyId, rows.map((row) => row.id));
      return rows.map((row) => toPropertyOut(row, subs.get(row.id)!));
    },
  );

  app.get(
    '/municipalities',
    {
      schema: {
        tags,
        summary: 'Ontario municipalities a property can be in',
        security: bearerAuth,
        response: { 200: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), parent_name: NullableString })), ...errors(401) },
      },
    },
    async () => {
      const rows = await app.db.select().from(municipalities).orderBy(asc(municipalities.name));
      return rows.map((row) => ({ id: row.id, name: row.name, parent_name: row.parentName }));
    },
  );

  app.get(
    '/land-use-types',
    {
      schema: {
        tags,
        summary: 'Land-use types for current and future use',
        security: bearerAuth,
        response: { 200: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })), ...errors(401) },
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
        description: 'The offline Ontario gazetteer by default; a Mapbox-compatible geocoding service when GEOCODER_TOKEN is set (the gazetteer answers if the service fails).',
        security: bearerAuth,
        querystring: Type.Object({ q: Type.String({ maxLength: 200 }) }),
        response: { 200: Type.Array(Suggestion), ...errors(400, 401) },
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
        summary: 'Create a property (matched at once against recent agenda items)',
        security: bearerAuth,
        body: CreateBody,
        response: { 201: PropertyOut, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.auth;
      const body = request.body;
      const address = orNull(body.address);
      const lat = body.latitude ?? null;
      const lng = body.longitude ?? null;
      if (!address && (lat === null || lng === null)) {
        throw httpError(400, lat === null && lng === null ? 'Address is required' : lat === null ? 'Latitude is required' : 'Longitude is required');
      }
      const [muni] = await app.db.select().from(municipalities).where(eq(municipalities.id, body.municipality_id));
      if (!muni) throw httpError(400, 'Please select a municipality');
      const committeeIds = await checkCommittees(app, muni.id, body.selectedCommittees ?? []);
      if (!committeeIds.length && (await municipalityHasCommittees(app, muni.id))) throw httpError(400, 'Select at least one committee');
      const applicationNumbers = cleanApplicationNumbers(body.application_numbers ?? []);
      const nickname = orNull(body.nickname);
      const name = blank(body.name) || nickname || address || `${lat}, ${lng}`;
      const created = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(properties)
          .values({
            companyId,
            name,
            nickname,
            address,
            latitude: lat,
            longitude: lng,
            municipalityId: muni.id,
            currentLandUse: orNull(body.current_land_use),
            futureLandUse: orNull(body.future_land_use),
            notes: orNull(body.notes),
            applicationNumbers,
          })
          .returning();
        if (committeeIds.length) {
          await tx.insert(propertyCommittees).values(committeeIds.map((committeeId) => ({ companyId, propertyId: row!.id, committeeId })));
        }
        return row!;
      });
      try {
        await app.analysis.matchProperty(companyId, created.id);
      } catch (error) {
        request.log.error({ err: error, propertyId: created.id }, 'matching the new property failed; the next ingest retries');
      }
      reply.code(201);
      return withSubscription(companyId, created.id);
    },
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'One property', security: bearerAuth, params: Params, response: { 200: PropertyOut, ...errors(401, 404) } } },
    async (request) => withSubscription(request.auth.companyId, request.params.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Update nickname, land uses, notes and application numbers (the name follows the nickname, else the address or coordinates)',
        security: bearerAuth,
        params: Params,
        body: UpdateBody,
        response: { 200: PropertyOut, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const current = await findProperty(app, companyId, request.params.id);
      const body = request.body;
      const values: Partial<typeof properties.$inferInsert> = { updatedAt: new Date() };
      if (body.nickname !== undefined) {
        // The name follows the creation rule: the nickname, else the address, else the coordinates.
        values.nickname = orNull(body.nickname);
        values.name = values.nickname ?? current.address ?? `${current.latitude}, ${current.longitude}`;
      }
      if (body.current_land_use !== undefined) values.currentLandUse = orNull(body.current_land_use);
      if (body.future_land_use !== undefined) values.futureLandUse = orNull(body.future_land_use);
      if (body.notes !== undefined) values.notes = orNull(body.notes);
      if (body.application_numbers !== undefined) values.applicationNumbers = cleanApplicationNumbers(body.application_numbers);
      await app.db.update(properties).set(values).where(and(eq(properties.id, current.id), eq(properties.companyId, companyId)));
      // New application numbers (or notes naming some) are looked for at once in recent agenda items.
      const added = values.applicationNumbers?.some((n) => !current.applicationNumbers.includes(n)) || (values.notes !== undefined && values.notes !== current.notes);
      if (added) {
        try {
          await app.analysis.matchProperty(companyId, current.id);
        } catch (error) {
          request.log.error({ err: error, propertyId: current.id }, 'matching the edited property failed; the next ingest retries');
        }
      }
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
        params: Params,
        response: { 200: Type.Object({ detail: Type.String() }), ...errors(401, 404, 409) },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const row = await findProperty(app, companyId, request.params.id);
      if (await app.billing.hasLiveSubscription(companyId, row.id)) {
        throw httpError(409, 'This property has an active subscription. Cancel the subscription and delete the property once it has ended.');
      }
      await app.db.delete(properties).where(and(eq(properties.id, row.id), eq(properties.companyId, companyId)));
      await removePropertyFiles(app, companyId, row.id);
      return { detail: 'Property deleted' };
    },
  );

  app.get(
    '/:id/documents',
    {
      schema: { tags, summary: "The property's documents, newest first", security: bearerAuth, params: Params, response: { 200: Type.Array(DocumentOut), ...errors(401, 404) } },
    },
    async (request) => {
      const row = await findProperty(app, request.auth.companyId, request.params.id);
      const docs = await app.db
        .select()
        .from(propertyDocuments)
        .where(and(eq(propertyDocuments.propertyId, row.id), eq(propertyDocuments.companyId, request.auth.companyId)))
        .orderBy(desc(propertyDocuments.uploadedAt), desc(propertyDocuments.id));
      return docs.map((doc) => documentOut(doc));
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
        params: Params,
        response: { 201: Type.Object({ documents: Type.Array(DocumentOut) }), ...errors(400, 401, 404, 413) },
      },
    },
    async (request, reply) => {
      const { companyId, userId } = request.auth;
      const row = await findProperty(app, companyId, request.params.id);
      const files = await receiveDocuments(request, propertyFilesDir(app.config.dataDir, companyId, row.id));
      let docs;
      try {
        docs = await app.db
          .insert(propertyDocuments)
          .values(
            files.map((file) => ({
              companyId,
              propertyId: row.id,
              filename: file.filename,
              fileSize: file.size,
              mimeType: file.contentType,
              storageKey: path.basename(file.absolutePath),
              uploadedBy: userId,
            })),
          )
          .returning();
      } catch (error) {
        await removeFiles(files.map((file) => file.absolutePath));
        throw error;
      }
      // Text is extracted after the answer; generate-summary extracts whatever is still pending.
      const pending = Promise.all(docs.map((doc) => extractPending(app, doc).catch((err) => request.log.error({ err }, 'extraction failed'))));
      background.add(pending);
      void pending.finally(() => background.delete(pending));
      reply.code(201);
      return {
        documents: docs.map((doc) => documentOut(doc)),
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
        params: Params,
        response: {
          200: Type.Object({ summary: Type.String(), property_summary: Type.String(), summary_updated_at: DateTime, documents_used: Type.Integer() }),
          ...errors(400, 401, 404, 502),
        },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const row = await findProperty(app, companyId, request.params.id);
      const docs = await app.db
        .select()
        .from(propertyDocuments)
        .where(and(eq(propertyDocuments.propertyId, row.id), eq(propertyDocuments.companyId, companyId)))
        .orderBy(asc(propertyDocuments.uploadedAt), asc(propertyDocuments.id));
      if (!docs.length) throw httpError(400, 'Upload at least one document before generating a summary.');
      const ready = [];
      for (const doc of docs) ready.push(await extractPending(app, doc));
      const withText = ready.filter((doc) => doc.extractionStatus === 'done' && doc.extractedText && doc.extractedText.trim());
      if (!withText.length) throw httpError(400, "No text could be read from this property's documents. Upload a PDF, DOC, DOCX or TXT document with text.");
      const passages: Passage[] = [];
      for (const doc of withText) {
        const text = doc.extractedText!;
        for (let start = 0, n = 0; start < text.length && n < 40; start += 4000, n += 1) {
          passages.push({ id: `pdoc:${doc.id}:${n}`, title: doc.filename, text: text.slice(start, start + 4000) });
        }
      }
      const where = [row.address, row.municipalityName].filter(Boolean).join(', ');
      const result = await app.ai.summarize({ title: `${row.name}${where && where !== row.name ? ` (${where})` : ''}`, passages, maxSentences: 8 });
      const summary = result.summary.trim();
      if (!summary) throw httpError(502, 'The AI provider returned an empty summary. Please try again.');
      const now = new Date();
      await app.db
        .update(properties)
        .set({ propertySummary: summary, summaryUpdatedAt: now, updatedAt: now })
        .where(and(eq(properties.id, row.id), eq(properties.companyId, companyId)));
      return { summary, property_summary: summary, summary_updated_at: now.toISOString(), documents_used: withText.length };
    },
  );
};

export default propertyRoutes;
