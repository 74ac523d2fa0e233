import { and, asc, eq, inArray, or } from 'drizzle-orm';
import {
  committees,
  municipalities,
  municipalityMembers,
  properties,
  propertyCommittees,
  type Property,
} from '../db/schema/index.js';
import type { DbOrTx } from '../db/client.js';
import { InvalidError, NotFoundError } from '../lib/domain-errors.js';
import { UUID_RE } from '../lib/crypto.js';

/*
 * Queries of the properties a company owns, and of the municipalities and committees a property may follow.
 * Every read and write of a property is filtered by the caller's company: another company's property is not found.
 */

export const PROPERTY_NOT_FOUND = 'Property not found';

export type PropertyRow = Property & { municipalityName: string | null };
/** The columns of a property a change may set. */
export type PropertyChanges = Partial<typeof properties.$inferInsert>;

/** The caller's property, or NotFoundError (another company's id, an unknown id and a malformed id all answer the same). */
export async function findProperty(db: DbOrTx, companyId: string, id: string): Promise<PropertyRow> {
  if (!UUID_RE.test(id)) throw new NotFoundError(PROPERTY_NOT_FOUND);
  const [row] = await db
    .select({ property: properties, municipalityName: municipalities.name })
    .from(properties)
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .where(and(eq(properties.id, id), eq(properties.companyId, companyId)))
    .limit(1);
  if (!row) throw new NotFoundError(PROPERTY_NOT_FOUND);
  return { ...row.property, municipalityName: row.municipalityName };
}

export async function listProperties(db: DbOrTx, companyId: string): Promise<PropertyRow[]> {
  const rows = await db
    .select({ property: properties, municipalityName: municipalities.name })
    .from(properties)
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .where(eq(properties.companyId, companyId))
    .orderBy(asc(properties.createdAt), asc(properties.id));
  return rows.map((row) => ({ ...row.property, municipalityName: row.municipalityName }));
}

/** A new property and the committees it follows, in one transaction. */
export async function insertProperty(
  db: DbOrTx,
  values: typeof properties.$inferInsert,
  committeeIds: number[],
): Promise<Property> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(properties).values(values).returning();
    if (committeeIds.length) {
      await tx
        .insert(propertyCommittees)
        .values(committeeIds.map((committeeId) => ({ companyId: values.companyId, propertyId: row!.id, committeeId })));
    }
    return row!;
  });
}

export async function updateProperty(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: PropertyChanges,
): Promise<void> {
  await db
    .update(properties)
    .set(values)
    .where(and(eq(properties.id, id), eq(properties.companyId, companyId)));
}

export async function deleteProperty(db: DbOrTx, companyId: string, id: string): Promise<void> {
  await db.delete(properties).where(and(eq(properties.id, id), eq(properties.companyId, companyId)));
}

/** Every municipality, by name. */
export async function listMunicipalities(db: DbOrTx) {
  return db.select().from(municipalities).orderBy(asc(municipalities.name));
}

export async function findMunicipality(db: DbOrTx, id: number) {
  const [muni] = await db.select().from(municipalities).where(eq(municipalities.id, id));
  return muni;
}

/**
 * The municipalities whose committees a property in `municipalityId` may follow: its own, then the regional bodies
 * that include it (Peel Region and TRCA for Brampton; migration 0024).
 */
export async function followableMunicipalityIds(db: DbOrTx, municipalityId: number): Promise<number[]> {
  const bodies = await db
    .select({ id: municipalityMembers.regionId })
    .from(municipalityMembers)
    .where(eq(municipalityMembers.memberId, municipalityId));
  return [municipalityId, ...bodies.map((b) => b.id)];
}

/** Committees by id, checked to belong to the municipality or a regional body that includes it (InvalidError otherwise). */
export async function checkCommittees(db: DbOrTx, municipalityId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const allowed = await followableMunicipalityIds(db, municipalityId);
  const found = await db
    .select({ id: committees.id })
    .from(committees)
    .where(and(inArray(committees.id, unique), or(...allowed.map((id) => eq(committees.municipalityId, id)))));
  if (found.length !== unique.length)
    throw new InvalidError(
      "Every selected committee must belong to the property's municipality or a regional body that includes it.",
    );
  return unique;
}

/** Whether a property there has committees to choose from (its municipality's or a regional body's). */
export async function municipalityHasCommittees(db: DbOrTx, municipalityId: number): Promise<boolean> {
  const allowed = await followableMunicipalityIds(db, municipalityId);
  const [row] = await db
    .select({ id: committees.id })
    .from(committees)
    .where(or(...allowed.map((id) => eq(committees.municipalityId, id))))
    .limit(1);
  return Boolean(row);
}
