import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { propertyDocuments, type PropertyDocument } from '../db/schema/index.js';

/* Queries of the documents a company uploaded for its properties (always filtered by the company). */

/** The property's documents, newest first (the list) or oldest first (the summary reads them in upload order). */
export async function listPropertyDocuments(
  db: DbOrTx,
  companyId: string,
  propertyId: string,
  order: 'newest' | 'oldest',
): Promise<PropertyDocument[]> {
  const by = order === 'newest' ? desc : asc;
  return db
    .select()
    .from(propertyDocuments)
    .where(and(eq(propertyDocuments.propertyId, propertyId), eq(propertyDocuments.companyId, companyId)))
    .orderBy(by(propertyDocuments.uploadedAt), by(propertyDocuments.id));
}

export async function insertPropertyDocuments(
  db: DbOrTx,
  rows: Array<typeof propertyDocuments.$inferInsert>,
): Promise<PropertyDocument[]> {
  return db.insert(propertyDocuments).values(rows).returning();
}

/** Records the outcome of an extraction; the updated row, if it still exists. */
export async function setExtraction(
  db: DbOrTx,
  id: number,
  values: Partial<PropertyDocument>,
): Promise<PropertyDocument | undefined> {
  const [updated] = await db.update(propertyDocuments).set(values).where(eq(propertyDocuments.id, id)).returning();
  return updated;
}

/** Marks the company's document for extraction again; the row, or undefined when it is gone. */
export async function resetExtraction(
  db: DbOrTx,
  companyId: string,
  id: number,
): Promise<PropertyDocument | undefined> {
  const [doc] = await db
    .update(propertyDocuments)
    .set({ extractionStatus: 'pending', extractionError: null })
    .where(and(eq(propertyDocuments.id, id), eq(propertyDocuments.companyId, companyId)))
    .returning();
  return doc;
}
