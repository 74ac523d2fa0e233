import fp from 'fastify-plugin';
import type { Connector } from '../../pipeline/records.js';
import { createPoliteFetch } from '../../pipeline/connectors/http.js';
import { escribeConnector } from '../../pipeline/connectors/escribe.js';
import { canliiConnector } from '../../pipeline/connectors/canlii.js';
import { eroConnector } from '../../pipeline/connectors/ero.js';
import { mayoralConnector } from '../../pipeline/connectors/mayoral.js';
import { orrConnector } from '../../pipeline/connectors/orr.js';
import { tmmisConnector } from '../../pipeline/connectors/tmmis.js';
import path from 'node:path';
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.js';
import { agendaItems, documents, legalDecisions, meetings } from '../../db/schema/index.js';
import { fetchAndExtract } from '../../pipeline/fetch-document.js';
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
  /** Queues an ingest of one source (the job id; null when one is already queued or running). */
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
  // Upper-tier regions (pub-<name>.escribemeetings.com): their items reach their member municipalities (migration 0024).
  peelregion: 'Peel Region',
  yorkregion: 'York Region',
  durhamregion: 'Durham Region',
  halton: 'Halton Region',
};

export default fp(
  async (app) => {
    const cfg = app.config.pipeline;
    const politeFetch = createPoliteFetch({ userAgent: cfg.userAgent, minIntervalMs: cfg.minIntervalMs, timeoutMs: cfg.timeoutMs, backoffMs: app.config.nodeEnv === 'test' ? 10 : 1000 });
    const connectors = new Map<string, Connector>();
    for (const portal of cfg.escribePortals) {
      const c = escribeConnector({
        portal: portal.name,
        municipality: ESCRIBE_MUNICIPALITIES[portal.name] ?? portal.name.replace(/(^|[-_])(\w)/g, (_, sep: string, ch: string) => (sep ? ' ' : '') + ch.toUpperCase()),
        baseUrl: portal.baseUrl,
        timeZone: portal.timeZone,
        fetch: politeFetch,
      });
      connectors.set(c.source, c);
    }
    // The registries: provincial proposals, tribunal decisions (only with a CanLII key) and mayoral decisions.
    const registries: Connector[] = [
      eroConnector({ baseUrl: cfg.eroBaseUrl, fetch: politeFetch }),
      orrConnector({ baseUrl: cfg.orrBaseUrl, fetch: politeFetch }),
      ...(cfg.canliiApiKey ? ['onlt', 'onltb'].map((database) => canliiConnector({ database, baseUrl: cfg.canliiBaseUrl, apiKey: cfg.canliiApiKey!, fetch: politeFetch })) : []),
      mayoralConnector({ municipality: 'Toronto', registerUrl: cfg.mayoralDecisionsUrl, fetch: politeFetch }),
    ];
    for (const c of registries) connectors.set(c.source, c);
    {
      // Background files are on www.toronto.ca/legdocs for the real site; a mirror (or loopback) serves its own.
      const tmmisUrl = new URL(cfg.tmmisBaseUrl);
      const legdocsBase = tmmisUrl.hostname === 'secure.toronto.ca' ? 'https://www.toronto.ca/legdocs' : `${tmmisUrl.origin}/legdocs`;
      const c = tmmisConnector({ baseUrl: cfg.tmmisBaseUrl, legdocsBase, fetch: politeFetch });
      connectors.set(c.source, c);
    }

    const pipeline: Pipeline = {
      sources: () => [...connectors.keys()],
      async run(source) {
        const connector = connectors.get(source);
        if (!connector) throw new Error(`unknown source ${source}`);
        const [started] = await queryRows(app.db, sql`select now() as "startedAt"`);
        const startedAt = new Date(started!.startedAt as string | Date);
        const result = await runSource(app.db, connector);
        await app.pipelineEvents.itemsIngested(result.agendaItemIds);
        await app.pipelineEvents.itemStatusChanged(result.statusChanges);
        // Tribunal decisions stored or updated during this run, whichever store wrote them.
        const decisions = await app.db
          .select({ id: legalDecisions.id })
          .from(legalDecisions)
          .where(or(gte(legalDecisions.createdAt, startedAt), gte(legalDecisions.updatedAt, startedAt)));
        await app.pipelineEvents.decisionsIngested(decisions.map((d) => d.id));
        // Items stored by an earlier attempt that died before their analysis was queued are unchanged now, so
        // the store does not report them again: items of this source never analysed in their current version
        // are queued too (the analysis is idempotent), and so are items whose geocoding is to be tried again (the
        // online geocoder was down or the run's lookups were spent: placed, but without a placement hash).
        const unanalysed = await app.db
          .select({ id: agendaItems.id })
          .from(agendaItems)
          .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
          .where(
            and(
              eq(meetings.source, source),
              sql`(${agendaItems.analyzedHash} is distinct from ${agendaItems.contentHash} or (${agendaItems.placement} is not null and ${agendaItems.placementHash} is null))`,
            ),
          );
        const itemIds = [...new Set([...result.agendaItemIds, ...unanalysed.map((r) => r.id)])];
        if (itemIds.length) await app.jobs.send('analyze-items', { agendaItemIds: itemIds });
        if (result.documentIds.length) {
          // Documents with their text already (inline content) are analysed now; the others are fetched and
          // extracted first, each in its own job, which queues their analysis once it has the text.
          const ready = await app.db
            .select({ id: documents.id })
            .from(documents)
            .where(and(inArray(documents.id, result.documentIds), eq(documents.extractionStatus, 'done')));
          const readyIds = ready.map((r) => r.id);
          if (readyIds.length) await app.jobs.send('analyze-documents', { documentIds: readyIds });
          for (const documentId of result.documentIds.filter((id) => !readyIds.includes(id))) {
            await app.jobs.send('extract-document', { documentId }, { singletonKey: `extract-${documentId}` });
          }
        }
        app.log.info({ source, records: result.records, items: result.agendaItemIds.length, documents: result.documentIds.length }, 'ingest done');
        return result;
      },
      // Retries with backoff: jobs/kinds.ts.
      enqueue: (source) => app.jobs.send('ingest', { source }, { singletonKey: `ingest-${source}` }),
    };
    app.decorate('pipeline', pipeline);

    await app.jobs.work<{ documentId: number }>('extract-document', async ({ documentId }) => {
      const outcome = await fetchAndExtract(app.db, politeFetch, path.join(app.config.dataDir, 'files'), documentId);
      // A failed download is analysed too: the item's analysis waited for its report (a policy is decided only
      // once every report of the item is read or given up), and goes on without it.
      if (outcome === 'done' || outcome === 'failed') await app.jobs.send('analyze-documents', { documentIds: [documentId] });
    });
    await app.jobs.work<{ source: string }>('ingest', async ({ source }) => void (await pipeline.run(source)));
    if (cfg.ingestEnabled) {
      for (const source of connectors.keys()) await app.jobs.schedule('ingest', cfg.ingestCron, { source }, { key: source, singletonKey: `ingest-${source}` });
    }
  },
  { name: 'pipeline', dependencies: ['db', 'jobs', 'pipeline-events'] },
);
