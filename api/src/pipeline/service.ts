import type { PipelineConfig } from '../config/index.js';
import type { Db } from '../db/client.js';
import type { Jobs } from '../jobs/queue.js';
import { createPoliteFetch } from './connectors/http.js';
import type { Pacer } from '../lib/pacer.js';
import type { PipelineEvents } from './events.js';
import type { ObjectStore } from '../storage/index.js';
import { fetchAndExtract } from './fetch-document.js';
import { matchRegistriesSince } from '../watches/match.js';
import { runSource, type RunResult } from './run.js';
import { databaseNow, decisionIdsSince, extractedDocumentIds, unanalysedItemIds } from './run-repository.js';
import { buildConnectors } from './sources.js';

/*
 * The ingest pipeline: one 'ingest' job per source ({ source }). A run fetches since the source's cursor, stores
 * the records, announces the new or changed agenda items (pipelineEvents.itemsIngested) and queues their analysis
 * ('analyze-items', 'analyze-documents'; worked by the analysis plugin). One source's failure is recorded in
 * its source_status row and never stops another. Live fetching (and its schedule) is off unless INGEST_ENABLED.
 */

export interface Pipeline {
  /** The configured sources, by name ('escribe:trca', ...). */
  sources(): string[];
  /** Runs one source now, in this process. */
  run(source: string): Promise<RunResult>;
  /** Queues an ingest of one source (the job id; null when one is already queued or running). */
  enqueue(source: string): Promise<string | null>;
  /** Downloads one document and extracts its text (the 'extract-document' job), then queues its analysis. */
  extractDocument(documentId: number): Promise<void>;
}

export interface PipelineDeps {
  db: Db;
  config: PipelineConfig;
  /** Where fetched documents are stored (the object store: DATA_DIR/files or a bucket). */
  storage: ObjectStore;
  /** Shorter retry backoffs of the polite fetch (tests). */
  fastBackoff: boolean;
  jobs: Jobs;
  events: PipelineEvents;
  log: { info(obj: object, msg: string): void };
  /** Slots of the outbound calls per host: this process's by default, shared through Redis (lib/pacer.ts). */
  pacer?: Pacer;
}

export function createPipelineService({
  db,
  config: cfg,
  storage,
  fastBackoff,
  jobs,
  events,
  log,
  pacer,
}: PipelineDeps): Pipeline {
  const politeFetch = createPoliteFetch({
    pacer,
    userAgent: cfg.userAgent,
    minIntervalMs: cfg.minIntervalMs,
    timeoutMs: cfg.timeoutMs,
    backoffMs: fastBackoff ? 10 : 1000,
  });
  const connectors = buildConnectors(cfg, politeFetch);

  return {
    sources: () => [...connectors.keys()],
    async run(source) {
      const connector = connectors.get(source);
      if (!connector) throw new Error(`unknown source ${source}`);
      const startedAt = await databaseNow(db);
      const result = await runSource(db, connector);
      await events.itemsIngested(result.agendaItemIds);
      await events.itemStatusChanged(result.statusChanges);
      // Tribunal decisions stored or updated during this run, whichever store wrote them.
      await events.decisionsIngested(await decisionIdsSince(db, startedAt));
      // Keyword watches: the proposals and decisions stored or updated during this run, against every watch.
      await events.alertsCreated(await matchRegistriesSince(db, startedAt));
      // Items stored by an earlier attempt that died before their analysis was queued are unchanged now, so
      // the store does not report them again: items of this source never analysed in their current version
      // are queued too (the analysis is idempotent), and so are items whose geocoding is to be tried again (the
      // online geocoder was down or the run's lookups were spent: placed, but without a placement hash).
      const unanalysed = await unanalysedItemIds(db, source);
      const itemIds = [...new Set([...result.agendaItemIds, ...unanalysed])];
      if (itemIds.length) await jobs.send('analyze-items', { agendaItemIds: itemIds });
      if (result.documentIds.length) {
        // Documents with their text already (inline content) are analysed now; the others are fetched and
        // extracted first, each in its own job, which queues their analysis once it has the text.
        const readyIds = await extractedDocumentIds(db, result.documentIds);
        if (readyIds.length) await jobs.send('analyze-documents', { documentIds: readyIds });
        for (const documentId of result.documentIds.filter((id) => !readyIds.includes(id))) {
          await jobs.send('extract-document', { documentId }, { singletonKey: `extract-${documentId}` });
        }
      }
      log.info(
        { source, records: result.records, items: result.agendaItemIds.length, documents: result.documentIds.length },
        'ingest done',
      );
      return result;
    },
    // Retries with backoff: jobs/kinds.ts.
    enqueue: (source) => jobs.send('ingest', { source }, { singletonKey: `ingest-${source}` }),
    async extractDocument(documentId) {
      const outcome = await fetchAndExtract(db, politeFetch, storage, documentId);
      // A failed download is analysed too: the item's analysis waited for its report (a policy is decided only
      // once every report of the item is read or given up), and goes on without it.
      if (outcome === 'done' || outcome === 'failed')
        await jobs.send('analyze-documents', { documentIds: [documentId] });
    },
  };
}

/**
 * The key of a source's schedule: pg-boss keys allow letters, digits, '_', '-', '.' and '/', not the ':' of source
 * names ('escribe:trca' -> 'escribe.trca'). Source names never hold a '.' (the sources table's check), so the
 * mapping is one to one.
 */
export const scheduleKey = (source: string): string => source.replaceAll(':', '.');

/** With INGEST_ENABLED, every source is ingested on INGEST_CRON (one schedule per source). */
export async function scheduleIngests(pipeline: Pipeline, jobs: Jobs, cfg: PipelineConfig): Promise<void> {
  if (!cfg.ingestEnabled) return;
  for (const source of pipeline.sources())
    await jobs.schedule(
      'ingest',
      cfg.ingestCron,
      { source },
      { key: scheduleKey(source), singletonKey: `ingest-${source}` },
    );
}
