import { and, asc, arrayOverlaps, eq, lt, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { agendaItems, meetings, municipalities } from '../db/schema/index.js';
import { formatDate } from '../lib/dates.js';

/** Earlier steps quoted in an answer about what happened before. */
const MAX_STEPS = 6;

/**
 * Earlier steps of the files an alert's items belong to: agenda items that carry one of the same application numbers
 * at meetings before this one, oldest first ("November 3, 2026: 'A0123/26 - 12 Main St' at the Committee of
 * Adjustment of Toronto"). Agenda items are public records: nothing here is company data.
 */
export async function fileHistory(
  db: DbOrTx,
  input: { itemIds: number[]; applicationNumbers: string[]; before: Date },
): Promise<{ date: string; text: string }[]> {
  if (input.applicationNumbers.length === 0) return [];
  const rows = await db
    .select({
      title: agendaItems.title,
      startsAt: meetings.startsAt,
      meeting: meetings.title,
      municipality: municipalities.name,
    })
    .from(agendaItems)
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .leftJoin(municipalities, eq(municipalities.id, meetings.municipalityId))
    .where(
      and(
        arrayOverlaps(agendaItems.applicationNumbers, input.applicationNumbers.slice(0, 20)),
        lt(meetings.startsAt, input.before),
        input.itemIds.length ? notInArray(agendaItems.id, input.itemIds) : undefined,
      ),
    )
    .orderBy(asc(meetings.startsAt))
    .limit(MAX_STEPS);
  return rows.map((r) => ({
    date: formatDate(r.startsAt),
    text: `"${r.title}" at the ${r.meeting}${r.municipality ? ` of ${r.municipality}` : ''}`,
  }));
}
