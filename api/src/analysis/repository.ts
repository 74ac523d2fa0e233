import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  agendaItems,
  documents,
  legalDecisions,
  municipalities,
  projectInsights,
  properties,
} from '../db/schema/index.js';

/** Precedents kept per property. */
const PRECEDENTS_PER_PROPERTY = 5;

/** Marks the items' current version analysed, so an ingest retried after a crash knows what is still to do. */
export async function markItemsAnalysed(db: Db, agendaItemIds: number[]): Promise<void> {
  if (agendaItemIds.length) {
    await db
      .update(agendaItems)
      .set({ analyzedAt: new Date(), analyzedHash: sql`${agendaItems.contentHash}` })
      .where(inArray(agendaItems.id, agendaItemIds));
  }
}

/** Marks the documents' current version analysed and answers the agenda items they belong to. */
export async function markDocumentsAnalysed(db: Db, documentIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ agendaItemId: documents.agendaItemId })
    .from(documents)
    .where(inArray(documents.id, documentIds));
  const itemIds = [...new Set(rows.map((row) => row.agendaItemId).filter((id): id is number => id !== null))];
  await db
    .update(documents)
    .set({ analyzedAt: new Date(), analyzedHash: sql`${documents.contentHash}` })
    .where(inArray(documents.id, documentIds));
  return itemIds;
}

/** Where one of the company's properties is (undefined when it is not the company's). */
export async function propertyPlace(db: Db, companyId: string, propertyId: string) {
  const [property] = await db
    .select({
      municipalityId: properties.municipalityId,
      latitude: properties.latitude,
      longitude: properties.longitude,
    })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.companyId, companyId)));
  return property;
}

/** Precedents: the latest tribunal decisions about the municipality of each of the company's properties (or one). */
export async function refreshPrecedentInsights(db: Db, companyId: string, propertyId?: string): Promise<void> {
  const rows = await db
    .select({ id: properties.id, municipality: municipalities.name })
    .from(properties)
    .innerJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .where(
      propertyId
        ? and(eq(properties.companyId, companyId), eq(properties.id, propertyId))
        : eq(properties.companyId, companyId),
    );
  for (const row of rows) {
    const decisions = await db
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
        insightData: {
          decision_id: decision.id,
          caseid: decision.caseid,
          source_document_url: decision.pdfUrl ?? decision.url,
        },
      };
      await db
        .insert(projectInsights)
        .values(values)
        .onConflictDoUpdate({
          target: [projectInsights.propertyId, projectInsights.categorySlug, projectInsights.sourceId],
          set: { ...values, updatedAt: sql`now()` },
        });
    }
  }
}
