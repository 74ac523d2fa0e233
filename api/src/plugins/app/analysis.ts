import fp from 'fastify-plugin';

/**
 * The matching engine and insights, as a service (issue 3 fills it in). Callers: the ingest jobs (new or
 * changed items and documents), the properties API (a new property is matched at once), the documents API
 * (reanalyze). Each method is idempotent: re-running never duplicates an alert or an insight.
 */
export interface AnalysisResult {
  /** Alerts created by this run (not those updated). */
  createdAlertIds: number[];
  updatedAlertIds: number[];
}

export interface AnalysisService {
  analyzeAgendaItems(agendaItemIds: number[]): Promise<AnalysisResult>;
  analyzeDocuments(documentIds: number[]): Promise<AnalysisResult>;
  /** Matches one property against recent agenda items (a new property gets its alerts at once). */
  matchProperty(companyId: string, propertyId: string): Promise<AnalysisResult>;
  /** Recomputes the project insights of one property (or all of a company's). */
  refreshInsights(companyId: string, propertyId?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    analysis: AnalysisService;
  }
}

const nothing: AnalysisResult = { createdAlertIds: [], updatedAlertIds: [] };

export default fp(
  async (app) => {
    // Placeholder until the matching engine lands: finds nothing.
    app.decorate('analysis', {
      analyzeAgendaItems: async () => nothing,
      analyzeDocuments: async () => nothing,
      matchProperty: async () => nothing,
      refreshInsights: async () => {},
    } satisfies AnalysisService);
  },
  { name: 'analysis', dependencies: ['db', 'jobs', 'ai', 'pipeline-events'] },
);
