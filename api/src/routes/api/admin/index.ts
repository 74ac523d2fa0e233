import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_MEETING_ATTEMPTS } from '../../../pipeline/meeting-failures.js';
import { sourceStatuses } from '../../../pipeline/source-status.js';
import { httpError } from '../../../lib/http-error.js';
import { bearerAuth, errors, iso } from '../../../schemas/common.js';
import { SourceParams, sourceOutSchema, SourceRunOut } from '../../../schemas/pipeline.js';

const tags = ['admin'];
/** Failed meetings listed per source; the total says how many more there are. */
const FAILED_MEETINGS_SHOWN = 100;
const SourceOut = sourceOutSchema(MAX_MEETING_ATTEMPTS, FAILED_MEETINGS_SHOWN);

/**
 * The ingest sources: status and on-demand runs. Platform operators only: the sources are global (no tenant's rows)
 * and running them costs every customer's share of the municipal sites' politeness budget, so they are not any
 * company admin's business. Operators are flagged from the command line (`npm run operator -- grant <email>`).
 */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const admin = [app.requirePlatformOperator];

  const statuses = async () => {
    const statuses = await sourceStatuses(app.db, app.pipeline.sources(), FAILED_MEETINGS_SHOWN);
    return statuses.map(({ source, row, failed }) => {
      return {
        source,
        last_run_at: iso(row?.lastRunAt),
        last_success_at: iso(row?.lastSuccessAt),
        last_error: row?.lastError ?? null,
        last_error_at: iso(row?.lastErrorAt),
        records_last_run: row?.recordsLastRun ?? 0,
        cursor: row?.cursor ?? null,
        failed_meetings: failed.map((f) => ({
          source_id: f.sourceId,
          title: f.title,
          starts_at: iso(f.startsAt),
          url: f.url,
          error: f.error,
          failed_at: f.failedAt.toISOString(),
          attempts: f.attempts,
          will_retry: f.attempts < MAX_MEETING_ATTEMPTS,
        })),
        failed_meetings_total: failed[0]?.total ?? 0,
      };
    });
  };

  app.get(
    '/sources',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Ingest sources with their last run, last success and error',
        security: bearerAuth,
        response: { 200: Type.Array(SourceOut), ...errors(401, 403) },
      },
    },
    async () => statuses(),
  );

  app.post(
    '/sources/:source/run',
    {
      preValidation: admin,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Runs one source now and answers its outcome',
        security: bearerAuth,
        params: SourceParams,
        response: {
          200: SourceRunOut,
          ...errors(401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const { source } = request.params;
      if (!app.pipeline.sources().includes(source)) throw httpError(404, 'Unknown source');
      try {
        const outcome = await app.pipeline.run(source);
        // A partial run (some meetings' pages failed) stored the rest: ok, with what failed as its error.
        return {
          source,
          ok: true,
          records: outcome.records,
          changed_agenda_items: outcome.agendaItemIds.length,
          error: outcome.warning,
        };
      } catch (error) {
        // The failure is recorded in the source's status as well; the caller's request itself succeeded.
        request.log.warn({ err: error, source }, 'ingest run failed');
        return {
          source,
          ok: false,
          records: 0,
          changed_agenda_items: 0,
          error: error instanceof Error ? error.message : String(error),
        };
      }
    },
  );
};

export default adminRoutes;
