import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import { asSystem } from '../db/tenant-context.js';

/** Agenda items of meetings of the last `days` days that the address index could not place yet. */
export async function unplacedRecentItems(db: Db, days: number): Promise<number[]> {
  const rows = await asSystem('address import: unplaced recent items', () =>
    queryRows(
      db,
      sql`select ai.id from agenda_items ai join meetings m on m.id = ai.meeting_id
          where m.starts_at >= now() - make_interval(days => ${days}) and ai.coordinates = '[]'::jsonb
            and (ai.placement is null or ai.placement->>'status' = 'unplaced')`,
    ),
  );
  return rows.map((r) => Number(r.id));
}
