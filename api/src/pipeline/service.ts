import { announceAlerts } from '../alerts/announce.js';
import type { PipelineConfig } from '../config/index.js';
import type { Db } from '../db/client.js';
import type { Jobs } from '../jobs/queue.js';
import { createPoliteFetch, SourceBudgetError } from './connectors/http.js';
import type { Pacer } from '../lib/pacer.js';
import type { PipelineEvents } from './events.js';
import type { ObjectStore } from '../storage/index.js';
import { fetchAndExtract } from './fetch-document.js';
import { matchRegistriesSince } from '../watches/match.js';
import { runSource, type RunResult } from './run.js';
import { databaseNow, decisionIdsSince, extractedDocumentIds, unanalysedItemIds } from './run-repository.js';
import { connectorFor, envSources, isRegistryConnector } from './sources.js';
import { registryConnector, type RegistryReader } from './registry-connector.js';
import { findSource, listSources, seedSources, type SourceRow } from './source-rows.js';
import { consecutiveFailuresOf, countRequests, finishPoll, pollRowOf, requestsByHost } from './poll-repository.js';
import { msLeftInTorontoDay, nextPollDelayMs, torontoDay } from './poll-policy.js';

/*
 * The ingest pipeline: one 'ingest' job per source ({ source }). A run fetches since the source's cursor, stores
 * the records, announces the new or changed agenda items (pipelineEvents.itemsIngested) and queues their analysis
 * ('analyze-items', 'analyze-documents'; worked by the analysis plugin). One source's failure is recorded in
 * its source_status row and never stops another. Live fetching (and its schedule) is off unless INGEST_ENABLED.
 * The sources are rows of the `sources` table (source-rows.ts), read at each run: a source paused or removed by an
 * operator is skipped by every instance and worker at once, and the schedule follows the table (reconcileSchedule).
 */

/** A run of a source the table does not hold. */
export class UnknownSourceError extends Error {
  constructor(readonly source: string) {
    super(`unknown source ${source}`);
  }
}

export interface Pipeline {
  /** The sources of the table, by name ('escribe:trca', ...), with their municipality's name. */
  sources(): Promise<SourceRow[]>;
  /** Runs one source now, in this process (paused or not); UnknownSourceError when the table has no such source. */
  run(source: string): Promise<RunResult>;
  /**
   * The 'ingest' job: runs the source unless it was paused or removed meanwhile (then null, and nothing is read),
   * as a poll (mode 'poll', from the poller) or a full read (INGEST_CRON), then sets when it is read next.
   */
  runScheduled(source: string, mode?: 'poll' | 'full'): Promise<RunResult | null>;
  /** Upserts the environment's sources into the table (on start). */
  seed(): Promise<void>;
  /**
   * With INGEST_ENABLED: one schedule per source that is not paused, and none for the others (on start,
   * periodically, and after an operator's change). Answers the sources scheduled.
   */
  reconcileSchedule(): Promise<string[]>;
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
  /** The polls' day (the budget's): Toronto's by default; the freshness bench runs a compressed day. */
  pollClock?: PollClock;
  /** Reads the application registries (sources of connector 'ckan' or 'arcgis'): the applications service. */
  registries?: RegistryReader;
}

/** The day a host's budget counts in, and how much of it is left. */
export interface PollClock {
  day(at: Date): string;
  msLeftInDay(at: Date): number;
}

const torontoClock: PollClock = { day: torontoDay, msLeftInDay: msLeftInTorontoDay };

