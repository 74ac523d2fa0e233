import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/** The rows of a raw SQL statement, whichever driver runs it (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows(db: DbOrTx, statement: SQL): Promise<Array<Record<string, unknown>>> {
  const result = (await db.execute(statement)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows;
}
