import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { companies, properties } from '../db/schema/index.js';

/* Which of the companies and properties named by stored folders still exist (the orphan files sweep). */

export async function existingCompanyIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  return new Set(
    (await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids))).map((r) => r.id),
  );
}

export async function existingPropertyIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  return new Set(
    (await db.select({ id: properties.id }).from(properties).where(inArray(properties.id, ids))).map((r) => r.id),
  );
}
