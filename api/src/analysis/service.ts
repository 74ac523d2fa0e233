import { announceAlerts } from '../alerts/announce.js';
import type { RaisedAlert } from '../alerts/types.js';
import type { Config } from '../config/index.js';
import type { Db } from '../db/client.js';
import { asSystem, withTenant } from '../db/tenant-context.js';
import { itemGeocoderFromConfig } from '../geocoding/items.js';
import type { Pacer } from '../lib/pacer.js';
import { matchNewRows } from '../watches/match.js';
import type { PipelineEvents } from '../pipeline/events.js';
import { matchDecisionApplications } from './decisions.js';
import { matchAgendaItems, recentItemIdsFor } from './engine.js';
import { markDocumentsAnalysed, markItemsAnalysed, propertyPlace, refreshPrecedentInsights } from './repository.js';

/**
 * The matching engine and insights, as a service. Callers: the ingest jobs (new or changed items and documents),
 * the match-property job (queued by the properties API when a property is created), the documents API (reanalyze). Each method is
 * idempotent: re-running never duplicates an alert or an insight.
 */
export interface AnalysisResult {
  /** Alerts created by this run (not those updated). */
  createdAlertIds: number[];
  updatedAlertIds: number[];
  /** Updated alerts whose severity went up. */
  raised: RaisedAlert[];
}

export interface AnalysisService {
  analyzeAgendaItems(agendaItemIds: number[]): Promise<AnalysisResult>;
  analyzeDocuments(documentIds: number[]): Promise<AnalysisResult>;
  /** Matches one property against recent agenda items (a new property gets its alerts at once). */
  matchProperty(companyId: string, propertyId: string): Promise<AnalysisResult>;
  /** Tribunal decisions naming an application number a property carries: an urgent alert each. */
  analyzeDecisions(decisionIds: number[]): Promise<AnalysisResult>;
  /** Recomputes the project insights of one property (or all of a company's). */
  refreshInsights(companyId: string, propertyId?: string): Promise<void>;
}

export interface AnalysisDeps {
  db: Db;
  config: Pick<Config, 'matchRadiiMeters' | 'matchNearRadiusMeters' | 'itemGeocoder'>;
  events: PipelineEvents;
  /** Spacing of the online geocoder's calls: this process's by default, shared through Redis (lib/pacer.ts). */
  pacer?: Pacer;
}

/** A new property is matched against the agenda items of meetings from this many days ago on. */
const NEW_PROPERTY_LOOKBACK_DAYS = 120;

export function createAnalysisService({ db, config, events, pacer }: AnalysisDeps): AnalysisService {
  // Items without coordinates are placed from their addresses: the address index, then this geocoder (if configured).
  const geocoder = itemGeocoderFromConfig(config.itemGeocoder, pacer);
  const options = () => ({
    radii: config.matchRadiiMeters,
    nearRadius: config.matchNearRadiusMeters,
    geocoder,
    geocoderMaxPerRun: config.itemGeocoder.maxPerRun,
  });

  const announce = async (result: AnalysisResult) => {
    await announceAlerts(events, result);
    return result;
  };

  const service: AnalysisService = {
    // New or changed agenda items reach every company's properties: the matching engine's system context.
    analyzeAgendaItems(agendaItemIds) {
      return asSystem('matching engine: agenda items against every property', async () => {
        const result = await matchAgendaItems(db, agendaItemIds, options());
        // Keyword watches: the same items (with the documents extracted so far) against every company's watches.
        result.createdAlertIds.push(...(await matchNewRows(db, 'items', agendaItemIds)));
        // Marks the version analysed, so an ingest retried after a crash knows what is still to do.
        await markItemsAnalysed(db, agendaItemIds);
        return announce(result);
      });
    },

    analyzeDocuments: (documentIds) =>
      asSystem('matching engine: analysed documents', async () => {
        if (documentIds.length === 0) return { createdAlertIds: [], updatedAlertIds: [], raised: [] };
        const itemIds = await markDocumentsAnalysed(db, documentIds);
        // A meeting's own documents (no agenda item) are matched by the watches alone.
        const watchAlerts = await matchNewRows(db, 'documents', documentIds);
        await announceAlerts(events, { createdAlertIds: watchAlerts });
        const result = await service.analyzeAgendaItems(itemIds);
        return { ...result, createdAlertIds: [...watchAlerts, ...result.createdAlertIds] };
      }),

    // Decisions reach every company's properties that carry the numbers they name.
    analyzeDecisions: (decisionIds) =>
      asSystem('matching engine: tribunal decisions against application numbers', async () =>
        announce({
          createdAlertIds: await matchDecisionApplications(db, decisionIds),
          updatedAlertIds: [],
          raised: [],
        }),
      ),

    // One company's property: its own tenant context, whoever asks.
    matchProperty: (companyId, propertyId) =>
      withTenant(companyId, async () => {
        const property = await propertyPlace(db, companyId, propertyId);
        if (!property) return { createdAlertIds: [], updatedAlertIds: [], raised: [] };
        const itemIds = await recentItemIdsFor(db, property, NEW_PROPERTY_LOOKBACK_DAYS);
        const result = await announce(await matchAgendaItems(db, itemIds, { ...options(), propertyIds: [propertyId] }));
        await service.refreshInsights(companyId, propertyId);
        return result;
      }),

    // Precedents: the latest tribunal decisions about the property's municipality.
    refreshInsights: (companyId, propertyId) =>
      withTenant(companyId, () => refreshPrecedentInsights(db, companyId, propertyId)),
  };
  return service;
}
