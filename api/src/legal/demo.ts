import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { legalDecisions, mayoralDecisions, proposals } from '../db/schema/index.js';
import { seedLegalDemo } from '../demo/legal.js';

/**
 * Loads the demo proposals, precedents and mayoral decisions when none of the three has any row: the milliseconds
 * the load took, or null when there was data already.
 */
export async function seedLegalDemoIfEmpty(db: Db): Promise<number | null> {
  const counts = await Promise.all(
    [proposals, legalDecisions, mayoralDecisions].map(async (table) => {
      const [row] = await db.select({ n: count() }).from(table);
      return Number(row?.n ?? 0);
    }),
  );
  if (counts.some((n) => n > 0)) return null;
  const started = Date.now();
  await seedLegalDemo(db);
  return Date.now() - started;
}
