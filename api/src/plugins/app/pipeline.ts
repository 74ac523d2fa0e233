import fp from 'fastify-plugin';
import type { Connector } from '../../pipeline/records.js';
import { createPoliteFetch } from '../../pipeline/connectors/http.js';
import { escribeConnector } from '../../pipeline/connectors/escribe.js';
import { runSource, type RunResult } from '../../pipeline/run.js';

/*
 * The ingest pipeline: one 'ingest' job per source ({ source }). A run fetches since the source's cursor, stores
 * the records, announces the new or changed agenda items (pipelineEvents.itemsIngested) and queues their analysis
 * ('analyze-items', 'analyze-documents'; registered by the analysis plugin). One source's failure is recorded in
 * its source_status row and never stops another. Live fetching (and its schedule) is off unless INGEST_ENABLED.
 */

export interface Pipeline {
  /** The configured sources, by name ('escribe:trca', ...). */
  sources(): string[];
  /** Runs one source now, in this process. */
  run(source: string): Promise<RunResult>;
  /** Queues an ingest of one source (job id in pgboss mode; inline mode runs it before answering). */
  enqueue(source: string): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pipeline: Pipeline;
  }
}

/** Municipality names of known eSCRIBE portals; others use the portal name. */
const ESCRIBE_MUNICIPALITIES: Record<string, string> = {
  trca: 'Toronto and Region Conservation Authority',
  mississauga: 'Mississauga',
  ottawa: 'Ottawa',
  hamilton: 'Hamilton',
  brampton: 'Brampton',
  markham: 'Markham',
  vaughan: 'Vaughan',
  oakville: 'Oakville',
  burlington: 'Burlington',
};

export default fp(
  async (app) => {
    const cfg = app.config.pipeline;
    const politeFetch = createPoliteFetch({ userAgent: cfg.userAgent, minIntervalMs: cfg.minIntervalMs, backoffMs: app.config.nodeEnv === 'test' ? 10 : 1000 });
    const connectors = new Map<string, Connector>();
    for (const portal of cfg.escribePortals) {
      const c = escribeConnector({
        portal: portal.name,
        municipality: ESCRIBE_MUNICIPALITIES[portal.name] ?? portal.name.replace(/(^|[-_])(\w)/g, (_, sep: string, ch: string) => (sep ? ' ' : '') + ch.toUpperCase()),
        baseUrl: portal.baseUrl,
        fetch: politeFetch,
      });
      connectors.set(c.source, c);
    }

    const sendIfHandled = async (name: string, data: object) => {
      try {
        await app.jobs.send(name, data);
      } catch (error) {
        // Inline mode without that worker registered: nothing to run it, so skip rather than fail the ingest.
        if (app.jobs.mode === 'inline' && error instanceof Error && /no handler for job/.test(error.message)) return;
        throw error;
      }
    };

    const pipeline: Pipeline = {
      sources: () => [...connectors.keys()],
      async run(source) {
        const connector = connectors.get(source);
        if (!connector) throw new Error(`unknown source ${source}`);
        const result = await runSource(app.db, connector);
        await app.pipelineEvents.itemsIngested(result.agendaItemIds);
        if (result.agendaItemIds.length) await sendIfHandled('analyze-items', { agendaItemIds: result.agendaItemIds });
        if (result.documentIds.length) await sendIfHandled('analyze-documents', { documentIds: result.documentIds });
        app.log.info({ source, records: result.records, items: result.agendaItemIds.length, documents: result.documentIds.length }, 'ingest done');
        return result;
      },
      enqueue: (source) => app.jobs.send('ingest', { source }, { singletonKey: `ingest-${source}`, retryLimit: 3, retryDelay: 60, retryBackoff: true }),
    };
    app.decorate('pipeline', pipeline);

    await app.jobs.work<{ source: string }>('ingest', async ({ source }) => void (await pipeline.run(source)));
    if (cfg.ingestEnabled) {
      for (const source of connectors.keys()) await app.jobs.schedule('ingest', cfg.ingestCron, { source });
    }
  },
  { name: 'pipeline', dependencies: ['db', 'jobs', 'pipeline-events'] },
);