export function createPipelineService({
  db,
  config: cfg,
  storage,
  fastBackoff,
  jobs,
  events,
  log,
  pacer,
  pollClock = torontoClock,
  registries,
}: PipelineDeps): Pipeline {
  const politeFetch = createPoliteFetch({
    pacer,
    userAgent: cfg.userAgent,
    minIntervalMs: cfg.minIntervalMs,
    dailyBudget: cfg.hostDailyBudget,
    timeoutMs: cfg.timeoutMs,
    backoffMs: fastBackoff ? 10 : 1000,
  });

  const runRow = async (row: SourceRow, full = true): Promise<RunResult> => {
    const source = row.name;
    let registry: ReturnType<typeof registryConnector> | null = null;
    if (isRegistryConnector(row.connector)) {
      if (!registries) throw new Error(`${source}: no application registry reader`);
      registry = registryConnector(row, registries, politeFetch);
    }
    const connector = registry?.connector ?? connectorFor(row, row.municipalityName, cfg, politeFetch);
    const startedAt = await databaseNow(db);
    const result = await runSource(db, connector, undefined, {
      onHealthChange: (change) => events.sourceHealthChanged([change]),
      full,
    });
    if (registry) {
      // The registry's rows written (new or changed files) count as its changes for the poll policy.
      result.records = registry.outcome.rows;
      result.registryRows.changed += registry.outcome.written;
      await announceAlerts(events, { createdAlertIds: registry.outcome.alertIds });
    }
    await events.itemsIngested(result.agendaItemIds);
    await events.itemStatusChanged(result.statusChanges);
    // Tribunal decisions stored or updated during this run, whichever store wrote them.
    await events.decisionsIngested(await decisionIdsSince(db, startedAt));
    // Keyword watches: the proposals and decisions stored or updated during this run, against every watch.
    await announceAlerts(events, { createdAlertIds: await matchRegistriesSince(db, startedAt) });
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
      {
        source,
        mode: full ? 'full' : 'poll',
        records: result.records,
        items: result.agendaItemIds.length,
        documents: result.documentIds.length,
        requests: result.requests,
      },
      'ingest done',
    );
    return result;
  };

  /** When `row` is read next, after a scheduled read that ended with `outcome` (poll-policy.ts). */
  const scheduleNext = async (
    row: SourceRow,
    outcome: { kind: 'changed' | 'quiet' | 'failed'; requests: number | null; busy: boolean },
  ) => {
    const at = new Date();
    const day = pollClock.day(at);
    const previous = await pollRowOf(db, row.name);
    const requests = outcome.requests ?? previous?.requestsLastRun ?? 1;
    let host: string | null = null;
    try {
      host = new URL(row.baseUrl).host;
    } catch {
      host = null;
    }
    const usage = host ? (await requestsByHost(db, day)).get(host) : undefined;
    const failures = await consecutiveFailuresOf(db, row.name);
    const delayMs = nextPollDelayMs({
      outcome: outcome.kind,
      busy: outcome.busy,
      previousMs: previous?.intervalMs ?? 0,
      failures: Math.max(1, failures),
      minMs: cfg.pollMinMs,
      maxMs: cfg.pollMaxMs,
      budget: {
        limit: cfg.hostDailyBudget,
        used: (usage?.used ?? 0) + (outcome.requests ?? 0),
        perRead: requests,
        sharers: usage?.sources ?? 1,
        msLeftInDay: pollClock.msLeftInDay(at),
      },
    });
    await finishPoll(db, row.name, { delayMs, requests: outcome.requests ?? 0, day });
  };

  const pipeline: Pipeline = {
    sources: () => listSources(db),
    async run(source) {
      const row = await findSource(db, source);
      if (!row) throw new UnknownSourceError(source);
      const result = await runRow(row);
      await countRequests(db, source, result.requests, pollClock.day(new Date()));
      return result;
    },
    async runScheduled(source, mode = 'full') {
      const row = await findSource(db, source);
      if (!row || row.paused) {
        log.info({ source }, row ? 'ingest skipped: the source is paused' : 'ingest skipped: the source was removed');
        return null;
      }
      let result: RunResult;
      try {
        result = await runRow(row, mode === 'full');
      } catch (error) {
        // The host's budget spent is not the source's failure: it is read again the next day.
        const next =
          error instanceof SourceBudgetError
            ? finishPoll(db, source, {
                delayMs: pollClock.msLeftInDay(new Date()) + 1000,
                requests: 0,
                day: pollClock.day(new Date()),
              })
            : scheduleNext(row, { kind: 'failed', requests: null, busy: false });
        await next.catch((err: unknown) => log.info({ source, err }, 'ingest: next poll not set'));
        throw error;
      }
      const changed =
        result.agendaItemIds.length > 0 ||
        result.documentIds.length > 0 ||
        result.statusChanges.length > 0 ||
        result.registryRows.changed > 0;
      await scheduleNext(row, { kind: changed ? 'changed' : 'quiet', requests: result.requests, busy: result.busy });
      return result;
    },
    seed: () => seedSources(db, envSources(cfg)),
    async reconcileSchedule() {
      if (!cfg.ingestEnabled) return [];
      const wanted = (await listSources(db)).filter((s) => !s.paused).map((s) => s.name);
      const keys = new Set(wanted.map(scheduleKey));
      for (const key of await jobs.scheduleKeys('ingest')) if (!keys.has(key)) await jobs.unschedule('ingest', key);
      for (const source of wanted)
        await jobs.schedule(
          'ingest',
          cfg.ingestCron,
          { source },
          { key: scheduleKey(source), singletonKey: `ingest-${source}` },
        );
      return wanted;
    },
    // Retries with backoff: pipeline/jobs.ts.
    enqueue: (source) => jobs.send('ingest', { source }, { singletonKey: `ingest-${source}` }),
    async extractDocument(documentId) {
      const outcome = await fetchAndExtract(db, politeFetch, storage, documentId);
      // A failed download is analysed too: the item's analysis waited for its report (a policy is decided only
      // once every report of the item is read or given up), and goes on without it.
      if (outcome === 'done' || outcome === 'failed')
        await jobs.send('analyze-documents', { documentIds: [documentId] });
    },
  };
  return pipeline;
}

/**
 * The key of a source's schedule: pg-boss keys allow letters, digits, '_', '-', '.' and '/', not the ':' of source
 * names ('escribe:trca' -> 'escribe.trca'). Source names never hold a '.' (the sources table's check), so the
 * mapping is one to one.
 */
export const scheduleKey = (source: string): string => source.replaceAll(':', '.');
