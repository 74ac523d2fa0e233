import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { MAX_MEETING_ATTEMPTS } from '../../../pipeline/meeting-failures.js';
import { ProbeError, probeEscribePortal } from '../../../pipeline/probe.js';
import { UnknownSourceError } from '../../../pipeline/service.js';
import { escribeSourceName, portalAddress, portalBaseUrl, SourceInputError } from '../../../pipeline/source-input.js';
import {
  addSource,
  findMunicipality,
  findSource,
  removeSource,
  setSourcePaused,
  type SourceRow,
} from '../../../pipeline/source-rows.js';
import { escribePortalDefaults } from '../../../pipeline/sources.js';
import { sourceStatuses } from '../../../pipeline/source-status.js';
import { httpError } from '../../../lib/http-error.js';
import { bearerAuth, errors, iso } from '../../../schemas/common.js';
import {
  EscribePortalIn,
  EscribeProbeOut,
  SourceParams,
  sourceOutSchema,
  SourceRunOut,
} from '../../../schemas/pipeline.js';

const tags = ['admin'];
/** Failed meetings listed per source; the total says how many more there are. */
const FAILED_MEETINGS_SHOWN = 100;
const SourceOut = sourceOutSchema(MAX_MEETING_ATTEMPTS, FAILED_MEETINGS_SHOWN);

