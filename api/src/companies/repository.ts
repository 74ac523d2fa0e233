import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  billingInvoices,
  billingSubscriptions,
  companies,
  companyMunicipalities,
  companyTermsOfReference,
  municipalities,
  properties,
  type Company,
} from '../db/schema/index.js';
import type { MonitoredMunicipality } from '../schemas/companies.js';

/*
 * The company row and its settings: contact, trial, terms of reference, monitored municipalities. Every query
 * names the company it reads or writes.
 */

export type TermsOfReferenceRow = typeof companyTermsOfReference.$inferSelect;

export async function findCompany(db: DbOrTx, companyId: string): Promise<Company | undefined> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  return company;
}

/** When the company's free trial ends (null without a trial; undefined when there is no such company). */
export async function findTrialEnd(db: DbOrTx, companyId: string): Promise<Date | null | undefined> {
  const [company] = await db
    .select({ trialEndsAt: companies.trialEndsAt })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.trialEndsAt;
}

/** Locks the company row until the end of the transaction (serializes changes to the team and seats). */
export async function lockCompany(tx: DbOrTx, companyId: string): Promise<Company | undefined> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
  return company;
}

/** Locks the company row until the end of the transaction, reading nothing. */
export async function lockCompanyRow(tx: DbOrTx, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function updateContactEmail(db: DbOrTx, companyId: string, email: string): Promise<Company | undefined> {
  const [company] = await db
    .update(companies)
    .set({ contactEmail: email })
    .where(eq(companies.id, companyId))
    .returning();
  return company;
}

export async function findTermsOfReference(db: DbOrTx, companyId: string): Promise<TermsOfReferenceRow | undefined> {
  const [terms] = await db
    .select()
    .from(companyTermsOfReference)
    .where(eq(companyTermsOfReference.companyId, companyId));
  return terms;
}

/**
 * Records the company's (new) terms of reference in place of the previous ones, and answers the saved row with
 * the storage key of the file it replaces.
 */
export async function saveTermsOfReference(
  tx: DbOrTx,
  values: Omit<typeof companyTermsOfReference.$inferInsert, 'uploadedAt'> & { uploadedAt: Date },
): Promise<{ saved: TermsOfReferenceRow; previousKey: string | undefined }> {
  const [old] = await tx
    .select()
    .from(companyTermsOfReference)
    .where(eq(companyTermsOfReference.companyId, values.companyId))
    .for('update');
  const { companyId: _c, ...changes } = values;
  const [saved] = await tx
    .insert(companyTermsOfReference)
    .values(values)
    .onConflictDoUpdate({ target: companyTermsOfReference.companyId, set: changes })
    .returning();
  return { saved: saved!, previousKey: old?.storageKey };
}

/**
 * The municipalities the company monitors, by name: those of its properties and those it chose explicitly
 * (PUT /api/companies/municipalities), once each.
 */
export async function listMonitored(db: DbOrTx, companyId: string): Promise<MonitoredMunicipality[]> {
  const ofProperties = db
    .selectDistinct({ id: properties.municipalityId })
    .from(properties)
    .where(and(eq(properties.companyId, companyId), isNotNull(properties.municipalityId)));
  const chosen = db
    .select({ id: companyMunicipalities.municipalityId })
    .from(companyMunicipalities)
    .where(eq(companyMunicipalities.companyId, companyId));
  const rows = await db
    .select({ id: municipalities.id, name: municipalities.name, parent_name: municipalities.parentName })
    .from(municipalities)
    .where(or(inArray(municipalities.id, ofProperties), inArray(municipalities.id, chosen)))
    .orderBy(asc(municipalities.name));
  return rows;
}

/** Which of these municipality ids exist. */
export async function knownMunicipalityIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const known = await db.select({ id: municipalities.id }).from(municipalities).where(inArray(municipalities.id, ids));
  return known.map((k) => k.id);
}

/** The company monitors exactly these (existing) municipalities. */
export async function replaceMonitored(tx: DbOrTx, companyId: string, ids: number[]): Promise<void> {
  await tx.delete(companyMunicipalities).where(eq(companyMunicipalities.companyId, companyId));
  if (ids.length)
    await tx.insert(companyMunicipalities).values(ids.map((municipalityId) => ({ companyId, municipalityId })));
}

/** Deletes the company and all its rows (in the caller's transaction). */
export async function deleteCompanyRows(tx: DbOrTx, companyId: string): Promise<void> {
  await lockCompanyRow(tx, companyId);
  // Children first where they do not cascade from properties alone; the company row cascades the rest.
  await tx.delete(billingInvoices).where(eq(billingInvoices.companyId, companyId));
  await tx.delete(billingSubscriptions).where(eq(billingSubscriptions.companyId, companyId));
  await tx.delete(properties).where(eq(properties.companyId, companyId));
  await tx.delete(companies).where(eq(companies.id, companyId));
}
