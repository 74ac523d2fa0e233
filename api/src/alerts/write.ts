import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import { recomputeAlerts } from './recompute.js';
import type { WriteResult } from './types.js';

export type { RaisedAlert, WriteResult } from './types.js';

/*
 * Writing a property's matches (laid out by analysis/plan.ts in property-upsert.ts's statement): one alert per
 * (property, meeting), one impact per item, one insight per item where it applies. A batch goes to the database as one statement whose columns travel as arrays (`unnest`): one round
 * trip, one plan and one parameter per column for thousands of rows, where multi-row VALUES lists cost a
 * parameter per cell and a statement per few hundred rows (and JSON documents cost a parse per object).
 * What repeats is sent once: an item's insight fields once per item, an evidence document once per batch
 * (a city-wide policy gives the same evidence to hundreds of properties).
 * Upserts on the unique keys: running again never duplicates, and the columns a user changes (status,
 * dismissal) are never in the update.
 */

/**
 * Sends a planned batch, and makes the alerts it added to true again, in one transaction: an alert that already
 * existed (earlier items of its meeting, a document analysed later, a re-analysis) gets its title, summary,
 * categories and severity recomputed from all of its items in the database, not only this batch's. A new alert
 * holds only this batch's items, which the upsert wrote whole.
 */
export async function writeStatement(db: Db, statement: SQL): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const result: WriteResult = { createdAlertIds: [], updatedAlertIds: [], raised: [] };
    const rows = await queryRows(tx, statement);
    for (const row of rows) (row.inserted ? result.createdAlertIds : result.updatedAlertIds).push(Number(row.id));
    if (result.updatedAlertIds.length) result.raised = await recomputeAlerts(tx, result.updatedAlertIds);
    return result;
  });
}