/**
 * The ingest sources: status, on-demand runs, and the sources table itself (add an eSCRIBE portal after reading its
 * calendar once, pause, resume, remove; docs/sources.md). Platform operators only: the sources are global (no
 * tenant's rows), every address added is fetched by the server, and running them costs every customer's share of
 * the municipal sites' politeness budget, so they are not any company admin's business. Operators are flagged from
 * the command line (`npm run operator -- grant <email>`). Each change makes this instance's schedule follow the
 * table at once; the others read the table at each run and follow it on their next refresh.
 */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const admin = [app.requirePlatformOperator];

  const toOut = (
    row: SourceRow,
    status: Awaited<ReturnType<typeof sourceStatuses>>[number] | undefined,
  ): Static<typeof SourceOut> => {
    const state = status?.row;
    const failed = status?.failed ?? [];
    return {
      source: row.name,
      connector: row.connector,
      kind: row.kind,
      base_url: row.baseUrl,
      municipality_id: row.municipalityId,
      municipality_name: row.municipalityName,
      time_zone: row.timeZone,
      paused: row.paused,
      origin: row.origin,
      created_at: row.createdAt.toISOString(),
      last_run_at: iso(state?.lastRunAt),
      last_success_at: iso(state?.lastSuccessAt),
      last_error: state?.lastError ?? null,
      last_error_at: iso(state?.lastErrorAt),
      records_last_run: state?.recordsLastRun ?? 0,
      cursor: state?.cursor ?? null,
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
  };

  const statuses = async () => {
    const rows = await app.pipeline.sources();
    const statuses = await sourceStatuses(
      app.db,
      rows.map((r) => r.name),
      FAILED_MEETINGS_SHOWN,
    );
    return rows.map((row, i) => toOut(row, statuses[i]));
  };

  const oneSource = async (name: string) => {
    const row = await findSource(app.db, name);
    if (!row) throw httpError(404, 'Unknown source');
    const [status] = await sourceStatuses(app.db, [name], FAILED_MEETINGS_SHOWN);
    return toOut(row, status);
  };

  /** This instance's schedule follows the table now; a failure here is repaired by the periodic refresh. */
  const followTable = async () => {
    await app.pipeline
      .reconcileSchedule()
      .catch((err: unknown) => app.log.warn({ err }, 'ingest schedule refresh failed'));
  };

  /** The checked portal: its source name, address and municipality, and its calendar read once. */
  const probe = async (body: Static<typeof EscribePortalIn>) => {
    let url: URL;
    let source: string;
    try {
      url = portalAddress(body.base_url);
      source = escribeSourceName(url, body.name);
    } catch (error) {
      if (error instanceof SourceInputError) throw httpError(400, error.message);
      throw error;
    }
    const timeZone = body.time_zone ?? 'America/Toronto';
    if (!isTimeZone(timeZone)) throw httpError(400, `"${timeZone}" is not a time zone (e.g. America/Toronto)`);
    const municipality = await findMunicipality(app.db, body.municipality_id);
    if (!municipality) throw httpError(400, 'There is no municipality with this id');
    const baseUrl = portalBaseUrl(url);
    const existing = (await app.pipeline.sources()).find((s) => s.name === source || s.baseUrl === baseUrl);
    if (existing)
      throw httpError(
        409,
        existing.name === source
          ? `A source named ${source} exists already (${existing.baseUrl}); give this portal another name`
          : `This portal is already watched as ${existing.name}`,
      );
    let meetings: number;
    try {
      ({ meetings } = await probeEscribePortal(baseUrl, {
        userAgent: app.config.pipeline.userAgent,
        minIntervalMs: app.config.pipeline.minIntervalMs,
        pacer: app.pacer,
      }));
    } catch (error) {
      if (error instanceof ProbeError) throw httpError(422, `${error.message}: nothing was saved`);
      throw error;
    }
    return { source, baseUrl, timeZone, municipality, meetings };
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
          ...errors(401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const { source } = request.params;
      const row = await findSource(app.db, source);
      if (!row) throw httpError(404, 'Unknown source');
      if (row.paused) throw httpError(409, 'This source is paused: resume it to run it');
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
        if (error instanceof UnknownSourceError) throw httpError(404, 'Unknown source');
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

  app.post(
    '/sources/escribe/probe',
    {
      preValidation: admin,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Reads a new eSCRIBE portal's calendar once and answers how many meetings it lists (nothing is saved)",
        security: bearerAuth,
        body: EscribePortalIn,
        response: { 200: EscribeProbeOut, ...errors(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request) => {
      const checked = await probe(request.body);
      return {
        source: checked.source,
        base_url: checked.baseUrl,
        municipality_id: checked.municipality.id,
        municipality_name: checked.municipality.name,
        meetings: checked.meetings,
      };
    },
  );

  app.post(
    '/sources/escribe',
    {
      preValidation: admin,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Adds an eSCRIBE portal as a source, once its calendar was read',
        description:
          'The calendar is read first (as the probe does): a portal that cannot be read is refused with 422 and nothing is saved. Every instance and worker reads it from its next scheduled run on, without a restart.',
        security: bearerAuth,
        body: EscribePortalIn,
        response: {
          201: Type.Intersect([SourceOut, Type.Object({ meetings: Type.Integer() })]),
          ...errors(400, 401, 403, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const checked = await probe(request.body);
      const added = await addSource(app.db, {
        name: checked.source,
        connector: 'escribe',
        kind: escribePortalDefaults(checked.source.slice('escribe:'.length)).kind,
        baseUrl: checked.baseUrl,
        municipalityId: checked.municipality.id,
        timeZone: checked.timeZone,
      });
      if (!added) throw httpError(409, `A source named ${checked.source} exists already`);
      await followTable();
      request.log.info({ source: checked.source, meetings: checked.meetings }, 'source added');
      return reply.code(201).send({ ...(await oneSource(checked.source)), meetings: checked.meetings });
    },
  );

  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const)
    app.post(
      `/sources/:source/${action}`,
      {
        preValidation: admin,
        schema: {
          tags,
          summary: paused
            ? 'Pauses a source: no instance or worker reads it until it is resumed'
            : 'Resumes a paused source',
          security: bearerAuth,
          params: SourceParams,
          response: { 200: SourceOut, ...errors(401, 403, 404) },
        },
      },
      async (request) => {
        const { source } = request.params;
        if (!(await setSourcePaused(app.db, source, paused))) throw httpError(404, 'Unknown source');
        await followTable();
        request.log.info({ source }, paused ? 'source paused' : 'source resumed');
        return oneSource(source);
      },
    );

  app.delete(
    '/sources/:source',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Removes a source added by an operator (its status and the records it brought stay)',
        security: bearerAuth,
        params: SourceParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { source } = request.params;
      const row = await findSource(app.db, source);
      if (!row) throw httpError(404, 'Unknown source');
      if (row.origin === 'env')
        throw httpError(
          409,
          'This source comes from the environment (ESCRIBE_PORTALS and the other source variables) and would come back on the next start: pause it, or take it out of the variables',
        );
      if (!(await removeSource(app.db, source))) throw httpError(404, 'Unknown source');
      await followTable();
      request.log.info({ source }, 'source removed');
      return reply.code(204).send(null);
    },
  );
};

/** Whether the runtime knows this IANA time zone. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export default adminRoutes;
