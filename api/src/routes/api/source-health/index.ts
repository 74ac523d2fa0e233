import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { degradedSourcesOfCompany } from '../../../pipeline/degraded-sources.js';
import { bearerAuth, errors, iso } from '../../../schemas/common.js';
import { SourceHealthOut } from '../../../schemas/source-health.js';

const tags = ['sources'];

/** What users see of the sources' health: the degraded sources that concern their company's properties. */
const sourceHealthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: "The degraded sources that concern the company's properties",
        description:
          "A source concerns a property when its municipality is the property's municipality or a body that includes it (a region, a conservation authority); a province-wide source concerns every property. Each entry names the properties it affects and the banner's message. Any signed-in member.",
        security: bearerAuth,
        response: { 200: SourceHealthOut, ...errors(401) },
      },
    },
    async (request) => {
      const degraded = await degradedSourcesOfCompany(app.db, request.auth.companyId);
      return {
        degraded: degraded.map((d) => ({
          source: d.source,
          label: d.label,
          kind: d.kind,
          municipality: d.municipality,
          degraded_since: d.degradedAt.toISOString(),
          reason: d.reason,
          last_success_at: iso(d.lastSuccessAt),
          property_ids: d.propertyIds,
          message: d.message,
        })),
      };
    },
  );
};

export default sourceHealthRoutes;
