import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { matchDecisionApplications } from '../../analysis/decisions.js';
import { matchAgendaItems, recentItemIdsFor } from '../../analysis/engine.js';
import type { RaisedAlert } from '../../analysis/write.js';
import { asSystem, withTenant } from '../../db/tenant-context.js';
import { itemGeocoderFromConfig } from '../../geocoding/items.js';
import { agendaItems, documents, legalDecisions, municipalities, projectInsights, properties } from '../../db/schema/index.js';

/**
 * The matching engine and insights, as a service. Callers: the ingest jobs (new or changed items and documents),
 * the properties API (a new property is matched at once), the documents API (reanalyze). Each method is
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

declare module 'fastify' {
  interface FastifyInstance {
    analysis: AnalysisService;
  }
}

/** A new property is matched against the agenda items of meetings from this many days ago on. */
const NEW_PROPERTY_LOOKBACK_DAYS = 120;
/** Precedents kept per property. */
const PRECEDENTS_PER_PROPERTY = 5;

export default fp(
  async (app) => {
    // Items without coordinates are placed from their addresses: the address index, then this geocoder (if configured).
    const geocoder = itemGeocoderFromConfig(app.config.itemGeocoder);
    const options = () => ({
      radii: app.config.matchRadiiMeters,
      nearRadius: app.config.matchNearRadiusMeters,
      geocoder,
      geocoderMaxPerRun: app.config.itemGeocoder.maxPerRun,
    });

    const announce = async (result: AnalysisResult) => {
      await app.pipelineEvents.alertsCreated(result.createdAlertIds);
      await app.pipelineEvents.alertsRaised(result.raised);
      return result;
    };

    const service: AnalysisService = {
      // New or changed agenda items reach every company's properties: the matching engine's system context.
      analyzeAgendaItems(agendaItemIds) {
        return asSystem('matching engine: agenda items against every property', async () => {
          const result = await matchAgendaItems(app.db, agendaItemIds, options());
          // Marks the version analysed, so an ingest retried after a crash knows what is still to do.
          if (agendaItemIds.length) {
            await app.db.update(agendaItems).set({ analyzedAt: new Date(), analyzedHash: sql`${agendaItems.contentHash}` }).where(inArray(agendaItems.id, agendaItemIds));
          }
          return announce(result);
        });
      },

      analyzeDocuments: (documentIds) => asSystem('matching engine: analysed documents', async () => {
        if (documentIds.length === 0) return { createdAlertIds: [], updatedAlertIds: [], raised: [] };
        const rows = await app.db.select({ agendaItemId: documents.agendaItemId }).from(documents).where(inArray(documents.id, documentIds));
        const itemIds = [...new Set(rows.map((row) => row.agendaItemId).filter((id): id is number => id !== null))];
        await app.db.update(documents).set({ analyzedAt: new Date(), analyzedHash: sql`${documents.contentHash}` }).where(inArray(documents.id, documentIds));
        return service.analyzeAgendaItems(itemIds);
      }),

      // Decisions reach every company's properties that carry the numbers they name.
      analyzeDecisions: (decisionIds) => asSystem('matching engine: tribunal decisions against application numbers', async () =>
        announce({ createdAlertIds: await matchDecisionApplications(app.db, decisionIds), updatedAlertIds: [], raised: [] }),
      ),

      // One company's property: its own tenant context, whoever asks.
      matchProperty: (companyId, propertyId) => withTenant(companyId, async () => {
        const [property] = await app.db
          .select({ municipalityId: properties.municipalityId, latitude: properties.latitude, longitude: properties.longitude })
          .from(properties)
          .where(and(eq(properties.id, propertyId), eq(properties.companyId, companyId)));
        if (!property) return { createdAlertIds: [], updatedAlertIds: [], raised: [] };
        const itemIds = await recentItemIdsFor(app.db, property, NEW_PROPERTY_LOOKBACK_DAYS);
        const result = await announce(await matchAgendaItems(app.db, itemIds, { ...options(), propertyIds: [propertyId] }));
        await service.refreshInsights(companyId, propertyId);
        return result;
      }),

      refreshInsights: (companyId, propertyId) => withTenant(companyId, async () => {
        // Precedents: the latest tribunal decisions about the property's municipality.
        const rows = await app.db
          .select({ id: properties.id, municipality: municipalities.name })
          .from(properties)
          .innerJoin(municipalities, eq(municipalities.id, properties.municipalityId))
          .where(propertyId ? and(eq(properties.companyId, companyId), eq(properties.id, propertyId)) : eq(properties.companyId, companyId));
        for (const row of rows) {
          const decisions = await app.db
            .select()
            .from(legalDecisions)
            .where(ilike(legalDecisions.municipality, `%${row.municipality}%`))
            .orderBy(desc(legalDecisions.decisionDate))
            .limit(PRECEDENTS_PER_PROPERTY);
          for (const decision of decisions) {
            const values = {
              companyId,
              propertyId: row.id,
              categorySlug: 'precedents',
              title: decision.title,
              description: `${decision.databaseId === 'onlt' ? 'Ontario Land Tribunal' : 'Landlord and Tenant Board'} decision${decision.decisionDate ? ` of ${decision.decisionDate}` : ''}${decision.caseid ? ` (${decision.caseid})` : ''} in ${row.municipality}.`,
              severity: 'medium',
              municipalityName: row.municipality,
              documentUrl: decision.url ?? decision.pdfUrl,
              documentTitle: decision.title,
              sourceId: `decision:${decision.id}`,
              insightData: { decision_id: decision.id, caseid: decision.caseid, source_document_url: decision.pdfUrl ?? decision.url },
            };
            await app.db
              .insert(projectInsights)
              .values(values)
              .onConflictDoUpdate({ target: [projectInsights.propertyId, projectInsights.categorySlug, projectInsights.sourceId], set: { ...values, updatedAt: sql`now()` } });
          }
        }
      }),
    };

    app.decorate('analysis', service);
    app.pipelineEvents.onDecisionsIngested(async (ids) => void (await service.analyzeDecisions(ids)));
    await app.jobs.work<{ agendaItemIds: number[] }>('analyze-items', async ({ agendaItemIds }) => void (await service.analyzeAgendaItems(agendaItemIds)));
    await app.jobs.work<{ documentIds: number[] }>('analyze-documents', async ({ documentIds }) => void (await service.analyzeDocuments(documentIds)));
    await app.jobs.work<{ companyId: string; propertyId: string }>('match-property', async ({ companyId, propertyId }) => void (await service.matchProperty(companyId, propertyId)));
  },
  { name: 'analysis', dependencies: ['db', 'jobs', 'ai', 'pipeline-events'] },
);
