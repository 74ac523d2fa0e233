import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { propertyDocuments, type PropertyDocument } from '../db/schema/index.js';

/* Queries of the documents a company uploaded for its properties (always filtered by the company). */

/** The property's documents, newest first (the list) or oldest first (the summary reads them in upload order). */
export async function listPropertyDocuments(
  app: FastifyInstance,
  companyId: string,
  propertyId: string,
  order: 'newest' | 'oldest',
): Promise<PropertyDocument[]> {
  const by = order === 'newest' ? desc : asc;
  return app.db
    .select()
    .from(propertyDocuments)
    .where(and(eq(propertyDocuments.propertyId, propertyId), eq(propertyDocuments.companyId, companyId)))
    .orderBy(by(propertyDocuments.uploadedAt), by(propertyDocuments.id));
}

export async function insertPropertyDocuments(
  app: FastifyInstance,
  rows: Array<typeof propertyDocuments.$inferInsert>,
): Promise<PropertyDocument[]> {
  return app.db.insert(propertyDocuments).values(rows).returning();
}

/** Records the outcome of an extraction; the updated row, if it still exists. */
export async function setExtraction(
  app: FastifyInstance,
  id: number,
  values: Partial<PropertyDocument>,
): Promise<PropertyDocument | undefined> {
  const [updated] = await app.db.update(propertyDocuments).set(values).where(eq(propertyDocuments.id, id)).returning();
  return updated;
}

/** Marks the company's document for extraction again; the row, or undefined when it is gone. */
export async function resetExtraction(
  app: FastifyInstance,
  companyId: string,
  id: number,
): Promise<PropertyDocument | undefined> {
  const [doc] = await app.db
    .update(propertyDocuments)
    .set({ extractionStatus: 'pending', extractionError: null })
    .where(and(eq(propertyDocuments.id, id), eq(propertyDocuments.companyId, companyId)))
    .returning();
  return doc;
}
