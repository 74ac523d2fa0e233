import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { committees, committeeTypes, municipalities, propertyCommittees } from '../db/schema/index.js';
import { toCommitteeOut } from '../properties/service.js';

/*
 * Councils and committees (global data), and the committees a property follows (the company's rows, always
 * filtered by its company).
 */

const selectCommittees = (db: Db) =>
  db
    .select({ committee: committees, type: committeeTypes, municipalityName: municipalities.name })
    .from(committees)
    .innerJoin(municipalities, eq(municipalities.id, committees.municipalityId))
    .leftJoin(committeeTypes, eq(committeeTypes.id, committees.committeeTypeId));

export async function listCommitteeTypes(db: Db) {
  const rows = await db.select().from(committeeTypes).orderBy(asc(committeeTypes.id));
  return rows.map((row) => ({ id: row.id, slug: row.slug, display_name: row.displayName }));
}

/** A municipality by id (all digits) or by name in any case; undefined when none. */
export async function findMunicipality(db: Db, key: string) {
  const where = /^\d{1,9}$/.test(key)
    ? eq(municipalities.id, Number(key))
    : sql`lower(${municipalities.name}) = ${key.toLowerCase()}`;
  const [muni] = await db.select().from(municipalities).where(where).limit(1);
  return muni;
}

/** The committees of a municipality, then those of the given regional bodies (by body name). */
export async function municipalityCommittees(db: Db, municipalityId: number, bodies: number[]) {
  const rows = await selectCommittees(db)
    .where(inArray(committees.municipalityId, [municipalityId, ...bodies]))
    .orderBy(
      sql`${committees.municipalityId} <> ${municipalityId}`,
      asc(municipalities.name),
      asc(committees.name),
      asc(committees.id),
    );
  return rows.map(toCommitteeOut);
}

export async function propertyCommitteeList(db: Db, companyId: string, propertyId: string) {
  const rows = await selectCommittees(db)
    .innerJoin(propertyCommittees, eq(propertyCommittees.committeeId, committees.id))
    .where(and(eq(propertyCommittees.propertyId, propertyId), eq(propertyCommittees.companyId, companyId)))
    .orderBy(asc(committees.name), asc(committees.id));
  return rows.map(toCommitteeOut);
}

/** Replaces the committees a property follows with `ids` (already checked), in one transaction. */
export async function replacePropertyCommittees(
  db: Db,
  companyId: string,
  propertyId: string,
  ids: number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(propertyCommittees)
      .where(and(eq(propertyCommittees.propertyId, propertyId), eq(propertyCommittees.companyId, companyId)));
    if (ids.length)
      await tx.insert(propertyCommittees).values(ids.map((committeeId) => ({ companyId, propertyId, committeeId })));
  });
}
