import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { billingSubscriptions, problemReports, properties, users } from '../db/schema/index.js';

/* The rows of a company's data export, each list read by company. */

export async function exportedUsers(db: DbOrTx, companyId: string) {
  return db.select().from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.createdAt));
}

export async function exportedProperties(db: DbOrTx, companyId: string) {
  return db.select().from(properties).where(eq(properties.companyId, companyId)).orderBy(asc(properties.createdAt));
}

export async function exportedSubscriptions(db: DbOrTx, companyId: string) {
  return db.select().from(billingSubscriptions).where(eq(billingSubscriptions.companyId, companyId));
}

export async function exportedReports(db: DbOrTx, companyId: string) {
  return db
    .select()
    .from(problemReports)
    .where(eq(problemReports.companyId, companyId))
    .orderBy(desc(problemReports.createdAt));
}
