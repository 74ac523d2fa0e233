import type { Db } from '../db/client.js';
import { placeItems } from './geocode-items.js';
import { loadFollows, loadItemHeads, loadItems, loadProperties, type ItemHead } from './load.js';
import { matchesByMeeting } from './match-item.js';
import type { MatchingOptions } from './options.js';
import { PropertyIndex } from './property-index.js';
import { loadRegionMap } from './regions.js';
import { planStatementsOf } from './plan.js';
import { writeStatement, type WriteResult } from '../alerts/write.js';

export type { WriteResult } from '../alerts/write.js';
export type { MatchingOptions } from './options.js';
export { distanceToLine } from './match-item.js';
export { recentItemIdsFor } from './recent-items.js';

/*
 * The matching engine. For a run of agenda items it loads the candidate properties once, indexes them (address
 * keys, application numbers, a ~1 km grid of coordinates, municipality), and looks each item up in those indexes:
 * the work grows with items + properties + matches, never items x properties. Matches are grouped into one alert
 * per (property, meeting) with one impact per item, upserted on their unique keys by alerts/write.ts: running again never
 * duplicates.
 * An item of a regional body (Peel Region, TRCA) reaches its member municipalities too (regions.ts): its candidate
 * municipalities are [its own, ...its members], used for the properties loaded, the address lookups and the
 * policy rule alike.
 */
/**
 * Items loaded together: about this many, cut at meeting boundaries; a batch's last statement takes what is left of
 * its alerts. They are then matched a meeting at a time (matchesByMeeting). Each batch's rows survive the
 * young-generation collections (they wait for the previous write) and so pile up in the old generation until the
 * next full collection: the smaller the batch, the less garbage between two. Bench at 10,000 properties, when a
 * whole batch was matched at once: 500-item batches peaked at 448-560 MB RSS, 200 at 416-464, 100 at 313. More
 * statements cost little: one round trip each.
 */
const ITEM_BATCH = 100;

/** Items in batches of about ITEM_BATCH, a meeting never split: its alert (one per property) is written whole, once. */
function batchesByMeeting(heads: ItemHead[]): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  for (let i = 0; i < heads.length; i++) {
    current.push(heads[i]!.id);
    const meetingEnds = i + 1 === heads.length || heads[i + 1]!.meetingId !== heads[i]!.meetingId;
    if (meetingEnds && current.length >= ITEM_BATCH) {
      batches.push(current);
      current = [];
    }
  }
  if (current.length) batches.push(current);
  return batches;
}
/**
 * Matches agenda items against every company's properties (or the given ones); idempotent.
 * The candidate properties are loaded and indexed once per run. Then batch after batch is loaded, matched and
 * planned here while the previous batch is being written: one writer at a time (concurrent writers would contend
 * on the rows their foreign keys lock), the work of this process overlapping the database's.
 * Batches never share a meeting, so an alert (one per property and meeting) is written whole, once.
 */
export async function matchAgendaItems(db: Db, itemIds: number[], options: MatchingOptions): Promise<WriteResult> {
  const total: WriteResult = { createdAlertIds: [], updatedAlertIds: [], raised: [] };
  if (itemIds.length === 0) return total;
  const regions = await loadRegionMap(db);
  await placeItems(db, [...new Set(itemIds)], {
    geocoder: options.geocoder ?? null,
    maxOnline: options.geocoderMaxPerRun ?? 0,
    regions,
  });
  const heads = await loadItemHeads(db, [...new Set(itemIds)]);
  if (heads.length === 0) return total;
  const rows = await loadProperties(db, heads, regions, options);
  if (rows.length === 0) return total;
  const index = new PropertyIndex(
    rows,
    await loadFollows(
      db,
      rows.map((r) => r.id),
    ),
  );
  let writing: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | null = null;
  for (const batch of batchesByMeeting(heads)) {
    // Each statement is planned while the previous one is being written (see planStatementsOf); a meeting is
    // matched only when the statement being planned needs more alerts, and its matches dropped once planned.
    const items = await loadItems(db, batch, regions);
    for (const statement of planStatementsOf(matchesByMeeting(items, index, regions, options), options.nearRadius)) {
      await writing;
      if (failure) break;
      // Not awaited here: the next statement is planned meanwhile. A failure is kept and thrown below, never left unhandled.
      writing = writeStatement(db, statement).then(
        (written) => {
          for (const id of written.createdAlertIds) total.createdAlertIds.push(id);
          for (const id of written.updatedAlertIds) total.updatedAlertIds.push(id);
          for (const raise of written.raised) total.raised.push(raise);
        },
        (error: unknown) => void (failure = { error }),
      );
    }
    if (failure) break;
  }
  await writing;
  if (failure) throw (failure as { error: unknown }).error;
  return total;
}
