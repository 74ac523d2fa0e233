import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agendaItems, alertItems, alerts, properties } from '../db/schema/index.js';

/* Queries of a municipal document's analysis: its agenda item and the caller's company's matches. */

/** The agenda item a document belongs to (none when it has none). */
export async function documentAgendaItems(
  app: FastifyInstance,
  agendaItemId: number | null,
): Promise<Array<{ id: number; title: string }>> {
  if (!agendaItemId) return [];
  return app.db
    .select({ id: agendaItems.id, title: agendaItems.title })
    .from(agendaItems)
    .where(eq(agendaItems.id, agendaItemId));
}

/** The alert items citing the document, only the caller's company's (company_id on the item, the alert and the property). */
export async function companyDocumentMatches(app: FastifyInstance, companyId: string, documentId: number) {
  return app.db
    .select({
      alertId: alertItems.alertId,
      propertyId: properties.id,
      propertyName: properties.name,
      rule: alertItems.rule,
      confidence: alertItems.confidence,
      severity: alertItems.severity,
      categories: alertItems.categories,
      evidence: alertItems.evidence,
    })
    .from(alertItems)
    .innerJoin(alerts, and(eq(alerts.id, alertItems.alertId), eq(alerts.companyId, companyId)))
    .innerJoin(properties, and(eq(properties.id, alerts.propertyId), eq(properties.companyId, companyId)))
    .where(and(eq(alertItems.documentId, documentId), eq(alertItems.companyId, companyId)))
    .orderBy(asc(alertItems.id));
}
