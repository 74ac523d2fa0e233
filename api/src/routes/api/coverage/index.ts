import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { coverageDetail, coverageList, placeExists, recordRequest } from '../../../coverage/service.js';
import { httpError } from '../../../lib/http-error.js';
import { bearerAuth, errors } from '../../../schemas/common.js';
import {
  CoverageDetailOut,
  CoverageListOut,
  CoverageParams,
  CoverageRequestBody,
  CoverageRequestOut,
} from '../../../schemas/coverage.js';

const tags = ['coverage'];

/** A municipality id in the path: 400 when it is not a number, else the id (which may still be unknown: 404). */
function municipalityId(value: string): number {
  const trimmed = value.trim();
  if (!/^[0-9]+$/.test(trimmed)) throw httpError(400, 'Municipality id must be a number');
  const n = Number(trimmed);
  if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) throw httpError(404, 'Municipality not found');
  return n;
}

/**
 * Coverage: what reaches a property in each municipality. Any signed-in user; the company-scoped fields (its
 * properties there, its request) are the caller's company's only.
 */
const coverageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every municipality with its coverage (full, partial or none) and the totals per level',
        security: bearerAuth,
        response: { 200: CoverageListOut, ...errors(401) },
      },
    },
    async (request) => coverageList(app.db, request.auth.companyId),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: "One municipality's coverage: its level in words and each source that reaches it with its state",
        security: bearerAuth,
        params: CoverageParams,
        response: { 200: CoverageDetailOut, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const detail = await coverageDetail(app.db, request.auth.companyId, municipalityId(request.params.id));
      if (!detail) throw httpError(404, 'Municipality not found');
      return detail;
    },
  );

  app.post(
    '/:id/request',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Request coverage of a municipality for the caller's company (201 the first time, 200 after)",
        description: 'Body optional: `{ "note": "..." }` (at most 500 characters). Asking again keeps the request and updates its note.',
        security: bearerAuth,
        params: CoverageParams,
        body: Type.Optional(CoverageRequestBody),
        response: { 200: CoverageRequestOut, 201: CoverageRequestOut, ...errors(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const id = municipalityId(request.params.id);
      const note = request.body?.note?.trim() || null;
      const { companyId, userId } = request.auth;
      const saved = await app.db.transaction(async (tx) => {
        if (!(await placeExists(tx, id))) throw httpError(404, 'Municipality not found');
        return recordRequest(tx, { companyId, municipalityId: id, requestedBy: userId, note });
      });
      reply.code(saved.created ? 201 : 200);
      return { municipality_id: id, requested: true, note: saved.note };
    },
  );
};

export default coverageRoutes;
