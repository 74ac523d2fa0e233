import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { agendaItems, alertItems, alerts, properties, watches } from '../db/schema/index.js';

/* Queries of a municipal document's analysis: its agenda item and the caller's company's matches. */

/** The agenda item a document belongs to (none when it has none). */
export async function documentAgendaItems(
  db: DbOrTx,
  agendaItemId: number | null,
): Promise<Array<{ id: number; title: string }>> {
  if (!agendaItemId) return [];
  return db
    .select({ id: agendaItems.id, title: agendaItems.title })
    .from(agendaItems)
    .where(eq(agendaItems.id, agendaItemId));
}

/**
 * The alert items citing the document, only the caller's company's (company_id on the item, the alert and the
 * property). A watch alert's item (no property) is named after its watch ('Watch: name'), its terms in its evidence.
 */
export async function companyDocumentMatches(db: DbOrTx, companyId: string, documentId: number) {
  return db
    .select({
      alertId: alertItems.alertId,
      propertyId: sql<string>`coalesce(${properties.id}::text, '')`,
      propertyName: sql<string>`coalesce(${properties.name}, 'Watch: ' || ${watches.name})`,
      rule: alertItems.rule,
      confidence: alertItems.confidence,
      severity: alertItems.severity,
      categories: alertItems.categories,
      evidence: alertItems.evidence,
    })
    .from(alertItems)
    .innerJoin(alerts, and(eq(alerts.id, alertItems.alertId), eq(alerts.companyId, companyId)))
    .leftJoin(properties, and(eq(properties.id, alerts.propertyId), eq(properties.companyId, companyId)))
    .leftJoin(watches, and(eq(watches.id, alerts.watchId), eq(watches.companyId, companyId)))
    .where(
      and(
        eq(alertItems.documentId, documentId),
        eq(alertItems.companyId, companyId),
        or(isNotNull(properties.id), isNotNull(watches.id)),
      ),
    )
    .orderBy(asc(alertItems.id));
}
